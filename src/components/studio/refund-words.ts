import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import type { AdminRefund, RefundAnswer } from '@/lib/payments/admin-shape'

import type { AdminMessages } from './admin-messages'
import { money } from './payments-paths'

type PaymentWords = AdminMessages['payments']

/** Where a refund stands: ours (sent, made, failed) and, while pending, Stripe's own word. */
export function refundBadge(p: PaymentWords, r: AdminRefund): string {
  if (r.status === 'pending' && (r.stripeStatus === 'pending' || r.stripeStatus === 'requires_action')) {
    return p.stripeStates[r.stripeStatus]
  }
  return p.refundStatuses[r.status]
}

/** Why Stripe refused or failed a refund, in the screen's language (Stripe's code when it is not a known one). */
export function failureText(p: PaymentWords, code: string): string {
  const known = p.failureReasons as Record<string, string>
  return code in known && code !== 'other' ? known[code]! : fill(p.failureReasons.other, { code })
}

/** What the studio is told once a refund was asked of Stripe: made, pending there, or refused. */
export function refundToast(p: PaymentWords, answer: RefundAnswer, locale: Locale) {
  const vars = { amount: money(answer.refund.amount, locale), email: answer.payment.email }
  if (answer.replayed) toast({ title: p.refundAlreadySent })
  else if (answer.refund.status === 'succeeded')
    toast({ title: p.refundDone, description: fill(p.refundedDescription, vars) })
  else if (answer.refund.status === 'failed')
    toast({
      title: p.refundRefused,
      description: fill(p.refundRefusedDescription, {
        reason: failureText(p, answer.refund.failureReason ?? 'unknown'),
      }),
      variant: 'destructive',
    })
  else if (answer.refund.stripeStatus)
    toast({ title: p.refundAtStripe, description: fill(p.refundAtStripeDescription, vars) })
  else toast({ title: p.refundPending, description: fill(p.refundPendingDescription, vars) })
}
