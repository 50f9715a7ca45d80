/**
 * docs/platform.md is where an upgrade starts: it must name every file of src/platform/, each with
 * what it relies on (the table of "The reliances") and what an upgrade would break (the list under
 * "What an upgrade would break"). A file added to the folder without its row, or a row left behind
 * by a file that went, fails here. Both sides are read, the folder and the doc, so the gate follows
 * whatever the folder holds.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const doc = fs.readFileSync(path.join(root, 'docs/platform.md'), 'utf8')

function platformFiles(): string[] {
  return fs
    .readdirSync(path.join(root, 'src/platform'), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort()
}

/** The text of a Markdown section, from its heading to the next heading of the same or a higher level. */
function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => line.replace(/^#+\s*/, '') === heading && line.startsWith('#'))
  if (start < 0) throw new Error(`docs/platform.md has no section "${heading}"`)
  const level = /^#+/.exec(lines[start]!)![0].length
  const end = lines.findIndex((line, i) => i > start && /^#+\s/.test(line) && /^#+/.exec(line)![0].length <= level)
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n')
}

/** The file named in the first cell of each table row (`| \`name.ts\` | …`). */
const tableFiles = (text: string) => [...text.matchAll(/^\|\s*`([^`|]+)`\s*\|/gm)].map((m) => m[1]!)

/** The file each bullet starts with (`- \`name.ts\`: …`). */
const listFiles = (text: string) => [...text.matchAll(/^- `([^`]+)`:/gm)].map((m) => m[1]!)

/** What differs between the folder and a list of the doc, as readable lines; empty when they agree. */
function differences(listed: string[], files: string[]): string[] {
  const problems: string[] = []
  for (const file of files) if (!listed.includes(file)) problems.push(`missing from the doc: ${file}`)
  for (const name of new Set(listed)) {
    if (!files.includes(name)) problems.push(`in the doc, not in src/platform/: ${name}`)
    if (listed.filter((n) => n === name).length > 1) problems.push(`listed twice: ${name}`)
  }
  return problems
}

describe('docs/platform.md and src/platform/', () => {
  const files = platformFiles()

  it('reads a folder that has files', () => {
    expect(files.length).toBeGreaterThan(10)
  })

  it('has one row of "The reliances" per file of the folder', () => {
    const table = section(doc, 'The reliances').split(/^### /m)[0]!
    expect(differences(tableFiles(table), files)).toEqual([])
  })

  it('says what an upgrade would break for each file of the folder', () => {
    const list = section(doc, 'What an upgrade would break, file by file')
    expect(differences(listFiles(list), files)).toEqual([])
  })

  it('finds a file missing, an extra row and a repeated one', () => {
    expect(differences(['a.ts', 'c.ts', 'c.ts'], ['a.ts', 'b.ts'])).toEqual([
      'missing from the doc: b.ts',
      'in the doc, not in src/platform/: c.ts',
      'listed twice: c.ts',
    ])
  })
})
