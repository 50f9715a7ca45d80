import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { execute, type Row } from '@/lib/db/statements'
import { ensureSecret } from '@/lib/runtime/secrets'
import { siteUrl } from '@/lib/seo/site-url'
import { lockSession } from '@/lib/bookings/seats'
import { lockConsultation } from '@/lib/consultations/store'
import { bookings as B, payments as P, siteSettings as SS } from '@/platform/payload-tables'

import type { Amounts } from './amounts'
import type { PaymentPurpose, PaymentStatus } from './model'

/**
 * The payments table through single statements: its rows are written in the transactions of the
 * booking's seat lock and of the webhook's event record, where one statement each keeps the hot
 * path short (as the booking itself does: src/lib/bookings/operations.ts). Editors read the rows
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
  currency: string
  status: PaymentStatus
  checkoutSessionId: string | null
  checkoutUrl: string | null
  paymentIntentId: string | null
  expiresAt: Date | null
  paidAt: Date | null
  locale: Locale
}

export const paymentColumns = sql`${P.id}, ${P.booking_id}, ${P.consultation_booking_id}, ${P.purpose}, ${P.offer_name}, ${P.email}, ${P.subtotal}, ${P.gst}, ${P.qst},
  ${P.total}, ${P.amount_refunded}, ${P.currency}, ${P.gst_rate}, ${P.qst_rate}, ${P.status}, ${P.checkout_session_id},
  ${P.checkout_url}, ${P.payment_intent_id}, ${P.expires_at}, ${P.paid_at}, ${P.locale}`

const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string))
const text = (v: unknown) => (v === null || v === undefined ? null : String(v))

export const toRecord = (r: Row): PaymentRecord => ({
  id: Number(r.id),
  bookingId: r.booking_id === null ? null : Number(r.booking_id),
  consultationId: r.consultation_booking_id === null ? null : Number(r.consultation_booking_id),
  purpose: r.purpose as PaymentPurpose,
  offerName: String(r.offer_name),
  email: String(r.email),
  subtotal: Number(r.subtotal),
  gst: Number(r.gst),
  qst: Number(r.qst),
  total: Number(r.total),
  amountRefunded: Number(r.amount_refunded),
  currency: String(r.currency),
  gstRate: Number(r.gst_rate),
  qstRate: Number(r.qst_rate),
  status: r.status as PaymentStatus,
  checkoutSessionId: text(r.checkout_session_id),
  checkoutUrl: text(r.checkout_url),
  paymentIntentId: text(r.payment_intent_id),
  expiresAt: date(r.expires_at),
  paidAt: date(r.paid_at),
  locale: (r.locale === 'fr' ? 'fr' : 'en') as Locale,
})

export type NewPayment = Amounts & {
  /** What it pays for: a class booking, or a consultation (the other one null). */
  bookingId: number | null
  consultationId: number | null
  purpose: PaymentPurpose
  offerName: string
  email: string
  locale: Locale
  expiresAt: Date
}

/** Stores a pending payment, in the request's transaction; its id. */
export async function insertPayment(req: PayloadRequest, p: NewPayment): Promise<number> {
  const [row] = await execute(
    req,
    sql`INSERT INTO ${P.table} (${P.booking_id}, ${P.consultation_booking_id}, ${P.purpose}, ${P.offer_name}, ${P.email}, ${P.subtotal}, ${P.gst}, ${P.qst},
          ${P.total}, ${P.amount_refunded}, ${P.currency}, ${P.gst_rate}, ${P.qst_rate}, ${P.status}, ${P.expires_at}, ${P.locale})
        VALUES (${p.bookingId}, ${p.consultationId}, ${p.purpose}, ${p.offerName}, ${p.email}, ${p.subtotal}, ${p.gst}, ${p.qst}, ${p.total}, 0, 'cad',
          ${p.gstRate}, ${p.qstRate}, 'pending', ${p.expiresAt.toISOString()}, ${p.locale})
        RETURNING ${P.id}`,
  )
  return Number(row!.id)
}

export type PaymentKey = { id: number } | { checkoutSessionId: string } | { paymentIntentId: string }

const whereKey = (key: PaymentKey): SQL =>
  'id' in key
    ? sql`${P.id} = ${key.id}`
    : 'checkoutSessionId' in key
      ? sql`${P.checkout_session_id} = ${key.checkoutSessionId}`
      : sql`${P.payment_intent_id} = ${key.paymentIntentId}`

