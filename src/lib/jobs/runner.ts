import type { Payload } from 'payload'

import { remindWaitingInquiries } from '@/lib/inquiries/reminder'
import { runRetentionIfDue } from '@/lib/privacy/retention'
import { publishOutsideRequest } from '@root/utilities/revalidate'
import { runDueJobs } from '@/platform/payload-jobs-claim'

const LIMIT = 20

/**
 * One pass of the jobs queue (scheduled publishing) and of the timers that remind (the 24-hour
 * promise of inquiries), then the daily privacy retention. Its loop runs on one instance at a time
 * (src/lib/jobs/background-loops.ts): Payload's claim of a due job is not safe for two runners at once
 * (src/platform/payload-jobs-claim.ts). Its publishes expire the pages' tags once they have
 * committed (utilities/revalidate.ts).
 */
export async function runJobsQueue(payload: Payload): Promise<void> {
  try {
    await publishOutsideRequest(() => runDueJobs(payload, { queue: 'default', limit: LIMIT }))
  } finally {
    // Its own statement guarantees "once" (src/lib/inquiries/reminder.ts); the lock only spares work.
    await remindWaitingInquiries(payload)
    // The daily privacy retention pass (src/lib/privacy/retention.ts): once a day, on this one runner.
    await runRetentionIfDue(payload)
  }
}
