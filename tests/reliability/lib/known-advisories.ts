import fs from 'node:fs'
import path from 'node:path'

/** Where the advisories the audit accepts are explained, one line naming each package in backticks. */
export const ADVISORIES_DOC = 'docs/testing.md'
const HEADING = /^## Known advisories$/m

/**
 * The text of the "Known advisories" section. Throws when the section is gone (the file moved or
 * the heading changed), so the audit never accepts everything, or nothing, by reading an empty text.
 * A unit gate (tests/unit/gates/docs.test.ts) calls it too, so a move fails fast there.
 */
export function knownAdvisories(root = process.cwd()): string {
  const text = fs.readFileSync(path.join(root, ADVISORIES_DOC), 'utf8')
  const parts = text.split(HEADING)
  if (parts.length !== 2) throw new Error(`${ADVISORIES_DOC} has no single "## Known advisories" section`)
  return parts[1]!.split(/^#{1,2} /m)[0]!
}