/**
 * The payment, its row locked until the request's transaction ends: every change of one payment
 * (the webhook's events, the sweep, a cancellation's refund) passes through this lock, so each
 * sees the status the previous one left.
 */
export async function lockPayment(req: PayloadRequest, key: PaymentKey): Promise<PaymentRecord | undefined> {
  const [row] = await execute(
    req,
    sql`SELECT ${paymentColumns} FROM ${P.table} WHERE ${whereKey(key)} ORDER BY ${P.id} LIMIT 1 FOR UPDATE`,
  )
  return row ? toRecord(row) : undefined
}

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
    const [booking] = await execute(req, sql`SELECT ${B.session_id} FROM ${B.table} WHERE ${B.id} = ${seen.bookingId}`)
    if (booking?.session_id !== null && booking?.session_id !== undefined) {
      await lockSession(req, Number(booking.session_id))
    }
  }
  return lockPayment(req, { id: seen.id })
}

/** The payment, unlocked (the return page, the dashboard). */
export async function readPayment(from: Payload | PayloadRequest, key: PaymentKey): Promise<PaymentRecord | undefined> {
  const [row] = await execute(from, sql`SELECT ${paymentColumns} FROM ${P.table} WHERE ${whereKey(key)} LIMIT 1`)
  return row ? toRecord(row) : undefined
}

/** The payments of a booking that took money and still hold some of it, newest first. */
export async function refundablePayments(req: PayloadRequest, bookingId: number): Promise<PaymentRecord[]> {
  const rows = await execute(
    req,
    sql`SELECT ${paymentColumns} FROM ${P.table}
        WHERE ${P.booking_id} = ${bookingId} AND ${P.status} IN ('paid', 'partially_refunded') AND ${P.amount_refunded} < ${P.total}
        ORDER BY ${P.id} DESC FOR UPDATE`,
  )
  return rows.map(toRecord)
}

/** The open (pending) payment of a booking, locked, if any. */
export async function openPaymentOf(req: PayloadRequest, bookingId: number): Promise<PaymentRecord | undefined> {
  const [row] = await execute(
    req,
    sql`SELECT ${paymentColumns} FROM ${P.table} WHERE ${P.booking_id} = ${bookingId} AND ${P.status} = 'pending' LIMIT 1 FOR UPDATE`,
  )
  return row ? toRecord(row) : undefined
}

export interface PaymentChange {
  status?: PaymentStatus
  checkoutSessionId?: string
  checkoutUrl?: string
  paymentIntentId?: string | null
  expiresAt?: Date | null
  paidAt?: Date
}

/** Writes `change` to the payment, in the request's transaction. */
export async function updatePayment(req: PayloadRequest, id: number, change: PaymentChange): Promise<void> {
  const sets: SQL[] = [sql`${P.updated_at} = now()`]
  if (change.status !== undefined) sets.push(sql`${P.status} = ${change.status}`)
  if (change.checkoutSessionId !== undefined) sets.push(sql`${P.checkout_session_id} = ${change.checkoutSessionId}`)
  if (change.checkoutUrl !== undefined) sets.push(sql`${P.checkout_url} = ${change.checkoutUrl}`)
  if (change.paymentIntentId !== undefined) sets.push(sql`${P.payment_intent_id} = ${change.paymentIntentId}`)
  if (change.expiresAt !== undefined) sets.push(sql`${P.expires_at} = ${change.expiresAt?.toISOString() ?? null}`)
  if (change.paidAt !== undefined) sets.push(sql`${P.paid_at} = ${change.paidAt.toISOString()}`)
  await execute(req, sql`UPDATE ${P.table} SET ${sql.join(sets, sql`, `)} WHERE ${P.id} = ${id}`)
}

/**
 * Whether the studio charges GST and QST: both registration numbers are in the site settings.
 * Without both it is a small supplier and charges no tax (docs/payments.md).
 */
export async function studioIsTaxed(req: PayloadRequest | Payload): Promise<boolean> {
  const [row] = await execute(
    req,
    sql`SELECT ${SS.billing_gst_number}, ${SS.billing_qst_number} FROM ${SS.table} LIMIT 1`,
  )
  return Boolean(String(row?.billing_gst_number ?? '').trim() && String(row?.billing_qst_number ?? '').trim())
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
