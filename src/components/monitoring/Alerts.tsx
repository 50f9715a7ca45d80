'use client'

import { Badge } from '@/components/studio/kit/Badge'
import { EmptyNote } from '@/components/studio/kit/EmptyNote'
import { fill } from '@/i18n/fill'
// Type-only: the report shapes come from the server modules that produce them; no server code follows.
import type { AlertsReport } from '@/lib/monitoring/alerts'
import type { SecurityReport } from '@/lib/monitoring/security'

import { type MonitoringMessages, useMonitoringI18n } from './i18n'

function alertText(t: MonitoringMessages, alert: AlertsReport['alerts'][number]): string {
  const template = t.alerts.types[alert.type]
  const value =
    alert.type === 'security' && typeof alert.value === 'string'
      ? (t.security.levels[alert.value as SecurityReport['threat_level']] ?? alert.value)
      : alert.value
  return template ? fill(template, { value: value ?? '', threshold: alert.threshold ?? '' }) : alert.message
}

export function Alerts({ alerts }: { alerts?: AlertsReport }) {
  const { t } = useMonitoringI18n()
  if (!alerts) return <EmptyNote>…</EmptyNote>
  return (
    <>
      <p className="mb-4 text-sm text-ink-soft">
        {fill(t.alerts.summary, { total: alerts.summary.total_alerts, critical: alerts.summary.critical })}
      </p>
      {alerts.alerts.length === 0 ? (
        <EmptyNote>{t.alerts.none}</EmptyNote>
      ) : (
        <ul className="grid gap-3" data-testid="alerts">
          {alerts.alerts.map((alert) => (
            <li
              key={`${alert.type}-${alert.level}`}
              data-type={alert.type}
              className={`flex flex-wrap items-start gap-3 rounded-2xl border bg-white p-4 ${alert.level === 'critical' ? 'border-danger/40' : 'border-amber-600/40'}`}
            >
              <Badge size="md" tone={alert.level === 'critical' ? 'danger' : 'warning'}>
                {t.alerts.levels[alert.level]}
              </Badge>
              <span className="min-w-0 flex-1 text-sm text-ink">{alertText(t, alert)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
