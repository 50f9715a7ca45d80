'use client'

import { describedBy, Field, inputClass } from '@/components/ui/Field'

type Props = {
  id: string
  label: string
  /** Always shown under the field: what the amount means, or what it comes to. */
  hint: string
  error?: string
  value: string
  onChange: (value: string) => void
}

/**
 * An amount in dollars as the studio types it ("120", "120.50", "120,50"), sent as typed and read
 * on the server with the same rules (centsField of src/lib/payments/schemas.ts): the Payments
 * tab's refund and the payment request's amount.
 */
export function AmountField({ id, label, hint, error, value, onChange }: Props) {
  return (
    <Field id={id} label={label} required error={error} hint={hint}>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-required="true"
        aria-describedby={describedBy(id, { hint: true, error })}
        className={inputClass}
      />
    </Field>
  )
}
