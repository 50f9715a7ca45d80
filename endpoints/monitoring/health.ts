import { publicEndpoint } from '../../src/lib/http'
import { healthReport } from '../../src/lib/monitoring/health'

/**
 * GET /api/health: public, for load balancers and uptime checks. 503 when the database cannot be
 * reached, so a balancer takes the instance out of rotation; it answers within ~2 s either way.
 */
export const health = publicEndpoint({
  path: '/health',
  method: 'get',
  json: false,
  transaction: false,
  idempotent: false,
  handler: async ({ payload }) => {
    const report = await healthReport(payload)
    return { status: report.status === 'down' ? 503 : 200, body: report, headers: report.status === 'down' ? { 'Retry-After': '5' } : undefined }
  },
})
