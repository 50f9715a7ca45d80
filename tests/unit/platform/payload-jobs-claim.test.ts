/**
 * How Payload claims due jobs, which the runner lock makes safe (src/platform/payload-jobs-claim.ts),
 * and that Payload's own cron is not configured to run the queue beside the site's timer.
 */
import { describe, expect, it } from 'vitest'

import { packageFile } from './installed'

describe("Payload's job claim", () => {
  const source = packageFile('@payloadcms/drizzle', 'dist/updateJobs.js')

  it('updateJobs finds the due jobs, then updates them one by one', () => {
    const find = source.indexOf('await findMany(')
    const perJob = source.indexOf('for (const job of jobs.docs)')
    expect(find).toBeGreaterThan(0)
    expect(perJob).toBeGreaterThan(find)
    expect(source.slice(perJob)).toContain('await upsertRow(')
  })

  it('without a row lock: two runners can claim the same job (the lock stays necessary)', () => {
    // When this fails, Payload claims atomically: the scheduler's advisory lock (src/lib/jobs/background-loops.ts)
    // is then no longer what keeps a job from running twice, and can be reconsidered.
    expect(source).not.toMatch(/skip ?locked|for ?update|\.for\(/i)
  })

  it("Payload's cron has nothing to run: the config sets no jobs.autoRun", async () => {
    const config = await (await import('@payload-config')).default
    expect(config.jobs.autoRun).toBeUndefined()
  }, 60_000)
})
