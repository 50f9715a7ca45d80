import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { execute, type Row } from '@/lib/db/statements'
import type { StoringContext } from '@/lib/http/json-call'
import {
  bookings as B,
  consultationBookings as C,
  inquiries as I,
  payments as P,
  refunds as R,
  siteSettings as SS,
  stripeEvents as E,
} from '@/platform/payload-tables'

import type { AdminPayment, AdminRefund, PaidFor } from './admin-shape'
import type { Amounts } from './amounts'
import {
  CURRENCY,
  REFUNDABLE_STATUSES,
  type PaymentPurpose,
  type PaymentStatus,
  type RefundReason,
  type RefundStatus,
} from './model'
import type { NewPayment, PaymentChange, PaymentKey, PaymentRecord, SellerSnapshot } from './records'

/**
 * The payments' store: every statement on `payments`, `refunds` and `stripe_events` that the
 * payments run themselves. The rows are written in the transactions of the booking's seat lock and
 * of the webhook's event record, where one statement each keeps the hot path short (as the booking
 * itself does: src/lib/bookings/store.ts), and most reads lock the row (`FOR UPDATE`), which
 * Payload's local API cannot. Editors read and change the rows in /cms through Payload.
 */

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

export const paymentColumns = sql`${P.id}, ${P.booking_id}, ${P.consultation_booking_id}, ${P.purpose}, ${P.offer_name}, ${P.email}, ${P.subtotal}, ${P.gst}, ${P.qst},
  ${P.total}, ${P.amount_refunded}, ${P.amount_refund_pending}, ${P.full_price}, ${P.currency}, ${P.gst_rate}, ${P.qst_rate}, ${P.status}, ${P.checkout_session_id},
  ${P.checkout_url}, ${P.payment_intent_id}, ${P.expires_at}, ${P.paid_at}, ${P.locale},
  ${P.buyer_name}, ${P.description_fr}, ${P.description_en}, ${P.seller}`

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
  amountRefundPending: Number(r.amount_refund_pending ?? 0),
  fullPrice: r.full_price === null || r.full_price === undefined ? null : Number(r.full_price),
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
  ...receiptTermsOf(r),
})

/** What the receipt says, as the payment fixed it when it was made; absent on older payments. */
function receiptTermsOf(r: Row): Pick<PaymentRecord, 'buyerName' | 'descriptions' | 'seller'> {
  const fr = text(r.description_fr)
  const en = text(r.description_en)
  return {
    buyerName: text(r.buyer_name),
    descriptions: fr !== null && en !== null ? { fr, en } : null,
    seller: r.seller && typeof r.seller === 'object' ? (r.seller as SellerSnapshot) : null,
  }
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))

/** Stores a pending payment, in the request's transaction; its id. */
export async function insertPayment(req: PayloadRequest, p: NewPayment): Promise<number> {
  const [row] = await execute(
    req,
    sql`INSERT INTO ${P.table} (${P.booking_id}, ${P.consultation_booking_id}, ${P.purpose}, ${P.offer_name}, ${P.email}, ${P.subtotal}, ${P.gst}, ${P.qst},
          ${P.total}, ${P.amount_refunded}, ${P.full_price}, ${P.currency}, ${P.gst_rate}, ${P.qst_rate}, ${P.status}, ${P.expires_at}, ${P.locale},
          ${P.buyer_name}, ${P.description_fr}, ${P.description_en}, ${P.seller})
        VALUES (${p.bookingId}, ${p.consultationId}, ${p.purpose}, ${p.offerName}, ${p.email}, ${p.subtotal}, ${p.gst}, ${p.qst}, ${p.total}, 0,
          ${p.fullPrice ?? null}, 'cad', ${p.gstRate}, ${p.qstRate}, 'pending', ${p.expiresAt.toISOString()}, ${p.locale},
          ${p.buyerName}, ${p.descriptions.fr}, ${p.descriptions.en}, ${json(p.seller)}::jsonb)
        RETURNING ${P.id}`,
  )
  return Number(row!.id)
}

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
        WHERE ${P.booking_id} = ${bookingId} AND ${P.status} IN ('paid', 'partially_refunded')
          AND ${P.amount_refunded} + ${P.amount_refund_pending} < ${P.total}
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
 * The studio as a receipt names it, read from the site settings now: its legal name (else the
 * studio's name), mailing address and GST and QST numbers. A payment keeps it as it was when made
 * (insertPayment), and whether it charges taxes follows from it: both numbers, or neither (a small
 * supplier, docs/payments.md).
 */
export async function studioSeller(req: PayloadRequest | Payload): Promise<SellerSnapshot> {
  const [row] = await execute(
    req,
    sql`SELECT ${SS.studio_name}, ${SS.mailing_address}, ${SS.billing_legal_name}, ${SS.billing_gst_number}, ${SS.billing_qst_number}
        FROM ${SS.table} LIMIT 1`,
  )
  const trimmed = (v: unknown) => String(v ?? '').trim()
  return {
    legalName: trimmed(row?.billing_legal_name) || trimmed(row?.studio_name) || 'Studio',
    address: trimmed(row?.mailing_address),
    ...(trimmed(row?.billing_gst_number) && { gstNumber: trimmed(row?.billing_gst_number) }),
    ...(trimmed(row?.billing_qst_number) && { qstNumber: trimmed(row?.billing_qst_number) }),
  }
}

/**
 * The pending payments whose Checkout expired before `before`, oldest first, at most `limit`: the
 * holds the sweep ends (sweep.ts), with their Checkout session if one was opened. Each is then
 * locked and released in its own transaction.
 */
export async function lapsedHolds(
  from: Payload,
  before: Date,
  limit: number,
): Promise<{ id: number; sessionId: string | undefined }[]> {
  const rows = await execute(
    from,
    sql`SELECT ${P.id}, ${P.checkout_session_id} FROM ${P.table}
        WHERE ${P.status} = 'pending' AND ${P.expires_at} < ${before.toISOString()}
        ORDER BY ${P.expires_at} LIMIT ${limit}`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    sessionId: r.checkout_session_id ? String(r.checkout_session_id) : undefined,
  }))
}

// ---------------------------------------------------------------------------------------------
// Refunds
// ---------------------------------------------------------------------------------------------

