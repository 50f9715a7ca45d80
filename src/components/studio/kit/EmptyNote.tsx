import type { ReactNode } from 'react'

const looks = {
  /** A section of a dashboard with nothing to show yet. */
  compact: 'rounded-2xl border border-dashed border-line bg-white/60 p-5 text-sm text-ink-soft',
  /** A whole list with no record. */
  roomy: 'rounded-2xl border border-dashed border-line bg-white p-10 text-center text-ink-soft',
} as const

/** What a dashboard shows in place of a list or a table that has nothing in it. */
export function EmptyNote({ look = 'compact', children }: { look?: keyof typeof looks; children: ReactNode }) {
  return <p className={looks[look]}>{children}</p>
}
