import type { UnpaidHoldLimits } from '@/lib/bookings/holds'
import { claimByLink, type ClaimedSeat } from '@/lib/bookings/self-service'
import type { OnlinePayment } from '@/lib/bookings/operations'
import { lockSession, restoreWaitlistOffer, sessionOfBooking } from '@/lib/bookings/store'
import type { StoringContext } from '@/lib/http/json-call'

import { openCheckout } from './checkout'
import { holdSeatPayment, type HeldPayment } from './class-booking'
import { paymentUnavailable } from './hold'
import { stripeSettings } from './config'
import { lockPayment, openPaymentOf, updatePayment } from './store'
import { withdrawCheckouts } from './withdraw'

export type ClaimAnswer =
  { id: number; status: 'pending' } | { id: number; status: 'pending_payment'; checkoutUrl: string }

/**
 * POST /api/class-bookings/claim. A seat offered from the waitlist of a class paid online is paid
 * like a booking: the claim holds the seat (`pending_payment`) with its pending payment under the
 * session's lock, then Checkout is opened outside the transaction. The seat stays the claimant's
 * while they pay; an abandoned Checkout releases it as any hold (webhook or sweep), and the next
 * person waiting is offered it. Without Stripe, or for a class paid at the studio, the claim is as
 * before: the seat is taken at once.
 *
 * If Stripe cannot be reached, the claimant keeps their offer (its deadline unchanged) and gets a
 * 503 to try again: an offer is theirs until it ends, not until a payment service answers.
 */
export async function claimSeat(ctx: StoringContext, token: unknown, limits: UnpaidHoldLimits): Promise<ClaimAnswer> {
  const settings = stripeSettings()
  let held: HeldPayment | undefined
  let superseded: number | undefined
  const online: OnlinePayment | undefined = settings && {
    limits,
    ip: ctx.ip,
    takes: (cls) => cls.onlinePayment !== 'none',
    hold: async (req, seat) => {
      // A payment request still open on this booking gives way to the seat's own payment (a
      // booking has one pending payment at a time): withdrawn here, its Checkout expired after.
      const open = await openPaymentOf(req, seat.bookingId)
      if (open) {
        await updatePayment(req, open.id, { status: 'canceled' })
        superseded = open.id
      }
      held = await holdSeatPayment(req, seat)
    },
  }
  const claimed = await ctx.transaction(() => claimByLink(ctx.req, token, ctx.locale, online))
  if (!held || !settings) return { id: claimed.id, status: 'pending' }
  const payment: HeldPayment = held

  let session: Awaited<ReturnType<typeof openCheckout>>
  try {
    session = await openCheckout(ctx.payload, settings, payment)
  } catch (error) {
    ctx.payload.logger.error({ err: error, msg: `Stripe Checkout could not be opened for payment ${payment.id}` })
    await ctx.transaction(() => restoreOffer(ctx, payment, claimed, superseded))
    throw paymentUnavailable(ctx.locale)
  }
  await updatePayment(ctx.req, payment.id, {
    checkoutSessionId: session.id,
    checkoutUrl: session.url,
    expiresAt: session.expiresAt,
  })
  // The superseded request's Checkout, expired at Stripe now that the claim has committed: if it
  // is paid all the same, the webhook refunds it in full.
  if (superseded !== undefined) await withdrawCheckouts(ctx.payload, [superseded]).catch(() => {})
  return { id: claimed.id, status: 'pending_payment', checkoutUrl: session.url }
}

/**
 * Puts a claim whose Checkout could not be opened back as it was: the payment failed, the booking
 * waitlisted with its offer and the offer's deadline, and the payment request it superseded open
 * again. Both hold the seat, so nobody else was offered it meanwhile, and no hook runs (nothing to
 * e-mail, no seat to pass on).
 */
async function restoreOffer(ctx: StoringContext, payment: HeldPayment, claimed: ClaimedSeat, superseded?: number) {
  const sessionId = await sessionOfBooking(ctx.req, claimed.id)
  if (sessionId !== undefined) await lockSession(ctx.req, sessionId)
  await updatePayment(ctx.req, payment.id, { status: 'failed' })
  if (superseded !== undefined && (await lockPayment(ctx.req, { id: superseded }))?.status === 'canceled') {
    await updatePayment(ctx.req, superseded, { status: 'pending' })
  }
  await restoreWaitlistOffer(ctx.req, claimed.id, claimed.offerExpiresAt)
}
