import type { ReactNode } from 'react'

import { DataTable } from '@/components/studio/kit/DataTable'
import { EmptyNote } from '@/components/studio/kit/EmptyNote'

/** A part of a tab: its heading, a note beside it (`aside`), then its content. */
export function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className="mt-8 first:mt-0">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  )
}

/** A section that is one table (its title is the table's caption too), or `empty` when it has no rows. */
export function TableSection({
  title,
  empty,
  head,
  rows,
  testId,
}: {
  title: string
  empty: string
  head: string[]
  rows: ReactNode[][]
  testId?: string
}) {
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <EmptyNote>{empty}</EmptyNote>
      ) : (
        <DataTable caption={title} head={head} rows={rows} testId={testId} />
      )}
    </Section>
  )
}
