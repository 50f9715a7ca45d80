'use client'

import { Activity } from 'lucide-react'
import { useState, type ReactNode } from 'react'

import { LanguageButton, LogoutButton } from '@/components/studio/AdminHeader'
import { useAdminMessages } from '@/components/studio/AdminI18n'
import { Tabs } from '@/components/ui/Tabs'
import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import { VITAL_NAMES, type VitalName } from '@/lib/analytics/vitals'
import { INQUIRY_STAGES } from '@/lib/inquiries/stages'
// Type-only: the report shapes come from the server modules that produce them; no server code follows.
import type { AlertsReport } from '@/lib/monitoring/alerts'
import type { HealthReport } from '@/lib/monitoring/health'
import type { MetricsReport } from '@/lib/monitoring/metrics'
import type { SecurityReport } from '@/lib/monitoring/security'
import { THRESHOLDS } from '@/lib/metrics/thresholds'

import { useAlerts, useHealth, useMetrics, useSecurity } from './api'
import { formatVital, SeriesChart, type SeriesChartProps, VitalScale } from './charts'
import { useMonitoringI18n, type MonitoringMessages } from './i18n'
import { languageTag } from '@/i18n/language-tag'

type Tone = 'neutral' | 'good' | 'warning' | 'danger'
const TONE_TEXT: Record<Tone, string> = {
  neutral: 'text-ink',
  good: 'text-emerald-800',
  warning: 'text-amber-800',
  danger: 'text-danger',
}
const TONE_BADGE: Record<Tone, string> = {
  neutral: 'border-line bg-sand text-ink',
  good: 'border-emerald-700/30 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-700/30 bg-amber-50 text-amber-900',
  danger: 'border-danger/30 bg-red-50 text-danger',
}

/** What every section of the dashboard starts from: its texts, its language and `f`, the figures' formats. */
function useView() {
  const { locale, t } = useMonitoringI18n()
  const tag = languageTag(locale)
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 })
  const f = {
    n: (v: number) => number.format(v),
    ms: (v: number) => fill(t.units.ms, { value: number.format(Math.round(v)) }),
    pct: (v: number) => fill(t.units.percent, { value: number.format(v) }),
    mb: (bytes: number) => fill(t.units.megabytes, { value: number.format(bytes / 1_000_000) }),
    date: (iso: string) => new Date(iso).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short' }),
    time: (iso: string | number) =>
      new Date(iso).toLocaleTimeString(tag, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
    duration: (seconds: number) => {
      const d = Math.floor(seconds / 86_400)
      const h = Math.floor((seconds % 86_400) / 3600)
      const m = Math.floor((seconds % 3600) / 60)
      const s = Math.floor(seconds % 60)
      return d > 0
        ? fill(t.duration.days, { d, h })
        : h > 0
          ? fill(t.duration.hours, { h, m })
          : fill(t.duration.minutes, { m, s })
    },
  }
  return { t, locale, f }
}

function Card({
  label,
  value,
  detail,
  tone = 'neutral',
  testId,
}: {
  label: string
  value: ReactNode
  detail?: ReactNode
  tone?: Tone
  testId?: string
}) {
  return (
    <div className="min-w-0 rounded-2xl border border-line bg-white p-3 sm:p-4">
      <dt className="text-[11px] font-semibold uppercase tracking-[0.1em] text-ink-soft sm:text-xs">{label}</dt>
      <dd
        className={`mt-2 text-xl font-semibold tabular-nums sm:text-2xl ${TONE_TEXT[tone]}`}
        data-testid={testId}
        data-tone={tone}
      >
        {value ?? '…'}
      </dd>
      {detail && <dd className="mt-1 text-sm text-ink-soft">{detail}</dd>}
    </div>
  )
}

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
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

