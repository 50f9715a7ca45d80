import type { Payload } from 'payload'

import { rateVital, VITAL_NAMES, type VitalName, type VitalRating } from '@/lib/analytics/vitals'
import type { VitalReport } from '@/lib/schemas/analytics'
import { webVitals } from '@/platform/payload-tables'
import { payloadPool } from './database'

/** Statement text with the names of Payload's table (src/platform/payload-tables.ts). */
const W = webVitals.quoted

export const VITALS_WINDOW_DAYS = 7
export const VITALS_RETENTION_DAYS = 30

export interface VitalSample {
  metric: VitalName
  value: number
  delta?: number
  metricId: string
  page: string
  navigationType?: string
  device: 'mobile' | 'desktop'
}

/**
 * Stores a measurement; a later report of the same measurement (web-vitals reports CLS and INP
 * again when they grow, under the same id) replaces the earlier one instead of counting twice.
 * The rating is recomputed here from the thresholds: a client's own rating is not trusted.
 */
export async function storeVital(payload: Payload, sample: VitalSample): Promise<VitalRating> {
  const rating = rateVital(sample.metric, sample.value)
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
  return rating
}

export interface VitalSummary {
  metric: VitalName
  p75: number
  samples: number
  rating: VitalRating
  /** Share of samples rated good / needs improvement / poor, in percent. */
  distribution: Record<VitalRating, number>
}

export interface VitalsReport {
  window_days: number
  metrics: VitalSummary[]
  /** p75 per page and metric, for the pages with the most samples. */
  pages: { page: string; metric: VitalName; p75: number; samples: number; rating: VitalRating }[]
}

const round = (metric: VitalName, value: number) =>
  metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value)

/** p75 per metric and per page over the last week, the aggregation Google's own reports use. */
export async function vitalsReport(payload: Payload): Promise<VitalsReport> {
  const db = payloadPool(payload)
  const recent = `${W.table} WHERE ${W.created_at} > now() - make_interval(days => ${VITALS_WINDOW_DAYS})`
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
  const metrics = byMetric.rows
    .map((r) => {
      const metric = r.metric as VitalName
      const samples = Number(r.n)
      const p75 = round(metric, Number(r.p75))
      const pct = (k: number) => Math.round((k / samples) * 1000) / 10
      const good = pct(Number(r.good))
      const poor = pct(Number(r.poor))
      return {
        metric,
        p75,
        samples,
        rating: rateVital(metric, p75),
        distribution: { good, poor, 'needs-improvement': Math.round((100 - good - poor) * 10) / 10 },
      }
    })
    .sort((a, b) => VITAL_NAMES.indexOf(a.metric) - VITAL_NAMES.indexOf(b.metric))
  const pages = byPage.rows.map((r) => {
    const metric = r.metric as VitalName
    const p75 = round(metric, Number(r.p75))
    return { page: String(r.page), metric, p75, samples: Number(r.n), rating: rateVital(metric, p75) }
  })
  return { window_days: VITALS_WINDOW_DAYS, metrics, pages }
}

export async function pruneVitals(payload: Payload): Promise<void> {
  await payloadPool(payload).query(
    `DELETE FROM ${W.table} WHERE ${W.created_at} < now() - make_interval(days => ${VITALS_RETENTION_DAYS})`,
  )
}

/** The page of a measurement: its path only (queries can carry personal data), bounded. */
function pageOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname.slice(0, 200) || '/'
  } catch {
    return '/'
  }
}

let lastPrune = 0

/**
 * A browser's report as a stored sample (device from its user agent, else the request's); old
 * samples are pruned at most once an hour, in the background.
 */
export async function recordVital(
  payload: Payload,
  vital: VitalReport,
  requestUserAgent: string | null,
): Promise<VitalRating> {
  const userAgent = vital.userAgent ?? requestUserAgent ?? ''
  const rating = await storeVital(payload, {
    metric: vital.metric as VitalName,
    value: vital.value,
    delta: vital.delta,
    metricId: `${vital.metric}:${vital.id}`,
    page: pageOf(vital.url),
    navigationType: vital.navigationType,
    device: /Mobi|Android|iPhone|iPad/i.test(userAgent) ? 'mobile' : 'desktop',
  })
  if (Date.now() - lastPrune > 60 * 60_000) {
    lastPrune = Date.now()
    void pruneVitals(payload).catch(() => {})
  }
  return rating
}
