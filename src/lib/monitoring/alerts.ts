import type { Payload } from 'payload'

import { peekBackupStatus, type Queryable } from '@/lib/backup/store'
import { recentDatabaseRestarts, RESTART_ALERT_HOURS } from '@/lib/metrics/database-restarts'
import { calendarHealth } from '@/lib/consultations/external'
import { countChargeFailures } from '@/lib/proposals/store'
import { canSend } from '@/lib/email/outbox'

import type { ThreatLevel } from '@/lib/security/policy'
import { adapterPool } from '@/platform/payload-adapter'
import { healthReport, type HealthReport } from './health'
import { securityReport } from './security'
import { countFailedRefunds, countOverdueHolds, outboxBacklog, recentStripeIncidents } from './store'
import { requestMetrics } from '@/lib/metrics'
import { THRESHOLDS } from '@/lib/metrics/thresholds'

export type AlertLevel = 'critical' | 'warning'
export type AlertType =
  | 'error_rate'
  | 'response_time'
  | 'database'
  | 'memory'
  | 'security'
  | 'email'
  | 'email_delay'
  | 'calendar'
  | 'backup_failed'
  | 'backup_age'
  | 'backup_key_unsaved'
  | 'database_restarted'
  | 'payment_holds'
  | 'refund_failed'
  | 'card_charge_failed'
  | 'webhook_signature'
  | 'stripe_foreign_session'
  | 'stripe_wrong_amount'
  | 'stripe_second_charge'
  | 'stripe_unusable_event'

export interface Alert {
  level: AlertLevel
  type: AlertType
  /** English, for API readers; the dashboard words it from type, value and threshold in its language. */
  message: string
  value?: number | string
  threshold?: number | string
}

/** The backups as /monitoring shows them (src/lib/backup/store.ts); null when unknown. */
export interface BackupSummary {
  last_good_at: string | null
  last_good_bytes: number | null
  /** Hours since the last good backup; null when there has been none. */
  age_hours: number | null
  last_attempt_at: string | null
  last_ok: boolean | null
  last_error: string | null
  /** Whether the last good backup is encrypted (every backup is, since keys are generated); null: unknown. */
  last_good_encrypted: boolean | null
  /** The key backups use: BACKUP_KEY, a key an instance generated, or none yet (no backup taken). */
  key: 'environment' | 'generated' | 'none'
  /** Whether that key is kept off the machine: BACKUP_KEY is the operator's; a generated one once `npm run backup:key` showed it. */
  key_saved_elsewhere: boolean
}

export interface AlertsReport {
  summary: { total_alerts: number; critical: number; warning: number }
  alerts: Alert[]
  backup: BackupSummary | null
  timestamp: string
}

/** What the backup rules judge: the last attempt's outcome and how old the last good backup is. */
export interface BackupInputs {
  lastFailed: boolean
  lastError: string | null
  /** Hours since the last good backup, or since the schedule began when there has been none. */
  ageHours: number
  /** A generated key that nobody has copied off the machine yet. */
  keyUnsaved?: boolean
}

export interface AlertInputs {
  health: Pick<HealthReport, 'database' | 'memory' | 'performance'>
  /** null when the database could not be asked. */
  threatLevel: ThreatLevel | null
  failingEmails: number | null
  /** Minutes the oldest message still to be sent has waited; null when unknown or nothing waits. */
  oldestEmailWaitMinutes?: number | null
  /** Names of the owner's external calendars whose last read failed; null: not asked. */
  failingCalendars?: string[] | null
  /** null: not known (the database could not be asked). */
  backup?: BackupInputs | null
  /** Seats still held for a payment well past its Checkout's expiry (the payments loop's job); null: not asked. */
  overdueHolds?: number | null
  /** Refunds Stripe refused or failed, not tried again, whose money the studio still holds; null: not asked. */
  failedRefunds?: number | null
  /** Signed proposals whose saved card's charge failed with nothing paid since; null: not asked. */
  failedCardCharges?: number | null
  /** Stripe webhook calls this instance refused for their signature in the last 5 minutes. */
  webhookSignatureFailures?: number
  /** Stripe incidents of the last THRESHOLDS.stripeIncidentDays days, by kind; null: not asked. */
  stripeIncidents?: Partial<Record<StripeIncidentKind, number>> | null
  /** Times the embedded PostgreSQL exited unasked and was restarted, in the last RESTART_ALERT_HOURS. */
  databaseRestarts?: number
}

/** What the webhook recorded for the studio to look at in Stripe (src/lib/payments/webhook.ts). */
export type StripeIncidentKind = 'foreign_session' | 'wrong_amount' | 'second_charge' | 'unusable_event'

