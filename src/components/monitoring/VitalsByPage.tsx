'use client'

import { DataTable } from '@/components/studio/kit/DataTable'
import { fill } from '@/i18n/fill'
import { VITAL_NAMES, type VitalName } from '@/lib/analytics/vitals'
// Type-only: the report shape comes from the server module that produces it; no server code follows.
import type { MetricsReport } from '@/lib/monitoring/metrics'

import { formatVital } from './charts'
import { useMonitoringI18n } from './i18n'

const RATING_TEXT = { good: 'text-emerald-800', 'needs-improvement': 'text-amber-800', poor: 'text-danger' } as const

/** p75 per page, one row per page and one column per metric. */
export function VitalsByPage({ pages }: { pages: NonNullable<MetricsReport['web_vitals']>['pages'] }) {
  const { t } = useMonitoringI18n()
  const p = t.performance
  const metrics = VITAL_NAMES.filter((m) => pages.some((r) => r.metric === m))
  const byPage = new Map<string, Map<string, (typeof pages)[number]>>()
  for (const row of pages) {
    if (!byPage.has(row.page)) byPage.set(row.page, new Map())
    byPage.get(row.page)!.set(row.metric, row)
  }
  return (
    <div className="mt-4">
      <h3 className="mb-2 text-sm font-semibold text-ink">{p.vitalsByPage}</h3>
      <DataTable
        caption={p.vitalsByPage}
        head={[p.page, ...metrics]}
        rows={[...byPage].map(([page, cells]) => [
          page,
          ...metrics.map((m) => {
            const cell = cells.get(m)
            return cell ? (
              <span key={m} className={RATING_TEXT[cell.rating]} title={fill(p.samples, { count: cell.samples })}>
                {formatVital(cell.metric as VitalName, cell.p75)}
              </span>
            ) : (
              '—'
            )
          }),
        ])}
      />
    </div>
  )
}
