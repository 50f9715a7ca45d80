import type { Payload } from 'payload'

/**
 * Reliance: how Payload's Postgres adapter claims due jobs when `payload.jobs.run` is called:
 * @payloadcms/drizzle/dist/updateJobs.js finds the due rows (a plain SELECT, no row lock, no SKIP
 * LOCKED), then marks them `processing` one UPDATE per job. Two callers running at the same moment
 * both claim the same job: a scheduled post was published twice (tests/int/jobs-runner.test.ts).
 *
 * Why this file: every run of the queue goes through `runDueJobs`, and its caller must hold the
 * scheduler's lock (src/lib/jobs/background-loops.ts: one instance at a time, a PostgreSQL advisory lock).
 * The site runs the queue on its own scheduler (src/lib/jobs/runner.ts), not Payload's `jobs.autoRun`
 * cron, whose callbacks ran inside the request that initialised Payload and lost the tags of a
 * scheduled publish; so the config sets no `autoRun`, and `getPayload` is called without `cron`
 * (it started nothing: Payload's cron runs only `autoRun` entries).
 * Upstream: no issue found for an atomic claim (payloadcms/payload#15177 added opt-in concurrency
 * keys, which serialise jobs by key, not the claim). Should updateJobs claim with a row lock or
 * SKIP LOCKED, the lock stays correct but could be reconsidered (the guard says so).
 *
 * Checked on: payload 3.90.1, @payloadcms/drizzle 3.90.1.
 * Guard: tests/unit/platform/payload-jobs-claim.test.ts (updateJobs still finds then updates per
 * job, without a lock; the config has no `jobs.autoRun`); tests/int/jobs-runner.test.ts.
 */
export function runDueJobs(payload: Payload, { queue, limit }: { queue: string; limit: number }) {
  return payload.jobs.run({ queue, limit })
}
