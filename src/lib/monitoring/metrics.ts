import { publicEndpoint, requestUrl } from '../../src/lib/http'
import { requestMetrics } from '../../src/lib/metrics'
import { businessFigures } from '../../src/lib/monitoring/business'
import { vitalsReport } from '../../src/lib/monitoring/vitals'
import { requireMonitoringAccess } from './auth'

const round = (n: number) => Math.round(n * 10) / 10

/**
 * GET /api/metrics (administrator): this instance's request figures (seed 001 §3 shape, plus a
 * time series for charts) and the business figures from the database; `?format=prometheus` gives
 * the Prometheus text exposition of the same registry.
 */
export const metrics = publicEndpoint({
  path: '/metrics',
  method: 'get',
  json: false,
  transaction: false,
  idempotent: false,
  handler: async ({ req, payload }) => {
    const denied = await requireMonitoringAccess(req)
    if (denied) return denied
    const registry = requestMetrics()
    if (requestUrl(req).searchParams.get('format') === 'prometheus') {
      return new Response(await registry.prometheus(), {
        headers: { 'Content-Type': registry.registry.contentType, 'Cache-Control': 'no-store' },
      })
    }
    const snapshot = await registry.snapshot()
    // Business figures and vitals live in PostgreSQL; without it the request figures still show.
    const [business, vitals] = await Promise.all([
      businessFigures(payload).catch(() => null),
      vitalsReport(payload).catch(() => null),
    ])
    const recent = registry.recentErrors()
    return {
      status: 200,
      body: {
        timestamp: new Date().toISOString(),
        uptime: Math.round(process.uptime()),
        requests: {
          total: snapshot.total,
          error_rate: round(snapshot.window.errorRate),
          window_seconds: snapshot.window.seconds,
          response_times: { avg: round(snapshot.avgMs), p50: round(snapshot.p50Ms), p95: round(snapshot.p95Ms), p99: round(snapshot.p99Ms) },
          by_endpoint: Object.fromEntries(snapshot.byEndpoint.map((e) => [e.endpoint, e.count])),
          series: registry.timeSeries().map((p) => ({
            t: p.t,
            requests: p.requests,
            errors: p.errors,
            avg_ms: p.requests ? round(p.durationMs / p.requests) : 0,
          })),
        },
        business,
        errors: { total: snapshot.serverErrors, recent: recent.map(({ error, timestamp }) => ({ error, timestamp })) },
        web_vitals: vitals,
      },
    }
  },
})
