import type { ReactNode } from 'react'

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
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${badgeTones[tone]}`}
    >
      {children}
    </span>
  )
}

export const smallButton =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink ' +
  'transition-colors hover:bg-sand disabled:cursor-wait disabled:opacity-60'