export interface NewRefund {
  paymentId: number
  amount: number
  gst: number
  qst: number
  reason: RefundReason
  requestedBy: string
  key: string
  /** The failed refund this one tries again. */
  retryOf?: number
}

/**
 * Records a pending refund and reserves its amount on its payment (`amount_refund_pending`), in one
 * statement: the refund's key is UNIQUE (ON CONFLICT DO NOTHING, so one cause never refunds twice),
 * and the payment's CHECK holds what is refunded plus what is reserved under the total in the same
 * statement, two guards of PostgreSQL's that separate Payload operations would not keep. Nothing is
 * booked yet: `amount_refunded` and the payment's status change only when Stripe has made it
 * (moveRefund). The refund's id, or undefined when its key was already used.
 */
export async function insertRefund(req: PayloadRequest, r: NewRefund): Promise<number | undefined> {
  const [row] = await execute(
    req,
    sql`WITH refund AS (
          INSERT INTO ${R.table} (${R.payment_id}, ${R.amount}, ${R.gst}, ${R.qst}, ${R.reason}, ${R.requested_by}, ${R.idempotency_key}, ${R.status}, ${R.retry_of_id})
          VALUES (${r.paymentId}, ${r.amount}, ${r.gst}, ${r.qst}, ${r.reason}, ${r.requestedBy}, ${r.key}, 'pending', ${r.retryOf ?? null})
          ON CONFLICT (${R.idempotency_key}) DO NOTHING
          RETURNING ${R.id} AS refund_id, ${R.amount} AS refund_amount),
        held AS (
          UPDATE ${P.table} p SET ${P.amount_refund_pending} = p.${P.amount_refund_pending} + refund.refund_amount,
            ${P.updated_at} = now()
          FROM refund WHERE p.${P.id} = ${r.paymentId}
          RETURNING p.${P.id})
        SELECT refund.refund_id AS id FROM refund, held`,
  )
  return row ? Number(row.id) : undefined
}

/** A refund as the site keeps it. */
export interface RefundRow {
  id: number
  paymentId: number
  amount: number
  gst: number
  qst: number
  reason: RefundReason
  key: string
  status: RefundStatus
  stripeRefundId: string | null
  stripeStatus: string | null
  note: string | null
  createdAt: Date
}

const refundColumns = sql`${R.id}, ${R.payment_id}, ${R.amount}, ${R.gst}, ${R.qst}, ${R.reason}, ${R.idempotency_key},
  ${R.status}, ${R.stripe_refund_id}, ${R.stripe_status}, ${R.note}, ${R.created_at}`

const toRefundRow = (r: Row): RefundRow => ({
  id: Number(r.id),
  paymentId: Number(r.payment_id),
  amount: Number(r.amount),
  gst: Number(r.gst),
  qst: Number(r.qst),
  reason: r.reason as RefundReason,
  key: String(r.idempotency_key),
  status: r.status as RefundStatus,
  stripeRefundId: text(r.stripe_refund_id),
  stripeStatus: text(r.stripe_status),
  note: text(r.note),
  createdAt: new Date(r.created_at as string),
})

/**
 * A refund, its row locked until the request's transaction ends (take its payment's lock first:
 * lockPaymentWithSeat), by its id or by Stripe's.
 */
export async function lockRefund(
  req: PayloadRequest,
  key: { id: number } | { stripeRefundId: string },
): Promise<RefundRow | undefined> {
  const where = 'id' in key ? sql`${R.id} = ${key.id}` : sql`${R.stripe_refund_id} = ${key.stripeRefundId}`
  const [row] = await execute(req, sql`SELECT ${refundColumns} FROM ${R.table} WHERE ${where} FOR UPDATE`)
  return row ? toRefundRow(row) : undefined
}

/** A refund, unlocked. */
export async function readRefund(from: Payload | PayloadRequest, id: number): Promise<RefundRow | undefined> {
  const [row] = await execute(from, sql`SELECT ${refundColumns} FROM ${R.table} WHERE ${R.id} = ${id}`)
  return row ? toRefundRow(row) : undefined
}

/**
 * What the refunds of a payment that are not failed hold (made, or reserved): the earlier parts a
 * new refund's GST and QST are computed against (partAmounts), and how many failed (for the key of
 * a cancellation retried after a failure).
 */
export async function refundsSoFar(
  req: PayloadRequest,
  paymentId: number,
): Promise<{ held: { subtotal: number; gst: number; qst: number }; failed: number }> {
  const [row] = await execute(
    req,
    sql`SELECT coalesce(sum(${R.amount} - ${R.gst} - ${R.qst}) FILTER (WHERE ${R.status} <> 'failed'), 0) AS subtotal,
          coalesce(sum(${R.gst}) FILTER (WHERE ${R.status} <> 'failed'), 0) AS gst,
          coalesce(sum(${R.qst}) FILTER (WHERE ${R.status} <> 'failed'), 0) AS qst,
          count(*) FILTER (WHERE ${R.status} = 'failed') AS failed
        FROM ${R.table} WHERE ${R.payment_id} = ${paymentId}`,
  )
  return {
    held: { subtotal: Number(row?.subtotal ?? 0), gst: Number(row?.gst ?? 0), qst: Number(row?.qst ?? 0) },
    failed: Number(row?.failed ?? 0),
  }
}

export interface RefundMove {
  /** The states the refund may leave; a refund in none of them is left as it is. */
  from: RefundStatus[]
  to: RefundStatus
  stripeRefundId?: string
  stripeStatus?: string
  /** Why Stripe refused or failed it (written with `failed`; cleared otherwise). */
  failureReason?: string
}

/**
 * Moves a refund to `to` and its payment's figures with it, in one statement under the refund's row
 * lock: a pending refund's amount is reserved (`amount_refund_pending`), a succeeded one's is
 * refunded (`amount_refunded`), a failed one's is neither, so each move shifts the amount between
 * the two as the refund's state says; the payment's status follows what is refunded (paid,
 * partially_refunded, refunded) unless it is elsewhere (disputed, or never paid). The payments'
 * CHECK keeps both under the total. The state it left, or undefined when it was in none of `from`.
 */
