import type { Payload } from 'payload'

import { BACKUP_LOOP, runNightlyBackup } from '@/lib/backup/nightly'
import { createSessionLock, type SessionLock } from '@/lib/db/advisory-lock'
import { runContractPdfs, runProposalsLoop } from '@/flows/proposals-loop'
import { runBookingHousekeeping } from '@/lib/bookings/housekeeping'
import { CALENDAR_REFRESH_MS, refreshExternalCalendars } from '@/lib/consultations/external'
import { runConsultationReminders } from '@/lib/consultations/reminders'
import { OUTBOX_LOOP, runOutbox } from '@/lib/email/outbox'
import { isDatabaseUnavailable } from '@/lib/http/database'
import { purgeExpiredKeys } from '@/lib/http/idempotency'
import { remindWaitingInquiries } from '@/lib/inquiries/reminder'
import { paymentsEnabled } from '@/lib/payments/config'
import { sweepPayments } from '@/lib/payments/sweep'
import {
  createScheduler,
  processScheduler,
  setProcessScheduler,
  type Loop,
  type Scheduler,
} from '@/lib/runtime/loop-engine'
import { runRetentionIfDue } from '@/lib/privacy/retention'
import { positiveSetting } from '@/lib/runtime/settings'

import { runJobsQueue } from './runner'

/**
 * The key of the scheduler's advisory lock: the one the jobs queue's runner lock used before the
 * scheduler, so that during a rolling upgrade an instance of either version excludes the other.
 */
export const SCHEDULER_LOCK = 4_177_221_063

/**
 * The site's background loops, one per concern and named for it: the only timers of the site's
 * process, started in one place (the config's onInit, startBackgroundLoops below). An `exclusive`
 * loop runs on one instance per database at a time, the one holding the scheduler's PostgreSQL
 * advisory lock (src/lib/db/advisory-lock.ts); when that instance stops or dies, the next one whose
 * turn comes takes over. The table of docs/architecture.md "Background loops" says the same, and
 * tests/unit/gates/background-loops.test.ts keeps the two alike.
 *
 * - outbox: sends queued and failed e-mail. Every instance (its claim with a lease and SKIP LOCKED
 *   keeps two senders off one message), woken right after a commit by kickOutbox, and sooner than
 *   its turn when a retry falls due. E-mails left pending by a previous run go out at start.
 *   OUTBOX_WORKER=0: no timer in this process (its kicks still send).
 * - idempotency-keys: deletes the expired keys. Every instance: one DELETE, harmless twice.
 * - booking-housekeeping: lapses unclaimed waitlist offers, queues the sessions' reminders.
 * - consultation-reminders: queues the consultations' reminders.
 * - external-calendars: reads the owner's busy calendars again (src/lib/consultations/external.ts).
 * - payments (with STRIPE_SECRET_KEY only): releases seats held for Checkouts that expired without
 *   Stripe's word, and sends again refunds that did not reach Stripe (src/lib/payments/sweep.ts).
 * - jobs: Payload's jobs queue (scheduled publishing; Payload's claim is unsafe with two runners).
 *   In place of Payload's `jobs.autoRun` cron, whose callbacks ran in the context of the request
 *   that initialised Payload, where the tags of a scheduled publish were queued on a finished
 *   request and lost.
 * - inquiry-reminders: the studio's reminder of an inquiry still unanswered (src/lib/inquiries/reminder.ts).
 * - privacy-retention: asks whether the daily retention pass is due, and runs it
 *   (src/lib/privacy/retention.ts).
 * - proposals: expires the proposals left unsigned, sends the installments' reminders, charges the
 *   saved cards on their due day (src/flows/proposals-loop.ts).
 * - proposal-contracts: makes the signed contracts' PDFs and sends both parties their copy once
 *   booked (src/flows/proposals-loop.ts).
 * - backup: the nightly backup at 03:00 in Montréal (src/lib/backup/nightly.ts), asked every five
 *   minutes whether it is due, so that one missed while no instance ran is taken when one comes
 *   back. BACKUP_NIGHTLY=0: none (the operator backs up otherwise).
 *
 * The reminders' and housekeeping's statements are once-only by themselves; the lock spares work.
 * DISABLE_JOBS=1 keeps a process out of the exclusive loops.
 */