function Badge({ tone, children, testId }: { tone: Tone; children: ReactNode; testId?: string }) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center rounded-full border px-3 py-1 text-sm font-semibold ${TONE_BADGE[tone]}`}
    >
      {children}
    </span>
  )
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-line bg-white/60 p-5 text-sm text-ink-soft">{children}</p>
  )
}

/** A section that is one table (its title is the table's caption too), or `empty` when it has no rows. */
function TableSection({
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
  const table = <Table caption={title} head={head} rows={rows} />
  return (
    <Section title={title}>
      {rows.length === 0 ? <Empty>{empty}</Empty> : testId ? <div data-testid={testId}>{table}</div> : table}
    </Section>
  )
}

/** A table that scrolls sideways on a phone instead of overflowing the page. */
function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-sand/60 text-xs uppercase tracking-[0.08em] text-ink-soft">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-2.5 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} className="border-b border-line/70 last:border-0">
              {cells.map((cell, j) => (
                <td
                  key={j}
                  className={`px-4 py-2.5 align-top ${j === 0 ? 'break-all font-mono text-[13px]' : 'tabular-nums'}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const statusTone = (status?: HealthReport['status']): Tone =>
  status === 'ok' ? 'good' : status === 'degraded' ? 'warning' : status === 'down' ? 'danger' : 'neutral'
const threatTone = (level?: SecurityReport['threat_level']): Tone =>
  level === 'HIGH' ? 'danger' : level === 'MEDIUM' ? 'warning' : level === 'LOW' ? 'neutral' : 'good'
const errorTone = (rate?: number): Tone =>
  rate === undefined ? 'neutral' : rate > THRESHOLDS.errorRatePercent ? 'danger' : 'good'

function Overview({
  health,
  metrics,
  alerts,
  security,
}: {
  health?: HealthReport
  metrics?: MetricsReport
  alerts?: AlertsReport
  security?: SecurityReport
}) {
  const { t, f } = useView()
  const o = t.overview
  const series = metrics?.requests.series ?? []
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Card
          label={o.status}
          value={health ? t.status[health.status] : undefined}
          tone={statusTone(health?.status)}
          testId="stat-status"
        />
        <Card label={o.uptime} value={health ? f.duration(health.uptime) : undefined} />
        <Card
          label={o.requests}
          value={health ? f.n(health.performance.total_requests) : undefined}
          testId="stat-requests"
        />
        <Card label={o.avgResponse} value={health ? f.ms(health.performance.avg_response_time) : undefined} />
        <Card
          label={o.errorRate}
          value={health ? f.pct(health.performance.error_rate) : undefined}
          tone={errorTone(health?.performance.error_rate)}
          testId="stat-error-rate"
        />
        <Card
          label={o.memory}
          value={health ? f.pct(health.memory.usage) : undefined}
          detail={
            health && fill(o.memoryDetail, { used: f.n(health.memory.heapUsed), limit: f.n(health.memory.heapLimit) })
          }
          tone={health && health.memory.usage > THRESHOLDS.memoryPercent ? 'danger' : 'neutral'}
        />
        <Card
          label={o.database}
          value={
            health
              ? health.database.status === 'up'
                ? fill(o.databaseUp, { latency: f.n(health.database.latency_ms ?? 0) })
                : o.databaseDown
              : undefined
          }
          tone={health?.database.status === 'down' ? 'danger' : health ? 'good' : 'neutral'}
          testId="stat-database"
        />
        <Card
          label={o.connections}
          value={health ? f.n(health.connections.active) : undefined}
          detail={
            health &&
            fill(o.connectionsDetail, { active: health.connections.active, global: health.connections.global ?? '—' })
          }
        />
        <Card
          label={o.alerts}
          value={alerts ? f.n(alerts.summary.total_alerts) : undefined}
          detail={alerts && fill(o.alertsDetail, { critical: alerts.summary.critical })}
          tone={
            alerts
              ? alerts.summary.critical > 0
                ? 'danger'
                : alerts.summary.total_alerts > 0
                  ? 'warning'
                  : 'good'
              : 'neutral'
          }
          testId="stat-alerts"
        />
        <Card
          label={o.threatLevel}
          value={security ? t.security.levels[security.threat_level] : undefined}
          tone={threatTone(security?.threat_level)}
        />
        <BackupCard alerts={alerts} />
      </dl>
      {series.length > 0 && <TrafficCharts series={series} className="mt-6 grid gap-4 lg:grid-cols-2" />}
    </>
  )
}

