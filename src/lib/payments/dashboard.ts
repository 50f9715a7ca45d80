import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { execute, type Row } from '@/lib/db/statements'
import { inTransaction } from '@/lib/db/transaction'
import { enqueueEmails } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import { HttpError } from '@/lib/http/errors'
import { csvResponse, toCsv } from '@/lib/records/csv'
import type { CsvColumn } from '@/lib/records/columns'
import { MAX_EXPORT_ROWS, paginationHeaders, readListQuery } from '@/lib/records/list'
import {
  bookings as B,
  consultationBookings as C,
  inquiries as I,
  payments as P,
  refunds as R,
} from '@/platform/payload-tables'

import type { AdminPayment, AdminRefund, PaidFor, PaymentTotals, PeriodTotals, RefundAnswer } from './admin-shape'
import { refundEmail } from './emails'
import { paymentTexts } from './messages'
import type { PaymentPurpose, PaymentStatus, RefundReason, RefundStatus } from './model'
import { centsToDecimal } from './money'
import { lockPayment } from './store'
import { recordRefund, sendPendingRefunds } from './refunds'
import type { StudioRefund } from './schemas'

/**
 * The studio's months and quarters: a payment made at 23:30 on March 31 in Montreal belongs to the
 * first quarter, whatever UTC says. Quarters are calendar quarters (January–March, …).
 */
export const STUDIO_TIME_ZONE = 'America/Toronto'

/** The statuses in which Stripe holds money of the payment that can still go back. */
const REFUNDABLE: readonly PaymentStatus[] = ['paid', 'partially_refunded']

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString())

const paymentColumns = sql`p.${P.id}, p.${P.created_at}, p.${P.paid_at}, p.${P.purpose}, p.${P.offer_name}, p.${P.email},
  p.${P.status}, p.${P.currency}, p.${P.subtotal}, p.${P.gst}, p.${P.qst}, p.${P.total}, p.${P.amount_refunded}, p.${P.payment_intent_id},
  p.${P.booking_id}, b.${B.name} AS booking_name, b.${B.status} AS booking_status,
  p.${P.consultation_booking_id}, c.${C.name} AS consultation_name, c.${C.status} AS consultation_status,
  p.${P.inquiry_id}, i.${I.name} AS inquiry_name, i.${I.stage} AS inquiry_stage`

const paymentJoins = sql`FROM ${P.table} p
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

const text = (v: unknown) => (v === null || v === undefined ? null : String(v))

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
    createdAt: iso(r.created_at)!,
  }
}

function toPayment(r: Row, refunds: AdminRefund[]): AdminPayment {
  const status = r.status as PaymentStatus
  const total = Number(r.total)
  const amountRefunded = Number(r.amount_refunded)
  const refundable = REFUNDABLE.includes(status) && r.payment_intent_id ? Math.max(0, total - amountRefunded) : 0
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
    refundable,
    suggestedRefund: refundable,
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
    sql`SELECT ${R.id}, ${R.payment_id}, ${R.amount}, ${R.gst}, ${R.qst}, ${R.reason}, ${R.note}, ${R.requested_by},
          ${R.status}, ${R.created_at}
        FROM ${R.table} WHERE ${R.payment_id} IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY ${R.id}`,
  )
  for (const row of rows) {
    const id = Number(row.payment_id)
    byPayment.set(id, [...(byPayment.get(id) ?? []), toRefund(row)])
  }
  return byPayment
}

async function paymentsWhere(
  from: Payload | PayloadRequest,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<AdminPayment[]> {
  const rows = await execute(
    from,
    sql`SELECT ${paymentColumns} ${paymentJoins} WHERE ${where}
        ORDER BY p.${P.created_at} DESC, p.${P.id} DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  )
  const refunds = await refundsOf(
    from,
    rows.map((r) => Number(r.id)),
  )
  return rows.map((r) => toPayment(r, refunds.get(Number(r.id)) ?? []))
}

/** One payment as the tab shows it, or undefined. */
export async function adminPayment(from: Payload | PayloadRequest, id: number): Promise<AdminPayment | undefined> {
  const [found] = await paymentsWhere(from, sql`p.${P.id} = ${id}`, { limit: 1, offset: 0 })
  return found
}

/**
 * The Payments tab's list: every payment (or those of one `status`), newest first, with its
 * refunds and what it is for, paged like the other lists (?page ?limit ?q; totals in X-Total-*).
 */
