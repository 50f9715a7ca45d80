import type { Payload } from 'payload'

import { rateVital, VITAL_NAMES, type VitalName, type VitalRating } from '@/lib/analytics/vitals'
import type { VitalReport } from '@/lib/schemas/analytics'
import { deleteVitalsOlderThan, upsertVital, vitalsPercentiles } from './store'

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
  await upsertVital(payload, sample, rating)
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
  const { byMetric, byPage } = await vitalsPercentiles(payload, VITALS_WINDOW_DAYS)
  const metrics = byMetric
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
  const pages = byPage.map((r) => {
    const metric = r.metric as VitalName
    const p75 = round(metric, Number(r.p75))
    return { page: String(r.page), metric, p75, samples: Number(r.n), rating: rateVital(metric, p75) }
  })
  return { window_days: VITALS_WINDOW_DAYS, metrics, pages }
}

export async function pruneVitals(payload: Payload): Promise<void> {
  await deleteVitalsOlderThan(payload, VITALS_RETENTION_DAYS)
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
