import type { ReactNode } from 'react'

// No 'use client' and no next-intl: the public forms and the studio's (whose strings come from
// AdminI18n) share these, and neither should pull the other's runtime into its bundle.

export const inputClass =
  'block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft/70 ' +
  'focus:border-gold-deep focus:outline-none focus:ring-2 focus:ring-gold-deep/30 aria-[invalid=true]:border-danger ' +
  'disabled:cursor-not-allowed disabled:opacity-60'

type FieldProps = {
  id: string
  label: ReactNode
  required?: boolean
  error?: string
  hint?: ReactNode
  children: ReactNode
  className?: string
}

/** Label, control, hint and error; the control sets aria-describedby={describedBy(id, …)}. */
export function Field({ id, label, required, error, hint, children, className }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

/** The star after a required field's label or legend; the control itself says aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-gold-deep">
      {' '}
      *
    </span>
  )
}

/** aria-describedby for a control: its hint and its error, when present. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}
