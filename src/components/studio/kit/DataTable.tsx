import type { ReactNode } from 'react'

/**
 * The dashboards' two kinds of table:
 * - `list`: rows of things (routes, posts, kinds of record), the first column a name set in
 *   monospace, which breaks anywhere rather than widen a phone's screen;
 * - `figures`: columns of amounts, right-aligned and never wrapped, each row named by its first
 *   cell (a row header).
 */
const looks = {
  list: {
    frame: 'overflow-x-auto rounded-2xl border border-line bg-white',
    table: 'w-full min-w-[28rem] text-left text-sm',
    head: 'border-b border-line bg-sand/60 text-xs uppercase tracking-[0.08em] text-ink-soft',
    th: () => 'px-4 py-2.5 font-semibold',
    row: 'border-b border-line/70 last:border-0',
    cell: (column: number) =>
      `px-4 py-2.5 align-top ${column === 0 ? 'break-all font-mono text-[13px]' : 'tabular-nums'}`,
  },
  figures: {
    frame: 'overflow-x-auto rounded-xl border border-line focus:outline-none focus:ring-2 focus:ring-gold-deep/30',
    table: 'min-w-full text-right text-sm',
    head: 'bg-sand text-xs uppercase tracking-wide text-ink-soft',
    th: (column: number) => (column === 0 ? 'px-3 py-2 text-left' : 'whitespace-nowrap px-3 py-2'),
    row: 'border-t border-line',
    cell: (column: number) =>
      column === 0 ? 'whitespace-nowrap px-3 py-2 text-left font-semibold' : 'whitespace-nowrap px-3 py-2 tabular-nums',
  },
} as const

/**
 * A table that scrolls sideways on a phone instead of overflowing the page. Its caption is for
 * screen readers (the section's heading says it to the eye). With `scrollLabel`, the scrolling
 * frame is a labelled region a keyboard can focus, and so scroll.
 */
export function DataTable({
  caption,
  head,
  rows,
  look = 'list',
  scrollLabel,
  testId,
  tableTestId,
}: {
  caption: ReactNode
  head: string[]
  rows: ReactNode[][]
  look?: keyof typeof looks
  scrollLabel?: string
  /** On the frame: the table and what surrounds it. */
  testId?: string
  tableTestId?: string
}) {
  const style = looks[look]
  const region = scrollLabel ? ({ role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } as const) : {}
  return (
    <div {...region} className={style.frame} data-testid={testId}>
      <table className={style.table} data-testid={tableTestId}>
        <caption className="sr-only">{caption}</caption>
        <thead className={style.head}>
          <tr>
            {head.map((h, column) => (
              <th key={h} scope="col" className={style.th(column)}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} className={style.row}>
              {cells.map((cell, column) =>
                column === 0 && look === 'figures' ? (
                  <th key={column} scope="row" className={style.cell(column)}>
                    {cell}
                  </th>
                ) : (
                  <td key={column} className={style.cell(column)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
