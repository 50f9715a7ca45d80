import { defineEndpoint, defineGet, requestUrl } from '@/lib/define-endpoint'
import { alertsReport } from '@/lib/monitoring/alerts'
import { healthReport } from '@/lib/monitoring/health'
import { metricsReport, prometheusExposition } from '@/lib/monitoring/metrics'
import { securityReport } from '@/lib/monitoring/security'

/**
 * GET /api/health: public, for load balancers and uptime checks. 503 when the database cannot be
 * reached, so a balancer takes the instance out of rotation; it answers within ~2 s either way.
 */
export const health = defineEndpoint.public({
  path: '/health',
  method: 'get',
  handler: async ({ payload }) => {
    const report = await healthReport(payload)
    return {
      status: report.status === 'down' ? 503 : 200,
      body: report,
      headers: report.status === 'down' ? { 'Retry-After': '5' } : undefined,
    }
  },
})

/**
 * GET /api/metrics (administrator): this instance's request figures and the business figures;
 * `?format=prometheus` gives the Prometheus text exposition of the same registry.
 */
export const metrics = defineEndpoint.monitoring({
  path: '/metrics',
  method: 'get',
  handler: async ({ req, payload }) => {
    if (requestUrl(req).searchParams.get('format') === 'prometheus') {
      const { text, contentType } = await prometheusExposition()
      return new Response(text, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } })
    }
    return { status: 200, body: await metricsReport(payload) }
  },
})

/** GET /api/alerts (administrator): the alert rules evaluated now. */
export const alerts = defineGet.monitoring('/alerts', ({ payload }) => alertsReport(payload))

/** GET /api/security (administrator): threat level, counters and the latest flagged requests. */
export const security = defineGet.monitoring('/security', ({ payload }) => securityReport(payload))
