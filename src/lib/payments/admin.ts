import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import type { Locale } from '@/i18n/routing'
import { inTransaction } from '@/lib/db/transaction'
import { HttpError } from '@/lib/http/errors'
import { columns, type CsvColumn } from '@/lib/records/columns'
import { listRecords, type ListCall } from '@/lib/records/list'
import type { Payment } from '@/payload-types'

import { paymentTexts } from './messages'
import type { PaymentStatus } from './model'
import { lockPayment, readPayment, type PaymentRecord } from './records'
import { recordRefund, sendPendingRefunds } from './refunds'

/** POST /api/admin/payments/{id}/refund: how much, in cents. */
export const refundRequestSchema = z.object({ amount: z.number().int().positive().max(100_000_000) }).strict()

/** A payment as the dashboard shows it (its Payments tab, later). */
export const adminPayment = (p: PaymentRecord) => ({
  id: p.id,
  bookingId: p.bookingId,
  purpose: p.purpose,
  offerName: p.offerName,
  email: p.email,
  subtotal: p.subtotal,
  gst: p.gst,
  qst: p.qst,
  total: p.total,
  amountRefunded: p.amountRefunded,
  currency: p.currency,
  status: p.status,
  paidAt: p.paidAt?.toISOString() ?? null,
})

/**
 * The studio refunds part or all of a payment from the dashboard. Recorded under the payment's
 * lock with a key made of the payment and what it had refunded before, so a double click (or a
 * retried call) of the same refund is recorded once; then sent to Stripe. More than remains is a
 * 409 and changes nothing.
 */
export async function refundPayment(req: PayloadRequest, id: number | undefined, body: unknown, locale: Locale) {
  const { amount } = refundRequestSchema.parse(body)
  const t = paymentTexts(locale).api
  const refundId = await inTransaction(req, async () => {
    const payment = id ? await lockPayment(req, { id }) : undefined
    if (!payment) throw new HttpError(404, 'NOT_FOUND', t.notFound)
    if (payment.status !== 'paid' && payment.status !== 'partially_refunded' && payment.status !== 'refunded') {
      throw new HttpError(409, 'NOT_REFUNDABLE', t.notRefundable)
    }
    return recordRefund(req, {
      payment,
      amount,
      reason: 'other',
      requestedBy: 'studio',
      key: `payment-${payment.id}-studio-after-${payment.amountRefunded}-of-${amount}`,
      locale,
    })
  })
  if (refundId !== undefined) await sendPendingRefunds(req.payload, [refundId])
  return adminPayment((await readPayment(req.payload, { id: id! }))!)
}

const PAYMENT_EXPORT_COLUMNS: CsvColumn<Payment>[] = [
  ...columns<Payment>(['id', 'createdAt', 'paidAt', 'status', 'purpose', 'offerName', 'email']),
  { key: 'booking', value: (p) => (typeof p.booking === 'object' ? (p.booking?.id ?? '') : (p.booking ?? '')) },
  ...columns<Payment>(['subtotal', 'gst', 'qst', 'total', 'amountRefunded', 'currency', 'gstRate', 'qstRate']),
  ...columns<Payment>(['paymentIntentId', 'checkoutSessionId', 'locale']),
]

/** A payments row of /cms as the dashboard lists it. */
export type AdminListedPayment = ReturnType<typeof listedPayment>
const listedPayment = (p: Payment) => ({
  id: p.id,
  createdAt: p.createdAt,
  paidAt: p.paidAt ?? null,
  bookingId: typeof p.booking === 'object' ? (p.booking?.id ?? null) : (p.booking ?? null),
  purpose: p.purpose,
  offerName: p.offerName,
  email: p.email,
  subtotal: p.subtotal,
  gst: p.gst,
  qst: p.qst,
  total: p.total,
  amountRefunded: p.amountRefunded,
  currency: p.currency,
  status: p.status,
})

/**
 * GET /api/admin/payments: the payments, newest first (`?status=` narrows, `?q=` searches the
 * e-mail and the offer), a page of JSON or the CSV export (amounts in cents, taxes apart): what
 * the dashboard's Payments tab and the accountant read.
 */
export function listPayments(call: ListCall, status: PaymentStatus | undefined) {
  return listRecords(call, {
    collection: 'payments',
    search: ['email', 'offerName'],
    where: status ? { status: { equals: status } } : undefined,
    toJson: listedPayment,
    csv: { name: 'payments', columns: PAYMENT_EXPORT_COLUMNS },
  })
}
