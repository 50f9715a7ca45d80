import type { PayloadRequest } from 'payload'

import { lockSession } from '@/lib/bookings/seats'
import { enqueueEmails } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'

import { consultationPaid } from './consultation-booking'
import { latePaymentEmail } from './emails'
import { CURRENCY } from './model'
import { issueReceipt } from './receipts'
import { lockPaymentWithSeat, type PaymentKey, type PaymentRecord } from './records'
import { bookingOfPayment, recordStripeEvent, setRefundedAmount, updatePayment, type BookingOfPayment } from './store'
import { recordRefund } from './refunds'
import { releaseHold } from './release'
import { requestPaid } from './requests'
import type { Stripe } from './stripe'

/** What the webhook did with an event, for its answer and the tests. */
export type EventOutcome = 'duplicate' | 'ignored' | 'unknown-payment' | 'handled'

/** What an event's effect leaves to do once its transaction has committed. */
export interface AfterEvent {
  /** Refunds recorded by the event, to send to Stripe. */
  refunds: number[]
  /** Work that follows the event's commit and never fails it (an inquiry moved along). */
  settled: (() => Promise<void>)[]
}

/**
 * Records `event` once and applies it, in the request's transaction: the row in stripe_events is
 * inserted first with ON CONFLICT DO NOTHING, so of any number of deliveries of one event (retries,
 * concurrent deliveries to several instances) one inserts it and applies it, and the others wait on
 * its uncommitted row, then find it and change nothing. If the effect fails, the row goes with it
 * (rolled back) and Stripe's retry applies the event again.
 */
export async function applyEvent(req: PayloadRequest, event: Stripe.Event, after: AfterEvent): Promise<EventOutcome> {
  if (!(await recordStripeEvent(req, event.id, event.type))) return 'duplicate'
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return sessionPaid(req, event.data.object, event.type === 'checkout.session.completed', after)
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return sessionUnpaid(req, event.data.object, event.type === 'checkout.session.expired' ? 'expired' : 'failed')
    case 'payment_intent.payment_failed':
      return paymentAttemptFailed(req, event.data.object)
    case 'charge.refunded':
      return chargeRefunded(req, event.data.object)
    case 'charge.dispute.created':
      return disputeCreated(req, event.data.object)
    default:
      return 'ignored'
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** The payment a Checkout session is for: by its id, else by the payment id of its metadata. */
async function paymentOfSession(req: PayloadRequest, session: Stripe.Checkout.Session) {
  const byId = await lockPaymentWithSeat(req, { checkoutSessionId: session.id })
  if (byId) return byId
  const fromMetadata = Number(session.metadata?.payment_id ?? session.client_reference_id)
  return Number.isSafeInteger(fromMetadata) && fromMetadata > 0
    ? lockPaymentWithSeat(req, { id: fromMetadata })
    : undefined
}

/**
 * A Checkout session that took the money (at once, or later for an asynchronous method). The
 * amount and currency Stripe charged must be the payment's: anything else is refused, the
 * payment marked failed and the booking released, for the studio to look at. Otherwise the
 * payment is paid and its booking confirmed through Payload (the collection's hooks queue the
 * confirmation e-mail and invitation in this transaction). A booking whose hold ended before the
 * payment arrived gets its seat back if one is free; if not, the payment is refunded in full and
 * the visitor told why. A consultation is confirmed the same way (consultationPaid), its e-mails
 * and invitation sent only now.
 */
async function sessionPaid(
  req: PayloadRequest,
  session: Stripe.Checkout.Session,
  completedEvent: boolean,
  after: AfterEvent,
): Promise<EventOutcome> {
  const payment = await paymentOfSession(req, session)
  if (!payment) return 'unknown-payment'
  const paymentIntentId = idOf(session.payment_intent)
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
    // An asynchronous method (a bank debit): the seat stays held until Stripe says how it ended,
    // and the sweep no longer expires it (the session is complete).
    if (completedEvent && payment.status === 'pending') {
      await updatePayment(req, payment.id, { paymentIntentId, expiresAt: null })
    }
    return 'handled'
  }
  if (payment.status === 'paid' || payment.status === 'refunded' || payment.status === 'partially_refunded') {
    return 'handled'
  }
  if (session.amount_total !== payment.total || session.currency !== CURRENCY) {
    req.payload.logger.error({
      msg: `Stripe charged ${session.amount_total} ${session.currency} for payment ${payment.id} of ${payment.total} ${CURRENCY}: not confirmed`,
    })
    if (payment.status === 'pending') await releaseHold(req, payment.id, 'failed')
    await updatePayment(req, payment.id, { paymentIntentId })
    return 'handled'
  }
  const wasHeld = payment.status === 'pending'
  const paidAt = new Date()
  await updatePayment(req, payment.id, { status: 'paid', paymentIntentId, paidAt, expiresAt: null })
  const paid: PaymentRecord = { ...payment, status: 'paid', paymentIntentId, paidAt }
  await issueReceipt(req, paid)
  // A payment request holds no seat: paid is paid, and an inquiry's request books the inquiry.
  if (payment.purpose === 'request') {
    await requestPaid(req, payment.id)
    return 'handled'
  }
  if (payment.consultationId !== null) {
    const consultation = await consultationPaid(req, paid, after.settled)
    if (consultation.kept) return 'handled'
    return refundLate(req, paid, consultation.name, after)
  }
  if (payment.bookingId === null) return 'handled'

  const booking = await bookingOfPayment(req, payment.bookingId)
  if (booking && (booking.status === 'pending_payment' || (!wasHeld && (await seatIsFree(req, booking))))) {
    await req.payload.update({
      collection: 'bookings',
      id: payment.bookingId,
      data: { status: 'confirmed' },
      depth: 0,
      req,
      overrideAccess: true,
    })
    return 'handled'
  }
  if (booking?.status === 'confirmed' || booking?.status === 'completed') return 'handled'
  return refundLate(req, paid, booking?.name, after)
}