const INCIDENT_ALERTS: Record<StripeIncidentKind, { type: AlertType; message: string }> = {
  foreign_session: {
    type: 'stripe_foreign_session',
    message: 'paid Checkout session(s) this site did not open (a Payment Link, another app): nothing was settled',
  },
  wrong_amount: {
    type: 'stripe_wrong_amount',
    message: 'charge(s) of another amount or currency than asked, refunded in full',
  },
  second_charge: {
    type: 'stripe_second_charge',
    message: 'second charge(s) for something already paid, refunded in full',
  },
  unusable_event: {
    type: 'stripe_unusable_event',
    message: 'signed Stripe event(s) whose fields the site cannot read, recorded and ignored',
  },
}

/**
 * The payments loop releases a hold 5 minutes after its Checkout expired, every minute: one still
 * held this long after means the loop is not running or Stripe cannot be reached, and a seat
 * stays taken for nobody.
 */
export const OVERDUE_HOLD_MINUTES = 15

/** The rules, on figures already gathered (pure, so each can be tested on its own). */
export function evaluateAlerts({
  health,
  threatLevel,
  failingEmails,
  oldestEmailWaitMinutes,
  failingCalendars,
  backup,
  overdueHolds,
  failedRefunds,
  failedCardCharges,
  webhookSignatureFailures,
  stripeIncidents,
  databaseRestarts,
}: AlertInputs): Alert[] {
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
      message: `${failingEmails} e-mail(s) failing to send (see E-mail in /admin)`,
      value: failingEmails,
    })
  }
  // Critical: inquiries are not reaching the studio, nor confirmations the clients.
  const waited = oldestEmailWaitMinutes ?? 0
  if (waited > THRESHOLDS.emailWaitMinutes) {
    alerts.push({
      level: 'critical',
      type: 'email_delay',
      message: `An e-mail has waited ${waited} minutes to be sent (above ${THRESHOLDS.emailWaitMinutes})`,
      value: waited,
      threshold: THRESHOLDS.emailWaitMinutes,
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
  // Critical: the studio's records (its tax records too) would be lost with the machine.
  if (backup?.lastFailed) {
    alerts.push({
      level: 'critical',
      type: 'backup_failed',
      message: `The last backup failed: ${backup.lastError ?? 'unknown error'}`,
      value: backup.lastError ?? '',
    })
  }
  if (backup && backup.ageHours > THRESHOLDS.backupAgeHours) {
    alerts.push({
      level: 'critical',
      type: 'backup_age',
      message: `The last good backup is ${backup.ageHours} hours old (above ${THRESHOLDS.backupAgeHours})`,
      value: backup.ageHours,
      threshold: THRESHOLDS.backupAgeHours,
    })
  }
  // A warning: the backups are there, but none could be opened if the machine were lost.
  if (backup?.keyUnsaved) {
    alerts.push({
      level: 'warning',
      type: 'backup_key_unsaved',
      message:
        'Backups are encrypted with a key generated on this machine that was never copied elsewhere: run npm run backup:key and keep what it prints in a password manager',
    })
  }
  // It came back on its own; the studio should still learn that it died (and look at why).
  if (databaseRestarts && databaseRestarts > 0) {
    alerts.push({
      level: 'warning',
      type: 'database_restarted',
      message: `The embedded PostgreSQL stopped unasked and was restarted ${databaseRestarts} time(s) in the last ${RESTART_ALERT_HOURS} hours`,
      value: databaseRestarts,
      threshold: RESTART_ALERT_HOURS,
    })
  }
  if (overdueHolds && overdueHolds > 0) {
    alerts.push({
      level: 'warning',
      type: 'payment_holds',
      message: `${overdueHolds} seat(s) held for a payment more than ${OVERDUE_HOLD_MINUTES} minutes past its Checkout's expiry`,
      value: overdueHolds,
      threshold: OVERDUE_HOLD_MINUTES,
    })
  }
  // A client is owed money the site tried to give back: the studio retries it from the Payments tab.
  if (failedRefunds && failedRefunds > 0) {
    alerts.push({
      level: 'warning',
      type: 'refund_failed',
      message: `${failedRefunds} refund(s) refused or failed at Stripe and not tried again (see Payments in /admin)`,
      value: failedRefunds,
    })
  }
  // A client's installment the saved card did not pay: they were sent a pay link, the studio follows up.
  if (failedCardCharges && failedCardCharges > 0) {
    alerts.push({
      level: 'warning',
      type: 'card_charge_failed',
      message: `${failedCardCharges} proposal(s) whose saved card was declined or needed its holder, nothing paid since (see Proposals in /admin)`,
      value: failedCardCharges,
    })
  }
  // A rate, at warning level: a few refusals are the internet's noise, and an anonymous caller must
  // not be able to raise a critical alert; tens in 5 minutes is a wrong signing secret or forgery.
  if (webhookSignatureFailures && webhookSignatureFailures >= THRESHOLDS.webhookSignatureRefusals) {
    alerts.push({
      level: 'warning',
      type: 'webhook_signature',
      message: `${webhookSignatureFailures} Stripe webhook call(s) refused for their signature in the last 5 minutes (from ${THRESHOLDS.webhookSignatureRefusals})`,
      value: webhookSignatureFailures,
      threshold: THRESHOLDS.webhookSignatureRefusals,
    })
  }
  for (const [kind, count] of Object.entries(stripeIncidents ?? {}) as [StripeIncidentKind, number][]) {
    if (!count) continue
    alerts.push({
      level: 'warning',
      type: INCIDENT_ALERTS[kind].type,
      message: `${count} ${INCIDENT_ALERTS[kind].message} in the last ${THRESHOLDS.stripeIncidentDays} days: see Stripe's dashboard`,
      value: count,
      threshold: THRESHOLDS.stripeIncidentDays,
    })
  }
  return alerts
}

const HOUR_MS = 3_600_000

/** The backups' state for the dashboard and the rules; null when it cannot be read. */
async function backupState(
  payload: Payload,
  now = Date.now(),
): Promise<{ summary: BackupSummary; inputs: BackupInputs } | null> {
  const pool = adapterPool<Queryable>(payload)
  const status = pool ? await peekBackupStatus(pool) : null
  if (!status) return null
  const age = (at: Date) => Math.max(0, Math.floor((now - at.getTime()) / HOUR_MS))
  // Read from the database, not this instance's disk: every instance shows the same answer.
  const key = process.env.BACKUP_KEY ? 'environment' : status.keyFingerprint ? 'generated' : 'none'
  const saved = key === 'environment' || (key === 'generated' && status.keySavedFingerprint === status.keyFingerprint)
  return {
    summary: {
      last_good_at: status.lastGoodAt?.toISOString() ?? null,
      last_good_bytes: status.lastGoodBytes,
      age_hours: status.lastGoodAt ? age(status.lastGoodAt) : null,
      last_attempt_at: status.lastStartedAt?.toISOString() ?? null,
      last_ok: status.lastOk,
      last_error: status.lastError,
      last_good_encrypted: status.lastGoodEncrypted,
      key,
      key_saved_elsewhere: saved,
    },
    inputs: {
      lastFailed: status.lastOk === false,
      lastError: status.lastError,
      ageHours: age(status.lastGoodAt ?? status.scheduleSince),
      keyUnsaved: key === 'generated' && !saved,
    },
  }
}

/** Pending payments whose Checkout expired more than OVERDUE_HOLD_MINUTES ago (a payment request has no expiry). */
async function overdueHolds(payload: Payload): Promise<number> {
  return countOverdueHolds(payload, OVERDUE_HOLD_MINUTES)
}

/**
 * E-mails that failed (for good, or waiting for a retry), and how long the oldest message still to
 * be sent has waited. The wait is judged only when the site sends e-mail at all: with no SMTP_URL
 * messages stay in the outbox by design.
 */
async function emailBacklog(payload: Payload): Promise<{ failing: number; oldestWaitMinutes: number | null }> {
  const row = await outboxBacklog(payload)
  return { failing: row.failing, oldestWaitMinutes: canSend(payload) ? row.oldest : null }
}

export async function alertsReport(payload: Payload): Promise<AlertsReport> {
  const health = await healthReport(payload)
  const up = health.database.status === 'up'
  // With the database down, only that alert can be known; the other queries would each wait for it.
  const [threat, email, calendars, backup, holds, incidents, refunds, cardCharges] = up
    ? await Promise.all([
        securityReport(payload).then(
          (r) => r.threat_level,
          () => null,
        ),
        emailBacklog(payload).catch(() => null),
        calendarHealth(payload).then(
          (calendars) => calendars.filter((c) => c.error).map((c) => c.label ?? 'calendar'),
          () => null,
        ),
        backupState(payload).catch(() => null),
        overdueHolds(payload).catch(() => null),
        recentStripeIncidents(payload, THRESHOLDS.stripeIncidentDays).catch(() => null),
        countFailedRefunds(payload).catch(() => null),
        countChargeFailures(payload).catch(() => null),
      ])
    : [null, null, null, null, null, null, null, null]
  const alerts = evaluateAlerts({
    health,
    threatLevel: threat,
    failingEmails: email?.failing ?? null,
    oldestEmailWaitMinutes: email?.oldestWaitMinutes ?? null,
    failingCalendars: calendars,
    backup: backup?.inputs ?? null,
    overdueHolds: holds,
    failedRefunds: refunds,
    failedCardCharges: cardCharges,
    webhookSignatureFailures: requestMetrics().webhookSignatureFailures(),
    stripeIncidents: incidents,
    databaseRestarts: recentDatabaseRestarts().length,
  })
  const critical = alerts.filter((a) => a.level === 'critical').length
  return {
    summary: { total_alerts: alerts.length, critical, warning: alerts.length - critical },
    alerts,
    backup: backup?.summary ?? null,
    timestamp: new Date().toISOString(),
  }
}
