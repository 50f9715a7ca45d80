/**
 * Code, tests and docs explain themselves in their own words. A comment that names a tracker's
 * issue number, a section of a planning document or a design file kept outside the repository
 * points a newcomer at a document this repository does not hold: the reason it stood for is lost
 * to anyone who cannot open it. This gate fails on such a
 * citation anywhere in the repository's own files, so the reason gets written down where the code
 * is. CHANGELOG.md is left out: its entries are a record of what happened, not an explanation of
 * the code.
 *
 * Public references stay allowed: an RFC's section ("RFC 5321 §4.5.4.1"), an upstream project's
 * issue written as `owner/name#123` or as a URL, and a law's section ("s. 57").
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const self = path.relative(root, import.meta.filename)

/** Folders and files never scanned: dependencies, build and run output, the history of releases. */
const SKIPPED = new Set(['node_modules', '.git', '.data', 'CHANGELOG.md', 'package-lock.json'])
const TEXT = /\.(?:[cm]?[jt]sx?|md|json|css|ya?ml|sh|sql|html|txt|conf|template|example)$/

/** Each rule: what it finds, and how a reader would put it. */
const CITATIONS: { name: string; pattern: RegExp }[] = [
  { name: 'an issue number', pattern: /\bissue\s*#?\s*\d+/gi },
  { name: 'several issue numbers', pattern: /\bissues\s*#?\d+\s*(?:,|and\b|or\b|&|§)/gi },
  { name: 'a seed document', pattern: /\bseed\s+\d{3}\b/gi },
  { name: 'a section sign', pattern: /§\s*\d/g },
  { name: 'a design document outside the repository', pattern: /\bARCHITECTURE\.md\b|\.\.\/shared\b/g },
]

/** A section of a published standard ("RFC 6265 §5.2") is a public reference, not a citation. */
function isPublicSection(line: string, index: number): boolean {
  return /\bRFC\s*\d+\s*$/.test(line.slice(Math.max(0, index - 16), index))
}

function repositoryFiles(dir = ''): string[] {
  const files: string[] = []
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.next')) continue
    const relative = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) files.push(...repositoryFiles(relative))
    else if (entry.isFile() && TEXT.test(entry.name)) files.push(relative)
  }
  return files
}

/** Every citation of a document outside the repository in one text, as `file:line: what`. */
function outsideCitations(file: string, text: string): string[] {
  const found: string[] = []
  text.split('\n').forEach((line, i) => {
    for (const { name, pattern } of CITATIONS) {
      for (const match of line.matchAll(pattern)) {
        if (name === 'a section sign' && isPublicSection(line, match.index)) continue
        found.push(`${file}:${i + 1}: ${name} ("${match[0].trim()}"): ${line.trim().slice(0, 120)}`)
      }
    }
  })
  return found
}

describe('citations of documents outside the repository', () => {
  it('finds what it is written for, and lets public references through', () => {
    // Built from a number and a section, so that this file quotes no citation of its own.
    const [n, m] = ['15', '3']
    const section = `§${m}`
    const cited = [
      `// (issue ${n}, bench/api.ts)`,
      ` * Issue ${n}, item ${m}: the smaller leaks`,
      `/** The administrator calls of seed 00${m} ${section}. */`,
      `describe('web-vitals ratings (seed 00${m} ${section})', () => {`,
      `(issues ${m} and ${n})`,
      `framework internals, see ${section}`,
      ' * Request screening (ARCHITECTURE.md, security rules).',
      'The target design is `ARCHITECTURE.md` in `../shared`.',
    ]
    for (const line of cited) expect(outsideCitations('x.ts', line), line).not.toEqual([])
    const publicReferences = [
      'Mail servers keep a message for days (RFC 5321 §4.5.4.1)',
      'payloadcms/payload#17726, vercel/next.js#82117',
      "it('issues 32 random bytes and stores a SHA-256', () => {",
      'the Charter of the French language, s. 57',
      'The seed writes hundreds of documents',
    ]
    for (const line of publicReferences) expect(outsideCitations('x.ts', line), line).toEqual([])
  })

  it('has none in the code, tests, scripts and docs', () => {
    const files = repositoryFiles().filter((f) => f !== self)
    expect(files.length).toBeGreaterThan(300)
    const found = files.flatMap((f) => outsideCitations(f, fs.readFileSync(path.join(root, f), 'utf8')))
    expect(found).toEqual([])
  })
})