export async function listPaymentsForTab(ctx: { req: PayloadRequest; payload: Payload }, status?: PaymentStatus) {
  const query = readListQuery(ctx.req)
  const where = status ? sql`${searchClause(query.q)} AND p.${P.status} = ${status}` : searchClause(query.q)
  const [count] = await execute(ctx.payload, sql`SELECT count(*) AS n ${paymentJoins} WHERE ${where}`)
  const totalDocs = Number(count?.n ?? 0)
  const items = await paymentsWhere(ctx.payload, where, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  })
  return {
    status: 200,
    body: items,
    headers: paginationHeaders({
      totalDocs,
      page: query.page,
      limit: query.limit,
      totalPages: Math.max(1, Math.ceil(totalDocs / query.limit)),
    }),
  }
}

/** A payment or a refund, one line of the export: money in is positive, money back negative. */
interface Movement {
  at: string | null
  kind: 'payment' | 'refund'
  payment: AdminPayment
  refund?: AdminRefund
}

/** The studio's local time of an instant, as a spreadsheet reads it: 2026-11-28 09:15. */
const localTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: STUDIO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const local = (at: string | null) => (at ? localTime.format(new Date(at)) : '')
/**
 * Dollars as a number, not text: the house's CSV writer makes any text that starts with "-" inert
 * (a formula guard), which would turn a refund's "-100.00" into text a spreadsheet cannot add up.
 * A whole number of cents over 100 prints as its exact two-decimal value (12.3 for 1230 cents).
 */
const money = (cents: number) => Number(centsToDecimal(cents))
const paidForText = (p: AdminPayment) => (p.paidFor ? `${p.paidFor.kind} ${p.paidFor.id}` : '')

const MOVEMENT_COLUMNS: CsvColumn<Movement>[] = [
  { key: 'date', value: (m) => local(m.at) },
  { key: 'type', value: (m) => m.kind },
  { key: 'paymentId', value: (m) => m.payment.id },
  { key: 'refundId', value: (m) => m.refund?.id ?? '' },
  { key: 'status', value: (m) => m.refund?.status ?? m.payment.status },
  { key: 'for', value: (m) => paidForText(m.payment) },
  { key: 'name', value: (m) => m.payment.paidFor?.name ?? '' },
  { key: 'email', value: (m) => m.payment.email },
  { key: 'description', value: (m) => m.payment.offerName },
  {
    key: 'subtotal',
    value: (m) => money(m.refund ? -(m.refund.amount - m.refund.gst - m.refund.qst) : m.payment.subtotal),
  },
  { key: 'gst', value: (m) => money(m.refund ? -m.refund.gst : m.payment.gst) },
  { key: 'qst', value: (m) => money(m.refund ? -m.refund.qst : m.payment.qst) },
  { key: 'total', value: (m) => money(m.refund ? -m.refund.amount : m.payment.total) },
  { key: 'reason', value: (m) => (m.refund ? [m.refund.reason, m.refund.note].filter(Boolean).join(': ') : '') },
]

/**
 * The export the accountant reads: each payment that took money (on the day it was paid) and each
 * refund that was not refused (on the day it was made), oldest first, times in the studio's zone,
 * amounts in dollars with refunds negative. Payments that never took money are left out.
 */
export async function paymentMovementsCsv(ctx: { req: PayloadRequest; payload: Payload }): Promise<Response> {
  const where = searchClause(readListQuery(ctx.req).q)
  const payments = await paymentsWhere(ctx.payload, sql`${where} AND p.${P.paid_at} IS NOT NULL`, {
    limit: MAX_EXPORT_ROWS,
    offset: 0,
  })
  const movements: Movement[] = []
  for (const payment of payments) {
    movements.push({ at: payment.paidAt, kind: 'payment', payment })
    for (const refund of payment.refunds)
      if (refund.status !== 'failed') movements.push({ at: refund.createdAt, kind: 'refund', payment, refund })
  }
  movements.sort((a, b) => (a.at ?? '').localeCompare(b.at ?? '') || a.payment.id - b.payment.id)
  const date = new Date().toISOString().slice(0, 10)
  return csvResponse(`payment-movements-${date}.csv`, toCsv(movements, MOVEMENT_COLUMNS))
}

const PERIOD_FORMAT = { month: 'YYYY-MM', quarter: 'YYYY-"Q"Q' } as const

/**
 * What the studio files, by month and by calendar quarter in its time zone: sales before tax, GST
 * and QST collected (counted on the day the payment was made), and refunded (on the day of the
 * refund; a refund Stripe refused is not counted). A refund in a later period than its payment
 * lowers the later period, as the tax returns count it.
 */
