/**
 * SQL lives in one store per aggregate. A store alone writes statements and names Payload's tables
 * (through src/platform/payload-tables.ts); the domain around it calls the store and Payload's
 * local API. So a renamed column, a lock order or a hot-path statement is read in one file per
 * aggregate, and a statement added anywhere else fails here rather than in review.
 *
 * Allowed besides the stores: src/lib/db (the engine: transactions, statements, advisory locks,
 * the embedded PostgreSQL) and src/platform (what we rely on of the frameworks).
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

/** The application's sources: what runs in the site (tools, tests and migrations are not). */
const SOURCES = ['src', 'endpoints', 'collections', 'globals', 'fields', 'access', 'plugins', 'utilities']
const ENGINE = ['src/lib/db/', 'src/platform/']

/** One store per aggregate. */
const STORES = [
  'src/lib/auth/store.ts',
  'src/lib/backup/store.ts',
  'src/lib/bookings/store.ts',
  'src/lib/consultations/store.ts',
  'src/lib/email/store.ts',
  'src/lib/http/idempotency-store.ts',
  'src/lib/inquiries/store.ts',
  'src/lib/monitoring/store.ts',
  'src/lib/payments/store.ts',
  'src/lib/posts/store.ts',
  'src/lib/privacy/store.ts',
  'src/lib/proposals/store.ts',
  'src/lib/receipts/store.ts',
  'src/lib/runtime/shared-secrets-store.ts',
  'src/lib/security/store.ts',
  'src/lib/subscribers/store.ts',
]
/** What marks a file as holding SQL or naming Payload's tables. */
const MARKERS: [string, RegExp][] = [
  ['a drizzle sql`…` statement', /\bsql`/],
  ['a drizzle sql helper', /\bsql\.(raw|join|identifier|empty|placeholder)\(/],
  ['a pg text query', /\.query\(/],
  ['an import from drizzle-orm', /from ['"]drizzle-orm['"]/],
  ['the sql tag of the Postgres adapter', /import\s*\{[^}]*\bsql\b[^}]*\}\s*from ['"]@payloadcms\/db-postgres['"]/],
  ["Payload's table names", /@\/platform\/payload-(tables|names)['"]/],
  ['a statement run through src/lib/db', /import\s*\{[^}]*\bexecute\b[^}]*\}\s*from ['"]@\/lib\/db\/statements['"]/],
]

function sourceFiles(dir: string): string[] {
  const full = path.join(root, dir)
  if (!fs.existsSync(full)) return []
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts|cts)$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
}

function holdsSql(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  return MARKERS.filter(([, pattern]) => pattern.test(text)).map(([what]) => what)
}

const files = SOURCES.flatMap(sourceFiles).sort()
const withSql = new Map(files.map((f) => [f, holdsSql(f)] as const).filter(([, found]) => found.length > 0))

describe('SQL in stores', () => {
  it('finds the sources and recognises a statement', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(withSql.has('src/lib/db/statements.ts')).toBe(true)
  })

  it('keeps SQL and table names in the stores, src/lib/db and src/platform', () => {
    const outside = [...withSql]
      .filter(([file]) => !ENGINE.some((dir) => file.startsWith(dir)))
      .filter(([file]) => !STORES.includes(file))
      .map(([file, found]) => `${file}: ${found.join(', ')}`)
    expect(outside).toEqual([])
  })

  it('lists only stores that exist', () => {
    expect(STORES.filter((file) => !fs.existsSync(path.join(root, file)))).toEqual([])
  })
})
