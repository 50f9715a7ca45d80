'use client'

import { fill } from '@/i18n/fill'
import { formatCents } from '@/lib/payments/amounts'
import type { AdminListedPayment } from '@/lib/payments/admin'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { formatDateTime } from './format'
import { RecordList } from './RecordList'
import { Badge, type BadgeTone } from './ui'

const TONES: Record<AdminListedPayment['status'], BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  expired: 'neutral',
  failed: 'danger',
  refunded: 'info',
  partially_refunded: 'info',
  disputed: 'danger',
  canceled: 'neutral',
}

/**
 * Payments tab: the online payments, newest first, with their taxes and refunds (amounts in
 * cents, shown in dollars), searchable by e-mail or offer, and their CSV export for the accountant.
 * Refunds are made with POST /api/admin/payments/{id}/refund; cancelling a booking refunds it.
 */
export function PaymentsPanel() {
  const t = useAdminMessages()
  const locale = useAdminLocale()
  const p = t.payments
  const money = (cents: number) => formatCents(cents, locale)
  return (
    <RecordList<AdminListedPayment>
      path="/api/admin/payments"
      tab="payments"
      searchPlaceholder={p.searchPlaceholder}
      csvName="payments"
      renderItem={(payment) => (
        <article className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-line bg-white px-5 py-4">
          <div className="min-w-0">
            <p className="font-semibold text-ink">{payment.offerName}</p>
            <p className="break-all text-sm text-ink-soft">
              {payment.email} · {p.purposes[payment.purpose]}
            </p>
            <p className="text-sm text-ink-soft">
              {fill(p.taxes, { gst: money(payment.gst), qst: money(payment.qst) })}
              {payment.amountRefunded > 0 && <> · {fill(p.refunded, { amount: money(payment.amountRefunded) })}</>}
            </p>
            {payment.paidAt && (
              <p className="text-sm text-ink-soft">
                {p.paidAt}: {formatDateTime(payment.paidAt, locale)}
              </p>
            )}
          </div>
          <div className="flex flex-col items-start gap-2 sm:items-end">
            <p className="font-serif text-xl text-ink">
              <span className="sr-only">{p.total}: </span>
              {money(payment.total)}
            </p>
            <Badge tone={TONES[payment.status]}>{p.statuses[payment.status]}</Badge>
          </div>
        </article>
      )}
    />
  )
}
