import { publicEndpoint } from '../../src/lib/http'
import { securityReport } from '../../src/lib/monitoring/security'
import { requireMonitoringAccess } from './auth'

/** GET /api/security (administrator): threat level, counters and the latest flagged requests. */
export const security = publicEndpoint({
  path: '/security',
  method: 'get',
  json: false,
  transaction: false,
  idempotent: false,
  handler: async ({ req, payload }) => {
    const denied = await requireMonitoringAccess(req)
    if (denied) return denied
    return { status: 200, body: await securityReport(payload) }
  },
})
