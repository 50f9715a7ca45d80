import { upcomingSessions } from '@/lib/bookings/sessions'
import { defineEndpoint } from '@/lib/define-endpoint'
import { paymentsEnabled } from '@/lib/payments/config'

/** GET /api/class-bookings/sessions: the upcoming sessions with their seats left, in the caller's language. */
export const listClassSessions = defineEndpoint.public({
  path: '/class-bookings/sessions',
  method: 'get',
  handler: async ({ req, locale }) => ({
    status: 200,
    body: { sessions: await upcomingSessions(req, locale, { paymentsOnline: paymentsEnabled() }) },
  }),
})