export function siteLoops(env: NodeJS.ProcessEnv = process.env): Loop<Payload>[] {
  const jobs = env.DISABLE_JOBS !== '1'
  // HOUSEKEEPING_INTERVAL_S: how late an offer lapses or a reminder is queued.
  const housekeepingMs = positiveSetting(env.HOUSEKEEPING_INTERVAL_S, 60) * 1000
  return [
    {
      name: OUTBOX_LOOP,
      everyMs: 30_000,
      firstMs: 1_000,
      exclusive: false,
      enabled: env.OUTBOX_WORKER !== '0',
      run: runOutbox,
      failure: 'Outbox delivery failed',
      quiet: isDatabaseUnavailable,
    },
    {
      name: 'idempotency-keys',
      everyMs: 60 * 60_000,
      // Soon after a start, off the start's own path: a site redeployed more often than hourly purges too.
      firstMs: 60_000,
      exclusive: false,
      enabled: true,
      run: purgeExpiredKeys,
      failure: 'Expired idempotency keys not purged',
      quiet: isDatabaseUnavailable,
    },
    {
      name: 'booking-housekeeping',
      everyMs: housekeepingMs,
      exclusive: true,
      enabled: jobs,
      run: async (payload) => void (await runBookingHousekeeping(payload)),
      failure: 'Booking housekeeping failed',
      quiet: isDatabaseUnavailable,
    },
    {
      name: 'consultation-reminders',
      everyMs: housekeepingMs,
      exclusive: true,
      enabled: jobs,
      run: async (payload) => void (await runConsultationReminders(payload)),
      failure: 'Consultation reminders not queued',
      quiet: isDatabaseUnavailable,
    },
    {
      name: 'external-calendars',
      everyMs: CALENDAR_REFRESH_MS,
      // CALENDARS_FIRST_READ_S: how soon after a start the calendars are read (the reliability
      // suite's calendar module sets 30 s).
      firstMs: positiveSetting(env.CALENDARS_FIRST_READ_S, 60) * 1000,
      exclusive: true,
      enabled: jobs,
      run: refreshExternalCalendars,
      failure: 'External calendars not refreshed',
      quiet: isDatabaseUnavailable,
    },
    {
      name: 'payments',
      everyMs: 60_000,
      exclusive: true,
      enabled: jobs && paymentsEnabled(env),
      run: async (payload) => void (await sweepPayments(payload)),
      failure: 'Payments sweep failed',
      quiet: isDatabaseUnavailable,
    },
    {
      name: 'jobs',
      // JOBS_INTERVAL_S: how late a scheduled publish may go out (the scale test sets 5 s).
      everyMs: positiveSetting(env.JOBS_INTERVAL_S, 60) * 1000,
      // A job that fell due while no instance was running goes out soon after the start.
      firstMs: 5_000,
      exclusive: true,
      enabled: jobs,
      run: runJobsQueue,
      failure: 'Jobs queue run failed',
    },
    {
      name: 'inquiry-reminders',
      everyMs: 60_000,
      firstMs: 5_000,
      exclusive: true,
      enabled: jobs,
      run: async (payload) => void (await remindWaitingInquiries(payload)),
      failure: 'Inquiry reminders not queued',
      quiet: isDatabaseUnavailable,
    },
    {
      name: 'privacy-retention',
      everyMs: 60_000,
      firstMs: 5_000,
      exclusive: true,
      enabled: jobs,
      run: async (payload) => void (await runRetentionIfDue(payload)),
      failure: 'Privacy retention failed',
      quiet: isDatabaseUnavailable,
    },
    {
      name: 'proposals',
      everyMs: 60_000,
      exclusive: true,
      enabled: jobs,
      run: async (payload) => void (await runProposalsLoop(payload)),
      failure: 'Proposals pass failed',
      quiet: isDatabaseUnavailable,
    },
    {
      name: 'proposal-contracts',
      everyMs: 30_000,
      exclusive: true,
      enabled: jobs,
      run: async (payload) => void (await runContractPdfs(payload)),
      failure: 'Signed contract PDF failed',
      quiet: isDatabaseUnavailable,
    },
    {
      name: BACKUP_LOOP,
      everyMs: 5 * 60_000,
      firstMs: 60_000,
      exclusive: true,
      enabled: jobs && env.BACKUP_NIGHTLY !== '0',
      run: async (payload) => runNightlyBackup(payload),
      failure: 'Nightly backup failed',
    },
  ]
}

/** The database's scheduler lock for this process; none without DATABASE_URL (one process). */
export function schedulerLock(env: NodeJS.ProcessEnv = process.env, key = SCHEDULER_LOCK): SessionLock | undefined {
  const connectionString = env.DATABASE_URL
  if (!connectionString) return undefined
  return createSessionLock({ connectionString, key, name: 'Scheduler' })
}

/** A scheduler of the site's loops, not started (tests make two, as two instances). */
export function createSiteScheduler(
  payload: Payload,
  { lock = schedulerLock(), env = process.env }: { lock?: SessionLock; env?: NodeJS.ProcessEnv } = {},
): Scheduler<Payload> {
  return createScheduler({
    context: payload,
    loops: siteLoops(env),
    lock,
    log: (err, msg) => payload.logger.error({ err, msg }),
  })
}

/**
 * Starts the process's scheduler: from payload.config `onInit`, once per Payload. Not during
 * `next build`. A new Payload in the same process (a dev reload) replaces the old one's, which
 * gives its lock up. src/server/serve.ts stops it on SIGTERM (stopProcessScheduler).
 */
export function startBackgroundLoops(payload: Payload): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const current = processScheduler()
  if (current?.context === payload) return
  const scheduler = createSiteScheduler(payload)
  setProcessScheduler(scheduler as Scheduler)
  void current?.stop().catch(() => {})
  scheduler.start()
}
