import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { lockSession } from '@/lib/bookings/store'
import { enqueueEmails } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'

import { consultationPaid } from './consultation-booking'
import { wrongAmountStudioEmail } from './emails'
import { EVENT_OBJECTS, idOf, unusableBecause, type CompletedSession, type RefundedCharge } from './event-shapes'
import type { PaymentStatus } from './model'
import { issueReceipt } from './receipts'
import { lockPaymentWithSeat, type PaymentRecord } from './records'
import { askedAmounts, chargedAmounts } from './sessions'
import {
  bookingOfPayment,
  checkoutSessionRecord,
  inquiryStageOfPayment,
  insertChargePayment,
  insertIncident,
  lockPayment,
  markCheckoutSession,
  readPayment,
  recordStripeEvent,
  settlePayment,
  updatePayment,
  type BookingOfPayment,
  type CheckoutSessionRecord,
} from './store'
import { recordRefund, refundSeen } from './refunds'
import { releaseHold } from './release'
import { requestPaid } from './requests'
import type { Stripe } from './stripe'

/**
 * What the webhook did with an event, for its answer and the tests: `foreign`, a session the site
 * did not open; `unusable`, an event whose fields the site cannot read (both recorded, answered 200).
 */
export type EventOutcome = 'duplicate' | 'ignored' | 'unknown-payment' | 'handled' | 'foreign' | 'unusable'

/** What an event's effect leaves to do once its transaction has committed. */
export interface AfterEvent {
  /** Refunds recorded by the event, to send to Stripe. */
  refunds: number[]
  /** Payments whose refunds at Stripe are to be looked through (a refund made in Stripe's dashboard). */
  reconcile: number[]
  /** Work that follows the event's commit and never fails it (an inquiry moved along). */
  settled: (() => Promise<void>)[]
  /**
   * The proposals' branch of a paid installment (src/flows/settle-installment.ts, passed in by the
   * webhook's endpoint: payments import no flow): whether the payment paid a proposal's installment,
   * paid one already paid by another payment (this one then goes back in full), or is no installment's.
   */
  installment?: (req: PayloadRequest, paymentId: number) => Promise<'none' | 'kept' | 'already-paid'>
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
  const schema = (EVENT_OBJECTS as Record<string, z.ZodType>)[event.type]
  if (!schema) return 'ignored'
  const parsed = schema.safeParse(event.data.object)
  if (!parsed.success) return unusable(req, event, unusableBecause(parsed.error))
  const object = parsed.data as never
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return sessionPaid(req, object, event, after)
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return sessionUnpaid(req, object, event.type === 'checkout.session.expired' ? 'expired' : 'failed')
    case 'payment_intent.payment_failed':
      return paymentAttemptFailed(req, object)
    case 'charge.refunded':
      return chargeRefunded(req, object, after)
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated':
      return refundSeen(req, object)
    case 'charge.dispute.created':
      return disputeCreated(req, object)
    default:
      return 'ignored'
  }
}

/**
 * A signed event whose fields the site cannot use: recorded (with its stripe_events row, so once)
 * for the studio, which /monitoring warns of, and answered 200, since Stripe would only send the
 * same content again for days.
 */
async function unusable(req: PayloadRequest, event: Stripe.Event, why: string): Promise<EventOutcome> {
  req.payload.logger.warn({ msg: `Stripe event ${event.id} (${event.type}) cannot be used: ${why}` })
  await insertIncident(req, {
    kind: 'unusable_event',
    reference: event.id,
    eventId: event.id,
    eventType: event.type,
    detail: why.slice(0, 1000),
  })
  return 'unusable'
}

const ALREADY_PAID: readonly PaymentStatus[] = ['paid', 'partially_refunded', 'refunded', 'disputed']

