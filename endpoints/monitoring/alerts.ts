import { publicEndpoint } from '../../src/lib/http'
import { alertsReport } from '../../src/lib/monitoring/alerts'
import { requireMonitoringAccess } from './auth'

/** GET /api/alerts (administrator): the alert rules evaluated now. */
export const alerts = publicEndpoint({
  path: '/alerts',
  method: 'get',
  json: false,
  transaction: false,
  idempotent: false,
  handler: async ({ req, payload }) => {
    const denied = await requireMonitoringAccess(req)
    if (denied) return denied
    return { status: 200, body: await alertsReport(payload) }
  },
})
