import type { Payload } from 'payload'

import { inLocalTransaction } from '@/lib/db/transaction'
import { kickOutbox } from '@/lib/email/outbox'

import { expireCheckout } from './checkout'
import { stripeSettings, SWEEP_GRACE_MINUTES } from './config'
import { lookAtWaitingRefunds, sendPendingRefunds } from './refunds'
import { releaseHold } from './release'
import { lapsedHolds } from './store'
import { withdrawCheckouts } from './withdraw'

export interface SweepResult {
  released: number
  refundsSent: number
  /** Checkout sessions expired at Stripe because nobody may pay them any more (withdraw.ts). */
  withdrawn: number
  /** Refunds Stripe still had pending, asked of Stripe for want of news. */
  refundsLooked: number
}

/**
 * The payments loop of the scheduler (one instance at a time): holds whose Checkout expired more
 * than SWEEP_GRACE_MINUTES ago without Stripe's `checkout.session.expired` reaching us are ended
 * here. The session is expired at Stripe first, so the visitor can no longer pay for a seat being
 * released; a session Stripe says completed meanwhile is left to its webhook. Then the refunds
 * still pending are sent again, and the Checkout sessions nobody may pay any more (a booking
 * cancelled in /cms, a request superseded, an instance stopped before it could) expired at Stripe.
 * Refunds Stripe has kept pending without news are asked of it. A payment opened without a session (Stripe unreachable, and the
 * instance stopped before it released the hold itself) is released too.
 */
export async function sweepPayments(payload: Payload, now = new Date()): Promise<SweepResult> {
  const settings = stripeSettings()
  if (!settings) return { released: 0, refundsSent: 0, withdrawn: 0, refundsLooked: 0 }
  const due = await lapsedHolds(payload, new Date(now.getTime() - SWEEP_GRACE_MINUTES * 60_000), 50)
  let released = 0
  for (const { id, sessionId } of due) {
    try {
      if (sessionId && !(await expireCheckout(settings, id, sessionId))) continue
    } catch (error) {
      payload.logger.warn({ msg: `Checkout of payment ${id} not expired yet: ${(error as Error).message}` })
      continue
    }
    if (await inLocalTransaction(payload, (req) => releaseHold(req, id, 'expired'))) released++
  }
  if (released) kickOutbox(payload)
  const refundsSent = await sendPendingRefunds(payload)
  const withdrawn = await withdrawCheckouts(payload)
  const refundsLooked = await lookAtWaitingRefunds(payload)
  return { released, refundsSent, withdrawn, refundsLooked }
}
