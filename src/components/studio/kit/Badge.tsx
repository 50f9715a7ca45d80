import type { ReactNode } from 'react'

const badgeTones = {
  neutral: 'border-line bg-sand text-ink',
  success: 'border-emerald-700/30 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-700/30 bg-amber-50 text-amber-900',
  danger: 'border-danger/30 bg-red-50 text-danger',
  info: 'border-sky-700/30 bg-sky-50 text-sky-900',
} as const

/** The tones of the dashboards: a badge's colours, and a figure's (StatCard). */
export type BadgeTone = keyof typeof badgeTones

const badgeSizes = {
  /** Beside a record's heading. */
  sm: 'px-2.5 py-0.5 text-xs',
  /** A state said on its own: the site's health in a header, the threat level. */
  md: 'px-3 py-1 text-sm',
} as const

export function Badge({
  tone = 'neutral',
  size = 'sm',
  testId,
  children,
}: {
  tone?: BadgeTone
  size?: keyof typeof badgeSizes
  testId?: string
  children: ReactNode
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center rounded-full border font-semibold ${badgeSizes[size]} ${badgeTones[tone]}`}
    >
      {children}
    </span>
  )
}
