import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { inLocalTransaction } from '@/lib/db/transaction'
import { enqueueEmails, kickOutbox, type OutgoingEmail } from '@/lib/email/outbox'
import { studioInfo, type StudioInfo } from '@/lib/email/studio'
import { HttpError } from '@/lib/http/errors'
import { isCheckViolation } from '@/lib/http/payload-errors'
import { refundReason } from '@/lib/receipts/document'

import { partAmounts } from './amounts'
import { stripeSettings } from './config'
import { latePaymentEmail, refundEmail, refundedChargeEmail } from './emails'
import { seenRefund, type SeenRefund } from './event-shapes'
import { paymentTexts } from './messages'
import type { RefundReason } from './model'
import { issueCreditNote, issueRefundReturned } from './receipts'
import { lockPaymentWithSeat, refundableCents, type PaymentRecord } from './records'
import {
  askedOfCharge,
  clientNameOfPayment,
  insertRefund,
  lockPayment,
  lockRefund,
  moveRefund,
  pendingRefunds,
  readPayment,
  readRefund,
  refundsSoFar,
  refundsWaitingAtStripe,
  refundWithKey,
  touchRefund,
  unsentRefunds,
  type PendingRefund,
  type RefundRow,
} from './store'
import { isStripeRefusal, stripeClient, type Stripe } from './stripe'

/*
 * Refunds, booked only when Stripe has made them. A refund is recorded `pending` with its amount
 * reserved on the payment (`amount_refund_pending`: nothing else can be refunded over it), then
 * sent to Stripe. Stripe's `succeeded`, in its answer or later in an event, books it: the amount
 * moves to `amount_refunded`, the payment's status follows, the credit note is issued and the
 * client e-mailed, all in one transaction. Stripe's `pending` or `requires_action` leaves it
 * reserved. A refusal, or a later `failed` or `canceled`, frees the amount (refundable again, and
 * shown to the studio with a retry and an alert). A refund made in Stripe's own dashboard, seen in
 * an event, gets a row and a credit note of its own, so the books follow Stripe.
 */

export interface RefundRequest {
  payment: PaymentRecord
  amount: number
  reason: RefundReason
  /** Who asked: `studio`, `visitor`, `site` (an automatic refund), `stripe` (made in Stripe's dashboard). */
  requestedBy: string
  /**
   * What makes this refund the only one of its cause (`booking-12-cancel`, `payment-7-late`): a
   * second request with the same key records nothing. It is also the Idempotency-Key Stripe gets.
   */
  key: string
  locale: Locale
  /** The failed refund this one tries again (at most once: PostgreSQL's unique index). */
  retryOf?: number
}

const tooLarge = (locale: Locale, remaining: number) =>
  new HttpError(409, 'REFUND_TOO_LARGE', paymentTexts(locale).api.refundTooLarge, { extra: { remaining } })

/**
 * Records a refund, in the request's transaction, for `sendPendingRefunds` to send to Stripe once
 * it has committed. The payment is read again under its row lock (whatever the caller passed), and
 * the refund's GST and QST are its share of what the payment collected, less what earlier refunds
 * hold (partAmounts: never more of a tax than was collected). Two guards, both PostgreSQL's: the
 * refund's key is UNIQUE (the same cause never refunds twice, however often it is retried), and
 * the amount is reserved on the payment in the same statement under the payments' CHECK (what is
 * refunded and what is on its way back never exceed the total): a refund over what remains is a
 * 409 and changes nothing. The id of the refund, or undefined when its key was already used.
 */
export async function recordRefund(req: PayloadRequest, r: RefundRequest): Promise<number | undefined> {
  if ((await refundWithKey(req, r.key)) !== undefined) return undefined
  const payment = (await lockPayment(req, { id: r.payment.id })) ?? r.payment
  const remaining = refundableCents(payment)
  if (!Number.isSafeInteger(r.amount) || r.amount <= 0 || r.amount > remaining) throw tooLarge(r.locale, remaining)
  const { held } = await refundsSoFar(req, payment.id)
  const { gst, qst } = partAmounts(payment, held, { total: r.amount })
  try {
    return await insertRefund(req, {
      paymentId: payment.id,
      amount: r.amount,
      gst,
      qst,
      reason: r.reason,
      requestedBy: r.requestedBy,
      key: r.key,
      retryOf: r.retryOf,
    })
  } catch (error) {
    // Another transaction reserved the rest first: PostgreSQL's CHECK, not this read, is the guard.
    if (isCheckViolation(error)) throw tooLarge(r.locale, remaining)
    throw error
  }
}

