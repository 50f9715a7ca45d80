'use client'

import { fill } from '@/i18n/fill'
import { StatCard } from '@/components/studio/kit/cards'
import { EmptyNote } from '@/components/studio/kit/EmptyNote'
// Type-only: the report shape comes from the server module that produces it; no server code follows.
import type { MetricsReport } from '@/lib/monitoring/metrics'
import { THRESHOLDS } from '@/lib/metrics/thresholds'

import { VitalScale } from './charts'
import { Section, TableSection } from './Section'
import { TrafficCharts } from './TrafficCharts'
import { useView } from './useView'
import { VitalsByPage } from './VitalsByPage'

/** The second tab: response times, the busiest routes, the last errors and the visitors' web vitals. */
export function Performance({ metrics }: { metrics?: MetricsReport }) {
  const { t, f } = useView()
  const p = t.performance
  if (!metrics) return <EmptyNote>…</EmptyNote>
  const times = metrics.requests.response_times
  const series = metrics.requests.series
  const top = Object.entries(metrics.requests.by_endpoint)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
  const vitals = metrics.web_vitals
  return (
    <>
      <Section title={p.responseTimes} aside={<p className="text-sm text-ink-soft">{p.windowNote}</p>}>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label={p.avg} value={f.ms(times.avg)} />
          <StatCard label={p.p50} value={f.ms(times.p50)} />
          <StatCard
            label={p.p95}
            value={f.ms(times.p95)}
            tone={times.p95 > THRESHOLDS.p95Ms ? 'warning' : 'neutral'}
            testId="stat-p95"
          />
          <StatCard label={p.p99} value={f.ms(times.p99)} />
        </dl>
        <TrafficCharts series={series} className="mt-4 grid gap-4 lg:grid-cols-2" />
      </Section>

      <TableSection
        title={p.topEndpoints}
        empty={p.noData}
        head={[p.endpoint, p.count]}
        rows={top.map(([endpoint, count]) => [endpoint, f.n(count)])}
        testId="top-endpoints"
      />

      <TableSection
        title={p.recentErrors}
        empty={p.noErrors}
        head={[p.error, p.time]}
        rows={metrics.errors.recent.slice(0, 10).map((e) => [e.error, f.time(e.timestamp)])}
      />

      <Section
        title={fill(p.vitals, { days: vitals?.window_days ?? 7 })}
        aside={<p className="text-sm text-ink-soft">{p.vitalsNote}</p>}
      >
        {!vitals || vitals.metrics.length === 0 ? (
          <EmptyNote>{p.noVitals}</EmptyNote>
        ) : (
          <>
            <div className="grid gap-5 rounded-2xl border border-line bg-white p-5 sm:grid-cols-2" data-testid="vitals">
              {vitals.metrics.map((m) => (
                <VitalScale key={m.metric} metric={m.metric} p75={m.p75} rating={m.rating} samples={m.samples} />
              ))}
            </div>
            {vitals.pages.length > 0 && <VitalsByPage pages={vitals.pages} />}
          </>
        )}
      </Section>
    </>
  )
}
