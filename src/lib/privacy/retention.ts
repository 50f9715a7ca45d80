import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { execute } from '@/lib/db/statements'
import { inLocalTransaction } from '@/lib/db/transaction'

import { removeRows } from './operations'
import {
  DEFAULT_RETENTION,
  PERSONAL_TABLES,
  RETENTION_RULES,
  type RetentionPeriods,
  type RetentionRule,
} from './registry'

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
      const due = rule.due(cutoffOf(rule, periods[rule.setting], now))
      const entry = PERSONAL_TABLES.find((e) => e.source === rule.table)
      removed[rule.setting] = await removeRows(
        req,
        rule.table,
        due,
        entry?.erase ?? { action: 'delete' },
        entry?.before,
      )
    }
    const run: RetentionRun = { ranAt: now.toISOString(), removed, periods }
    await execute(
      req,
      sql`INSERT INTO privacy_retention_runs (ran_at, results) VALUES (${run.ranAt}, ${JSON.stringify({ removed, periods })}::jsonb)`,
    )
    return run
  })
}

export async function lastRetentionRun(payload: Payload): Promise<RetentionRun | null> {
  const [row] = await execute(payload, sql`SELECT ran_at, results FROM privacy_retention_runs ORDER BY id DESC LIMIT 1`)
  if (!row) return null
  const results = row.results as { removed: Record<string, number>; periods: RetentionPeriods }
  return { ranAt: new Date(row.ran_at as string).toISOString(), ...results }
}

/**
 * The daily pass, called by the jobs runner on the one instance that holds its lock: runs when the
 * last recorded pass is a day old (or there is none), so a restart does not run it twice a day.
 */
export async function runRetentionIfDue(payload: Payload, now = new Date()): Promise<RetentionRun | null> {
  const last = await lastRetentionRun(payload)
  if (last && now.getTime() - new Date(last.ranAt).getTime() < RETENTION_INTERVAL_MS) return null
  const run = await applyRetention(payload, now)
  const total = Object.values(run.removed).reduce((a, b) => a + b, 0)
  payload.logger.info({ msg: `Privacy retention: ${total} records past their time removed`, removed: run.removed })
  return run
}
