'use client'

import { fill } from '@/i18n/fill'
import type { AdminPayment } from '@/lib/payments/admin-shape'

import type { AdminMessages } from './admin-messages'
import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { BalanceRequest } from './BalanceRequest'
import { formatDateTime } from './format'
import { Badge, type BadgeTone } from './kit/Badge'
import { cardClass, CardTop } from './kit/cards'
import { money } from './payments-paths'
import { RefundForm } from './RefundForm'
import { RefundLine } from './RefundLine'

const STATUS_TONES: Record<AdminPayment['status'], BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  expired: 'neutral',
  failed: 'danger',
  refunded: 'info',
  partially_refunded: 'info',
  disputed: 'danger',
  canceled: 'neutral',
}

function paidForText(p: AdminMessages['payments'], payment: AdminPayment): string | null {
  const f = payment.paidFor
  if (!f) return null
  return fill(p[f.kind], { id: f.id, name: f.name })
}

/** One payment: what it paid for, its amounts and state, its refunds, and the form that refunds it. */
export function PaymentCard({ payment }: { payment: AdminPayment }) {
  const t = useAdminMessages()
  const p = t.payments
  const locale = useAdminLocale()
  const headingId = `payment-${payment.id}`
  return (
    <article className={cardClass} aria-labelledby={headingId}>
      <CardTop
        heading={
          <div className="min-w-0">
            <h3 id={headingId} className="break-words text-xl">
              {fill(p.title, { offer: payment.offerName, id: payment.id })}
            </h3>
            <p className="text-sm text-ink-soft">
              {fill(t.list.received, { date: formatDateTime(payment.createdAt, locale) })}
            </p>
          </div>
        }
        badges={<Badge tone={STATUS_TONES[payment.status]}>{p.statuses[payment.status]}</Badge>}
        details={[
          [p.paidFor, paidForText(p, payment)],
          [p.email, payment.email],
          [p.purpose, p.purposes[payment.purpose]],
          [p.paidAt, payment.paidAt ? formatDateTime(payment.paidAt, locale) : null],
          [p.subtotal, money(payment.subtotal, locale)],
          [p.gst, money(payment.gst, locale)],
          [p.qst, money(payment.qst, locale)],
          [p.total, <strong key="total">{money(payment.total, locale)}</strong>],
          [p.amountRefunded, payment.amountRefunded > 0 ? money(payment.amountRefunded, locale) : null],
          [p.amountRefundPending, payment.amountRefundPending > 0 ? money(payment.amountRefundPending, locale) : null],
          [p.remaining, payment.refundable > 0 ? money(payment.refundable, locale) : null],
          [p.balanceDue, payment.balance ? money(payment.balance.total, locale) : null],
        ]}
      />
      {payment.refunds.length > 0 && (
        <section aria-labelledby={`${headingId}-refunds`} className="mt-4">
          <h4 id={`${headingId}-refunds`} className="text-sm font-semibold uppercase tracking-wide text-ink-soft">
            {p.refundsTitle}
          </h4>
          <ul className="mt-2 grid gap-2 text-sm">
            {payment.refunds.map((r) => (
              <RefundLine key={r.id} refund={r} payment={payment} />
            ))}
          </ul>
        </section>
      )}
      {payment.refundable > 0 && <RefundForm payment={payment} />}
      {payment.balance && <BalanceRequest payment={payment} total={payment.balance.total} />}
      {payment.balanceId !== null && (
        <p className="mt-3 text-sm text-ink-soft">{fill(p.balanceRequested, { id: payment.balanceId })}</p>
      )}
    </article>
  )
}
