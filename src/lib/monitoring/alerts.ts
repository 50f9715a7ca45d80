import type { Payload } from 'payload'

import { calendarHealth } from '@/lib/consultations/external'
import type { ThreatLevel } from '@/lib/security/policy'
import { healthReport, type HealthReport } from './health'
import { securityReport } from './security'
import { THRESHOLDS } from './thresholds'

export type AlertLevel = 'critical' | 'warning'
export type AlertType = 'error_rate' | 'response_time' | 'database' | 'memory' | 'security' | 'email' | 'calendar'

export interface Alert {
  level: AlertLevel
  type: AlertType
  /** English, for API readers; the dashboard words it from type, value and threshold in its language. */
  message: string
  value?: number | string
  threshold?: number | string
}

export interface AlertsReport {
  summary: { total_alerts: number; critical: number; warning: number }
  alerts: Alert[]
  timestamp: string
}

export interface AlertInputs {
  health: Pick<HealthReport, 'database' | 'memory' | 'performance'>
  /** null when the database could not be asked. */
  threatLevel: ThreatLevel | null
  failingEmails: number | null
  /** Names of the owner's external calendars whose last read failed (issue 26); null: not asked. */
  failingCalendars?: string[] | null
}

/** The rules, on figures already gathered (pure, so each can be tested on its own). */
export function evaluateAlerts({ health, threatLevel, failingEmails, failingCalendars }: AlertInputs): Alert[] {
  const alerts: Alert[] = []
  if (health.database.status === 'down') {
    alerts.push({
      level: 'critical',
      type: 'database',
      message: 'The database is unreachable',
      value: health.database.error ?? 'down',
    })
  }
  // Rates over a handful of requests (just after a start) are noise, not an incident.
  const judged = health.performance.window_requests >= THRESHOLDS.minWindowRequests
  const errorRate = health.performance.error_rate
  if (judged && errorRate > THRESHOLDS.errorRatePercent) {
    alerts.push({
      level: 'critical',
      type: 'error_rate',
      message: `Error rate ${errorRate}% over the last 5 minutes (above ${THRESHOLDS.errorRatePercent}%)`,
      value: errorRate,
      threshold: THRESHOLDS.errorRatePercent,
    })
  }
  const p95 = health.performance.p95_response_time
  if (judged && p95 > THRESHOLDS.p95Ms) {
    alerts.push({
      level: 'warning',
      type: 'response_time',
      message: `95th percentile response time ${Math.round(p95)} ms (above ${THRESHOLDS.p95Ms} ms)`,
      value: Math.round(p95),
      threshold: THRESHOLDS.p95Ms,
    })
  }
  if (health.memory.usage > THRESHOLDS.memoryPercent) {
    alerts.push({
      level: 'critical',
      type: 'memory',
      message: `Heap at ${health.memory.usage}% of its limit (above ${THRESHOLDS.memoryPercent}%)`,
      value: health.memory.usage,
      threshold: THRESHOLDS.memoryPercent,
    })
  }
  if (threatLevel === 'HIGH') {
    alerts.push({
      level: 'critical',
      type: 'security',
      message: 'Threat level HIGH: many attack signatures in the last hour',
      value: threatLevel,
    })
  } else if (threatLevel === 'MEDIUM') {
    alerts.push({
      level: 'warning',
      type: 'security',
      message: 'Threat level MEDIUM: repeated attack signatures in the last hour',
      value: threatLevel,
    })
  }
  if (failingEmails !== null && failingEmails > 0) {
    alerts.push({
      level: 'warning',
      type: 'email',
      message: `${failingEmails} e-mail(s) failing to send (see the outbox in /cms)`,
      value: failingEmails,
    })
  }
  if (failingCalendars && failingCalendars.length > 0) {
    alerts.push({
      level: 'warning',
      type: 'calendar',
      message: `External calendar unreadable: ${failingCalendars.join(', ')} (its last good copy still blocks times)`,
      value: failingCalendars.join(', '),
    })
  }
  return alerts
}

/** E-mails that failed for good, or are waiting for a retry after a failed attempt. */
async function failingEmailCount(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'outbox',
    where: {
      or: [
        { status: { equals: 'failed' } },
        { and: [{ status: { equals: 'pending' } }, { attempts: { greater_than: 0 } }] },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs
}

export async function alertsReport(payload: Payload): Promise<AlertsReport> {
  const health = await healthReport(payload)
  const up = health.database.status === 'up'
  // With the database down, only that alert can be known; the other queries would each wait for it.
  const [threat, failing, calendars] = up
    ? await Promise.all([
        securityReport(payload).then(
          (r) => r.threat_level,
          () => null,
        ),
        failingEmailCount(payload).catch(() => null),
        calendarHealth(payload).then(
          (calendars) => calendars.filter((c) => c.error).map((c) => c.label ?? 'calendar'),
          () => null,
        ),
      ])
    : [null, null, null]
  const alerts = evaluateAlerts({ health, threatLevel: threat, failingEmails: failing, failingCalendars: calendars })
  const critical = alerts.filter((a) => a.level === 'critical').length
  return {
    summary: { total_alerts: alerts.length, critical, warning: alerts.length - critical },
    alerts,
    timestamp: new Date().toISOString(),
  }
}