export async function moveRefund(req: PayloadRequest, id: number, move: RefundMove): Promise<RefundStatus | undefined> {
  const to = move.to
  const pendingDelta = sql`(CASE WHEN ${to} = 'pending' THEN r.amount ELSE 0 END) - (CASE WHEN r.was = 'pending' THEN r.amount ELSE 0 END)`
  const refundedDelta = sql`(CASE WHEN ${to} = 'succeeded' THEN r.amount ELSE 0 END) - (CASE WHEN r.was = 'succeeded' THEN r.amount ELSE 0 END)`
  const [row] = await execute(
    req,
    sql`WITH old AS (
          SELECT ${R.id} AS id, ${R.payment_id} AS payment_id, ${R.amount} AS amount, ${R.status} AS was
          FROM ${R.table} WHERE ${R.id} = ${id} AND ${R.status} IN (${sql.join(
            move.from.map((s) => sql`${s}`),
            sql`, `,
          )}) FOR UPDATE),
        r AS (
          UPDATE ${R.table} SET ${R.status} = ${to},
            ${R.stripe_refund_id} = coalesce(${move.stripeRefundId ?? null}, ${R.table}.${R.stripe_refund_id}),
            ${R.stripe_status} = coalesce(${move.stripeStatus ?? null}, ${R.table}.${R.stripe_status}),
            ${R.failure_reason} = ${to === 'failed' ? (move.failureReason ?? null) : null},
            ${R.refunded_at} = ${to === 'succeeded' ? sql`coalesce(${R.table}.${R.refunded_at}, now())` : sql`NULL`},
            ${R.updated_at} = now()
          FROM old WHERE ${R.table}.${R.id} = old.id
          RETURNING old.payment_id, old.amount, old.was),
        p AS (
          UPDATE ${P.table} p SET
            ${P.amount_refund_pending} = p.${P.amount_refund_pending} + ${pendingDelta},
            ${P.amount_refunded} = p.${P.amount_refunded} + ${refundedDelta},
            ${P.status} = CASE WHEN p.${P.status} IN ('paid', 'partially_refunded', 'refunded') THEN (CASE
                WHEN p.${P.amount_refunded} + ${refundedDelta} >= p.${P.total} THEN 'refunded'
                WHEN p.${P.amount_refunded} + ${refundedDelta} > 0 THEN 'partially_refunded'
                ELSE 'paid' END)::enum_payments_status
              ELSE p.${P.status} END,
            ${P.updated_at} = now()
          FROM r WHERE p.${P.id} = r.payment_id
          RETURNING p.${P.id})
        SELECT r.was FROM r, p`,
  )
  return row ? (row.was as RefundStatus) : undefined
}

/** A refund still to send to Stripe, with its payment's intent. */
export interface PendingRefund {
  id: number
  amount: number
  key: string
  paymentId: number
  paymentIntentId: string | null
  createdAt: Date
}

/**
 * The refunds not yet sent to Stripe, or sent without an answer recorded (`only` those ids, if
 * given), oldest first, at most 100, with their payment's intent.
 */
