import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import { strToU8, zipSync } from 'fflate'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { execute, type Row } from '@/lib/db/statements'
import { inTransaction } from '@/lib/db/transaction'
import { toCsv } from '@/lib/records/csv'
import { cacheTags, expireTags } from '@/utilities/revalidate'

import { readmeText } from './messages'
import { normalizeEmail, PERSONAL_TABLES, type Erasure, type PersonalTable, type RecordTable } from './registry'

export type PrivacyRequestKind = 'search' | 'export' | 'erasure'

export interface PersonRecords {
  kind: string
  table: string
  about: PersonalTable['about']
  rows: Row[]
}

const selectFields = (entry: PersonalTable): SQL =>
  sql.join(
    entry.fields.map((field) => sql.identifier(field.column)),
    sql`, `,
  )

/** Every record of every registered table that holds the address, kind by kind (empty kinds left out). */
export async function findPerson(from: PayloadRequest | Payload, email: string): Promise<PersonRecords[]> {
  const address = normalizeEmail(email)
  const found: PersonRecords[] = []
  for (const entry of PERSONAL_TABLES) {
    const rows = await execute(
      from,
      sql`SELECT ${selectFields(entry)} FROM ${entry.source.table} WHERE ${entry.match(address)} ORDER BY ${entry.source.id}`,
    )
    if (rows.length) found.push({ kind: entry.kind, table: entry.table, about: entry.about, rows })
  }
  return found
}

export const countRecords = (records: PersonRecords[]) => records.reduce((n, r) => n + r.rows.length, 0)

/**
 * The register of requests: when, by which dashboard sign-in, what kind, how many records. Never
 * the address: the register of an erasure must not keep what was erased.
 */
export async function recordRequest(
  from: PayloadRequest | Payload,
  kind: PrivacyRequestKind,
  sessionId: number | string | undefined,
  records: number,
): Promise<void> {
  const session = sessionId === undefined ? null : Number(sessionId)
  await execute(
    from,
    sql`INSERT INTO privacy_requests (kind, admin_session_id, records) VALUES (${kind}, ${session}, ${records})`,
  )
}

export interface PrivacyRequestRow {
  id: number
  kind: PrivacyRequestKind
  adminSessionId: number | null
  records: number
  createdAt: string
}

export async function listRequests(from: PayloadRequest | Payload, limit = 200): Promise<PrivacyRequestRow[]> {
  const rows = await execute(
    from,
    sql`SELECT id, kind, admin_session_id, records, created_at FROM privacy_requests ORDER BY id DESC LIMIT ${limit}`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as PrivacyRequestKind,
    adminSessionId: row.admin_session_id === null ? null : Number(row.admin_session_id),
    records: Number(row.records),
    createdAt: new Date(row.created_at as string).toISOString(),
  }))
}

const jsonValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value)

/**
 * The person's data as one ZIP archive: person.json (every record), one CSV per kind, and
 * README.txt explaining each field in English and French (Quebec's act, s. 27: "a structured,
 * commonly used technological format").
 */
export function buildArchive(email: string, records: PersonRecords[], now = new Date()): Uint8Array {
  const address = normalizeEmail(email)
  const byTable = new Map(PERSONAL_TABLES.map((entry) => [entry.table, entry]))
  const json = {
    email: address,
    exportedAt: now.toISOString(),
    records: Object.fromEntries(
      records.map((r) => [
        r.kind,
        r.rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, jsonValue(v)]))),
      ]),
    ),
  }
  const files: Record<string, Uint8Array> = { 'person.json': strToU8(JSON.stringify(json, null, 2)) }
  for (const r of records) {
    const entry = byTable.get(r.table)!
    const csv = toCsv(
      r.rows,
      entry.fields.map((field) => ({ key: field.column, value: (row: Row) => jsonValue(row[field.column]) })),
    )
    files[`${r.kind}.csv`] = strToU8(csv)
  }
  const readme: string[] = []
  for (const locale of ['en', 'fr'] as Locale[]) {
    readme.push(readmeText('title', locale, { email: address }), '', readmeText('intro', locale))
    readme.push(readmeText('generated', locale, { date: now.toISOString() }), '')
    for (const r of records) {
      const entry = byTable.get(r.table)!
      readme.push(`${r.kind}.csv: ${entry.about[locale]}`)
      for (const field of entry.fields) readme.push(`  ${field.column}: ${field.about[locale]}`)
      readme.push('')
    }
    readme.push('----', '')
  }
  files['README.txt'] = strToU8(readme.join('\r\n'))
  return zipSync(files, { level: 6, mtime: now })
}

/**
 * Removes the rows of `table` that `where` selects as its erasure says (deleted, or anonymized
 * where the accounts need them), after the rows of other tables that cannot stay without them.
 * Erasure on request and retention both leave through here; returns how many rows left.
 */
export async function removeRows(
  req: PayloadRequest,
  table: RecordTable,
  where: SQL,
  erase: Erasure,
  before?: PersonalTable['before'],
): Promise<number> {
  if (before) await execute(req, before(where))
  const rows =
    erase.action === 'delete'
      ? await execute(req, sql`DELETE FROM ${table.table} WHERE ${where} RETURNING ${table.id}`)
      : await execute(req, sql`UPDATE ${table.table} SET ${erase.set} WHERE ${where} RETURNING ${table.id}`)
  return rows.length
}

export interface ErasureResult {
  erased: number
  byKind: Record<string, number>
}

/**
 * Erases a person in one transaction: rows whose only purpose was contact are deleted, the
 * bookings the accounts need are anonymized (registry.ts says which), and the request is recorded,
 * all together or not at all. Asked again, it finds nothing and erases nothing. After the commit,
 * the tags of the touched collections expire on every instance (the shared cache handler), so no
 * cached page or list shows the person any more.
 */
export async function erasePerson(
  req: PayloadRequest,
  email: string,
  sessionId: number | string,
): Promise<ErasureResult> {
  const address = normalizeEmail(email)
  const byKind: Record<string, number> = {}
  const touched = new Set<string>()
  const erased = await inTransaction(req, async () => {
    for (const entry of PERSONAL_TABLES) {
      const removed = await removeRows(req, entry.source, entry.match(address), entry.erase, entry.before)
      if (removed) {
        byKind[entry.kind] = removed
        touched.add(entry.collection)
      }
    }
    const total = Object.values(byKind).reduce((a, b) => a + b, 0)
    await recordRequest(req, 'erasure', sessionId, total)
    return total
  })
  if (touched.size) {
    // An anonymized booking keeps its seat: the sessions' pages re-render all the same.
    expireTags(...[...touched, 'class-sessions'].map((slug) => cacheTags.collection(slug)))
  }
  return { erased, byKind }
}
