'use client'

import { fill } from '@/i18n/fill'
import { VITAL_THRESHOLDS, type VitalName, type VitalRating } from '@/lib/analytics/vitals'

import { useMonitoringI18n } from './i18n'

/**
 * Small inline-SVG charts: the dashboard needs a trend line, bars and a threshold scale, not a
 * chart library. Each chart is an image with a text alternative that states what a sighted reader
 * takes from it (latest, highest, average); axis labels are HTML so they never stretch.
 */

const W = 600
const H = 160

export interface SeriesChartProps {
  title: string
  values: number[]
  /** Minutes the series spans, for the axis and the summary. */
  minutes: number
  format: (value: number) => string
  kind: 'line' | 'bars'
  /** Drawn as a dashed line (e.g. an alert threshold) when inside the scale. */
  threshold?: number
  tone?: 'gold' | 'ink'
}

export function SeriesChart({ title, values, minutes, format, kind, threshold, tone = 'gold' }: SeriesChartProps) {
  const { t } = useMonitoringI18n()
  const max = Math.max(1, ...values, threshold && threshold < Math.max(...values) * 2 ? threshold : 0)
  const top = niceCeiling(max)
  const avg = values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0
  const summary = fill(t.performance.chartSummary, {
    title,
    minutes,
    latest: format(values.at(-1) ?? 0),
    max: format(Math.max(0, ...values)),
    avg: format(avg),
  })
  const x = (i: number) => (values.length <= 1 ? W : (i / (values.length - 1)) * W)
  const y = (v: number) => H - (v / top) * H
  const color = tone === 'gold' ? 'var(--color-gold-deep)' : 'var(--color-ink)'
  const line = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')
  const barWidth = W / Math.max(values.length, 1)

  return (
    <figure className="rounded-2xl border border-line bg-white p-4">
      <figcaption className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-ink">{title}</span>
        <span className="tabular-nums text-ink-soft">{format(values.at(-1) ?? 0)}</span>
      </figcaption>
      <div className="relative mt-3 h-36">
        <span
          aria-hidden="true"
          className="absolute left-0 top-0 -translate-y-1/2 bg-white pr-1 text-[11px] tabular-nums text-ink-soft"
        >
          {format(top)}
        </span>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          className="h-full w-full overflow-visible"
        >
          <title>{summary}</title>
          {[0.25, 0.5, 0.75, 1].map((f) => (
            <line
              key={f}
              x1={0}
              x2={W}
              y1={H * (1 - f)}
              y2={H * (1 - f)}
              stroke="var(--color-line)"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {kind === 'bars' &&
            values.map((v, i) =>
              v > 0 ? (
                <rect
                  key={i}
                  x={i * barWidth + barWidth * 0.15}
                  width={barWidth * 0.7}
                  y={y(v)}
                  height={H - y(v)}
                  fill={color}
                  opacity={0.85}
                />
              ) : null,
            )}
          {kind === 'line' && values.length > 0 && (
            <>
              <path d={`${line} L${W},${H} L0,${H} Z`} fill={color} opacity={0.12} />
              <path
                d={line}
                fill="none"
                stroke={color}
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
                strokeLinejoin="round"
              />
            </>
          )}
          {threshold !== undefined && threshold <= top && (
            <line
              x1={0}
              x2={W}
              y1={y(threshold)}
              y2={y(threshold)}
              stroke="var(--color-danger)"
              strokeWidth={1.5}
              strokeDasharray="6 4"
              vectorEffect="non-scaling-stroke"
            />
          )}
        </svg>
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-[11px] text-ink-soft">
        <span>−{minutes} min</span>
        <span>0</span>
      </div>
    </figure>
  )
}

/** 1, 2, 5 × 10ⁿ above the value: a scale a reader can take in at a glance. */
function niceCeiling(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 5, 10]) if (value <= step * power) return step * power
  return 10 * power
}

const RATING_CLASS: Record<VitalRating, string> = {
  good: 'bg-emerald-600',
  'needs-improvement': 'bg-amber-500',
  poor: 'bg-danger',
}

export function formatVital(metric: VitalName, value: number): string {
  return metric === 'CLS' ? value.toFixed(3).replace(/0+$/, '').replace(/\.$/, '') : `${Math.round(value)} ms`
}

/** One metric's p75 on a scale with the good / needs-improvement / poor zones of src/lib/analytics/vitals.ts. */
export function VitalScale({
  metric,
  p75,
  rating,
  samples,
}: {
  metric: VitalName
  p75: number
  rating: VitalRating
  samples: number
}) {
  const { t } = useMonitoringI18n()
  const [good, poor] = VITAL_THRESHOLDS[metric]
  const end = Math.max(poor * 1.5, p75 * 1.1)
  const pct = (v: number) => `${Math.min(100, (v / end) * 100)}%`
  const summary = fill(t.performance.vitalSummary, {
    metric,
    value: formatVital(metric, p75),
    rating: t.performance.rating[rating],
    good: formatVital(metric, good),
    poor: formatVital(metric, poor),
  })
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">{metric}</span>
        <span className="tabular-nums">
          <span className="font-semibold">{formatVital(metric, p75)}</span>{' '}
          <span className="text-ink-soft">· {fill(t.performance.samples, { count: samples })}</span>
        </span>
      </div>
      <div role="img" aria-label={summary} title={summary} className="relative h-3 overflow-hidden rounded-full">
        <div className="absolute inset-y-0 left-0 bg-emerald-200" style={{ width: pct(good) }} />
        <div
          className="absolute inset-y-0 bg-amber-200"
          style={{ left: pct(good), width: `calc(${pct(poor)} - ${pct(good)})` }}
        />
        <div className="absolute inset-y-0 right-0 bg-red-200" style={{ left: pct(poor) }} />
        <div
          className={`absolute inset-y-0 w-1.5 -translate-x-1/2 rounded-full ${RATING_CLASS[rating]}`}
          style={{ left: pct(p75) }}
        />
      </div>
      <div aria-hidden="true" className="flex justify-between text-[11px] text-ink-soft">
        <span>{fill(t.performance.good, { value: formatVital(metric, good) })}</span>
        <span>{fill(t.performance.poor, { value: formatVital(metric, poor) })}</span>
      </div>
    </div>
  )
}
