import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { HttpError } from '@/lib/http/errors'

import { inLocalTransaction } from '@/lib/db/transaction'
import { refundReason } from '@/lib/receipts/document'

import { refundSplit } from './amounts'
import { stripeSettings } from './config'
import { paymentTexts } from './messages'
import type { RefundReason } from './model'
import { issueCreditNote } from './receipts'
import { type PaymentRecord } from './records'
import { insertRefund, markRefundFailed, markRefundSent, pendingRefunds, readPayment } from './store'
import { isStripeRefusal, stripeClient } from './stripe'

export interface RefundRequest {
  payment: PaymentRecord
  amount: number
  reason: RefundReason
  /** Who asked: `studio`, `visitor`, `site` (an automatic refund). */
  requestedBy: string
  /**
   * What makes this refund the only one of its cause (`booking-12-cancel`, `payment-7-late`): a
   * second request with the same key records nothing. It is also the Idempotency-Key Stripe gets.
   */
  key: string
  locale: Locale
}

/**
 * Records a refund, in the request's transaction, for `sendPendingRefunds` to send to Stripe once
 * it has committed. Two guards, both PostgreSQL's: the refund's key is UNIQUE (the same cause
 * never refunds twice, however often it is retried), and `amount_refunded` grows in the same
 * statement under the payments' CHECK (never more than the total): a refund over what remains is
 * a 409 and changes nothing. The id of the refund, or undefined when its key was already used.
 */
export async function recordRefund(req: PayloadRequest, r: RefundRequest): Promise<number | undefined> {
  if (!Number.isSafeInteger(r.amount) || r.amount <= 0 || r.amount > r.payment.total - r.payment.amountRefunded) {
    throw new HttpError(409, 'REFUND_TOO_LARGE', paymentTexts(r.locale).api.refundTooLarge, {
      extra: { remaining: r.payment.total - r.payment.amountRefunded },
    })
  }
  const { gst, qst } = refundSplit(r.amount, r.payment)
  return insertRefund(req, {
    paymentId: r.payment.id,
    amount: r.amount,
    gst,
    qst,
    reason: r.reason,
    requestedBy: r.requestedBy,
    key: r.key,
  })
}

/**
 * Sends the refunds recorded and not yet accepted by Stripe: after the commit of whatever recorded
 * them, and from the payments sweep for any a failure left behind. The Idempotency-Key is the
 * refund's own key, so a refund sent twice (two instances, a retry after a timeout) is one refund
 * at Stripe. A refusal by Stripe marks the refund failed (the studio sees it in /cms); a failure
 * to reach Stripe leaves it pending for the next pass.
 */
export async function sendPendingRefunds(payload: Payload, only?: number[]): Promise<number> {
  const settings = stripeSettings()
  if (!settings) return 0
  const stripe = stripeClient(settings)
  const rows = await pendingRefunds(payload, only)
  let sent = 0
  for (const row of rows) {
    const id = row.id
    try {
      const refund = await stripe.refunds.create(
        {
          payment_intent: String(row.paymentIntentId),
          amount: row.amount,
          metadata: { refund_id: String(id), payment_id: String(row.paymentId) },
        },
        { idempotencyKey: row.key },
      )
      const status = refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'succeeded'
      await inLocalTransaction(payload, async (req) => {
        const accepted = await markRefundSent(req, id, refund.id, status)
        // The client's credit note, with the record of Stripe's answer: both or neither.
        const payment = accepted && status === 'succeeded' && (await readPayment(req, { id: row.paymentId }))
        if (!accepted || !payment) return
        await issueCreditNote(req, payment, {
          id,
          amount: accepted.amount,
          gst: accepted.gst,
          qst: accepted.qst,
          reason: refundReason(accepted.reason),
          stripeRefundId: refund.id,
        })
      })
      sent++
    } catch (error) {
      if (isStripeRefusal(error)) {
        payload.logger.error({ err: error, msg: `Stripe refused refund ${id}` })
        await markRefundFailed(payload, id)
      } else {
        payload.logger.warn({
          msg: `Refund ${id} not sent yet (${(error as Error).message}); the payments sweep retries it`,
        })
      }
    }
  }
  return sent
}
