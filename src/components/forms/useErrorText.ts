'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

export const inputClass =
  'block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft/70 ' +
  'focus:border-gold-deep focus:outline-none focus:ring-2 focus:ring-gold-deep/30 aria-[invalid=true]:border-danger ' +
  'disabled:cursor-not-allowed disabled:opacity-60'

/**
 * Client-side messages are validation keys ("validation.nameRequired"), server ones are already
 * text in the visitor's language; both end up as text here.
 */
export function useErrorText() {
  const t = useTranslations()
  return (message: string | undefined) => {
    if (!message) return undefined
    return message.startsWith('validation.') && t.has(message as never) ? t(message as never) : message
  }
}

type FieldProps = {
  id: string
  label: ReactNode
  required?: boolean
  error?: string
  hint?: ReactNode
  children: ReactNode
  className?: string
}

/** Label, control, hint and error, wired for screen readers (aria-describedby set by the caller). */
export function Field({ id, label, required, error, hint, children, className }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-gold-deep">
            {' '}
            *
          </span>
        )}
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

/** aria-describedby for a control: its hint and its error, when present. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}