export async function paymentTotals(from: Payload | PayloadRequest): Promise<PaymentTotals> {
  const totals = async (unit: 'month' | 'quarter'): Promise<PeriodTotals[]> => {
    const format = PERIOD_FORMAT[unit]
    const [collected, refunded] = await Promise.all([
      execute(
        from,
        sql`SELECT to_char(${P.paid_at} AT TIME ZONE ${STUDIO_TIME_ZONE}, ${format}) AS period, count(*) AS n,
              sum(${P.subtotal}) AS sales, sum(${P.gst}) AS gst, sum(${P.qst}) AS qst, sum(${P.total}) AS total
            FROM ${P.table} WHERE ${P.paid_at} IS NOT NULL GROUP BY 1`,
      ),
      execute(
        from,
        sql`SELECT to_char(${R.created_at} AT TIME ZONE ${STUDIO_TIME_ZONE}, ${format}) AS period, count(*) AS n,
              sum(${R.amount}) AS total, sum(${R.gst}) AS gst, sum(${R.qst}) AS qst
            FROM ${R.table} WHERE ${R.status} <> 'failed' GROUP BY 1`,
      ),
    ])
    const periods = new Map<string, PeriodTotals>()
    const at = (period: string) => {
      let found = periods.get(period)
      if (!found) {
        found = {
          period,
          payments: 0,
          sales: 0,
          gst: 0,
          qst: 0,
          total: 0,
          refunds: 0,
          refundedSales: 0,
          refundedGst: 0,
          refundedQst: 0,
          refundedTotal: 0,
          netSales: 0,
          netGst: 0,
          netQst: 0,
        }
        periods.set(period, found)
      }
      return found
    }
    for (const r of collected) {
      const p = at(String(r.period))
      p.payments = Number(r.n)
      p.sales = Number(r.sales)
      p.gst = Number(r.gst)
      p.qst = Number(r.qst)
      p.total = Number(r.total)
    }
    for (const r of refunded) {
      const p = at(String(r.period))
      p.refunds = Number(r.n)
      p.refundedTotal = Number(r.total)
      p.refundedGst = Number(r.gst)
      p.refundedQst = Number(r.qst)
      p.refundedSales = p.refundedTotal - p.refundedGst - p.refundedQst
    }
    return [...periods.values()]
      .map((p) => ({
        ...p,
        netSales: p.sales - p.refundedSales,
        netGst: p.gst - p.refundedGst,
        netQst: p.qst - p.refundedQst,
      }))
      .sort((a, b) => b.period.localeCompare(a.period))
  }
  const [months, quarters] = [await totals('month'), await totals('quarter')]
  return { timeZone: STUDIO_TIME_ZONE, months, quarters }
}

/**
 * POST /api/admin/payments/{id}/refunds: the studio refunds `amount` of a payment, for its reason.
 * Through the one refund path (recordRefund, then sendPendingRefunds): the payment's row is locked,
 * the refund and the payment's new refunded amount are written together under PostgreSQL's guards,
 * so a refund over what remains is a 409 and changes nothing. The form's request id is part of
 * the refund's key: the same form sent twice refunds once. The client is e-mailed in their
 * language, and the refund goes to Stripe once committed (the payments sweep retries it if Stripe
 * cannot be reached now).
 */
export async function refundFromDashboard(
  req: PayloadRequest,
  paymentId: number,
  input: StudioRefund,
  locale: Locale,
): Promise<RefundAnswer> {
  const texts = paymentTexts(locale).api
  const key = `payment-${paymentId}-studio-${input.requestId}`
  const recorded = await inTransaction(req, async () => {
    const payment = await lockPayment(req, { id: paymentId })
    if (!payment) throw new HttpError(404, 'NOT_FOUND', texts.notFound)
    const [earlier] = await execute(req, sql`SELECT ${R.id} FROM ${R.table} WHERE ${R.idempotency_key} = ${key}`)
    if (earlier) return { id: Number(earlier.id), replayed: true }
    if (!REFUNDABLE.includes(payment.status) || !payment.paymentIntentId) {
      throw new HttpError(409, 'NOT_REFUNDABLE', texts.notRefundable)
    }
    const id = await recordRefund(req, {
      payment,
      amount: input.amount,
      reason: 'other',
      requestedBy: 'studio',
      key,
      locale,
    })
    if (id === undefined) throw new HttpError(409, 'NOT_REFUNDABLE', texts.notRefundable)
    await execute(req, sql`UPDATE ${R.table} SET ${R.note} = ${input.reason} WHERE ${R.id} = ${id}`)
    const shown = await adminPayment(req, paymentId)
    await enqueueEmails(req, [
      refundEmail({ ...payment, name: shown?.paidFor?.name || undefined }, input.amount, await studioInfo(req)),
    ])
    return { id, replayed: false }
  })
  if (!recorded.replayed) await sendPendingRefunds(req.payload, [recorded.id])
  const payment = (await adminPayment(req.payload, paymentId))!
  const refund = payment.refunds.find((r) => r.id === recorded.id)!
  return { refund, payment, replayed: recorded.replayed }
}
