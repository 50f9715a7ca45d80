import { blockedIps, securityEvents } from '@/platform/payload-names'

import { THIRD_PARTY_SUFFIX } from './cross-site'
import type { ThreatReason } from './threats'

/**
 * PostgreSQL access for security events and blocks. Plain SQL on the tables of the
 * `security-events` and `blocked-ips` collections, because the screening runs in src/server/serve.ts
 * before Next.js (and Payload) see the request; the endpoints pass Payload's own pool instead.
 */
// Statement text with the names of Payload's tables (src/platform/payload-names.ts).
const E = securityEvents.quoted
const X = blockedIps.quoted

export interface Queryable {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
}

export interface SecurityEventInput {
  reason: ThreatReason
  ip: string
  method: string
  endpoint: string
  detail?: string
  userAgent?: string
}

const clip = (value: string | undefined, max: number) => (value === undefined ? null : value.slice(0, max))

export async function insertEvents(db: Queryable, events: readonly SecurityEventInput[]): Promise<void> {
  if (events.length === 0) return
  const values: unknown[] = []
  const rows = events.map((e, i) => {
    values.push(
      e.reason,
      clip(e.ip, 64),
      clip(e.method, 16),
      clip(e.endpoint, 300),
      clip(e.detail, 200),
      clip(e.userAgent, 300),
    )
    const o = i * 6
    return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6})`
  })
  await db.query(
    `INSERT INTO ${E.table} (${E.reason}, ${E.ip}, ${E.method}, ${E.endpoint}, ${E.detail}, ${E.user_agent})
     VALUES ${rows.join(', ')}`,
    values,
  )
}

/** Events that count towards a block: not those another site could have caused (cross-site.ts). */
export async function eventsSince(db: Queryable, ip: string, since: Date): Promise<number> {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM ${E.table} WHERE ${E.ip} = $1 AND ${E.created_at} > $2 AND ${E.method} NOT LIKE $3`,
    [ip, since, `%${THIRD_PARTY_SUFFIX}`],
  )
  return Number(rows[0]?.n ?? 0)
}

/** Blocks (or extends the block of) an address; never shortens an existing block. */
export async function blockIp(
  db: Queryable,
  block: { ip: string; reason: string; hits: number; until: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO ${X.table} (${X.ip}, ${X.reason}, ${X.hits}, ${X.blocked_until}) VALUES ($1, $2, $3, $4)
     ON CONFLICT (${X.ip}) DO UPDATE SET ${X.reason} = EXCLUDED.${X.reason}, ${X.hits} = EXCLUDED.${X.hits},
       ${X.blocked_until} = GREATEST(${X.table}.${X.blocked_until}, EXCLUDED.${X.blocked_until}), ${X.updated_at} = now()`,
    [block.ip, block.reason.slice(0, 200), block.hits, block.until],
  )
}

export async function activeBlocks(db: Queryable): Promise<{ ip: string; until: number }[]> {
  const { rows } = await db.query(`SELECT ${X.ip}, ${X.blocked_until} FROM ${X.table} WHERE ${X.blocked_until} > now()`)
  return rows.map((r) => ({ ip: String(r.ip), until: new Date(r.blocked_until as string).getTime() }))
}

export async function pruneEvents(db: Queryable, olderThanDays: number): Promise<void> {
  const before = 'now() - make_interval(days => $1)'
  await db.query(`DELETE FROM ${E.table} WHERE ${E.created_at} < ${before}`, [olderThanDays])
  await db.query(`DELETE FROM ${X.table} WHERE ${X.blocked_until} < ${before}`, [olderThanDays])
}

export interface SecuritySummary {
  counts: Record<ThreatReason, number>
  eventsLastHour: number
  activeBlocks: number
  recent: { reason: ThreatReason; ip: string; endpoint: string; timestamp: string; detail: string | null }[]
}

export async function securitySummary(
  db: Queryable,
  { recent = 5, windowMinutes = 60 } = {},
): Promise<SecuritySummary> {
  const [byReason, lastHour, blocks, latest] = await Promise.all([
    db.query(`SELECT ${E.reason}::text AS reason, count(*)::int AS n FROM ${E.table} GROUP BY ${E.reason}`),
    db.query(`SELECT count(*)::int AS n FROM ${E.table} WHERE ${E.created_at} > now() - make_interval(mins => $1)`, [
      windowMinutes,
    ]),
    db.query(`SELECT count(*)::int AS n FROM ${X.table} WHERE ${X.blocked_until} > now()`),
    db.query(
      `SELECT ${E.reason}::text AS reason, ${E.ip}, ${E.method}, ${E.endpoint}, ${E.detail}, ${E.created_at}
         FROM ${E.table} ORDER BY ${E.created_at} DESC, ${E.id} DESC LIMIT $1`,
      [recent],
    ),
  ])
  const counts: Record<ThreatReason, number> = { sql_injection: 0, xss: 0, path_traversal: 0, suspicious_activity: 0 }
  for (const row of byReason.rows) counts[row.reason as ThreatReason] = Number(row.n)
  return {
    counts,
    eventsLastHour: Number(lastHour.rows[0]?.n ?? 0),
    activeBlocks: Number(blocks.rows[0]?.n ?? 0),
    recent: latest.rows.map((r) => ({
      reason: r.reason as ThreatReason,
      ip: String(r.ip),
      endpoint: `${String(r.method)} ${String(r.endpoint)}`,
      timestamp: new Date(r.created_at as string).toISOString(),
      detail: (r.detail as string | null) ?? null,
    })),
  }
}
