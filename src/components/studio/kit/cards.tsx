import type { ReactNode } from 'react'

import type { BadgeTone } from './Badge'

/** A record's card (a booking, a payment, a consultation) and the dashboard's other white panels. */
export const cardClass = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6'

/** Label/value pairs of a record card; empty values are left out. */
export function Details({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '')
  if (!shown.length) return null
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {shown.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A record card's top: its heading, its badges beside it (below on a phone), then its details. */
export function CardTop({
  heading,
  badges,
  details,
}: {
  heading: ReactNode
  badges: ReactNode
  details: [string, ReactNode][]
}) {
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-2">
        {heading}
        <div className="flex flex-wrap items-center gap-2">{badges}</div>
      </header>
      <div className="mt-4">
        <Details items={details} />
      </div>
    </>
  )
}

const figureTones: Record<BadgeTone, string> = {
  neutral: 'text-ink',
  success: 'text-emerald-800',
  warning: 'text-amber-800',
  danger: 'text-danger',
  info: 'text-sky-800',
}

/**
 * One figure of a dashboard (a status, a count, a time), in a grid's `<dl>`: its label, the figure
 * in the colour of its tone ("…" until known), and a line under it. `data-tone` says the tone to
 * tests.
 */
export function StatCard({
  label,
  value,
  detail,
  tone = 'neutral',
  testId,
}: {
  label: string
  value: ReactNode
  detail?: ReactNode
  tone?: BadgeTone
  testId?: string
}) {
  return (
    <div className="min-w-0 rounded-2xl border border-line bg-white p-3 sm:p-4">
      <dt className="text-[11px] font-semibold uppercase tracking-[0.1em] text-ink-soft sm:text-xs">{label}</dt>
      <dd
        className={`mt-2 text-xl font-semibold tabular-nums sm:text-2xl ${figureTones[tone]}`}
        data-testid={testId}
        data-tone={tone}
      >
        {value ?? '…'}
      </dd>
      {detail && <dd className="mt-1 text-sm text-ink-soft">{detail}</dd>}
    </div>
  )
}
