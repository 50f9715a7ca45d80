import type { Payload } from 'payload'

import { inLocalTransaction } from '@/lib/db/transaction'

import {
  DEFAULT_RETENTION,
  insertRetentionRun,
  removeDueRows,
  RETENTION_RULES,
  selectLastRetentionRun,
  type RetentionPeriods,
  type RetentionRule,
} from './store'

/** One pass a day. */
export const RETENTION_INTERVAL_MS = 24 * 3600_000

export interface RetentionRun {
  ranAt: string
  /** Rows removed (deleted or anonymized) per setting, e.g. `{ inquiriesMonths: 3 }`. */
  removed: Record<string, number>
  periods: RetentionPeriods
}

/** The owner's periods from the CMS; a missing or broken value falls back to the rule's suggested period. */
export async function readRetention(payload: Payload): Promise<RetentionPeriods> {
  const stored = (await payload
    .findGlobal({ slug: 'privacy-settings', depth: 0, overrideAccess: true })
    .catch(() => ({}))) as Partial<RetentionPeriods>
  const periods = { ...DEFAULT_RETENTION }
  for (const rule of RETENTION_RULES) {
    const value = Number(stored[rule.setting])
    if (Number.isFinite(value) && value >= 1) periods[rule.setting] = value
  }
  return periods
}

/** The instant before which a row of `rule` is past its time. Months are calendar months (UTC). */
export function cutoffOf(rule: RetentionRule, period: number, now: Date): Date {
  const cutoff = new Date(now)
  if (rule.unit === 'days') cutoff.setTime(now.getTime() - period * 24 * 3600_000)
  else cutoff.setUTCMonth(cutoff.getUTCMonth() - period)
  return cutoff
}

/**
 * Deletes, or anonymizes where the registry says the accounts need the row, everything past its
 * time, in one transaction, and records what it did (privacy_retention_runs, shown in /monitoring).
 */
export async function applyRetention(payload: Payload, now = new Date()): Promise<RetentionRun> {
  const periods = await readRetention(payload)
  return inLocalTransaction(payload, async (req) => {
    const removed: Record<string, number> = {}
    for (const rule of RETENTION_RULES) {
      removed[rule.setting] = await removeDueRows(req, rule, cutoffOf(rule, periods[rule.setting], now))
    }
    const run: RetentionRun = { ranAt: now.toISOString(), removed, periods }
    await insertRetentionRun(req, run)
    return run
  })
}

export async function lastRetentionRun(payload: Payload): Promise<RetentionRun | null> {
  return selectLastRetentionRun(payload)
}

/**
 * The daily pass, asked every minute by the `privacy-retention` loop on the one instance that holds
 * the scheduler's lock: runs when the last recorded pass is a day old (or there is none), so a
 * restart does not run it twice a day.
 */
export async function runRetentionIfDue(payload: Payload, now = new Date()): Promise<RetentionRun | null> {
  const last = await lastRetentionRun(payload)
  if (last && now.getTime() - new Date(last.ranAt).getTime() < RETENTION_INTERVAL_MS) return null
  const run = await applyRetention(payload, now)
  const total = Object.values(run.removed).reduce((a, b) => a + b, 0)
  payload.logger.info({ msg: `Privacy retention: ${total} records past their time removed`, removed: run.removed })
  return run
}
