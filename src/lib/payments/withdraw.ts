import type { Payload } from 'payload'

import { inLocalTransaction } from '@/lib/db/transaction'

import { expireCheckout } from './checkout'
import { stripeSettings } from './config'
import { checkoutsToWithdraw, lockPayment, markCheckoutSession, updatePayment } from './store'
import { isStripeRefusal, type Stripe } from './stripe'

/**
 * Expires at Stripe the Checkout sessions nobody may pay any more (checkoutsToWithdraw: a released
 * hold, a cancelled booking's request, a request superseded by a claim or by a newer session, or
 * for a booking whose waitlist offer lapsed, or whose inquiry was lost), after the commit that
 * released them, so a late payment cannot reach a seat that is gone. A pending payment whose
 * booking or inquiry is gone is withdrawn (`canceled`) first. A session Stripe says completed meanwhile is left to its webhook (a payment
 * that completes anyway is refunded in full there). Run by whoever released them, for `only` their
 * payments, and by the payments loop every minute for all (an instance that stopped before it
 * could, a change made in /cms). How many were expired.
 */
export async function withdrawCheckouts(payload: Payload, only?: number[]): Promise<number> {
  const settings = stripeSettings()
  if (!settings) return 0
  let expired = 0
  for (const due of await checkoutsToWithdraw(payload, 50, only)) {
    if (due.targetGone && due.paymentStatus === 'pending') {
      await inLocalTransaction(payload, async (req) => {
        const locked = await lockPayment(req, { id: due.paymentId })
        if (locked?.status === 'pending') await updatePayment(req, due.paymentId, { status: 'canceled' })
      })
    }
    try {
      const gone = await expireCheckout(settings, due.paymentId, due.sessionId)
      await markCheckoutSession(payload, due.sessionId, gone ? 'expired' : 'complete')
      if (gone) expired++
    } catch (error) {
      // A session Stripe does not know (another account behind the key now) can be paid by nobody.
      if (isStripeRefusal(error) && (error as Stripe.errors.StripeError).statusCode === 404) {
        await markCheckoutSession(payload, due.sessionId, 'expired')
        continue
      }
      payload.logger.warn({ msg: `Checkout ${due.sessionId} not withdrawn yet: ${(error as Error).message}` })
    }
  }
  return expired
}
