'use client'

// Type-only: the report shape comes from the server module that produces it; no server code follows.
import type { MetricsReport } from '@/lib/monitoring/metrics'
import { THRESHOLDS } from '@/lib/metrics/thresholds'

import { SeriesChart, type SeriesChartProps } from './charts'
import { useView } from './useView'

/** The request rate and the mean response time over the window, side by side on a wide screen. */
export function TrafficCharts({
  series,
  className,
}: {
  series: MetricsReport['requests']['series']
  className: string
}) {
  const { t, f } = useView()
  // One point every 10 seconds.
  const minutes = Math.round((series.length * 10) / 60)
  const charts: Omit<SeriesChartProps, 'minutes'>[] = [
    {
      kind: 'bars',
      title: t.performance.requestRate,
      values: series.map((point) => point.requests),
      format: f.n,
    },
    {
      kind: 'line',
      title: t.performance.responseTime,
      values: series.map((point) => point.avg_ms),
      format: f.ms,
      threshold: THRESHOLDS.p95Ms,
      tone: 'ink',
    },
  ]
  return (
    <div className={className}>
      {charts.map((chart) => (
        <SeriesChart key={chart.kind} {...chart} minutes={minutes} />
      ))}
    </div>
  )
}
