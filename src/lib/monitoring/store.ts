import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { execute } from '@/lib/db/statements'
import type { Queryable } from '@/lib/security/store'
import { adapterPool } from '@/platform/payload-adapter'
import {
  bookings,
  inquiries,
  outbox as O,
  payments as PAY,
  posts,
  refunds as RF,
  subscribers,
  webVitals,
} from '@/platform/payload-tables'

import type { VitalSample } from './vitals'

/**
 * The monitoring's store: the aggregates /monitoring reads across the site's tables (counts, sums,
 * percentiles, which Payload's local API does not compute), the database's own health check, and
 * the web-vitals samples browsers report.
 *
 * Most statements go to Payload's pg pool as text, with the tables' names already quoted
 * (src/platform/payload-tables.ts): they are read-only aggregates, and the vitals' beacon is a
 * per-request path that skips drizzle.
 */

/** Payload's own pg pool: the monitoring reads aggregates in SQL (counts, sums, percentiles). */
export function payloadPool(payload: Payload): Queryable {
  const pool = adapterPool<Queryable>(payload)
  if (!pool) throw new Error('The database adapter exposes no pg pool')
  return pool
}

/** Sessions open on the database, by every instance of the site (and anything else connected). */
export function countConnections(payload: Payload) {
  return payloadPool(payload).query(
    'SELECT (SELECT count(*)::int FROM pg_stat_activity WHERE datname = current_database()) AS connections',
  )
}

// ---------------------------------------------------------------------------------------------
// Web vitals
// ---------------------------------------------------------------------------------------------

/** Statement text with the names of Payload's table (src/platform/payload-tables.ts). */
const W = webVitals.quoted

/**
 * Stores a measurement with its rating; a later report of the same measurement (web-vitals
 * reports CLS and INP again when they grow, under the same id) replaces the earlier one instead of
 * counting twice. One INSERT … ON CONFLICT rather than Payload's `create`: Payload has no upsert,
 * and a find-then-write would let two reports of one measurement arriving together store it twice.
 */
export async function upsertVital(payload: Payload, sample: VitalSample, rating: string): Promise<void> {
  await payloadPool(payload).query(
    `INSERT INTO ${W.table} (${W.metric}, ${W.value}, ${W.rating}, ${W.delta}, ${W.metric_id}, ${W.page},
       ${W.navigation_type}, ${W.device})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (${W.metric_id}) DO UPDATE SET ${W.value} = EXCLUDED.${W.value}, ${W.rating} = EXCLUDED.${W.rating},
       ${W.delta} = EXCLUDED.${W.delta}, ${W.updated_at} = now()`,
    [
      sample.metric,
      sample.value,
      rating,
      sample.delta ?? null,
      sample.metricId,
      sample.page,
      sample.navigationType ?? null,
      sample.device,
    ],
  )
}

/**
 * p75 per metric (with the counts rated good and poor) and p75 per page and metric for the ten
 * pages with the most samples, over the last `days` days.
 */
export async function vitalsPercentiles(payload: Payload, days: number) {
  const db = payloadPool(payload)
  const recent = `${W.table} WHERE ${W.created_at} > now() - make_interval(days => ${days})`
  const p75 = `percentile_cont(0.75) WITHIN GROUP (ORDER BY ${W.value}) AS p75, count(*)::int AS n`
  const [byMetric, byPage] = await Promise.all([
    db.query(`SELECT ${W.metric}::text AS metric, ${p75},
        count(*) FILTER (WHERE ${W.rating} = 'good')::int AS good, count(*) FILTER (WHERE ${W.rating} = 'poor')::int AS poor
      FROM ${recent} GROUP BY ${W.metric}`),
    db.query(`WITH top AS (SELECT ${W.page} FROM ${recent} GROUP BY ${W.page} ORDER BY count(*) DESC LIMIT 10)
      SELECT ${W.page} AS page, ${W.metric}::text AS metric, ${p75}
      FROM ${recent} AND ${W.page} IN (SELECT ${W.page} FROM top)
      GROUP BY ${W.page}, ${W.metric} ORDER BY ${W.page}, ${W.metric}`),
  ])
  return { byMetric: byMetric.rows, byPage: byPage.rows }
}

/** Deletes the samples older than `days` days. */
export async function deleteVitalsOlderThan(payload: Payload, days: number): Promise<void> {
  await payloadPool(payload).query(
    `DELETE FROM ${W.table} WHERE ${W.created_at} < now() - make_interval(days => ${days})`,
  )
}

// ---------------------------------------------------------------------------------------------
// Business figures
// ---------------------------------------------------------------------------------------------

// Statement text with the names of Payload's tables (src/platform/payload-tables.ts).
const I = inquiries.quoted
const B = bookings.quoted
const S = subscribers.quoted
const P = posts.quoted
const week = `now() - interval '7 days'`