export async function pendingRefunds(from: Payload, only?: number[]): Promise<PendingRefund[]> {
  const rows = await execute(
    from,
    sql`SELECT r.${R.id}, r.${R.amount}, r.${R.idempotency_key}, r.${R.created_at}, p.${P.payment_intent_id}, p.${P.id} AS payment_id
        FROM ${R.table} r JOIN ${P.table} p ON p.${P.id} = r.${R.payment_id}
        WHERE r.${R.status} = 'pending' AND r.${R.stripe_refund_id} IS NULL ${
          only?.length
            ? sql`AND r.${R.id} IN (${sql.join(
                only.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``
        }
        ORDER BY r.${R.id} LIMIT 100`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    amount: Number(r.amount),
    key: String(r.idempotency_key),
    paymentId: Number(r.payment_id),
    paymentIntentId:
      r.payment_intent_id === null || r.payment_intent_id === undefined ? null : String(r.payment_intent_id),
    createdAt: new Date(r.created_at as string),
  }))
}

/**
 * Refunds Stripe answered `pending` or `requires_action` and whose state was last looked at more
 * than `minutes` ago, oldest first, at most 50: the sweep asks Stripe about them, in case the event
 * that settles one never arrived.
 */
export async function refundsWaitingAtStripe(
  from: Payload,
  minutes: number,
): Promise<{ id: number; paymentId: number; stripeRefundId: string }[]> {
  const rows = await execute(
    from,
    sql`SELECT ${R.id}, ${R.payment_id}, ${R.stripe_refund_id} FROM ${R.table}
        WHERE ${R.status} = 'pending' AND ${R.stripe_refund_id} IS NOT NULL
          AND ${R.updated_at} < now() - make_interval(mins => ${minutes})
        ORDER BY ${R.updated_at} LIMIT 50`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    paymentId: Number(r.payment_id),
    stripeRefundId: String(r.stripe_refund_id),
  }))
}

/** A payment's refunds still reserved and never answered by Stripe, newest first. */
export async function unsentRefunds(req: PayloadRequest, paymentId: number): Promise<{ id: number; amount: number }[]> {
  const rows = await execute(
    req,
    sql`SELECT ${R.id}, ${R.amount} FROM ${R.table}
        WHERE ${R.payment_id} = ${paymentId} AND ${R.status} = 'pending' AND ${R.stripe_refund_id} IS NULL
        ORDER BY ${R.id} DESC FOR UPDATE`,
  )
  return rows.map((r) => ({ id: Number(r.id), amount: Number(r.amount) }))
}

/** Notes that Stripe's state of a refund was looked at (the sweep's next look waits its turn). */
export async function touchRefund(from: Payload | PayloadRequest, id: number): Promise<void> {
  await execute(from, sql`UPDATE ${R.table} SET ${R.updated_at} = now() WHERE ${R.id} = ${id}`)
}

/**
 * What the Checkout session a charge was booked from asked for (Stripe's `amount_total` when the
 * session was created), for the e-mail of a charge of another amount; undefined for a payment no
 * session settled.
 */
export async function askedOfCharge(req: PayloadRequest, paymentId: number): Promise<number | undefined> {
  const [row] = await execute(
    req,
    sql`SELECT amount_total FROM checkout_sessions WHERE settled_payment_id = ${paymentId} ORDER BY updated_at DESC LIMIT 1`,
  )
  return row ? Number(row.amount_total) : undefined
}

/** The client a payment is for, by name (the booking's, the consultation's or the inquiry's), for an e-mail. */
export async function clientNameOfPayment(req: PayloadRequest, paymentId: number): Promise<string | undefined> {
  const [row] = await execute(
    req,
    sql`SELECT coalesce(p.${P.buyer_name}, b.${B.name}, c.${C.name}, i.${I.name}) AS name ${adminJoins} WHERE p.${P.id} = ${paymentId}`,
  )
  return row?.name ? String(row.name) : undefined
}

// ---------------------------------------------------------------------------------------------
// Payment requests
// ---------------------------------------------------------------------------------------------

/**
 * The client a payment request is for (an inquiry or a class booking): its name, address and
 * language, its row locked until the request's transaction ends, so the client cannot be erased
 * or changed while the request is written.
 */
export async function lockRequestTarget(
  req: PayloadRequest,
  target: { kind: 'inquiry' | 'booking'; id: number },
): Promise<{ name: string; email: string; locale: string } | undefined> {
  const table = target.kind === 'inquiry' ? I : B
  const [row] = await execute(
    req,
    sql`SELECT ${table.name}, ${table.email}, ${table.locale} FROM ${table.table} WHERE ${table.id} = ${target.id} FOR UPDATE`,
  )
  return row ? { name: String(row.name), email: String(row.email), locale: String(row.locale) } : undefined
}

/**
 * Stores a pending payment request for an inquiry or a booking, without an expiry (it holds no
 * seat); its id. A booking's second pending payment fails on PostgreSQL's unique constraint.
 */
export async function insertRequestPayment(
  req: PayloadRequest,
  target: { kind: 'inquiry' | 'booking'; id: number },
  p: Amounts & Pick<NewPayment, 'offerName' | 'email' | 'locale' | 'buyerName' | 'descriptions' | 'seller'>,
): Promise<number> {
  const link = target.kind === 'inquiry' ? sql`${P.inquiry_id}` : sql`${P.booking_id}`
  const [row] = await execute(
    req,
    sql`INSERT INTO ${P.table} (${link}, ${P.purpose}, ${P.offer_name}, ${P.email}, ${P.subtotal}, ${P.gst}, ${P.qst},
          ${P.total}, ${P.amount_refunded}, ${P.currency}, ${P.gst_rate}, ${P.qst_rate}, ${P.status}, ${P.locale},
          ${P.buyer_name}, ${P.description_fr}, ${P.description_en}, ${P.seller})
        VALUES (${target.id}, 'request', ${p.offerName}, ${p.email}, ${p.subtotal}, ${p.gst}, ${p.qst},
          ${p.total}, 0, ${CURRENCY}, ${p.gstRate}, ${p.qstRate}, 'pending', ${p.locale},
          ${p.buyerName}, ${p.descriptions.fr}, ${p.descriptions.en}, ${json(p.seller)}::jsonb)
        RETURNING ${P.id}`,
  )
  return Number(row!.id)
}

/**
 * Stores the pending balance of a deposit: for the same booking or consultation, linked to the
 * deposit (one balance per deposit: PostgreSQL's unique index), without an expiry (it holds no
 * seat: the booking is held by its deposit), with what its receipt will say (the deposit's buyer,
 * descriptions and seller: one sale, taxed as the deposit was); its id. A booking's second pending payment fails on
 * PostgreSQL's unique constraint.
 */
export async function insertBalancePayment(
  req: PayloadRequest,
  deposit: PaymentRecord,
  p: { subtotal: number; gst: number; qst: number; total: number; offerName: string } & Pick<
    NewPayment,
    'buyerName' | 'descriptions' | 'seller'
  >,
): Promise<number> {
  const [row] = await execute(
    req,
    sql`INSERT INTO ${P.table} (${P.booking_id}, ${P.consultation_booking_id}, ${P.balance_of_id}, ${P.purpose}, ${P.offer_name},
          ${P.email}, ${P.subtotal}, ${P.gst}, ${P.qst}, ${P.total}, ${P.amount_refunded}, ${P.currency}, ${P.gst_rate},
          ${P.qst_rate}, ${P.status}, ${P.locale}, ${P.buyer_name}, ${P.description_fr}, ${P.description_en}, ${P.seller})
        VALUES (${deposit.bookingId}, ${deposit.consultationId}, ${deposit.id}, 'balance', ${p.offerName}, ${deposit.email},
          ${p.subtotal}, ${p.gst}, ${p.qst}, ${p.total}, 0, ${CURRENCY}, ${deposit.gstRate}, ${deposit.qstRate}, 'pending',
          ${deposit.locale}, ${p.buyerName}, ${p.descriptions.fr}, ${p.descriptions.en}, ${json(p.seller)}::jsonb)
        RETURNING ${P.id}`,
  )
  return Number(row!.id)
}

/** The balance payment of a deposit, if one was requested. */
export async function balanceOfDeposit(req: PayloadRequest, depositId: number): Promise<number | undefined> {
  const [row] = await execute(req, sql`SELECT ${P.id} FROM ${P.table} WHERE ${P.balance_of_id} = ${depositId}`)
  return row ? Number(row.id) : undefined
}

/** The inquiry a payment request is for, if any. */
export async function inquiryOfPayment(req: PayloadRequest, paymentId: number): Promise<number | undefined> {
  const [row] = await execute(req, sql`SELECT ${P.inquiry_id} FROM ${P.table} WHERE ${P.id} = ${paymentId}`)
  return row?.inquiry_id === null || row?.inquiry_id === undefined ? undefined : Number(row.inquiry_id)
}

// ---------------------------------------------------------------------------------------------
// The studio's Payments tab: payments with what they are for, their refunds, the tax totals
// ---------------------------------------------------------------------------------------------

// The tab's list joins each payment to the booking, consultation or inquiry it is for and searches
// across them, paged: one statement Payload's `find` cannot write across four collections.

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString())

const adminColumns = sql`p.${P.id}, p.${P.created_at}, p.${P.paid_at}, p.${P.purpose}, p.${P.offer_name}, p.${P.email},
  p.${P.status}, p.${P.currency}, p.${P.subtotal}, p.${P.gst}, p.${P.qst}, p.${P.total}, p.${P.amount_refunded},
  p.${P.amount_refund_pending}, p.${P.full_price}, p.${P.payment_intent_id}, p.${P.balance_of_id},
  (SELECT bp.${P.id} FROM ${P.table} bp WHERE bp.${P.balance_of_id} = p.${P.id} LIMIT 1) AS balance_id,
  p.${P.booking_id}, b.${B.name} AS booking_name, b.${B.status} AS booking_status,
  p.${P.consultation_booking_id}, c.${C.name} AS consultation_name, c.${C.status} AS consultation_status,
  p.${P.inquiry_id}, i.${I.name} AS inquiry_name, i.${I.stage} AS inquiry_stage`

const adminJoins = sql`FROM ${P.table} p
  LEFT JOIN ${B.table} b ON b.${B.id} = p.${P.booking_id}
  LEFT JOIN ${C.table} c ON c.${C.id} = p.${P.consultation_booking_id}
  LEFT JOIN ${I.table} i ON i.${I.id} = p.${P.inquiry_id}`

/** The search box: a payment's number, its e-mail, what it is for, or the client's name. */
function searchClause(q: string | undefined): SQL {
  if (!q) return sql`TRUE`
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const byId = /^\d{1,9}$/.test(q) ? sql` OR p.${P.id} = ${Number(q)}` : sql``
  return sql`(p.${P.email} ILIKE ${like} OR p.${P.offer_name} ILIKE ${like} OR b.${B.name} ILIKE ${like}
    OR c.${C.name} ILIKE ${like} OR i.${I.name} ILIKE ${like}${byId})`
}

function paidFor(r: Row): PaidFor | null {
  if (r.booking_id !== null && r.booking_id !== undefined)
    return {
      kind: 'booking',
      id: Number(r.booking_id),
      name: String(r.booking_name ?? ''),
      status: text(r.booking_status),
    }
  if (r.consultation_booking_id !== null && r.consultation_booking_id !== undefined)
    return {
      kind: 'consultation',
      id: Number(r.consultation_booking_id),
      name: String(r.consultation_name ?? ''),
      status: text(r.consultation_status),
    }
  if (r.inquiry_id !== null && r.inquiry_id !== undefined)
    return {
      kind: 'inquiry',
      id: Number(r.inquiry_id),
      name: String(r.inquiry_name ?? ''),
      status: text(r.inquiry_stage),
    }
  return null
}

function toRefund(r: Row): AdminRefund {
  return {
    id: Number(r.id),
    amount: Number(r.amount),
    gst: Number(r.gst),
    qst: Number(r.qst),
    reason: r.reason as RefundReason,
    note: text(r.note),
    requestedBy: String(r.requested_by),
    status: r.status as RefundStatus,
    stripeStatus: text(r.stripe_status),
    failureReason: text(r.failure_reason),
    retryOf: r.retry_of_id === null || r.retry_of_id === undefined ? null : Number(r.retry_of_id),
    retriedBy: r.retried_by === null || r.retried_by === undefined ? null : Number(r.retried_by),
    createdAt: iso(r.created_at)!,
    refundedAt: iso(r.refunded_at),
  }
}

function toPayment(r: Row, refunds: AdminRefund[]): AdminPayment {
  const status = r.status as PaymentStatus
  const total = Number(r.total)
  const amountRefunded = Number(r.amount_refunded)
  const amountRefundPending = Number(r.amount_refund_pending ?? 0)
  const refundable =
    REFUNDABLE_STATUSES.includes(status) && r.payment_intent_id
      ? Math.max(0, total - amountRefunded - amountRefundPending)
      : 0
  return {
    id: Number(r.id),
    createdAt: iso(r.created_at)!,
    paidAt: iso(r.paid_at),
    purpose: r.purpose as PaymentPurpose,
    offerName: String(r.offer_name),
    email: String(r.email),
    status,
    subtotal: Number(r.subtotal),
    gst: Number(r.gst),
    qst: Number(r.qst),
    total,
    amountRefunded,
    amountRefundPending,
    refundable,
    suggestedRefund: refundable,
    fullPrice: r.full_price === null || r.full_price === undefined ? null : Number(r.full_price),
    balanceOf: r.balance_of_id === null || r.balance_of_id === undefined ? null : Number(r.balance_of_id),
    balanceId: r.balance_id === null || r.balance_id === undefined ? null : Number(r.balance_id),
    bookingId: r.booking_id === null || r.booking_id === undefined ? null : Number(r.booking_id),
    currency: String(r.currency),
    paidFor: paidFor(r),
    refunds,
  }
}

async function refundsOf(from: Payload | PayloadRequest, ids: number[]): Promise<Map<number, AdminRefund[]>> {
  const byPayment = new Map<number, AdminRefund[]>()
  if (!ids.length) return byPayment
  const rows = await execute(
    from,
    sql`SELECT r.${R.id}, r.${R.payment_id}, r.${R.amount}, r.${R.gst}, r.${R.qst}, r.${R.reason}, r.${R.note}, r.${R.requested_by},
          r.${R.status}, r.${R.stripe_status}, r.${R.failure_reason}, r.${R.retry_of_id}, r.${R.created_at}, r.${R.refunded_at},
          (SELECT again.${R.id} FROM ${R.table} again WHERE again.${R.retry_of_id} = r.${R.id} LIMIT 1) AS retried_by
        FROM ${R.table} r WHERE r.${R.payment_id} IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY r.${R.id}`,
  )
  for (const row of rows) {
    const id = Number(row.payment_id)
    byPayment.set(id, [...(byPayment.get(id) ?? []), toRefund(row)])
  }
  return byPayment
}

async function adminPaymentsWhere(
  from: Payload | PayloadRequest,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<AdminPayment[]> {
  const rows = await execute(
    from,
    sql`SELECT ${adminColumns} ${adminJoins} WHERE ${where}
        ORDER BY p.${P.created_at} DESC, p.${P.id} DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  )
  const refunds = await refundsOf(
    from,
    rows.map((r) => Number(r.id)),
  )
  return rows.map((r) => toPayment(r, refunds.get(Number(r.id)) ?? []))
}

/** Which payments the tab shows: one by `id`, or those matching the search box, of one `status`, or paid. */
export interface AdminPaymentFilter {
  id?: number
  q?: string
  status?: PaymentStatus
  /** Only those that took money (the accountant's export). */
  paidOnly?: boolean
}

function adminWhere(filter: AdminPaymentFilter): SQL {
  const parts: SQL[] = []
  if (filter.id !== undefined) parts.push(sql`p.${P.id} = ${filter.id}`)
  else parts.push(searchClause(filter.q))
  if (filter.status) parts.push(sql`p.${P.status} = ${filter.status}`)
  if (filter.paidOnly) parts.push(sql`p.${P.paid_at} IS NOT NULL`)
  return sql.join(parts, sql` AND `)
}

/** The payments `filter` names, newest first, paged, with their refunds and what each is for. */
export async function adminPayments(
  from: Payload | PayloadRequest,
  filter: AdminPaymentFilter,
  page: { limit: number; offset: number },
): Promise<AdminPayment[]> {
  return adminPaymentsWhere(from, adminWhere(filter), page)
}

/** How many payments `filter` names (the tab's X-Total-Count). */
export async function countAdminPayments(from: Payload | PayloadRequest, filter: AdminPaymentFilter): Promise<number> {
  const [count] = await execute(from, sql`SELECT count(*) AS n ${adminJoins} WHERE ${adminWhere(filter)}`)
  return Number(count?.n ?? 0)
}

/** The refund recorded under `key`, if any (the studio's form sent again). */
export async function refundWithKey(req: PayloadRequest, key: string): Promise<number | undefined> {
  const [row] = await execute(req, sql`SELECT ${R.id} FROM ${R.table} WHERE ${R.idempotency_key} = ${key}`)
  return row ? Number(row.id) : undefined
}

/** The studio's reason for a refund it made, written on the refund. */
export async function setRefundNote(req: PayloadRequest, id: number, note: string): Promise<void> {
  await execute(req, sql`UPDATE ${R.table} SET ${R.note} = ${note} WHERE ${R.id} = ${id}`)
}

// ---------------------------------------------------------------------------------------------
// The payments' settings (`payment_settings`, a table of our own migration, not Payload's)
// ---------------------------------------------------------------------------------------------

/** The value remembered under `name`, if any. */
export async function paymentSetting(from: Payload, name: string): Promise<string | undefined> {
  const [row] = await execute(from, sql`SELECT value FROM payment_settings WHERE name = ${name}`)
  return row ? String(row.value) : undefined
}

/**
 * Remembers `value` under `name` unless a value is there already, and answers the one kept: the
 * PRIMARY KEY keeps the first written (ON CONFLICT DO NOTHING), so instances writing at the same
 * moment all read the same value.
 */
export async function keepPaymentSetting(from: Payload, name: string, value: string): Promise<string> {
  await execute(
    from,
    sql`INSERT INTO payment_settings (name, value) VALUES (${name}, ${value}) ON CONFLICT (name) DO NOTHING`,
  )
  const [stored] = await execute(from, sql`SELECT value FROM payment_settings WHERE name = ${name}`)
  return String(stored!.value)
}

/** Forgets every value whose name starts with `prefix`. */
export async function forgetPaymentSettings(from: Payload, prefix: string): Promise<void> {
  await execute(from, sql`DELETE FROM payment_settings WHERE name LIKE ${`${prefix}%`}`)
}

// ---------------------------------------------------------------------------------------------
// Stripe's events
// ---------------------------------------------------------------------------------------------

/**
 * Records a Stripe event once: its row is inserted with ON CONFLICT DO NOTHING, so of any number
 * of deliveries of one event (retries, concurrent deliveries to several instances) one inserts it
 * and the others wait on its uncommitted row, then find it. A once-only claim Payload's `create`
 * cannot express. True for the delivery that recorded it.
 */
export async function recordStripeEvent(req: PayloadRequest, eventId: string, type: string): Promise<boolean> {
  const [recorded] = await execute(
    req,
    sql`INSERT INTO ${E.table} (${E.event_id}, ${E.type}, ${E.processed_at}) VALUES (${eventId}, ${type}, now())
        ON CONFLICT (${E.event_id}) DO NOTHING RETURNING ${E.id}`,
  )
  return Boolean(recorded)
}

// ---------------------------------------------------------------------------------------------
// The booking a payment is for
// ---------------------------------------------------------------------------------------------

export interface BookingOfPayment {
  id: number
  status: string
  sessionId: number | null
  name: string
}

/**
 * The booking a payment pays for, read in the webhook's transaction after its session's and
 * payment's row locks (lockPaymentWithSeat): one statement for the four columns the webhook needs.
 */
export async function bookingOfPayment(req: PayloadRequest, id: number): Promise<BookingOfPayment | undefined> {
  const [row] = await execute(
    req,
    sql`SELECT ${B.id}, ${B.status}, ${B.session_id}, ${B.name} FROM ${B.table} WHERE ${B.id} = ${id}`,
  )
  return row
    ? {
        id: Number(row.id),
        status: String(row.status),
        sessionId: row.session_id === null ? null : Number(row.session_id),
        name: String(row.name),
      }
    : undefined
}

// ---------------------------------------------------------------------------------------------
// Consultations' payments and Checkout sessions
// ---------------------------------------------------------------------------------------------

/**
 * The payments of a consultation, locked until the request's transaction ends (after the
 * consultation's own row, the order lockPaymentWithSeat takes): `refundable`, those that took money
 * and still hold some of it, newest first; `open`, the one still pending.
 */
export async function consultationPayments(
  req: PayloadRequest,
  consultationId: number,
  which: 'refundable' | 'open',
): Promise<PaymentRecord[]> {
  const rows = await execute(
    req,
    sql`SELECT ${paymentColumns} FROM ${P.table}
        WHERE ${P.consultation_booking_id} = ${consultationId} AND ${
          which === 'open'
            ? sql`${P.status} = 'pending'`
            : sql`${P.status} IN ('paid', 'partially_refunded') AND ${P.amount_refunded} + ${P.amount_refund_pending} < ${P.total}`
        }
        ORDER BY ${P.id} DESC FOR UPDATE`,
  )
  return rows.map(toRecord)
}

/**
 * The Checkout session's id and address stored on its payment, with the answer to the request's
 * Idempotency-Key, in one statement (atomic by itself: no BEGIN and COMMIT round trips on the
 * visitor's wait).
 */
export async function storeCheckoutSession(
  req: PayloadRequest,
  paymentId: number,
  session: { id: string; url: string; expiresAt: Date },
  answer: unknown,
  idempotency: StoringContext['idempotency'],
): Promise<void> {
  const key = idempotency ? sql`, answer AS (${idempotency.insert(201, sql`${JSON.stringify(answer)}::jsonb`)})` : sql``
  await execute(
    req,
    sql`WITH p AS (
      UPDATE ${P.table} SET ${P.checkout_session_id} = ${session.id}, ${P.checkout_url} = ${session.url},
        ${P.expires_at} = ${session.expiresAt.toISOString()}, ${P.updated_at} = now()
      WHERE ${P.id} = ${paymentId} RETURNING ${P.id})
    ${key}
    SELECT ${P.id} FROM p`,
  )
}

// ---------------------------------------------------------------------------------------------
// Checkout sessions the site opened, and what the webhook could not match (`checkout_sessions`,
// `stripe_incidents`: tables of our own migration, not Payload's)
// ---------------------------------------------------------------------------------------------

/** One tax line Stripe charged on a session: the rate, its kind (`gst`, `qst`) and the amount. */
export interface SessionTax {
  rate: string
  type: string | null
  percentage: number | null
  amount: number
  taxable: number
  /** A line of its own (a session of exact lines), not a rate Stripe applied. */
  line?: boolean
}

/** A Checkout session the site opened, with what Stripe answered when it created it. */
export interface CheckoutSessionRecord {
  sessionId: string
  paymentId: number
  amountTotal: number
  amountSubtotal: number
  currency: string
  taxes: SessionTax[]
  state: 'open' | 'expired' | 'complete'
  /** The payment row its charge was booked as, once it was (its own payment, or a row of its own). */
  settledPaymentId: number | null
}

/**
 * Records a Checkout session the site just opened, with what Stripe answered: once (the session
 * id is the PRIMARY KEY, and an idempotent replay of the create call answers the same session).
 */
export async function insertCheckoutSession(
  from: Payload | PayloadRequest,
  s: Omit<CheckoutSessionRecord, 'state' | 'settledPaymentId'> & { expiresAt: Date | null },
): Promise<void> {
  await execute(
    from,
    sql`INSERT INTO checkout_sessions (session_id, payment_id, amount_total, amount_subtotal, currency, taxes, expires_at)
        VALUES (${s.sessionId}, ${s.paymentId}, ${s.amountTotal}, ${s.amountSubtotal}, ${s.currency},
          ${JSON.stringify(s.taxes)}::jsonb, ${s.expiresAt?.toISOString() ?? null})
        ON CONFLICT (session_id) DO NOTHING`,
  )
}

/**
 * The record of a Checkout session the site opened, or undefined for one it did not; its row
 * locked until the request's transaction ends (the webhook's events of one session, and only they,
 * lock it, always first: before the seat's and the payment's rows).
 */
export async function checkoutSessionRecord(
  req: PayloadRequest,
  sessionId: string,
): Promise<CheckoutSessionRecord | undefined> {
  const [row] = await execute(
    req,
    sql`SELECT session_id, payment_id, amount_total, amount_subtotal, currency, taxes, state, settled_payment_id
        FROM checkout_sessions WHERE session_id = ${sessionId} FOR UPDATE`,
  )
  if (!row) return undefined
  return {
    sessionId: String(row.session_id),
    paymentId: Number(row.payment_id),
    amountTotal: Number(row.amount_total),
    amountSubtotal: Number(row.amount_subtotal),
    currency: String(row.currency),
    taxes: (typeof row.taxes === 'string' ? JSON.parse(row.taxes) : row.taxes) as SessionTax[],
    state: row.state as CheckoutSessionRecord['state'],
    settledPaymentId: row.settled_payment_id === null ? null : Number(row.settled_payment_id),
  }
}

/** Marks a session expired or complete (settled: its charge booked as that payment row). */
export async function markCheckoutSession(
  from: Payload | PayloadRequest,
  sessionId: string,
  state: 'expired' | 'complete',
  settledPaymentId?: number,
): Promise<void> {
  await execute(
    from,
    sql`UPDATE checkout_sessions SET state = ${state}, updated_at = now()
          ${settledPaymentId === undefined ? sql`` : sql`, settled_payment_id = ${settledPaymentId}`}
        WHERE session_id = ${sessionId}`,
  )
}

/**
 * The Checkout sessions still open at Stripe that nobody may pay any more: their payment is no
 * longer pending (paid by another session, released, withdrawn), or its current session is another
 * one (a payment request's older session), or what it pays for is gone (a booking cancelled or
 * whose waitlist offer lapsed, an inquiry lost or archived: `targetGone`). Oldest first, at most
 * `limit`; `only` those of these payments, when given. A session past its own expiry is Stripe's
 * to expire, and is left out.
 */
export async function checkoutsToWithdraw(
  from: Payload,
  limit: number,
  only?: number[],
): Promise<{ sessionId: string; paymentId: number; paymentStatus: PaymentStatus; targetGone: boolean }[]> {
  const gone = sql`(i.${I.stage} IN ('lost', 'archived') OR b.${B.status} IN ('cancelled', 'lapsed'))`
  const rows = await execute(
    from,
    sql`SELECT s.session_id, s.payment_id, p.${P.status} AS payment_status, coalesce(${gone}, false) AS target_gone
        FROM checkout_sessions s
        JOIN ${P.table} p ON p.${P.id} = s.payment_id
        LEFT JOIN ${I.table} i ON i.${I.id} = p.${P.inquiry_id}
        LEFT JOIN ${B.table} b ON b.${B.id} = p.${P.booking_id}
        WHERE s.state = 'open' AND (s.expires_at IS NULL OR s.expires_at > now())
          AND (p.${P.status} <> 'pending'
            OR p.${P.checkout_session_id} IS DISTINCT FROM s.session_id
            OR ${gone})
          ${
            only?.length
              ? sql`AND s.payment_id IN (${sql.join(
                  only.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql``
          }
        ORDER BY s.created_at LIMIT ${limit}`,
  )
  return rows.map((r) => ({
    sessionId: String(r.session_id),
    paymentId: Number(r.payment_id),
    paymentStatus: r.payment_status as PaymentStatus,
    targetGone: r.target_gone === true,
  }))
}

/** The stage of the inquiry a payment request is for, if it is for one. */
export async function inquiryStageOfPayment(req: PayloadRequest, paymentId: number): Promise<string | undefined> {
  const [row] = await execute(
    req,
    sql`SELECT i.${I.stage} FROM ${P.table} p JOIN ${I.table} i ON i.${I.id} = p.${P.inquiry_id} WHERE p.${P.id} = ${paymentId}`,
  )
  return row ? String(row.stage) : undefined
}

/**
 * A payment paid by one of its sessions, in the webhook's transaction (its row locked), in one
 * statement: paid with the amounts Stripe answered for that session (the books hold what Stripe
 * charged, to the cent, however it rounded a half cent of tax), its intent and time, and the
 * session marked settled by it.
 */
export async function settlePayment(
  req: PayloadRequest,
  id: number,
  sessionId: string,
  a: Pick<Amounts, 'subtotal' | 'gst' | 'qst' | 'total'> & { paymentIntentId: string | null; paidAt: Date },
): Promise<void> {
  await execute(
    req,
    sql`WITH settled AS (
          UPDATE checkout_sessions SET state = 'complete', settled_payment_id = ${id}, updated_at = now()
          WHERE session_id = ${sessionId} RETURNING session_id)
        UPDATE ${P.table} SET ${P.subtotal} = ${a.subtotal}, ${P.gst} = ${a.gst}, ${P.qst} = ${a.qst}, ${P.total} = ${a.total},
          ${P.status} = 'paid', ${P.payment_intent_id} = ${a.paymentIntentId}, ${P.paid_at} = ${a.paidAt.toISOString()},
          ${P.expires_at} = NULL, ${P.updated_at} = now()
        WHERE ${P.id} = ${id}`,
  )
}

/**
 * A charge Stripe took on a session of ours that cannot settle its payment (a second charge for
 * something already paid, or another amount than asked), booked as a payment row of its own: the
 * same booking, consultation or inquiry, description, e-mail and language as `fromId`, and the
 * buyer, both descriptions and seller its receipt names as they were when `fromId` was made; paid,
 * with the amounts and currency charged. Every charge captured on a session of ours is a payment row.
 */
export async function insertChargePayment(
  req: PayloadRequest,
  fromId: number,
  charge: Pick<Amounts, 'subtotal' | 'gst' | 'qst' | 'total'> & {
    currency: string
    paymentIntentId: string | null
    paidAt: Date
  },
): Promise<number> {
  const [row] = await execute(
    req,
    sql`INSERT INTO ${P.table} (${P.booking_id}, ${P.consultation_booking_id}, ${P.inquiry_id}, ${P.purpose}, ${P.offer_name}, ${P.email},
          ${P.subtotal}, ${P.gst}, ${P.qst}, ${P.total}, ${P.amount_refunded}, ${P.currency}, ${P.gst_rate}, ${P.qst_rate}, ${P.status},
          ${P.payment_intent_id}, ${P.paid_at}, ${P.locale}, ${P.buyer_name}, ${P.description_fr}, ${P.description_en}, ${P.seller})
        SELECT ${P.booking_id}, ${P.consultation_booking_id}, ${P.inquiry_id}, ${P.purpose}, ${P.offer_name}, ${P.email},
          ${charge.subtotal}, ${charge.gst}, ${charge.qst}, ${charge.total}, 0, ${charge.currency}, ${P.gst_rate}, ${P.qst_rate}, 'paid',
          ${charge.paymentIntentId}, ${charge.paidAt.toISOString()}, ${P.locale}, ${P.buyer_name}, ${P.description_fr}, ${P.description_en}, ${P.seller}
        FROM ${P.table} WHERE ${P.id} = ${fromId}
        RETURNING ${P.id}`,
  )
  return Number(row!.id)
}

export type IncidentKind = 'foreign_session' | 'wrong_amount' | 'second_charge' | 'unusable_event'

export interface NewIncident {
  kind: IncidentKind
  /** What makes it one: the session's id, or the event's. */
  reference: string
  eventId: string
  eventType: string
  amount?: number | null
  currency?: string | null
  /** The buyer's e-mail as Stripe gives it (a session the site did not create). */
  buyerEmail?: string | null
  paymentId?: number | null
  detail: string
}

/** Records what the studio must look at in Stripe, once per kind and reference. True when it is new. */
export async function insertIncident(req: PayloadRequest, i: NewIncident): Promise<boolean> {
  const [row] = await execute(
    req,
    sql`INSERT INTO stripe_incidents (kind, reference, event_id, event_type, amount, currency, buyer_email, payment_id, detail)
        VALUES (${i.kind}, ${i.reference}, ${i.eventId}, ${i.eventType}, ${i.amount ?? null}, ${i.currency ?? null},
          ${i.buyerEmail ?? null}, ${i.paymentId ?? null}, ${i.detail})
        ON CONFLICT (kind, reference) DO NOTHING RETURNING id`,
  )
  return Boolean(row)
}

/**
 * A pending payment of an installment of a proposal (src/flows), purpose `installment`: tied to no
 * booking or inquiry, followed like a request's link (its Checkout opened or re-opened when the
 * client pays), with what its receipt will say (the client, the proposal and the installment in
 * both languages, the studio as it is now). The proposal keeps the link from its installment to
 * this payment.
 */
export async function insertInstallmentPayment(
  req: PayloadRequest,
  p: Amounts & Pick<NewPayment, 'offerName' | 'email' | 'locale' | 'buyerName' | 'descriptions'>,
): Promise<number> {
  const seller = await studioSeller(req)
  const [row] = await execute(
    req,
    sql`INSERT INTO ${P.table} (${P.purpose}, ${P.offer_name}, ${P.email}, ${P.subtotal}, ${P.gst}, ${P.qst},
          ${P.total}, ${P.amount_refunded}, ${P.currency}, ${P.gst_rate}, ${P.qst_rate}, ${P.status}, ${P.locale},
          ${P.buyer_name}, ${P.description_fr}, ${P.description_en}, ${P.seller})
        VALUES ('installment', ${p.offerName}, ${p.email}, ${p.subtotal}, ${p.gst}, ${p.qst},
          ${p.total}, 0, ${CURRENCY}, ${p.gstRate}, ${p.qstRate}, 'pending', ${p.locale},
          ${p.buyerName}, ${p.descriptions.fr}, ${p.descriptions.en}, ${json(seller)}::jsonb)
        RETURNING ${P.id}`,
  )
  return Number(row!.id)
}
