/**
 * No component or route file over 250 lines. A file that size does several jobs (a panel's cards,
 * its form, its list, its queries), and every change to one of them touches, reviews and merges
 * the whole file; split it into modules named for what each does (a section, a hook, a form's
 * part), as the dashboards and the public forms are.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const FOLDERS = ['src/components', 'src/app']
const MAX_LINES = 250

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
}

/** Lines as an editor numbers them: a final newline does not start another. */
function lineCount(text: string): number {
  if (text === '') return 0
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
}

describe('component files', () => {
  const files = FOLDERS.flatMap(sourceFiles)

  it('finds the components and routes', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(files).toContain('src/components/studio/PaymentsPanel.tsx')
    expect(files).toContain('src/app/(site)/[locale]/contact/page.tsx')
  })

  it('counts lines as an editor does', () => {
    expect(lineCount('')).toBe(0)
    expect(lineCount('a')).toBe(1)
    expect(lineCount('a\n')).toBe(1)
    expect(lineCount('a\nb\n')).toBe(2)
    expect(lineCount('a\n\nb')).toBe(3)
  })

  it(`has none over ${MAX_LINES} lines`, () => {
    const over = files
      .map((file) => ({ file, lines: lineCount(fs.readFileSync(path.join(root, file), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`)
    expect(over, `split these into modules of one job each (at most ${MAX_LINES} lines)`).toEqual([])
  })
})
