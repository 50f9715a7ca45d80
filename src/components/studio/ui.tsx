import type { ReactNode } from 'react'

export const inputClass =
  'block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft/70 ' +
  'focus:border-gold-deep focus:outline-none focus:ring-2 focus:ring-gold-deep/30 aria-[invalid=true]:border-danger ' +
  'disabled:cursor-not-allowed disabled:opacity-60'

/** Label, control, hint and error; the control sets aria-describedby={describedBy(id, …)}. */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
  className,
}: {
  id: string
  label: ReactNode
  required?: boolean
  error?: string
  hint?: ReactNode
  children: ReactNode
  className?: string
}) {
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

export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

const badgeTones = {
  neutral: 'border-line bg-sand text-ink',
  success: 'border-emerald-700/30 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-700/30 bg-amber-50 text-amber-900',
  danger: 'border-danger/30 bg-red-50 text-danger',
  info: 'border-sky-700/30 bg-sky-50 text-sky-900',
} as const

export type BadgeTone = keyof typeof badgeTones

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${badgeTones[tone]}`}>
      {children}
    </span>
  )
}

export const smallButton =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink ' +
  'transition-colors hover:bg-sand disabled:cursor-wait disabled:opacity-60'
