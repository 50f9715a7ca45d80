import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { exemptionOf, PERSONAL_COLUMN, PERSONAL_TABLES } from '@/lib/privacy/store'

const migrations = path.resolve(__dirname, '../../migrations')

/** Every table of the schema with its columns: the drizzle snapshot and the hand-written migrations. */
function schemaTables(): Map<string, string[]> {
  const tables = new Map<string, string[]>()
  for (const file of readdirSync(migrations)) {
    if (file.endsWith('.json')) {
      const snapshot = JSON.parse(readFileSync(path.join(migrations, file), 'utf8')) as {
        tables: Record<string, { name: string; columns: Record<string, unknown> }>
      }
      for (const table of Object.values(snapshot.tables)) tables.set(table.name, Object.keys(table.columns))
    } else if (
      file.endsWith('.ts') &&
      file !== 'index.ts' &&
      !readdirSync(migrations).includes(file.replace(/\.ts$/, '.json'))
    ) {
      const text = readFileSync(path.join(migrations, file), 'utf8')
      for (const match of text.matchAll(/CREATE TABLE(?: IF NOT EXISTS)? "?(\w+)"? \(([\s\S]*?)\n\s*\);/g)) {
        const columns = [...match[2]!.matchAll(/^\s*"?(\w+)"?\s+\w/gm)].map((c) => c[1]!)
        tables.set(match[1]!, columns)
      }
    }
  }
  return tables
}

describe('privacy registry', () => {
  const tables = schemaTables()

  it('reads the schema', () => {
    expect(tables.get('inquiries')).toContain('email')
    expect(tables.get('rate_limits')).toContain('key')
  })

  it('knows every table with a name, e-mail, phone or IP column, or says why it is not a visitor’s data', () => {
    const registered = new Set(PERSONAL_TABLES.map((t) => t.table))
    const missing = [...tables]
      .filter(([, columns]) => columns.some((c) => PERSONAL_COLUMN.test(c)))
      .map(([table]) => table)
      .filter((table) => !registered.has(table) && !exemptionOf(table))
    expect(missing, 'add these tables to src/lib/privacy/store.ts').toEqual([])
  })

  it('names only existing tables and columns', () => {
    for (const entry of PERSONAL_TABLES) {
      const columns = tables.get(entry.table)
      expect(columns, entry.table).toBeDefined()
      for (const field of entry.fields) expect(columns, `${entry.table}.${field.column}`).toContain(field.column)
    }
  })

  it('explains every exported field in both languages', () => {
    for (const entry of PERSONAL_TABLES)
      for (const field of [entry.about, ...entry.fields.map((x) => x.about)]) {
        expect(field.en.trim()).not.toBe('')
        expect(field.fr.trim()).not.toBe('')
      }
  })
})