/** The totals of the records, and those of the last 7 days. */
export async function recordCounts(payload: Payload) {
  const { rows } = await payloadPool(payload).query(`SELECT
      (SELECT count(*) FROM ${I.table}) AS inquiries,
      (SELECT count(*) FROM ${I.table} WHERE ${I.created_at} > ${week}) AS inquiries7,
      (SELECT count(*) FROM ${B.table}) AS bookings,
      (SELECT count(*) FROM ${B.table} WHERE ${B.created_at} > ${week}) AS bookings7,
      (SELECT count(*) FROM ${S.table} WHERE ${S.is_active}) AS subscribers,
      (SELECT count(*) FROM ${S.table} WHERE ${S.is_active} AND ${S.created_at} > ${week}) AS subscribers7,
      (SELECT coalesce(sum(${P.views}), 0) FROM ${P.table}) AS views`)
  return rows[0] ?? {}
}

/**
 * This month's inquiries (the studio's month, which starts at midnight in Montréal whatever the
 * server's zone) by stage, and the month's name with the median hours to a first reply.
 */
export async function inquiryMonth(payload: Payload) {
  const db = payloadPool(payload)
  const month = `date_trunc('month', now() AT TIME ZONE 'America/Toronto') AT TIME ZONE 'America/Toronto'`
  const [byStage, median] = await Promise.all([
    db.query(
      `SELECT ${I.stage} AS stage, count(*) AS count FROM ${I.table} WHERE ${I.created_at} >= ${month} GROUP BY ${I.stage}`,
    ),
    db.query(`SELECT to_char(now() AT TIME ZONE 'America/Toronto', 'YYYY-MM') AS month,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${I.first_replied_at} - ${I.created_at}) / 3600) AS hours
      FROM ${I.table} WHERE ${I.created_at} >= ${month} AND ${I.first_replied_at} IS NOT NULL`),
  ])
  return {
    byStage: byStage.rows as { stage: string; count: string }[],
    median: (median.rows[0] ?? {}) as { month?: string; hours?: number | null },
  }
}

// ---------------------------------------------------------------------------------------------
// Alerts
// ---------------------------------------------------------------------------------------------

/**
 * Refunds Stripe refused or failed that nobody has tried again (no newer refund names them), while
 * their payment still holds what they were to give back: money the site meant to return and still
 * holds. One that was retried, or whose payment was refunded otherwise since, no longer counts.
 */
export async function countFailedRefunds(payload: Payload): Promise<number> {
  const [row] = await execute(
    payload,
    sql`SELECT count(*)::int AS "n" FROM ${RF.table} r JOIN ${PAY.table} p ON p.${PAY.id} = r.${RF.payment_id}
        WHERE r.${RF.status} = 'failed'
          AND NOT EXISTS (SELECT 1 FROM ${RF.table} again WHERE again.${RF.retry_of_id} = r.${RF.id})
          AND p.${PAY.status} IN ('paid', 'partially_refunded')
          AND p.${PAY.total} - p.${PAY.amount_refunded} - p.${PAY.amount_refund_pending} >= r.${RF.amount}`,
  )
  return Number(row?.n ?? 0)
}

/** Pending payments whose Checkout expired more than `minutes` ago. */
export async function countOverdueHolds(payload: Payload, minutes: number): Promise<number> {
  const [row] = await execute(
    payload,
    sql`SELECT count(*)::int AS "n" FROM ${PAY.table}
        WHERE ${PAY.status} = 'pending' AND ${PAY.expires_at} < now() - make_interval(mins => ${minutes})`,
  )
  return Number(row?.n ?? 0)
}

/**
 * The Stripe incidents the payments' webhook recorded in the last `days` days, by kind
 * (`stripe_incidents`, a table of the payments' own migration).
 */
export async function recentStripeIncidents(payload: Payload, days: number): Promise<Record<string, number>> {
  const rows = await execute(
    payload,
    sql`SELECT kind, count(*)::int AS n FROM stripe_incidents
        WHERE created_at > now() - make_interval(days => ${days}) GROUP BY kind`,
  )
  return Object.fromEntries(rows.map((r) => [String(r.kind), Number(r.n)]))
}

/**
 * E-mails that failed (for good, or waiting for a retry), and the minutes the oldest message still
 * to be sent has waited (null when none waits).
 */
export async function outboxBacklog(payload: Payload): Promise<{ failing: number; oldest: number | null }> {
  const [row] = (await execute(
    payload,
    sql`SELECT count(*) FILTER (WHERE ${O.status} = 'failed')::int AS "failing",
          floor(extract(epoch FROM now() - min(${O.created_at}) FILTER (
            WHERE ${O.status} = 'pending' OR (${O.status} = 'failed' AND ${O.next_attempt_at} IS NOT NULL))) / 60)::int
            AS "oldest"
        FROM ${O.table} WHERE ${O.status} <> 'sent'`,
  )) as unknown as { failing: number; oldest: number | null }[]
  return { failing: row?.failing ?? 0, oldest: row?.oldest ?? null }
}
