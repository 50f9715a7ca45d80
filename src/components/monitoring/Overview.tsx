'use client'

import { fill } from '@/i18n/fill'
import { StatCard } from '@/components/studio/kit/cards'
// Type-only: the report shapes come from the server modules that produce them; no server code follows.
import type { AlertsReport } from '@/lib/monitoring/alerts'
import type { HealthReport } from '@/lib/monitoring/health'
import type { MetricsReport } from '@/lib/monitoring/metrics'
import type { SecurityReport } from '@/lib/monitoring/security'
import { THRESHOLDS } from '@/lib/metrics/thresholds'

import { BackupCard } from './BackupCard'
import { errorTone, statusTone, threatTone } from './tones'
import { TrafficCharts } from './TrafficCharts'
import { useView } from './useView'

/** The first tab: the site's state in a dozen figures, then its traffic. */
export function Overview({
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
        <StatCard
          label={o.status}
          value={health ? t.status[health.status] : undefined}
          tone={statusTone(health?.status)}
          testId="stat-status"
        />
        <StatCard label={o.uptime} value={health ? f.duration(health.uptime) : undefined} />
        <StatCard
          label={o.requests}
          value={health ? f.n(health.performance.total_requests) : undefined}
          testId="stat-requests"
        />
        <StatCard label={o.avgResponse} value={health ? f.ms(health.performance.avg_response_time) : undefined} />
        <StatCard
          label={o.errorRate}
          value={health ? f.pct(health.performance.error_rate) : undefined}
          tone={errorTone(health?.performance.error_rate)}
          testId="stat-error-rate"
        />
        <StatCard
          label={o.memory}
          value={health ? f.pct(health.memory.usage) : undefined}
          detail={
            health && fill(o.memoryDetail, { used: f.n(health.memory.heapUsed), limit: f.n(health.memory.heapLimit) })
          }
          tone={health && health.memory.usage > THRESHOLDS.memoryPercent ? 'danger' : 'neutral'}
        />
        <StatCard
          label={o.database}
          value={
            health
              ? health.database.status === 'up'
                ? fill(o.databaseUp, { latency: f.n(health.database.latency_ms ?? 0) })
                : o.databaseDown
              : undefined
          }
          tone={health?.database.status === 'down' ? 'danger' : health ? 'success' : 'neutral'}
          testId="stat-database"
        />
        <StatCard
          label={o.connections}
          value={health ? f.n(health.connections.active) : undefined}
          detail={
            health &&
            fill(o.connectionsDetail, { active: health.connections.active, global: health.connections.global ?? '—' })
          }
        />
        <StatCard
          label={o.alerts}
          value={alerts ? f.n(alerts.summary.total_alerts) : undefined}
          detail={alerts && fill(o.alertsDetail, { critical: alerts.summary.critical })}
          tone={
            alerts
              ? alerts.summary.critical > 0
                ? 'danger'
                : alerts.summary.total_alerts > 0
                  ? 'warning'
                  : 'success'
              : 'neutral'
          }
          testId="stat-alerts"
        />
        <StatCard
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
