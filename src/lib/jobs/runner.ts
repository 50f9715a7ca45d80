import type { Payload } from 'payload'

import { remindWaitingInquiries } from '@/lib/inquiries/reminder'
import { runRetentionIfDue } from '@/lib/privacy/retention'
import { publishOutsideRequest } from '@/utilities/revalidate'
import { runDueJobs } from '@/platform/payload-jobs-claim'
import { queueRunnerLock, type QueueRunnerLock } from './queue-runner'

const INTERVAL_MS = 60_000
/** A job that fell due while no instance was running goes out soon after the start. */
const FIRST_RUN_MS = 5_000
const LIMIT = 20

/**
 * One pass of the jobs queue (scheduled publishing) and of the timers that remind (the 24-hour
 * promise of inquiries), on the instance holding the runner lock (src/lib/jobs/queue-runner.ts;
 * none: a single process, it runs). Its publishes expire the pages' tags once they have committed
 * (utilities/revalidate.ts). True when this instance ran the queue.
 */
export async function runJobsQueue(payload: Payload, lock: QueueRunnerLock | undefined): Promise<boolean> {
  if (lock && !(await lock.isRunner())) return false
  try {
    await publishOutsideRequest(() => runDueJobs(payload, { queue: 'default', limit: LIMIT }))
  } finally {
    // Its own statement guarantees "once" (src/lib/inquiries/reminder.ts); the lock only spares work.
    await remindWaitingInquiries(payload)
    // The daily privacy retention pass (src/lib/privacy/retention.ts): once a day, on this one runner.
    await runRetentionIfDue(payload)
  }
  return true
}

/**
 * The timers of once-only background work (this queue, the booking housekeeping) start neither
 * during `next build` nor in a process told to stay out of it with DISABLE_JOBS=1.
 */
export const backgroundJobsDisabled = () =>
  process.env.NEXT_PHASE === 'phase-production-build' || process.env.DISABLE_JOBS === '1'

const started = new WeakSet<Payload>()

/**
 * The queue's timer, in place of Payload's `jobs.autoRun` cron: that cron's callbacks run in the
 * context of the request that initialised Payload, where the tags of a scheduled publish were
 * queued on a finished request and lost. Called from payload.config `onInit`; one pass at a time.
 */
export function startJobsRunner(payload: Payload, { intervalMs = INTERVAL_MS } = {}): void {
  if (backgroundJobsDisabled() || started.has(payload)) return
  started.add(payload)
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      await runJobsQueue(payload, queueRunnerLock())
    } catch (err) {
      payload.logger.error({ err, msg: 'Jobs queue run failed' })
    } finally {
      running = false
    }
  }
  setTimeout(() => void tick(), FIRST_RUN_MS).unref()
  setInterval(() => void tick(), intervalMs).unref()
}
