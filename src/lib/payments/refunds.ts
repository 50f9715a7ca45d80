import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { execute } from '@/lib/db/statements'
import { HttpError } from '@/lib/http/errors'
import { payments as P, refunds as R } from '@/platform/payload-tables'

import { inLocalTransaction } from '@/lib/db/transaction'
import { refundReason } from '@/lib/receipts/document'

import { refundSplit } from './amounts'
import { stripeSettings } from './config'
import { paymentTexts } from './messages'
import type { RefundReason } from './model'
import { issueCreditNote } from './receipts'
import { type PaymentRecord } from './records'
import { readPayment } from './store'
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
  const [row] = await execute(
    req,
    sql`WITH refund AS (
          INSERT INTO ${R.table} (${R.payment_id}, ${R.amount}, ${R.gst}, ${R.qst}, ${R.reason}, ${R.requested_by}, ${R.idempotency_key}, ${R.status})
          VALUES (${r.payment.id}, ${r.amount}, ${gst}, ${qst}, ${r.reason}, ${r.requestedBy}, ${r.key}, 'pending')
          ON CONFLICT (${R.idempotency_key}) DO NOTHING
          RETURNING ${R.id} AS refund_id, ${R.amount} AS refund_amount),
        paid AS (
          UPDATE ${P.table} p SET ${P.amount_refunded} = p.${P.amount_refunded} + refund.refund_amount,
            ${P.status} = (CASE WHEN p.${P.amount_refunded} + refund.refund_amount >= p.${P.total}
              THEN 'refunded' ELSE 'partially_refunded' END)::enum_payments_status,
            ${P.updated_at} = now()
          FROM refund WHERE p.${P.id} = ${r.payment.id}
          RETURNING p.${P.id})
        SELECT refund.refund_id AS id FROM refund, paid`,
  )
  return row ? Number(row.id) : undefined
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
  const rows = await execute(
    payload,
    sql`SELECT r.${R.id}, r.${R.amount}, r.${R.idempotency_key}, p.${P.payment_intent_id}, p.${P.id} AS payment_id
        FROM ${R.table} r JOIN ${P.table} p ON p.${P.id} = r.${R.payment_id}
        WHERE r.${R.status} = 'pending' ${
          only?.length
            ? sql`AND r.${R.id} IN (${sql.join(
                only.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``
        }
        ORDER BY r.${R.id} LIMIT 100`,
  )
  let sent = 0
  for (const row of rows) {
    const id = Number(row.id)
    try {
      const refund = await stripe.refunds.create(
        {
          payment_intent: String(row.payment_intent_id),
          amount: Number(row.amount),
          metadata: { refund_id: String(id), payment_id: String(row.payment_id) },
        },
        { idempotencyKey: String(row.idempotency_key) },
      )
      const status = refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'succeeded'
      await inLocalTransaction(payload, async (req) => {
        const [accepted] = await execute(
          req,
          sql`UPDATE ${R.table} SET ${R.stripe_refund_id} = ${refund.id}, ${R.status} = ${status}, ${R.updated_at} = now()
              WHERE ${R.id} = ${id} AND ${R.status} = 'pending'
              RETURNING ${R.amount}, ${R.gst}, ${R.qst}, ${R.reason}`,
        )
        // The client's credit note, with the record of Stripe's answer: both or neither.
        const payment = accepted && status === 'succeeded' && (await readPayment(req, { id: Number(row.payment_id) }))
        if (!accepted || !payment) return
        await issueCreditNote(req, payment, {
          id,
          amount: Number(accepted.amount),
          gst: Number(accepted.gst),
          qst: Number(accepted.qst),
          reason: refundReason(accepted.reason as RefundReason),
          stripeRefundId: refund.id,
        })
      })
      sent++
    } catch (error) {
      if (isStripeRefusal(error)) {
        payload.logger.error({ err: error, msg: `Stripe refused refund ${id}` })
        await execute(
          payload,
          sql`UPDATE ${R.table} SET ${R.status} = 'failed', ${R.updated_at} = now() WHERE ${R.id} = ${id} AND ${R.status} = 'pending'`,
        )
      } else {
        payload.logger.warn({
          msg: `Refund ${id} not sent yet (${(error as Error).message}); the payments sweep retries it`,
        })
      }
    }
  }
  return sent
}
