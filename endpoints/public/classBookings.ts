import { createBooking } from '@/lib/bookings/operations'
import { kickOutbox } from '@/lib/email/outbox'
import { defineEndpoint } from '@/lib/http'
import { submissionLimit } from './limits'

/** POST /api/class-bookings (seed 000 §7). */
export const createClassBooking = defineEndpoint.public({
  path: '/class-bookings',
  method: 'post',
  rateLimit: submissionLimit('class-booking'),
  handler: async ({ req, payload, body, locale, afterCommit }) => {
    const booking = await createBooking(req, body, locale)
    afterCommit(() => kickOutbox(payload))
    return { status: 201, body: booking }
  },
})
