import crypto from 'node:crypto'

import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { ensureSecret } from '@/lib/runtime/secrets'
import { siteUrl } from '@/lib/seo/site-url'
import { lockSession, sessionOfBooking } from '@/lib/bookings/store'
import { lockConsultation } from '@/lib/consultations/store'

import type { Amounts } from './amounts'
import type { PaymentPurpose, PaymentStatus } from './model'
import { lockPayment, readPayment } from './store'

/**
 * A payment as the payments' store reads and writes it (store.ts): its rows are written in the
 * transactions of the booking's seat lock and of the webhook's event record. Editors read the rows
 * in /cms through Payload.
 */
export interface PaymentRecord extends Amounts {
  id: number
  bookingId: number | null
  consultationId: number | null
  purpose: PaymentPurpose
  offerName: string
  email: string
  amountRefunded: number
  /** Refunds recorded or sent that Stripe has not yet made: reserved, so never refunded twice over. */
  amountRefundPending: number
  /** The offer's whole price before tax as booked (a deposit's balance is computed from it); null before it was kept. */
  fullPrice: number | null
  currency: string
  status: PaymentStatus
  checkoutSessionId: string | null
  checkoutUrl: string | null
  paymentIntentId: string | null
  expiresAt: Date | null
  paidAt: Date | null
  locale: Locale
  /** Who pays, as the receipt names them; null on payments made before it was kept. */
  buyerName: string | null
  /** What it pays for in both languages, as it was then (a class's or type's titles, a request's descriptions). */
  descriptions: Bilingual | null
  /** The studio as it was when the payment was made: its receipt's seller. */
  seller: SellerSnapshot | null
}

/** Both languages of a text. */
export type Bilingual = Record<Locale, string>

/**
 * The studio as a receipt names it (its legal name, mailing address, GST and QST numbers), kept on
 * each payment when it is made: its receipt shows these, and its taxes follow them (both numbers,
 * or a small supplier charging none), whatever the settings say when the money arrives.
 */
export interface SellerSnapshot {
  legalName: string
  address: string
  gstNumber?: string
  qstNumber?: string
}

export type NewPayment = Amounts & {
  /** What it pays for: a class booking, or a consultation (the other one null). */
  bookingId: number | null
  consultationId: number | null
  purpose: PaymentPurpose
  offerName: string
  email: string
  locale: Locale
  expiresAt: Date
  /** The offer's whole price before tax, kept with a deposit (and a full payment) for its balance. */
  fullPrice?: number
  buyerName: string
  descriptions: Bilingual
  seller: SellerSnapshot
}

export type PaymentKey = { id: number } | { checkoutSessionId: string } | { paymentIntentId: string }

/** What can still be refunded of a payment: what it took, less what is refunded or on its way back. */
export const refundableCents = (p: Pick<PaymentRecord, 'total' | 'amountRefunded' | 'amountRefundPending'>) =>
  Math.max(0, p.total - p.amountRefunded - p.amountRefundPending)

/**
 * The payment locked as lockPayment does, after the row lock of its booking's session: the order
 * every booking change takes (session, then booking, then payment: a booking, a cancellation and
 * its refund), so a webhook or the sweep changing a payment and its booking never waits on a
 * cancellation that waits on it. A consultation's payment is locked after the consultation's row.
 */
export async function lockPaymentWithSeat(req: PayloadRequest, key: PaymentKey): Promise<PaymentRecord | undefined> {
  const seen = await readPayment(req, key)
  if (!seen) return undefined
  // A consultation's row is its "session": cancelling it locks the row, then its payments.
  if (seen.consultationId !== null) await lockConsultation(req, seen.consultationId)
  if (seen.bookingId !== null) {
    const sessionId = await sessionOfBooking(req, seen.bookingId)
    if (sessionId !== undefined) await lockSession(req, sessionId)
  }
  return lockPayment(req, { id: seen.id })
}

export interface PaymentChange {
  status?: PaymentStatus
  checkoutSessionId?: string
  checkoutUrl?: string
  paymentIntentId?: string | null
  expiresAt?: Date | null
  paidAt?: Date
}

// The return page's reference: the payment id and an HMAC of it under the shared secret, so the
// page shows a payment only to whoever Stripe sent back (the ids are sequential).
const REF_PREFIX = 'payment-return:'
const refMac = (id: number) =>
  crypto
    .createHmac('sha256', ensureSecret('NEWSLETTER_SECRET', 'newsletter-secret'))
    .update(REF_PREFIX + id)
    .digest('base64url')
    .slice(0, 32)

export const paymentRef = (id: number) => `${id}.${refMac(id)}`

/** The payment id a return-page reference names, or undefined for a forged one. */
export function paymentIdOfRef(ref: string | null | undefined): number | undefined {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(ref ?? '')
  if (!match) return undefined
  const id = Number(match[1])
  const expected = Buffer.from(refMac(id))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : undefined
}

/** The return page of what a payment is for: a consultation's, or the classes' (bookings and requests). */
export const returnPath = (payment: { consultationId?: number | null }) =>
  payment.consultationId ? '/consultation/payment' : '/classes/payment'

/** Where Stripe sends the visitor back, paid or not: the return page in their language. */
export const returnUrl = (id: number, locale: Locale, path = '/classes/payment') =>
  `${siteUrl()}${locale === 'fr' ? '/fr' : ''}${path}?ref=${encodeURIComponent(paymentRef(id))}`
