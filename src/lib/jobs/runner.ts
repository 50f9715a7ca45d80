import type { Payload } from 'payload'

import { publishOutsideRequest } from '@root/utilities/revalidate'
import { runDueJobs } from '@/platform/payload-jobs-claim'

const LIMIT = 20

/**
 * One pass of Payload's jobs queue (scheduled publishing). Its loop, `jobs`, runs on one instance
 * at a time (src/lib/jobs/background-loops.ts): Payload's claim of a due job is not safe for two
 * runners at once (src/platform/payload-jobs-claim.ts). Its publishes expire the pages' tags once
 * they have committed (utilities/revalidate.ts).
 */
export async function runJobsQueue(payload: Payload): Promise<void> {
  await publishOutsideRequest(() => runDueJobs(payload, { queue: 'default', limit: LIMIT }))
}