/**
 * Stripe kept an Idempotency-Key 24 hours: a refund still unanswered after this long may have
 * reached Stripe with its answer lost, and a second request with its key would make a second one.
 * Stripe's refunds of the payment are looked through first.
 */
const UNANSWERED_LOOKUP_MS = 6 * 3600_000

/**
 * Sends the refunds recorded and not yet answered by Stripe: after the commit of whatever recorded
 * them, and from the payments sweep for any a failure left behind. The Idempotency-Key is the
 * refund's own key, so a refund sent twice (two instances, a retry after a timeout) is one refund
 * at Stripe. Stripe's answer is recorded as it says (succeeded: booked; pending or requires_action:
 * still reserved). A 409 (another request with the same key is running: the sweep and the
 * dashboard, or two instances) is not a refusal: the refund stays pending and is sent again. A
 * refusal frees the amount, unless Stripe holds a refund of ours under this id after all (an
 * earlier attempt whose answer was lost): a refund Stripe made is never marked failed. A failure
 * to reach Stripe leaves it pending for the next pass. How many Stripe answered.
 */
export async function sendPendingRefunds(payload: Payload, only?: number[]): Promise<number> {
  const settings = stripeSettings()
  if (!settings) return 0
  const stripe = stripeClient(settings)
  let answered = 0
  for (const row of await pendingRefunds(payload, only)) {
    if (await sendRefund(payload, stripe, row)) answered++
  }
  // A refund booked now has its credit note and the client's e-mail waiting in the outbox.
  if (answered) kickOutbox(payload)
  return answered
}

async function sendRefund(payload: Payload, stripe: Stripe, row: PendingRefund): Promise<boolean> {
  try {
    if (Date.now() - row.createdAt.getTime() > UNANSWERED_LOOKUP_MS) {
      const made = await findStripeRefund(stripe, row)
      if (made) return settleRefund(payload, row.id, made)
    }
    let refund: Stripe.Refund
    try {
      refund = await stripe.refunds.create(
        {
          payment_intent: String(row.paymentIntentId),
          amount: row.amount,
          metadata: { refund_id: String(row.id), payment_id: String(row.paymentId) },
        },
        { idempotencyKey: row.key },
      )
    } catch (error) {
      if (isConcurrentRequest(error)) {
        payload.logger.info({ msg: `Refund ${row.id} is being sent by another request; it stays pending` })
        return false
      }
      if (!isStripeRefusal(error)) throw error
      const made = await findStripeRefund(stripe, row)
      if (made) return settleRefund(payload, row.id, made)
      const reason = refusalReason(error)
      payload.logger.error({
        msg: `Stripe refused refund ${row.id}: ${(error as Error).message}; its amount is refundable again`,
      })
      await inLocalTransaction(payload, async (req) => {
        await lockPaymentWithSeat(req, { id: row.paymentId })
        await moveRefund(req, row.id, { from: ['pending'], to: 'failed', failureReason: reason })
      })
      return true
    }
    return settleRefund(payload, row.id, refund)
  } catch (error) {
    payload.logger.warn({
      msg: `Refund ${row.id} not sent yet (${(error as Error).message}); the payments sweep retries it`,
    })
    return false
  }
}

/** Stripe's 409: another request with the same Idempotency-Key is still running there. */
const isConcurrentRequest = (error: unknown) =>
  isStripeRefusal(error) && (error as Stripe.errors.StripeError).statusCode === 409

/**
 * Stripe's reason for refusing a refund, as a code the Payments tab words in either language
 * (Stripe's own message, in English, goes to the log): its error code, or for a refusal without
 * one that names the amount, `amount_too_large`.
 */
function refusalReason(error: unknown): string {
  const e = error as Stripe.errors.StripeError
  return String(e.code ?? (e.param === 'amount' ? 'amount_too_large' : 'unknown')).slice(0, 100)
}

/** The refund Stripe made for one of ours (by the id we gave it in its metadata), if any. */
async function findStripeRefund(
  stripe: Stripe,
  row: Pick<PendingRefund, 'id' | 'paymentIntentId'>,
): Promise<Stripe.Refund | undefined> {
  if (!row.paymentIntentId) return undefined
  const list = await stripe.refunds.list({ payment_intent: row.paymentIntentId, limit: 100 })
  return list.data.find((r) => r.metadata?.refund_id === String(row.id))
}