/**
 * A Checkout session that took the money (at once, or later for an asynchronous method). Only a
 * session the site recorded when it opened it settles anything (checkout_sessions): a paid session
 * it did not open (a Payment Link, another app on the account, one made by hand) is recorded for
 * the studio to look at in Stripe and touches no booking and no payment, whatever its metadata or
 * client_reference_id say. For a session of ours, under its payment's lock:
 * - charged another amount or currency than Stripe answered when the session was created: the
 *   charge is booked as a payment of its own, receipted and refunded in full at once, the hold
 *   released, the visitor and the studio told (the payment itself stays unpaid);
 * - its payment already paid by another session: a second charge, booked, receipted and refunded
 *   the same way, the client told why;
 * - otherwise the payment is paid with the amounts Stripe charged (its tax lines on the receipt),
 *   and its booking confirmed through Payload (the collection's hooks queue the confirmation e-mail
 *   and invitation in this transaction). A booking whose hold ended before the payment arrived gets
 *   its seat back if one is free; if not, or if what it pays for was cancelled or withdrawn
 *   meanwhile (a payment request included), it is refunded in full and the visitor told why. A
 *   consultation is confirmed the same way (consultationPaid), its e-mails and invitation sent only
 *   now.
 */
async function sessionPaid(
  req: PayloadRequest,
  session: CompletedSession,
  event: Stripe.Event,
  after: AfterEvent,
): Promise<EventOutcome> {
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
  // Locked first: two events of one session (completed, then async succeeded) settle it once.
  const record = await checkoutSessionRecord(req, session.id)
  if (!record) {
    if (paid) await foreignSession(req, session, event)
    return 'foreign'
  }
  const payment = await lockPaymentWithSeat(req, { id: record.paymentId })
  if (!payment) return 'unknown-payment'
  if (record.settledPaymentId !== null) return 'handled'
  const paymentIntentId = idOf(session.payment_intent)
  if (!paid) {
    // An asynchronous method (a bank debit): the seat stays held until Stripe says how it ended,
    // and the sweep no longer expires it (the session is complete).
    if (event.type === 'checkout.session.completed' && payment.status === 'pending') {
      await updatePayment(req, payment.id, { paymentIntentId, expiresAt: null })
    }
    await markCheckoutSession(req, session.id, 'complete')
    return 'handled'
  }
  if (session.amount_total !== record.amountTotal || session.currency !== record.currency) {
    return wrongAmount(req, payment, record, session, event, after)
  }
  if (ALREADY_PAID.includes(payment.status)) {
    return refundedCharge(req, payment, record, session, event, after, 'second_charge', askedAmounts(record))
  }

  const wasHeld = payment.status === 'pending'
  const withdrawn = payment.status === 'canceled'
  const paidAt = new Date()
  const amounts = askedAmounts(record)
  await settlePayment(req, payment.id, session.id, { ...amounts, paymentIntentId, paidAt })
  const settled: PaymentRecord = { ...payment, ...amounts, status: 'paid', paymentIntentId, paidAt }
  await issueReceipt(req, settled)
  if (payment.purpose === 'installment') {
    // A proposal's installment: paid, or already paid by another payment (that one stays, this
    // goes back in full as a second charge).
    if (withdrawn) return refundInFull(req, settled, after)
    const installment = after.installment ? await after.installment(req, payment.id) : 'none'
    if (installment === 'already-paid') return secondInstallmentCharge(req, settled, session, event, after)
    return 'handled'
  }
  // A payment request holds no seat: paid is paid, and an inquiry's request books the inquiry;
  // unless it was withdrawn meanwhile (its booking cancelled, a claim of the seat superseding it,
  // its inquiry lost or archived): then it goes back in full. A balance is a request for the rest
  // of a booking already held by its deposit.
  if (payment.purpose === 'request' || payment.purpose === 'balance') {
    if (!withdrawn && (await requestStillWanted(req, payment))) {
      await requestPaid(req, payment.id)
      return 'handled'
    }
    return refundInFull(req, settled, after)
  }
  if (payment.consultationId !== null) {
    const consultation = await consultationPaid(req, settled, after.settled)
    if (consultation.kept) return 'handled'
    return refundLate(req, settled, after)
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
  return refundLate(req, settled, after)
}

/**
 * Whether a payment request is still wanted: its booking neither cancelled nor lapsed (a waitlist
 * offer not taken), its inquiry neither lost nor archived.
 */
async function requestStillWanted(req: PayloadRequest, payment: PaymentRecord): Promise<boolean> {
  if (payment.bookingId !== null) {
    const booking = await bookingOfPayment(req, payment.bookingId)
    return Boolean(booking && booking.status !== 'cancelled' && booking.status !== 'lapsed')
  }
  const stage = await inquiryStageOfPayment(req, payment.id)
  return stage !== 'lost' && stage !== 'archived'
}

/** A paid session the site never opened: recorded once for the studio, and nothing else. */
async function foreignSession(req: PayloadRequest, session: CompletedSession, event: Stripe.Event) {
  const link = idOf(session.payment_link)
  const detail = [
    link ? `payment link ${link}` : 'not opened by this site',
    session.client_reference_id ? `client_reference_id ${session.client_reference_id}` : '',
    idOf(session.payment_intent) ? `payment intent ${idOf(session.payment_intent)}` : '',
  ]
    .filter(Boolean)
    .join(', ')
  if (
    await insertIncident(req, {
      kind: 'foreign_session',
      reference: session.id,
      eventId: event.id,
      eventType: event.type,
      amount: session.amount_total,
      currency: session.currency,
      buyerEmail: session.customer_details?.email ?? session.customer_email ?? null,
      detail,
    })
  ) {
    req.payload.logger.warn({
      msg: `Paid Checkout session ${session.id} was not opened by this site (${detail}): recorded, nothing settled`,
    })
  }
}

/**
 * Stripe charged another amount or currency than it answered when the session was created: the
 * payment is not settled (its hold released, as a failed payment), and the money goes back at once.
 */
async function wrongAmount(
  req: PayloadRequest,
  payment: PaymentRecord,
  record: CheckoutSessionRecord,
  session: CompletedSession,
  event: Stripe.Event,
  after: AfterEvent,
): Promise<EventOutcome> {
  req.payload.logger.error({
    msg: `Stripe charged ${session.amount_total} ${session.currency} on ${session.id} for payment ${payment.id}, which asked ${record.amountTotal} ${record.currency}: refunded`,
  })
  if (payment.status === 'pending') await releaseHold(req, payment.id, 'failed')
  const amounts = chargedAmounts(record, { total: session.amount_total, subtotal: session.amount_subtotal ?? null })
  const outcome = await refundedCharge(req, payment, record, session, event, after, 'wrong_amount', amounts)
  const studio = await studioInfo(req)
  await enqueueEmails(req, [
    await wrongAmountStudioEmail(
      { ...payment, total: session.amount_total, currency: session.currency },
      session.id,
      { total: record.amountTotal, currency: record.currency },
      studio,
    ),
  ])
  return outcome
}

/**
 * A charge on a session of ours that cannot settle its payment, kept in the books all the same:
 * a payment row of its own (every charge captured on a session of ours is one), receipted like any
 * payment, and refunded in full at once under a key of its own derived from the session; its
 * credit note, and the client's e-mail saying why, follow once Stripe has made the refund (the
 * refund's reason, the cause, picks that e-mail: refunds.ts).
 */
async function refundedCharge(
  req: PayloadRequest,
  payment: PaymentRecord,
  record: CheckoutSessionRecord,
  session: CompletedSession,
  event: Stripe.Event,
  after: AfterEvent,
  cause: 'second_charge' | 'wrong_amount',
  amounts: Pick<PaymentRecord, 'subtotal' | 'gst' | 'qst' | 'total'>,
): Promise<EventOutcome> {
  const paymentIntentId = idOf(session.payment_intent)
  if (session.amount_total === 0) {
    // Nothing was captured (Stripe's no_payment_required): nothing to book or give back.
    await markCheckoutSession(req, session.id, 'complete')
    await insertIncident(req, {
      kind: cause,
      reference: session.id,
      eventId: event.id,
      eventType: event.type,
      amount: 0,
      currency: session.currency,
      paymentId: payment.id,
      detail: `payment ${payment.id} asked ${record.amountTotal} ${record.currency}; nothing was charged`,
    })
    return 'handled'
  }
  // The intent is the charge's, and names one payment row: the new one.
  if (paymentIntentId && payment.paymentIntentId === paymentIntentId) {
    await updatePayment(req, payment.id, { paymentIntentId: null })
  }
  const paidAt = new Date()
  const id = await insertChargePayment(req, payment.id, {
    ...amounts,
    currency: session.currency,
    paymentIntentId,
    paidAt,
  })
  await markCheckoutSession(req, session.id, 'complete', id)
  const charge = (await lockPayment(req, { id }))!
  await insertIncident(req, {
    kind: cause,
    reference: session.id,
    eventId: event.id,
    eventType: event.type,
    amount: session.amount_total,
    currency: session.currency,
    paymentId: id,
    detail: `payment ${payment.id} asked ${record.amountTotal} ${record.currency}; booked as payment ${id} and refunded`,
  })
  await issueReceipt(req, charge)
  return refundWhole(req, charge, cause, `checkout-${session.id}-refund`, after)
}

/**
 * Everything the payment took, given back at the site's own initiative under `key` (once however
 * often the event comes); Stripe is asked after the commit, and the refund's reason picks the
 * client's e-mail once Stripe has made it (refunds.ts).
 */
async function refundWhole(
  req: PayloadRequest,
  payment: PaymentRecord,
  reason: Parameters<typeof recordRefund>[1]['reason'],
  key: string,
  after: AfterEvent,
): Promise<EventOutcome> {
  const refund = await recordRefund(req, {
    payment,
    amount: payment.total,
    reason,
    requestedBy: 'site',
    key,
    locale: payment.locale,
  })
  if (refund !== undefined) after.refunds.push(refund)
  return 'handled'
}

/**
 * A Checkout that paid an installment already paid by another payment (the saved card charged
 * meanwhile, or another Checkout of it): a second charge, as for a class. The payment keeps its
 * receipt and goes back in full under a key of its own; its credit note, and the client's e-mail
 * saying it was a second charge, follow once Stripe made the refund; the studio sees the incident.
 */
async function secondInstallmentCharge(
  req: PayloadRequest,
  paid: PaymentRecord,
  session: CompletedSession,
  event: Stripe.Event,
  after: AfterEvent,
): Promise<EventOutcome> {
  await insertIncident(req, {
    kind: 'second_charge',
    reference: session.id,
    eventId: event.id,
    eventType: event.type,
    amount: session.amount_total,
    currency: session.currency,
    paymentId: paid.id,
    detail: `payment ${paid.id} paid an installment already paid by another payment; refunded`,
  })
  return refundWhole(req, paid, 'second_charge', `payment-${paid.id}-second-charge`, after)
}

/**
 * A request paid after it was withdrawn: everything back. The client is told why once Stripe has
 * made the refund (its reason, `request_withdrawn`, picks that e-mail: refunds.ts).
 */
async function refundInFull(req: PayloadRequest, paid: PaymentRecord, after: AfterEvent): Promise<EventOutcome> {
  return refundWhole(req, paid, 'request_withdrawn', `payment-${paid.id}-withdrawn`, after)
}

/**
 * Paid for a seat (or a time) that is no longer there: everything back. The visitor is told why
 * once Stripe has made the refund (its reason, `seat_unavailable`, picks that e-mail: refunds.ts).
 */
async function refundLate(req: PayloadRequest, paid: PaymentRecord, after: AfterEvent): Promise<EventOutcome> {
  return refundWhole(req, paid, 'seat_unavailable', `payment-${paid.id}-late`, after)
}

/** Whether a released booking can take its seat again: its session is ahead and not full. */
async function seatIsFree(req: PayloadRequest, booking: BookingOfPayment): Promise<boolean> {
  if (booking.status !== 'payment_expired' || booking.sessionId === null) return false
  const session = await lockSession(req, booking.sessionId)
  return Boolean(session && session.startsAt.getTime() > Date.now() && session.taken < session.capacity)
}

/**
 * A Checkout session of ours that ended without the money: the hold is released, if that session
 * is its payment's current one (an older session of a payment request ending leaves the newer one
 * open). A session the site did not open changes nothing.
 */
async function sessionUnpaid(
  req: PayloadRequest,
  session: { id: string },
  status: 'expired' | 'failed',
): Promise<EventOutcome> {
  const seen = await checkoutSessionRecord(req, session.id)
  if (!seen) return 'foreign'
  const payment = await lockPaymentWithSeat(req, { id: seen.paymentId })
  if (!payment) return 'unknown-payment'
  await markCheckoutSession(req, session.id, status === 'expired' ? 'expired' : 'complete')
  if (payment.checkoutSessionId !== null && payment.checkoutSessionId !== session.id) return 'handled'
  await releaseHold(req, payment.id, status)
  return 'handled'
}

/**
 * A declined attempt. Checkout lets the visitor try another card until the session expires, so
 * the payment stays pending and the seat held. A PaymentIntent names a payment only once it was
 * stored with it (at settlement, or a completed asynchronous payment), never through metadata.
 */
async function paymentAttemptFailed(req: PayloadRequest, intent: { id: string }): Promise<EventOutcome> {
  const payment = await lockPaymentWithSeat(req, { paymentIntentId: intent.id })
  return payment ? 'handled' : 'unknown-payment'
}

/**
 * Thrown by an event that arrived before the one it depends on: the webhook answers 503 with
 * Retry-After (webhook-request.ts), nothing of it is kept, and Stripe delivers it again later.
 */
export class EventTooEarly extends Error {}

/**
 * A charge refunded, by us or in Stripe's dashboard. The charge's figure alone cannot book anything
 * (it counts refunds Stripe has not made yet, and names none of them): when it differs from what
 * the site holds as refunded or on its way back, Stripe's refunds of the payment are looked through
 * once this event has committed (refunds.ts, reconcileRefunds), and each is recorded as it stands.
 * The charge names its payment only through the intent stored when that payment was settled.
 *
 * Stripe does not deliver events in order, and after an outage of the site it retries them in any
 * order: a refund made in Stripe's dashboard can arrive before the completion of the payment it
 * refunds. A charge whose metadata names a payment of ours still waiting for its Checkout's
 * completion is therefore not taken yet (503, delivered again by Stripe): answered 200 now, the
 * refund would never be booked. The metadata only delays the event; it never books anything (a
 * session the site did not open may carry any metadata), and once that payment is settled or has
 * ended the event is taken as any other.
 */
async function chargeRefunded(req: PayloadRequest, charge: RefundedCharge, after: AfterEvent): Promise<EventOutcome> {
  const intentId = idOf(charge.payment_intent)
  const payment = intentId ? await lockPaymentWithSeat(req, { paymentIntentId: intentId }) : undefined
  if (!payment) {
    const named = Number(charge.metadata?.payment_id)
    const waiting = Number.isSafeInteger(named) && named > 0 ? await readPayment(req, { id: named }) : undefined
    if (waiting?.status === 'pending' && waiting.checkoutSessionId !== null)
      throw new EventTooEarly(`charge ${charge.id} refunded before payment ${named} was settled`)
    return 'unknown-payment'
  }
  if (charge.amount_refunded !== payment.amountRefunded + payment.amountRefundPending) after.reconcile.push(payment.id)
  return 'handled'
}

/** The cardholder's bank disputes the charge: the payment is marked, for the studio to answer at Stripe. */
async function disputeCreated(
  req: PayloadRequest,
  dispute: { payment_intent: string | { id: string } | null },
): Promise<EventOutcome> {
  const intentId = idOf(dispute.payment_intent)
  const payment = intentId ? await lockPaymentWithSeat(req, { paymentIntentId: intentId }) : undefined
  if (!payment) return 'unknown-payment'
  await updatePayment(req, payment.id, { status: 'disputed' })
  return 'handled'
}
