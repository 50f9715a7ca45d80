import type { Payload } from 'payload'

import { requestMetrics } from '@/lib/metrics'
import { lastRetentionRun } from '@/lib/privacy/retention'
import { businessFigures } from './business'
import { vitalsReport } from './vitals'

const round = (n: number) => Math.round(n * 10) / 10

/**
 * GET /api/metrics: this instance's request figures (totals and rates, plus a time series for
 * charts) and the business figures and web vitals from the database.
 */
export async function metricsReport(payload: Payload) {
  const registry = requestMetrics()
  const snapshot = await registry.snapshot()
  // Business figures and vitals live in PostgreSQL; without it the request figures still show.
  const [business, vitals, retention] = await Promise.all([
    businessFigures(payload).catch(() => null),
    vitalsReport(payload).catch(() => null),
    lastRetentionRun(payload).catch(() => null),
  ])
  const recent = registry.recentErrors()
  return {
    timestamp: new Date().toISOString(),
    uptime: Math.round(process.uptime()),
    requests: {
      total: snapshot.total,
      error_rate: round(snapshot.window.errorRate),
      window_seconds: snapshot.window.seconds,
      response_times: {
        avg: round(snapshot.avgMs),
        p50: round(snapshot.p50Ms),
        p95: round(snapshot.p95Ms),
        p99: round(snapshot.p99Ms),
      },
      by_endpoint: Object.fromEntries(snapshot.byEndpoint.map((e) => [e.endpoint, e.count])),
      series: registry.timeSeries().map((p) => ({
        t: p.t,
        requests: p.requests,
        errors: p.errors,
        avg_ms: p.requests ? round(p.durationMs / p.requests) : 0,
      })),
    },
    business,
    /** The last daily privacy retention pass (src/lib/privacy/retention.ts); null before the first. */
    retention,
    errors: { total: snapshot.serverErrors, recent: recent.map(({ error, timestamp }) => ({ error, timestamp })) },
    web_vitals: vitals,
  }
}

export type MetricsReport = Awaited<ReturnType<typeof metricsReport>>

/** The same registry in the Prometheus text exposition format, for a scraper. */
export async function prometheusExposition(): Promise<{ text: string; contentType: string }> {
  const registry = requestMetrics()
  return { text: await registry.prometheus(), contentType: registry.registry.contentType }
}
