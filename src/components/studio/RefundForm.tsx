'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Undo2 } from 'lucide-react'
import { useId, useState } from 'react'

import { describedBy, Field, inputClass } from '@/components/ui/Field'
import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import type { AdminPayment, RefundAnswer } from '@/lib/payments/admin-shape'
import { centsToDecimal } from '@/lib/payments/money'
import { studioRefundSchema } from '@/lib/payments/schemas'

import { validationText } from './admin-messages'
import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { AmountField } from './AmountField'
import { adminJson, serverFieldErrors, serverMessage } from './api'
import { ExpandButton, smallButton } from './kit/buttons'
import { money, PAYMENTS_PATH, TOTALS_PATH } from './payments-paths'
import { refundToast } from './refund-words'

/** The amount as the form shows it: "120.50", or "120,50" in French (parseCents reads both). */
const typedAmount = (cents: number, locale: Locale) =>
  locale === 'fr' ? centsToDecimal(cents).replace('.', ',') : centsToDecimal(cents)

/**
 * A payment's refund: opened under its card, the amount the policy suggests (editable) and a
 * reason; one request id per opening, so however often it is sent the server refunds once.
 */
export function RefundForm({ payment }: { payment: AdminPayment }) {
  const t = useAdminMessages()
  const p = t.payments
  const locale = useAdminLocale()
  const queryClient = useQueryClient()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [amount, setAmount] = useState(() => typedAmount(payment.suggestedRefund, locale))
  const [reason, setReason] = useState('')
  // One id per opened form: the server refunds once however often this form is sent.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID())
  const [errors, setErrors] = useState<Record<string, string>>({})

  const refund = useMutation({
    mutationFn: (body: { amount: string; reason: string; requestId: string }) =>
      adminJson<RefundAnswer>('POST', `${PAYMENTS_PATH}/${payment.id}/refunds`, body),
    onSuccess: (answer) => {
      refundToast(p, answer, locale)
      setOpen(false)
      setReason('')
      setRequestId(crypto.randomUUID())
      void queryClient.invalidateQueries({ queryKey: [PAYMENTS_PATH] })
      void queryClient.invalidateQueries({ queryKey: [TOTALS_PATH] })
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error))
      toast({ title: p.refundFailed, description: serverMessage(error), variant: 'destructive' })
    },
  })

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = studioRefundSchema.safeParse({ amount, reason, requestId })
    if (!parsed.success) {
      return setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), validationText(t, issue.message) ?? '']),
        ),
      )
    }
    setErrors({})
    refund.mutate({ amount, reason, requestId })
  }

  const parsedAmount = studioRefundSchema.shape.amount.safeParse(amount)
  const regionId = `${id}-refund`
  return (
    <div className="mt-4">
      <ExpandButton
        open={open}
        controls={regionId}
        label={fill(p.refundFor, { id: payment.id })}
        onToggle={() => {
          // Each opening starts from what the policy gives now, in the screen's language: after a
          // partial refund the remainder, not what was typed the last time.
          if (!open) {
            setAmount(typedAmount(payment.suggestedRefund, locale))
            setErrors({})
          }
          setOpen(!open)
        }}
      >
        <Undo2 aria-hidden="true" className="size-4" />
        {p.refund}
      </ExpandButton>
      <div id={regionId} hidden={!open}>
        {open && (
          <form
            onSubmit={onSubmit}
            noValidate
            aria-label={fill(p.refundFor, { id: payment.id })}
            className="mt-3 grid gap-3 rounded-2xl border border-line bg-cream p-4 sm:max-w-xl"
          >
            <AmountField
              id={`${id}-amount`}
              label={p.refundAmount}
              error={errors.amount}
              hint={fill(p.refundHint, { remaining: money(payment.refundable, locale) })}
              value={amount}
              onChange={setAmount}
            />
            <Field id={`${id}-reason`} label={p.refundReason} required error={errors.reason}>
              <textarea
                id={`${id}-reason`}
                value={reason}
                rows={3}
                onChange={(e) => setReason(e.target.value)}
                aria-invalid={Boolean(errors.reason)}
                aria-required="true"
                aria-describedby={describedBy(`${id}-reason`, { error: errors.reason })}
                className={inputClass}
              />
            </Field>
            <div>
              <button type="submit" className={smallButton} disabled={refund.isPending}>
                {refund.isPending
                  ? p.refunding
                  : parsedAmount.success
                    ? fill(p.refundSubmit, { amount: money(parsedAmount.data, locale) })
                    : p.refundSubmitPlain}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  )
}
