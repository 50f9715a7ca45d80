import { strToU8, zipSync } from 'fflate'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { Row } from '@/lib/db/statements'
import { inTransaction } from '@/lib/db/transaction'
import { studioInfo } from '@/lib/email/studio'
import { toCsv } from '@/lib/records/csv'
import { cacheTags, expireTags } from '@root/utilities/revalidate'

import { readmeText } from './messages'
import {
  insertRequest,
  lockPersonRows,
  normalizeEmail,
  PERSONAL_TABLES,
  readPersonRows,
  removePersonRows,
  selectRequests,
  type MatchContext,
  type PersonalTable,
  type RuleName,
} from './store'

export type PrivacyRequestKind = 'search' | 'export' | 'erasure'

export interface PersonRecords {
  kind: string
  table: string
  about: PersonalTable['about']
  rows: Row[]
}

/** How many of the rows found one rule matched, for the register (never which rows). */
export interface RuleMatch {
  kind: string
  table: string
  rule: RuleName
  count: number
}

export interface PersonMatch {
  records: PersonRecords[]
  matched: RuleMatch[]
}

/** The studio's own addresses: its contact address (site settings) and where notices go (STUDIO_EMAIL). */
async function studioAddresses(req: PayloadRequest): Promise<string[]> {
  const studio = await studioInfo(req)
  const bare = (value: string) => normalizeEmail(/<([^>]+)>/.exec(value)?.[1] ?? value)
  return [...new Set([studio.email, studio.notifyTo].map(bare))]
}

async function matchContext(req: PayloadRequest, email: string): Promise<MatchContext> {
  return { email: normalizeEmail(email), studio: await studioAddresses(req) }
}

/** Per rule of `entry`, how many of `rows` (read with ruleFlags) it matched; rules that matched none left out. */
function countByRule(entry: PersonalTable, rows: Row[]): RuleMatch[] {
  return entry.match
    .map((rule, i) => ({
      kind: entry.kind,
      table: entry.table,
      rule: rule.rule,
      count: rows.filter((row) => row[`rule_${i}`] === true).length,
    }))
    .filter((m) => m.count > 0)
}

/**
 * The person's records in every registered table, kind by kind (empty kinds left out), and which
 * rule matched how many: rows whose own address column is theirs, and the rows that point to those
 * by number (store.ts). Never a mention of the address in someone else's record.
 */
export async function findPerson(req: PayloadRequest, email: string): Promise<PersonMatch> {
  const ctx = await matchContext(req, email)
  const records: PersonRecords[] = []
  const matched: RuleMatch[] = []
  for (const entry of PERSONAL_TABLES) {
    const rows = await readPersonRows(req, entry, ctx)
    if (!rows.length) continue
    matched.push(...countByRule(entry, rows))
    const flags = entry.match.map((_, i) => `rule_${i}`)
    const own = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !flags.includes(key))))
    records.push({ kind: entry.kind, table: entry.table, about: entry.about, rows: own })
  }
  return { records, matched }
}

export const countRecords = (records: PersonRecords[]) => records.reduce((n, r) => n + r.rows.length, 0)

/**
 * The register of requests: when, by which dashboard sign-in, what kind, how many records, and per
 * table which rule matched how many. Never the address: the register of an erasure must not keep
 * what was erased.
 */
export async function recordRequest(
  from: PayloadRequest | Payload,
  kind: PrivacyRequestKind,
  sessionId: number | string | undefined,
  records: number,
  matched: RuleMatch[],
): Promise<void> {
  const session = sessionId === undefined ? null : Number(sessionId)
  await insertRequest(from, kind, session, records, matched)
}

export interface PrivacyRequestRow {
  id: number
  kind: PrivacyRequestKind
  adminSessionId: number | null
  records: number
  matched: RuleMatch[]
  createdAt: string
}

export async function listRequests(from: PayloadRequest | Payload, limit = 200): Promise<PrivacyRequestRow[]> {
  return selectRequests(from, limit)
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

export interface ErasureResult {
  erased: number
  byKind: Record<string, number>
  matched: RuleMatch[]
}

/**
 * Erases a person in one transaction: rows whose only purpose was contact are deleted, the
 * bookings the accounts need are anonymized (store.ts says which and by which rules), and the
 * request is recorded with what each rule matched, all together or not at all. Asked again, it
 * finds nothing and erases nothing. After the commit, the tags of the touched collections expire on
 * every instance (the shared cache handler), so no cached page or list shows the person any more.
 */
export async function erasePerson(
  req: PayloadRequest,
  email: string,
  sessionId: number | string,
): Promise<ErasureResult> {
  const ctx = await matchContext(req, email)
  const byKind: Record<string, number> = {}
  const matched: RuleMatch[] = []
  const touched = new Set<string>()
  const erased = await inTransaction(req, async () => {
    for (const entry of PERSONAL_TABLES) {
      // Read under lock first, for the register's counts by rule; the rows then leave by the same rules.
      const rows = await lockPersonRows(req, entry, ctx)
      if (!rows.length) continue
      matched.push(...countByRule(entry, rows))
      const removed = await removePersonRows(req, entry, ctx)
      if (removed) {
        byKind[entry.kind] = removed
        touched.add(entry.collection)
      }
    }
    const total = Object.values(byKind).reduce((a, b) => a + b, 0)
    await recordRequest(req, 'erasure', sessionId, total, matched)
    return total
  })
  if (touched.size) {
    // An anonymized booking keeps its seat: the sessions' pages re-render all the same.
    expireTags(...[...touched, 'class-sessions'].map((slug) => cacheTags.collection(slug)))
  }
  return { erased, byKind, matched }
}
