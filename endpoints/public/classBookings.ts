import { kickOutbox } from '@/lib/email/outbox'
import { defineEndpoint } from '@/lib/define-endpoint'
import { bookClass } from '@/lib/payments/class-booking'
import { classHoldLimits, submissionLimit } from './limits'

/**
 * POST /api/class-bookings: the Book a Class form of the classes page. A seat of a class paid online
 * is held unpaid within the visitor's share and the session's: 409 TOO_MANY_UNPAID_HOLDS or
 * SEATS_BEING_PAID past them.
 */
export const createClassBooking = defineEndpoint.public({
  path: '/class-bookings',
  method: 'post',
  rateLimit: submissionLimit('class-booking'),
  // The booking stores itself, its e-mails and the Idempotency-Key answer in one statement; a
  // booking paid online holds its seat, opens Stripe's Checkout, then stores the answer
  // (src/lib/payments/class-booking.ts).
  transaction: 'handler',
  handler: async (ctx) => {
    const booking = await bookClass(ctx, classHoldLimits())
    ctx.afterCommit(() => kickOutbox(ctx.payload))
    return { status: 201, body: booking }
  },
})
