'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'

import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'
import type { AdminPayment, AdminRefund, RefundAnswer } from '@/lib/payments/admin-shape'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { adminJson, serverMessage } from './api'
import { formatDateTime } from './format'
import { Badge } from './kit/Badge'
import { smallButton } from './kit/buttons'
import { money, PAYMENTS_PATH, TOTALS_PATH } from './payments-paths'
import { failureText, refundBadge, refundToast } from './refund-words'

const REFUND_TONES = { pending: 'warning', succeeded: 'success', failed: 'danger' } as const

/**
 * One refund: its amount, day and reason, where it stands, why Stripe refused or failed it, and,
 * for a failed one nobody tried again while the payment still holds its amount, a retry.
 */
export function RefundLine({ refund: r, payment }: { refund: AdminRefund; payment: AdminPayment }) {
  const t = useAdminMessages()
  const p = t.payments
  const locale = useAdminLocale()
  const queryClient = useQueryClient()
  const retry = useMutation({
    mutationFn: () => adminJson<RefundAnswer>('POST', `/api/admin/refunds/${r.id}/retry`, {}),
    onSuccess: (answer) => {
      refundToast(p, answer, locale)
      void queryClient.invalidateQueries({ queryKey: [PAYMENTS_PATH] })
      void queryClient.invalidateQueries({ queryKey: [TOTALS_PATH] })
    },
    onError: (error) => toast({ title: p.retryFailed, description: serverMessage(error), variant: 'destructive' }),
  })
  const canRetry = r.status === 'failed' && r.retriedBy === null && payment.refundable >= r.amount
  return (
    <li className="flex flex-wrap items-center gap-2" data-testid={`refund-${r.id}`}>
      <span className="break-words">
        {fill(p.refundLine, {
          amount: money(r.amount, locale),
          date: formatDateTime(r.refundedAt ?? r.createdAt, locale),
          reason: r.note ? `${p.reasons[r.reason]} (${r.note})` : p.reasons[r.reason],
        })}
      </span>
      <Badge tone={REFUND_TONES[r.status]}>{refundBadge(p, r)}</Badge>
      {r.retryOf !== null && <span className="text-ink-soft">{fill(p.retryOf, { id: r.retryOf })}</span>}
      {r.status === 'failed' && r.failureReason && (
        <span className="text-ink-soft">{fill(p.failedBecause, { reason: failureText(p, r.failureReason) })}</span>
      )}
      {r.retriedBy !== null && <span className="text-ink-soft">{fill(p.retriedAs, { id: r.retriedBy })}</span>}
      {canRetry && (
        <button
          type="button"
          className={smallButton}
          disabled={retry.isPending}
          aria-label={fill(p.retryFor, { id: r.id })}
          onClick={() => retry.mutate()}
        >
          {retry.isPending ? p.retrying : p.retry}
        </button>
      )}
    </li>
  )
}
