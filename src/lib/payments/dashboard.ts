import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { inTransaction } from '@/lib/db/transaction'
import { HttpError } from '@/lib/http/errors'
import { isUniqueViolation } from '@/lib/http/payload-errors'
import { documentSumsByPeriod } from '@/lib/receipts/store'
import { csvResponse, toCsv } from '@/lib/records/csv'
import type { CsvColumn } from '@/lib/records/columns'
import { MAX_EXPORT_ROWS, paginationHeaders, readListQuery } from '@/lib/records/list'

import type { AdminPayment, AdminRefund, PaymentTotals, PeriodTotals, RefundAnswer } from './admin-shape'
import { taxedTotal } from './amounts'
import { paymentTexts } from './messages'
import { REFUNDABLE_STATUSES, type PaymentStatus } from './model'
import { centsToDecimal } from './money'
import { balanceAfterDeposit } from './receipts'
import { lockPaymentWithSeat } from './records'
import {
  adminPayments as storedAdminPayments,
  countAdminPayments,
  lockRefund,
  readRefund,
  refundWithKey,
  setRefundNote,
  type AdminPaymentFilter,
} from './store'
import { recordRefund, sendPendingRefunds } from './refunds'
import type { StudioRefund } from './schemas'

/**
 * The studio's months and quarters: a payment made at 23:30 on March 31 in Montreal belongs to the
 * first quarter, whatever UTC says. Quarters are calendar quarters (January–March, …).
 */
export const STUDIO_TIME_ZONE = 'America/Toronto'

/**
 * The payments as the tab shows them, each paid deposit whose balance is not requested yet with
 * what that balance would be (the price as booked, taxed as a whole, less the deposit).
 */
export async function adminPayments(
  from: Payload | PayloadRequest,
  filter: AdminPaymentFilter,
  page: { limit: number; offset: number },
): Promise<AdminPayment[]> {
  return (await storedAdminPayments(from, filter, page)).map((p) => {
    if (p.purpose !== 'deposit' || p.balanceId !== null || !REFUNDABLE_STATUSES.includes(p.status)) return p
    const balance = balanceAfterDeposit(p)
    return balance ? { ...p, balance: { ...balance, total: taxedTotal(balance) } } : p
  })
}

/** One payment as the tab shows it, or undefined. */
export async function adminPayment(from: Payload | PayloadRequest, id: number): Promise<AdminPayment | undefined> {
  const [found] = await adminPayments(from, { id }, { limit: 1, offset: 0 })
  return found
}

/**
 * The Payments tab's list: every payment (or those of one `status`), newest first, with its
 * refunds and what it is for, paged like the other lists (?page ?limit ?q; totals in X-Total-*).
 */
