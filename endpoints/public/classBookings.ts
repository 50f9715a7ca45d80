import { kickOutbox } from '@/lib/email/outbox'
import { defineEndpoint } from '@/lib/define-endpoint'
import { bookClass } from '@/lib/payments/class-booking'
import { submissionLimit } from './limits'

/** POST /api/class-bookings: the Book a Class form of the classes page. */
export const createClassBooking = defineEndpoint.public({
  path: '/class-bookings',
  method: 'post',
  rateLimit: submissionLimit('class-booking'),
  // The booking stores itself, its e-mails and the Idempotency-Key answer in one statement; a
  // booking paid online holds its seat, opens Stripe's Checkout, then stores the answer
  // (src/lib/payments/class-booking.ts).
  transaction: 'handler',
  handler: async (ctx) => {
    const booking = await bookClass(ctx)
    ctx.afterCommit(() => kickOutbox(ctx.payload))
    return { status: 201, body: booking }
  },
})
