import { z } from 'zod'

import { cancelByLink } from '@/lib/bookings/self-service'
import { publicBooking } from '@/lib/bookings/shape'
import { kickOutbox } from '@/lib/email/outbox'
import { defineEndpoint } from '@/lib/define-endpoint'
import { sendPendingRefunds } from '@/lib/payments/refunds'
import { claimSeat } from '@/lib/payments/waitlist-claim'
import { withdrawCheckouts } from '@/lib/payments/withdraw'
import { classHoldLimits, submissionLimit } from './limits'

// Any token shape reaches the link check, which answers LINK_INVALID for all that is not ours.
const tokenBody = z.object({ token: z.unknown() }).partial()

/** POST /api/class-bookings/cancel {token}: the client cancels through the link of their e-mail. */
export const cancelClassBooking = defineEndpoint.public({
  path: '/class-bookings/cancel',
  method: 'post',
  rateLimit: submissionLimit('class-booking-link'),
  idempotent: false,
  handler: async ({ req, payload, body, locale, afterCommit }) => {
    const booking = await cancelByLink(req, tokenBody.parse(body ?? {}).token, locale)
    afterCommit(() => {
      kickOutbox(payload)
      // The refund the cancellation recorded (a booking paid online), sent once it has committed.
      void sendPendingRefunds(payload).catch(() => {})
      // Its payments' open Checkout sessions (a payment request's) expired at Stripe.
      void withdrawCheckouts(payload).catch(() => {})
    })
    return { status: 200, body: publicBooking(booking) }
  },
})

/**
 * POST /api/class-bookings/claim {token}: a waitlisted client takes the seat offered to them. For
 * a class paid online the answer is `pending_payment` with the Checkout address, as for a booking,
 * and the claimant's share of seats held unpaid applies (409 TOO_MANY_UNPAID_HOLDS).
 */
export const claimClassBookingSeat = defineEndpoint.public({
  path: '/class-bookings/claim',
  method: 'post',
  rateLimit: submissionLimit('class-booking-link'),
  idempotent: false,
  transaction: 'handler',
  handler: async (ctx) => ({ status: 200, body: await claimSeat(ctx, tokenBody.parse(ctx.body ?? {}).token, classHoldLimits()) }),
})