/** Records Stripe's word on one of our refunds, in a transaction of its own. */
async function settleRefund(payload: Payload, refundId: number, refund: Stripe.Refund): Promise<boolean> {
  const seen = seenRefund.safeParse(refund)
  if (!seen.success) throw new Error(`Stripe answered refund ${refundId} with an object the site cannot read`)
  await inLocalTransaction(payload, async (req) => {
    const stored = await readRefund(req, refundId)
    if (!stored) return
    await lockPaymentWithSeat(req, { id: stored.paymentId })
    const row = await lockRefund(req, { id: refundId })
    if (row) await applyStripeRefund(req, row, seen.data)
  })
  return true
}

/**
 * Stripe's state of one of our refunds, applied under its payment's and its own row locks:
 * `succeeded` books it (from pending, or from failed: Stripe's word wins) with its credit note and
 * the client's e-mail; `failed` or `canceled` frees its amount, and for one Stripe had made (the
 * card's issuer returned it weeks later) the money is the studio's again, with a document saying
 * so; `pending` or `requires_action` keeps it reserved, noting Stripe's id and word.
 */
async function applyStripeRefund(req: PayloadRequest, row: RefundRow, seen: SeenRefund): Promise<void> {
  const known = { stripeRefundId: seen.id, stripeStatus: seen.status ?? undefined }
  if (seen.status === 'succeeded') {
    if (await moveRefund(req, row.id, { from: ['pending', 'failed'], to: 'succeeded', ...known })) {
      await refundBooked(req, row, seen.id)
    }
    return
  }
  if (seen.status === 'failed' || seen.status === 'canceled') {
    const failureReason = seen.failure_reason ?? seen.status
    const was = await moveRefund(req, row.id, { from: ['pending', 'succeeded'], to: 'failed', ...known, failureReason })
    if (was) req.payload.logger.error({ msg: `Stripe says refund ${row.id} ${seen.status} (${failureReason})` })
    if (was === 'succeeded') {
      const payment = await readPayment(req, { id: row.paymentId })
      if (payment) await issueRefundReturned(req, payment, { ...row, stripeRefundId: seen.id })
    }
    return
  }
  await moveRefund(req, row.id, { from: ['pending'], to: 'pending', ...known })
}

/**
 * A refund Stripe made: its credit note, and the client told in their language, in the transaction
 * that books it. The refund's reason picks the e-mail: a payment that came after its seat was given
 * away, a second charge, a charge of another amount than asked, or a request paid after it was
 * withdrawn is explained, not only refunded.
 */
async function refundBooked(req: PayloadRequest, row: RefundRow, stripeRefundId: string): Promise<void> {
  const payment = await readPayment(req, { id: row.paymentId })
  if (!payment) return
  await issueCreditNote(req, payment, {
    id: row.id,
    amount: row.amount,
    gst: row.gst,
    qst: row.qst,
    reason: refundReason(row.reason),
    stripeRefundId,
  })
  const recipient = { ...payment, name: await clientNameOfPayment(req, payment.id) }
  const studio = await studioInfo(req)
  await enqueueEmails(req, [await refundMessage(req, row, recipient, studio)])
}

async function refundMessage(
  req: PayloadRequest,
  row: RefundRow,
  recipient: PaymentRecord & { name?: string },
  studio: StudioInfo,
): Promise<OutgoingEmail> {
  switch (row.reason) {
    case 'seat_unavailable':
      return latePaymentEmail(recipient, studio)
    case 'second_charge':
      return refundedChargeEmail(recipient, 'second_charge', studio)
    case 'wrong_amount':
      return refundedChargeEmail(recipient, 'wrong_amount', studio, await askedOfCharge(req, recipient.id))
    case 'request_withdrawn':
      return refundedChargeEmail(recipient, 'withdrawn', studio)
    default:
      return refundEmail(recipient, row.amount, studio)
  }
}

/**
 * A refund Stripe tells of (an event, or its list of a payment's refunds), in the request's
 * transaction: one of ours (by Stripe's id, or by the id we gave it in its metadata, since the event
 * may arrive before our record of Stripe's answer) takes Stripe's state; one made in Stripe's own
 * dashboard is recorded as a refund of its own, with its credit note once it succeeded. Unknown
 * when it refunds no payment of the site.
 */
