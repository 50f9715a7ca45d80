/**
 * The names raw SQL uses for Payload's generated tables (src/platform/payload-tables.ts) exist in
 * the schema of the newest generated migration's snapshot: a field renamed in a collection fails
 * here, not in a booking.
 */
import fs from 'node:fs'
import path from 'node:path'

import { PgDialect } from 'drizzle-orm/pg-core'
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { payloadEnums, payloadTables } from '@/platform/payload-tables'

type Snapshot = {
  tables: Record<string, { name: string; columns: Record<string, { name: string }> }>
  enums: Record<string, { name: string }>
}

function latestSnapshot(): Snapshot {
  const dir = path.join(process.cwd(), 'migrations')
  const [file] = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
  if (!file) throw new Error('migrations/ holds no schema snapshot')
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Snapshot
}

describe('Payload table and column names used by raw SQL', () => {
  const snapshot = latestSnapshot()

  for (const [key, table] of Object.entries(payloadTables)) {
    it(`${key}: table "${table.tableName}" and its ${table.columnNames.length} columns exist`, () => {
      const found = snapshot.tables[`public.${table.tableName}`]
      expect(found, `table ${table.tableName} is not in the migration snapshot`).toBeDefined()
      const missing = table.columnNames.filter((c) => !found!.columns[c])
      expect(missing, `columns of ${table.tableName} missing from the snapshot`).toEqual([])
    })
  }

  for (const [key, type] of Object.entries(payloadEnums)) {
    it(`${key}: enum type "${type.typeName}" exists`, () => {
      expect(snapshot.enums[`public.${type.typeName}`], `enum ${type.typeName}`).toBeDefined()
    })
  }

  it('renders each name as a quoted identifier', () => {
    const { bookings } = payloadTables
    const query = new PgDialect().sqlToQuery(
      sql`SELECT b.${bookings.session_id} FROM ${bookings.table} b WHERE b.${bookings.id} = ${1}`,
    )
    expect(query.sql).toBe('SELECT b."session_id" FROM "bookings" b WHERE b."id" = $1')
  })

  it('gives statements written as text the same names, quoted', () => {
    const { securityEvents } = payloadTables
    expect(`SELECT ${securityEvents.quoted.ip} FROM ${securityEvents.quoted.table}`).toBe(
      'SELECT "ip" FROM "security_events"',
    )
    for (const table of Object.values(payloadTables))
      for (const column of table.columnNames)
        expect((table.quoted as Record<string, string>)[column], `${table.tableName}.${column}`).toBe(`"${column}"`)
  })
})