export async function listPaymentsForTab(ctx: { req: PayloadRequest; payload: Payload }, status?: PaymentStatus) {
  const query = readListQuery(ctx.req)
  const filter = { q: query.q, status }
  const totalDocs = await countAdminPayments(ctx.payload, filter)
  const items = await adminPayments(ctx.payload, filter, {
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
 * refund Stripe made (on the day it made it), oldest first, times in the studio's zone, amounts in
 * dollars with refunds negative. Payments that never took money, and refunds pending or failed,
 * are left out.
 */
export async function paymentMovementsCsv(ctx: { req: PayloadRequest; payload: Payload }): Promise<Response> {
  const payments = await adminPayments(
    ctx.payload,
    { q: readListQuery(ctx.req).q, paidOnly: true },
    {
      limit: MAX_EXPORT_ROWS,
      offset: 0,
    },
  )
  const movements: Movement[] = []
  for (const payment of payments) {
    movements.push({ at: payment.paidAt, kind: 'payment', payment })
    for (const refund of payment.refunds)
      if (refund.status === 'succeeded') movements.push({ at: refund.refundedAt, kind: 'refund', payment, refund })
  }
  movements.sort((a, b) => (a.at ?? '').localeCompare(b.at ?? '') || a.payment.id - b.payment.id)
  const date = new Date().toISOString().slice(0, 10)
  return csvResponse(`payment-movements-${date}.csv`, toCsv(movements, MOVEMENT_COLUMNS))
}

const PERIOD_FORMAT = { month: 'YYYY-MM', quarter: 'YYYY-"Q"Q' } as const

/**
 * What the studio files, by month and by calendar quarter in its time zone, read from the receipts
 * and credit notes themselves: sales before tax, GST and QST collected (each receipt on the day it
 * was issued, the day its payment was made), and refunded (each credit note on the day Stripe made
 * the refund). Since a receipt is issued for every charge Stripe captured and a credit note for
 * every refund Stripe made, and for nothing else, the totals follow Stripe and equal the documents'
 * sums for any period. A refund in a later period than its payment lowers the later period, as the
 * tax returns count it.
 */
export async function paymentTotals(from: Payload | PayloadRequest): Promise<PaymentTotals> {
  const totals = async (unit: 'month' | 'quarter'): Promise<PeriodTotals[]> => {
    const sums = await documentSumsByPeriod(from, STUDIO_TIME_ZONE, PERIOD_FORMAT[unit])
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
    for (const r of sums) {
      const p = at(r.period)
      if (r.kind === 'receipt') {
        p.payments = r.count
        p.sales = r.subtotal
        p.gst = r.gst
        p.qst = r.qst
        p.total = r.total
      } else {
        p.refunds = r.count
        p.refundedSales = r.subtotal
        p.refundedGst = r.gst
        p.refundedQst = r.qst
        p.refundedTotal = r.total
      }
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
 * the refund is recorded and its amount reserved together under PostgreSQL's guards, so a refund
 * over what remains (refunded or on its way back) is a 409 and changes nothing. The form's request
 * id is part of the refund's key: the same form sent twice refunds once. It goes to Stripe once
 * committed (the payments sweep retries it if Stripe cannot be reached now), and the answer says
 * where it stands: succeeded (credited, and the client e-mailed in their language), still pending
 * at Stripe, or failed (refused: its amount is refundable again, and the tab offers a retry).
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
    const payment = await lockPaymentWithSeat(req, { id: paymentId })
    if (!payment) throw new HttpError(404, 'NOT_FOUND', texts.notFound)
    const earlier = await refundWithKey(req, key)
    if (earlier !== undefined) return { id: earlier, replayed: true }
    if (!REFUNDABLE_STATUSES.includes(payment.status) || !payment.paymentIntentId) {
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
    await setRefundNote(req, id, input.reason)
    return { id, replayed: false }
  })
  if (!recorded.replayed) await sendPendingRefunds(req.payload, [recorded.id])
  return refundAnswer(req.payload, paymentId, recorded.id, recorded.replayed)
}

async function refundAnswer(payload: Payload, paymentId: number, refundId: number, replayed: boolean) {
  const payment = (await adminPayment(payload, paymentId))!
  const refund = payment.refunds.find((r) => r.id === refundId)!
  return { refund, payment, replayed }
}

/**
 * POST /api/admin/refunds/{id}/retry: a refund Stripe refused or failed, tried again as a new
 * refund of the same amount and reason with an Idempotency-Key of its own (`refund-<id>-retry`), so
 * Stripe treats it as a new request. Once per failed refund (its key is UNIQUE, and so is the
 * retry's link to it), however often the button is pressed, on any instance: a second press
 * answers the first retry. Refused (409) when the refund did not fail, or when what remains of the
 * payment no longer covers it.
 */
export async function retryRefundFromDashboard(
  req: PayloadRequest,
  refundId: number,
  locale: Locale,
): Promise<RefundAnswer> {
  const texts = paymentTexts(locale).api
  const stored = await readRefund(req.payload, refundId)
  if (!stored) throw new HttpError(404, 'NOT_FOUND', texts.refundNotFound)
  const key = `refund-${refundId}-retry`
  const recorded = await inTransaction(req, async () => {
    const payment = await lockPaymentWithSeat(req, { id: stored.paymentId })
    const failed = await lockRefund(req, { id: refundId })
    if (!payment || !failed) throw new HttpError(404, 'NOT_FOUND', texts.refundNotFound)
    const earlier = await refundWithKey(req, key)
    if (earlier !== undefined) return { id: earlier, replayed: true }
    if (failed.status !== 'failed') throw new HttpError(409, 'NOT_FAILED', texts.refundNotFailed)
    if (!REFUNDABLE_STATUSES.includes(payment.status) || !payment.paymentIntentId) {
      throw new HttpError(409, 'NOT_REFUNDABLE', texts.notRefundable)
    }
    let id: number | undefined
    try {
      id = await recordRefund(req, {
        payment,
        amount: failed.amount,
        reason: failed.reason,
        requestedBy: 'studio',
        key,
        locale,
        retryOf: failed.id,
      })
    } catch (error) {
      // Retried already under another key (PostgreSQL's unique index on the retry's link).
      if (isUniqueViolation(error)) throw new HttpError(409, 'ALREADY_RETRIED', texts.refundAlreadyRetried)
      throw error
    }
    if (id === undefined) throw new HttpError(409, 'ALREADY_RETRIED', texts.refundAlreadyRetried)
    if (failed.note) await setRefundNote(req, id, failed.note)
    return { id, replayed: false }
  })
  if (!recorded.replayed) await sendPendingRefunds(req.payload, [recorded.id])
  return refundAnswer(req.payload, stored.paymentId, recorded.id, recorded.replayed)
}