/**
 * The last good backup's age and size, and whether backups are encrypted and their key kept off the
 * machine; red when a backup alert is up (a failure, or too old), amber while the key is not saved.
 */
function BackupCard({ alerts }: { alerts?: AlertsReport }) {
  const { t, f } = useView()
  const o = t.overview
  const backup = alerts?.backup
  const alerting = alerts?.alerts.some((a) => a.type === 'backup_failed' || a.type === 'backup_age') ?? false
  const lastGood = backup?.last_good_at
  // Counted to the report's own time: the same answer on every render.
  const ageSeconds = alerts && lastGood ? Math.max(0, (Date.parse(alerts.timestamp) - Date.parse(lastGood)) / 1000) : 0
  const keyText =
    backup &&
    (backup.key === 'environment'
      ? o.backupKeyEnvironment
      : backup.key_saved_elsewhere
        ? o.backupKeySaved
        : o.backupKeyUnsaved)
  const encryption =
    backup &&
    (backup.last_good_encrypted === false
      ? o.backupNotEncrypted
      : backup.key === 'none'
        ? o.backupEncrypted
        : `${o.backupEncrypted} (${keyText})`)
  return (
    <Card
      label={o.backup}
      value={alerts ? (lastGood ? fill(o.backupAgo, { age: f.duration(ageSeconds) }) : o.backupNone) : undefined}
      detail={
        backup &&
        [
          lastGood && fill(o.backupDetail, { size: f.mb(backup.last_good_bytes ?? 0), date: f.date(lastGood) }),
          encryption,
          backup.last_ok === false && o.backupFailed,
        ]
          .filter(Boolean)
          .join(' · ')
      }
      tone={
        alerts
          ? alerting
            ? 'danger'
            : backup?.key === 'generated' && !backup.key_saved_elsewhere
              ? 'warning'
              : lastGood
                ? 'good'
                : 'neutral'
          : 'neutral'
      }
      testId="stat-backup"
    />
  )
}

