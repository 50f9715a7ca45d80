/**
 * The README is a newcomer's first page: it stays short, and everything else lives in docs/, one
 * file per topic, linked from it. A link to a file that does not exist (moved, renamed, never
 * written) fails here rather than in a reader's browser. The readers of documentation sections
 * (the audit's "Known advisories") find their section.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { knownAdvisories } from '@root/tests/reliability/lib/known-advisories'

const root = path.resolve(import.meta.dirname, '../../..')
const README_MAX_LINES = 150

function documentationFiles(): string[] {
  const docs = fs
    .readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`)
  return ['README.md', ...docs.sort()]
}

/** Relative link targets of a Markdown text, without their `#fragment`; code spans and blocks skipped. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '')
  const targets: string[] = []
  for (const [, target] of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!) || target!.startsWith('#')) continue
    targets.push(target!.split('#')[0]!)
  }
  return targets
}

describe('README and docs', () => {
  it(`keeps the README under ${README_MAX_LINES} lines`, () => {
    const lines = fs.readFileSync(path.join(root, 'README.md'), 'utf8').split('\n')
    if (lines.at(-1) === '') lines.pop()
    expect(lines.length).toBeLessThan(README_MAX_LINES)
  })

  it('has every relative link of README.md and docs/*.md point to an existing file', () => {
    const broken: string[] = []
    let links = 0
    for (const file of documentationFiles()) {
      const text = fs.readFileSync(path.join(root, file), 'utf8')
      for (const target of relativeLinks(text)) {
        links++
        const resolved = path.relative(root, path.resolve(root, path.dirname(file), decodeURI(target)))
        if (fs.existsSync(path.join(root, resolved))) continue
        broken.push(`${file} → ${target}`)
      }
    }
    expect(links).toBeGreaterThan(10)
    expect(broken).toEqual([])
  })

  it('links every file of docs/ from the README', () => {
    const linked = new Set(
      relativeLinks(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).map((t) => path.normalize(t)),
    )
    const unlinked = documentationFiles()
      .filter((f) => f !== 'README.md')
      .filter((f) => !linked.has(f))
    expect(unlinked).toEqual([])
  })

  it('finds the "Known advisories" section the reliability audit reads', () => {
    expect(() => knownAdvisories(root)).not.toThrow()
  })
})