/** Paid for a seat (or a time) that is no longer there: everything back, and a word to the visitor. */
async function refundLate(
  req: PayloadRequest,
  paid: PaymentRecord,
  name: string | undefined,
  after: AfterEvent,
): Promise<EventOutcome> {
  const refund = await recordRefund(req, {
    payment: paid,
    amount: paid.total,
    reason: 'seat_unavailable',
    requestedBy: 'site',
    key: `payment-${paid.id}-late`,
    locale: paid.locale,
  })
  if (refund !== undefined) {
    after.refunds.push(refund)
    await enqueueEmails(req, [await latePaymentEmail({ ...paid, name }, await studioInfo(req))])
  }
  return 'handled'
}

/** Whether a released booking can take its seat again: its session is ahead and not full. */
async function seatIsFree(req: PayloadRequest, booking: BookingOfPayment): Promise<boolean> {
  if (booking.status !== 'payment_expired' || booking.sessionId === null) return false
  const session = await lockSession(req, booking.sessionId)
  return Boolean(session && session.startsAt.getTime() > Date.now() && session.taken < session.capacity)
}

/** A Checkout session that ended without the money: the hold is released. */
async function sessionUnpaid(
  req: PayloadRequest,
  session: Stripe.Checkout.Session,
  status: 'expired' | 'failed',
): Promise<EventOutcome> {
  const payment = await paymentOfSession(req, session)
  if (!payment) return 'unknown-payment'
  await releaseHold(req, payment.id, status)
  return 'handled'
}

/**
 * A declined attempt. Checkout lets the visitor try another card until the session expires, so
 * the payment stays pending and the seat held; the attempt's PaymentIntent is noted.
 */
async function paymentAttemptFailed(req: PayloadRequest, intent: Stripe.PaymentIntent): Promise<EventOutcome> {
  const payment = await paymentOfIntent(req, intent.id, intent.metadata)
  if (!payment) return 'unknown-payment'
  if (payment.status === 'pending' && !payment.paymentIntentId) {
    await updatePayment(req, payment.id, { paymentIntentId: intent.id })
  }
  return 'handled'
}

async function paymentOfIntent(req: PayloadRequest, intentId: string | null, metadata?: Stripe.Metadata | null) {
  const key: PaymentKey | undefined = intentId ? { paymentIntentId: intentId } : undefined
  const byIntent = key && (await lockPaymentWithSeat(req, key))
  if (byIntent) return byIntent
  const fromMetadata = Number(metadata?.payment_id)
  return Number.isSafeInteger(fromMetadata) && fromMetadata > 0
    ? lockPaymentWithSeat(req, { id: fromMetadata })
    : undefined
}

/**
 * Refunds seen by Stripe, ours or made in its dashboard: the payment's refunded amount is Stripe's
 * figure when larger (a refund made in Stripe's dashboard), and its status follows.
 */
async function chargeRefunded(req: PayloadRequest, charge: Stripe.Charge): Promise<EventOutcome> {
  const payment = await paymentOfIntent(req, idOf(charge.payment_intent), charge.metadata)
  if (!payment) return 'unknown-payment'
  const refunded = Math.min(Math.max(payment.amountRefunded, charge.amount_refunded), payment.total)
  if (payment.status === 'disputed') return 'handled'
  await setRefundedAmount(
    req,
    payment.id,
    refunded,
    refunded >= payment.total ? 'refunded' : refunded > 0 ? 'partially_refunded' : payment.status,
  )
  return 'handled'
}

/** The cardholder's bank disputes the charge: the payment is marked, for the studio to answer at Stripe. */
async function disputeCreated(req: PayloadRequest, dispute: Stripe.Dispute): Promise<EventOutcome> {
  const payment = await paymentOfIntent(req, idOf(dispute.payment_intent), dispute.metadata)
  if (!payment) return 'unknown-payment'
  await updatePayment(req, payment.id, { status: 'disputed' })
  return 'handled'
}
