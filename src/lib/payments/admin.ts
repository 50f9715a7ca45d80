import { columns, type CsvColumn } from '@/lib/records/columns'
import { listRecords, type ListCall } from '@/lib/records/list'
import type { Payment } from '@root/payload-types'

import type { PaymentStatus } from './model'

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