/** The request rate and the mean response time over the window, side by side on a wide screen. */
function TrafficCharts({ series, className }: { series: MetricsReport['requests']['series']; className: string }) {
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

function Performance({ metrics }: { metrics?: MetricsReport }) {
  const { t, f } = useView()
  const p = t.performance
  if (!metrics) return <Empty>…</Empty>
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
          <Card label={p.avg} value={f.ms(times.avg)} />
          <Card label={p.p50} value={f.ms(times.p50)} />
          <Card
            label={p.p95}
            value={f.ms(times.p95)}
            tone={times.p95 > THRESHOLDS.p95Ms ? 'warning' : 'neutral'}
            testId="stat-p95"
          />
          <Card label={p.p99} value={f.ms(times.p99)} />
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
          <Empty>{p.noVitals}</Empty>
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

const RATING_TEXT = { good: 'text-emerald-800', 'needs-improvement': 'text-amber-800', poor: 'text-danger' } as const

/** p75 per page, one row per page and one column per metric. */
function VitalsByPage({ pages }: { pages: NonNullable<MetricsReport['web_vitals']>['pages'] }) {
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
      <Table
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

function Business({ metrics }: { metrics?: MetricsReport }) {
  const { t, f } = useView()
  const b = t.business
  const stages = useAdminMessages().pipeline.stages
  if (!metrics) return <Empty>…</Empty>
  const figures = metrics.business
  if (!figures) return <Empty>{b.unavailable}</Empty>
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Card
          label={b.contactSubmissions}
          value={f.n(figures.contact_submissions)}
          detail={fill(b.last7, { count: f.n(figures.last_7_days.contact_submissions) })}
          testId="stat-contacts"
        />
        <Card
          label={b.classBookings}
          value={f.n(figures.class_bookings)}
          detail={fill(b.last7, { count: f.n(figures.last_7_days.class_bookings) })}
        />
        <Card label={b.blogViews} value={f.n(figures.blog_views)} testId="stat-blog-views" />
        <Card
          label={b.subscribers}
          value={f.n(figures.newsletter_subscribers)}
          detail={fill(b.last7, { count: f.n(figures.last_7_days.newsletter_subscribers) })}
        />
      </dl>
      <Section title={fill(b.funnel, { month: figures.inquiry_funnel.month })}>
        <dl className="mb-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Card
            label={b.medianReply}
            value={
              figures.inquiry_funnel.median_hours_to_first_reply === null
                ? b.noReplyYet
                : fill(b.medianValue, { hours: f.n(figures.inquiry_funnel.median_hours_to_first_reply) })
            }
            testId="stat-median-reply"
          />
        </dl>
        <Table
          caption={fill(b.funnel, { month: figures.inquiry_funnel.month })}
          head={[b.stage, b.inquiries]}
          rows={INQUIRY_STAGES.map((stage) => [
            // Words, not code: the table's first column is set for routes otherwise.
            <span key={stage} className="font-sans text-sm">
              {stages[stage]}
            </span>,
            f.n(figures.inquiry_funnel.stages[stage]),
          ])}
        />
      </Section>
      <TableSection
        title={b.topPosts}
        empty={b.noPosts}
        head={[b.post, b.views]}
        rows={figures.top_posts.map((post) => [post.title || post.slug, f.n(post.views)])}
      />
      <Retention run={metrics.retention} />
    </>
  )
}

/** What the last daily retention pass removed, kind by kind, with the periods it applied. */
function Retention({ run }: { run: MetricsReport['retention'] }) {
  const { t, locale, f } = useView()
  const b = t.business
  const kinds = Object.keys(b.retentionKinds) as (keyof typeof b.retentionKinds)[]
  return (
    <Section
      title={b.retention}
      aside={
        run ? (
          <span className="text-sm text-ink-soft">
            {fill(b.retentionLastRun, { when: new Date(run.ranAt).toLocaleString(languageTag(locale)) })}
          </span>
        ) : undefined
      }
    >
      {!run ? (
        <Empty>{b.retentionNever}</Empty>
      ) : (
        <Table
          caption={b.retention}
          head={[b.retentionKind, b.retentionRemoved]}
          // A pass recorded before a kind existed has no period for it: not listed.
          rows={kinds
            .filter((kind) => run.periods[kind] !== undefined)
            .map((kind) => [fill(b.retentionKinds[kind], { n: f.n(run.periods[kind]) }), f.n(run.removed[kind] ?? 0)])}
        />
      )}
    </Section>
  )
}

function Security({ security }: { security?: SecurityReport }) {
  const { t, f } = useView()
  const s = t.security
  if (!security) return <Empty>…</Empty>
  const c = security.security
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-semibold text-ink-soft">{s.threatLevel}</span>
        <Badge tone={threatTone(security.threat_level)} testId="threat-level">
          {s.levels[security.threat_level]}
        </Badge>
        <span className="text-sm text-ink-soft">{fill(s.lastHour, { count: f.n(c.events_last_hour) })}</span>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Card
          label={s.blockedIps}
          value={f.n(c.blocked_ips)}
          tone={c.blocked_ips > 0 ? 'warning' : 'neutral'}
          testId="stat-blocked"
        />
        <Card label={s.sqlInjection} value={f.n(c.sql_injection_attempts)} />
        <Card label={s.xss} value={f.n(c.xss_attempts)} />
        <Card label={s.pathTraversal} value={f.n(c.path_traversal_attempts)} />
        <Card label={s.suspicious} value={f.n(c.suspicious_activity)} />
      </dl>
      <TableSection
        title={s.recentThreats}
        empty={s.noThreats}
        head={[s.endpoint, s.reason, s.ip, s.time]}
        rows={security.recent_threats
          .slice(0, 5)
          .map((r) => [r.endpoint, s.reasons[r.reason], r.ip, f.time(r.timestamp)])}
      />
    </>
  )
}

function alertText(t: MonitoringMessages, alert: AlertsReport['alerts'][number]): string {
  const template = t.alerts.types[alert.type]
  const value =
    alert.type === 'security' && typeof alert.value === 'string'
      ? (t.security.levels[alert.value as SecurityReport['threat_level']] ?? alert.value)
      : alert.value
  return template ? fill(template, { value: value ?? '', threshold: alert.threshold ?? '' }) : alert.message
}

function Alerts({ alerts }: { alerts?: AlertsReport }) {
  const { t } = useMonitoringI18n()
  if (!alerts) return <Empty>…</Empty>
  return (
    <>
      <p className="mb-4 text-sm text-ink-soft">
        {fill(t.alerts.summary, { total: alerts.summary.total_alerts, critical: alerts.summary.critical })}
      </p>
      {alerts.alerts.length === 0 ? (
        <Empty>{t.alerts.none}</Empty>
      ) : (
        <ul className="grid gap-3" data-testid="alerts">
          {alerts.alerts.map((alert) => (
            <li
              key={`${alert.type}-${alert.level}`}
              data-type={alert.type}
              className={`flex flex-wrap items-start gap-3 rounded-2xl border bg-white p-4 ${alert.level === 'critical' ? 'border-danger/40' : 'border-amber-600/40'}`}
            >
              <Badge tone={alert.level === 'critical' ? 'danger' : 'warning'}>{t.alerts.levels[alert.level]}</Badge>
              <span className="min-w-0 flex-1 text-sm text-ink">{alertText(t, alert)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

type TabId = 'overview' | 'performance' | 'business' | 'security' | 'alerts'

/** /monitoring once signed in: five tabs over four polled calls. */
export function MonitoringDashboard({
  locale,
  onLocaleChange,
}: {
  locale: Locale
  onLocaleChange: (locale: Locale) => void
}) {
  const { t, f } = useView()
  const [tab, setTab] = useState<TabId>('overview')
  const health = useHealth()
  const metrics = useMetrics()
  const security = useSecurity()
  const alerts = useAlerts()
  const other: Locale = locale === 'en' ? 'fr' : 'en'
  const failed = [health, metrics, security, alerts].some((q) => q.isError && q.data === undefined)
  const alertCount = alerts.data?.summary.total_alerts ?? 0

  return (
    <div className="min-h-screen bg-cream">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <Activity aria-hidden="true" className="size-7 shrink-0 text-gold-deep" />
            <div className="min-w-0">
              <h1 className="text-2xl font-semibold text-ink">{t.title}</h1>
              <p className="text-sm text-ink-soft">{t.subtitle}</p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={statusTone(health.data?.status)} testId="health-status">
              {t.status[health.data?.status ?? 'unknown']}
            </Badge>
            <LanguageButton
              other={other}
              onChoose={onLocaleChange}
              labels={t}
              className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold hover:bg-sand"
            />
            <a
              href="/admin"
              className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold hover:bg-sand"
            >
              {t.backToDashboard}
            </a>
            <LogoutButton
              label={t.logout}
              className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-ink px-4 text-sm font-semibold text-cream hover:bg-night disabled:opacity-60"
            />
          </div>
        </div>
      </header>

      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <p className="mb-4 text-sm text-ink-soft" aria-live="polite">
          {health.dataUpdatedAt ? fill(t.updated, { time: f.time(health.dataUpdatedAt) }) : t.refreshing}
        </p>
        {failed && (
          <p role="alert" className="mb-4 rounded-2xl border border-danger/30 bg-red-50 p-4 text-sm text-danger">
            {t.loadFailed}
          </p>
        )}
        <Tabs
          label={t.tabsLabel}
          value={tab}
          onValueChange={(id) => setTab(id as TabId)}
          items={[
            {
              id: 'overview',
              label: t.tabs.overview,
              panel: (
                <Overview health={health.data} metrics={metrics.data} alerts={alerts.data} security={security.data} />
              ),
            },
            { id: 'performance', label: t.tabs.performance, panel: <Performance metrics={metrics.data} /> },
            { id: 'business', label: t.tabs.business, panel: <Business metrics={metrics.data} /> },
            { id: 'security', label: t.tabs.security, panel: <Security security={security.data} /> },
            {
              id: 'alerts',
              label: (
                <>
                  {t.tabs.alerts}
                  {alertCount > 0 && (
                    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs text-white">
                      {alertCount}
                    </span>
                  )}
                </>
              ),
              panel: <Alerts alerts={alerts.data} />,
            },
          ]}
        />
      </main>
    </div>
  )
}