export async function refundSeen(req: PayloadRequest, seen: SeenRefund): Promise<'handled' | 'unknown-payment'> {
  const payment = seen.payment_intent
    ? await lockPaymentWithSeat(req, { paymentIntentId: seen.payment_intent })
    : undefined
  if (!payment) return 'unknown-payment'
  let row = await lockRefund(req, { stripeRefundId: seen.id })
  if (!row) {
    const ours = Number(seen.metadata?.refund_id)
    const named = Number.isSafeInteger(ours) && ours > 0 ? await lockRefund(req, { id: ours }) : undefined
    if (named && named.paymentId === payment.id && named.stripeRefundId === null) row = named
  }
  if (row) {
    await applyStripeRefund(req, row, seen)
    return 'handled'
  }
  await recordStripeMadeRefund(req, payment, seen)
  return 'handled'
}

/**
 * A refund made outside the site (in Stripe's dashboard): recorded so that the books follow
 * Stripe, reserved while Stripe has it pending, booked with its credit note once it succeeded. One
 * that already failed moved no money and is not recorded. Stripe never refunds more than its
 * charge, so when it does not fit beside our reservations, those not yet sent to Stripe are the
 * ones Stripe would refuse: they are freed first.
 */
async function recordStripeMadeRefund(req: PayloadRequest, payment: PaymentRecord, seen: SeenRefund): Promise<void> {
  if (seen.status !== 'succeeded' && seen.status !== 'pending' && seen.status !== 'requires_action') return
  let short = seen.amount - refundableCents(payment)
  for (const unsent of short > 0 ? await unsentRefunds(req, payment.id) : []) {
    if (short <= 0) break
    await moveRefund(req, unsent.id, { from: ['pending'], to: 'failed', failureReason: 'superseded_at_stripe' })
    short -= unsent.amount
  }
  const id = await recordRefund(req, {
    payment,
    amount: seen.amount,
    reason: 'made_at_stripe',
    requestedBy: 'stripe',
    key: `stripe-${seen.id}`,
    locale: payment.locale,
  })
  const row = id === undefined ? undefined : await lockRefund(req, { id })
  if (row) await applyStripeRefund(req, row, seen)
}

/**
 * Looks through Stripe's refunds of a payment and applies each (refundSeen): after
 * `charge.refunded`, whose charge does not list them, so that a refund made in Stripe's dashboard is
 * recorded even where the refund events are not sent to the site.
 */
export async function reconcileRefunds(payload: Payload, paymentId: number): Promise<void> {
  const settings = stripeSettings()
  const payment = await readPayment(payload, { id: paymentId })
  if (!settings || !payment?.paymentIntentId) return
  const list = await stripeClient(settings).refunds.list({ payment_intent: payment.paymentIntentId, limit: 100 })
  for (const refund of list.data) {
    const seen = seenRefund.safeParse(refund)
    if (seen.success) await inLocalTransaction(payload, (req) => refundSeen(req, seen.data))
  }
  kickOutbox(payload)
}

/** How long Stripe's `pending` may last without news before the sweep asks Stripe itself. */
export const REFUND_LOOK_MINUTES = 10

/**
 * The sweep's look at refunds Stripe still has pending (or waiting for the client's action) with no
 * news for REFUND_LOOK_MINUTES: their state is asked of Stripe and applied, so a lost event never
 * leaves the books apart from Stripe. How many were looked at.
 */
export async function lookAtWaitingRefunds(payload: Payload): Promise<number> {
  const settings = stripeSettings()
  if (!settings) return 0
  const stripe = stripeClient(settings)
  let looked = 0
  for (const waiting of await refundsWaitingAtStripe(payload, REFUND_LOOK_MINUTES)) {
    try {
      const seen = seenRefund.safeParse(await stripe.refunds.retrieve(waiting.stripeRefundId))
      if (seen.success) await inLocalTransaction(payload, (req) => refundSeen(req, seen.data))
      await touchRefund(payload, waiting.id)
      looked++
    } catch (error) {
      payload.logger.warn({ msg: `Refund ${waiting.id} not looked at Stripe yet: ${(error as Error).message}` })
    }
  }
  if (looked) kickOutbox(payload)
  return looked
}
