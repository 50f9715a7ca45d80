/**
 * The jobs queue runs on one instance at a time (the scheduler's lock, src/lib/jobs/background-loops.ts;
 * the claim it makes safe: src/platform/payload-jobs-claim.ts), on the run's real
 * PostgreSQL: two instances' cron ticks at the same moment publish each scheduled post exactly
 * once; without the lock the same ticks publish posts twice (Payload's claim is a read, then an
 * update); and when the runner stops, another instance takes over.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createSessionLock, type SessionLock } from '@/lib/db/advisory-lock'
import { runJobsQueue } from '@/lib/jobs/runner'
import { createSiteScheduler } from '@/lib/jobs/background-loops'
import type { Scheduler } from '@/lib/runtime/loop-engine'
import { testPayload } from './helpers/api'

vi.mock('next/cache', () => ({
  revalidateTag: () => {},
  revalidatePath: () => {},
  unstable_cache: (fn: unknown) => fn,
}))

let payload: Payload
/** An instance: its scheduler of the site's loops, and the scheduler's lock. */
interface Instance {
  lock: SessionLock
  scheduler: Scheduler<Payload>
}
const instances: Instance[] = []
// A key of its own: a site running on the same database must not make this test's runner wait.
const lockKey = 917_000_000 + Math.floor(Math.random() * 1_000_000)

const newInstance = (): Instance => {
  const connectionString = process.env.DATABASE_URL!
  const lock = createSessionLock({ connectionString, key: lockKey, name: 'Test scheduler', log: () => {} })
  const instance = { lock, scheduler: createSiteScheduler(payload, { lock }) }
  instances.push(instance)
  return instance
}

/**
 * An instance's tick of the queue's timer: ask for the lock, then run the queue (true when it
 * ran); without an instance, the queue's run with no lock.
 */
const tick = (instance: Instance | undefined) =>
  instance ? instance.scheduler.run('jobs') : runJobsQueue(payload).then(() => true)

async function scheduleDrafts(count: number): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: `Scheduled ${i}`,
        slug: `runner-${Date.now()}-${i}`,
        content: content(),
        _status: 'draft',
      } as never,
      context: {},
    })
    ids.push(String(post.id))
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: String(post.id) } },
      waitUntil: new Date(Date.now() - 1000),
    } as never)
  }
  return ids
}

/** How many times each post was published (one published version per publication). */
async function publications(ids: string[]): Promise<number[]> {
  return Promise.all(
    ids.map(
      async (id) =>
        (
          await payload.countVersions({
            collection: 'posts',
            where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
          })
        ).totalDocs,
    ),
  )
}

beforeAll(async () => {
  payload = await testPayload()
}, 180_000)
afterAll(async () => {
  await Promise.all(instances.map((i) => i.scheduler.stop()))
})

describe('scheduled jobs with two instances on one database', () => {
  it('publishes each scheduled post exactly once when both instances tick together', async () => {
    const ids = await scheduleDrafts(6)
    const a = newInstance()
    const b = newInstance()
    const ran = await Promise.all([tick(a), tick(b)])
    expect(ran.filter(Boolean)).toHaveLength(1)
    // A second round of ticks (the next minute) finds nothing left to do.
    await Promise.all([tick(a), tick(b)])
    expect(await publications(ids)).toEqual(ids.map(() => 1))
    for (const id of ids) expect((await payload.findByID({ collection: 'posts', id }))._status).toBe('published')
  })

  it('without the lock, both ticks take the same jobs (why the lock exists)', async () => {
    const ids = await scheduleDrafts(6)
    const runs = await Promise.allSettled([tick(undefined), tick(undefined)])
    const counts = await publications(ids)
    expect(counts.every((c) => c >= 1)).toBe(true)
    // Both runs claimed the same jobs: a post published twice, or the second run failing on a job
    // the first had already finished and deleted.
    expect(counts.some((c) => c > 1) || runs.some((r) => r.status === 'rejected')).toBe(true)
  })

  it('hands the queue over when the runner stops', async () => {
    const a = newInstance()
    const b = newInstance()
    // Whoever holds it from the first test keeps it until it stops; start from a free lock.
    await Promise.all(instances.slice(0, -2).map((i) => i.scheduler.stop()))
    expect(await a.lock.held()).toBe(true)
    expect(await b.lock.held()).toBe(false)
    expect(await a.lock.held()).toBe(true)
    await a.scheduler.stop()
    expect(await b.lock.held()).toBe(true)
    const ids = await scheduleDrafts(2)
    expect(await tick(b)).toBe(true)
    expect(await publications(ids)).toEqual([1, 1])
  })
})

function content() {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', text: 'Hello', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  }
}
