'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { useId, useState } from 'react'

import { describedBy, Field, inputClass } from '@/components/ui/Field'
import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'
import { formatCents } from '@/i18n/money'
import type { AdminPayment } from '@/lib/payments/admin-shape'
import { paymentAmounts } from '@/lib/payments/amounts'
import { paymentRequestSchema } from '@/lib/payments/schemas'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { AmountField } from './AmountField'
import { validationText } from './admin-messages'
import { adminJson, serverFieldErrors, serverMessage } from './api'
import { ExpandButton, smallButton } from './kit/buttons'

/**
 * "Request a payment" on an inquiry or a booking: an amount before taxes and a description in both
 * languages; the client is e-mailed, in their language, a link that opens Stripe's Checkout.
 */
export function PaymentRequestForm({ path, name }: { path: string; name: string }) {
  const t = useAdminMessages()
  const r = t.paymentRequests
  const locale = useAdminLocale()
  const queryClient = useQueryClient()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState({ amount: '', descriptionEn: '', descriptionFr: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }))

  const send = useMutation({
    mutationFn: (body: typeof values) => adminJson<AdminPayment>('POST', path, body),
    onSuccess: (payment) => {
      toast({
        title: r.sent,
        description: fill(r.sentDescription, { email: payment.email, amount: formatCents(payment.total, locale) }),
      })
      setOpen(false)
      setValues({ amount: '', descriptionEn: '', descriptionFr: '' })
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/payments'] })
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error))
      toast({ title: r.failed, description: serverMessage(error), variant: 'destructive' })
    },
  })

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = paymentRequestSchema.safeParse(values)
    if (!parsed.success) {
      return setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), validationText(t, issue.message) ?? '']),
        ),
      )
    }
    setErrors({})
    send.mutate(values)
  }

  // What the client will pay, shown as the owner types (the server computes the same with the same rules).
  const amount = paymentRequestSchema.shape.amount.safeParse(values.amount)
  const regionId = `${id}-request`
  const field = (key: 'descriptionEn' | 'descriptionFr', label: string) => (
    <Field id={`${id}-${key}`} label={label} required error={errors[key]}>
      <input
        id={`${id}-${key}`}
        value={values[key]}
        onChange={set(key)}
        maxLength={200}
        aria-invalid={Boolean(errors[key])}
        aria-required="true"
        aria-describedby={describedBy(`${id}-${key}`, { error: errors[key] })}
        className={inputClass}
      />
    </Field>
  )
  return (
    <div>
      <ExpandButton
        open={open}
        controls={regionId}
        label={fill(r.openFor, { name })}
        onToggle={() => setOpen((o) => !o)}
      >
        <Send aria-hidden="true" className="size-4" />
        {r.open}
      </ExpandButton>
      <div id={regionId} hidden={!open}>
        {open && (
          <form
            onSubmit={onSubmit}
            noValidate
            aria-label={fill(r.openFor, { name })}
            className="mt-3 grid gap-3 rounded-2xl border border-line bg-cream p-4 sm:max-w-xl"
          >
            <AmountField
              id={`${id}-amount`}
              label={r.amount}
              error={errors.amount}
              hint={
                amount.success
                  ? fill(r.withTaxes, { total: formatCents(paymentAmounts(amount.data, true).total, locale) })
                  : r.amountHint
              }
              value={values.amount}
              onChange={(value) => setValues((v) => ({ ...v, amount: value }))}
            />
            {field('descriptionEn', r.descriptionEn)}
            {field('descriptionFr', r.descriptionFr)}
            <div>
              <button type="submit" className={smallButton} disabled={send.isPending}>
                {send.isPending ? r.sending : r.send}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  )
}
