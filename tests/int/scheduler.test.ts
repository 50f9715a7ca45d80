/**
 * The scheduler of the background loops (src/lib/runtime/loop-engine.ts, the site's loops in
 * src/lib/jobs/background-loops.ts), on the run's real PostgreSQL: two instances on one database run an
 * exclusive loop in one of them at a time, and the other takes over when the first stops (without
 * the lock, both run it at once); a failing loop is counted and logged and stops none of the
 * others; a trigger during a run makes one more run after it, never two at once; a loop runs
 * sooner than its turn when it asks; kickOutbox wakes the outbox loop of the process's scheduler.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createSessionLock } from '@/lib/db/advisory-lock'
import { createScheduler, processScheduler, type Loop, type Scheduler } from '@/lib/runtime/loop-engine'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const running: Scheduler[] = []
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()))
})

// Keys of their own (one per test), as another file's or a site's scheduler may share the server.
const firstKey = 918_000_000 + Math.floor(Math.random() * 1_000_000)
let tests = 0
const newLock = (key = firstKey + tests) =>
  createSessionLock({ connectionString: process.env.DATABASE_URL!, key, name: 'Test scheduler', log: () => {} })
beforeEach(() => void tests++)

interface Run {
  instance: string
  start: number
  end?: number
}

/** An instance whose one exclusive loop records its runs, each lasting 40 ms, every 25 ms. */
function probeInstance(instance: string, runs: Run[], lock: ReturnType<typeof newLock> | undefined) {
  const scheduler = createScheduler({
    context: instance,
    lock,
    log: () => {},
    loops: [
      {
        name: 'probe',
        everyMs: 25,
        firstMs: 0,
        exclusive: true,
        enabled: true,
        failure: 'Probe failed',
        async run() {
          const run: Run = { instance, start: performance.now() }
          runs.push(run)
          await sleep(40)
          run.end = performance.now()
        },
      },
    ],
  })
  running.push(scheduler as Scheduler)
  return scheduler
}

/** Pairs of runs of two instances that were under way at the same moment. */
function overlapping(runs: Run[]): number {
  let pairs = 0
  for (const a of runs)
    for (const b of runs)
      if (a.instance < b.instance && a.start < (b.end ?? Infinity) && b.start < (a.end ?? Infinity)) pairs++
  return pairs
}

const byInstance = (runs: Run[], instance: string) => runs.filter((r) => r.instance === instance)

describe('two instances on one database', () => {
  it('run an exclusive loop in one instance at a time, and the other takes over when it stops', async () => {
    const runs: Run[] = []
    const a = probeInstance('a', runs, newLock())
    const b = probeInstance('b', runs, newLock())
    a.start()
    b.start()
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(8), { timeout: 15_000, interval: 20 })
    const holder = runs[0]!.instance
    const other = holder === 'a' ? 'b' : 'a'
    expect(byInstance(runs, other)).toEqual([])
    expect(overlapping(runs)).toBe(0)

    await (holder === 'a' ? a : b).stop()
    const stoppedAt = performance.now()
    await vi.waitFor(() => expect(byInstance(runs, other).length).toBeGreaterThanOrEqual(4), {
      timeout: 15_000,
      interval: 20,
    })
    expect(byInstance(runs, holder).filter((r) => r.start > stoppedAt)).toEqual([])
    expect(overlapping(runs)).toBe(0)
    const stats = (holder === 'a' ? b : a).stats()[0]!
    expect(stats.skipped).toBeGreaterThan(0)
    await Promise.all([a.stop(), b.stop()])
  })

  it('without the lock, both run it at once (what the lock prevents)', async () => {
    const runs: Run[] = []
    probeInstance('a', runs, undefined).start()
    probeInstance('b', runs, undefined).start()
    await vi.waitFor(() => expect(overlapping(runs)).toBeGreaterThan(0), { timeout: 15_000, interval: 20 })
    expect(byInstance(runs, 'a').length).toBeGreaterThan(0)
    expect(byInstance(runs, 'b').length).toBeGreaterThan(0)
  })
})

describe('one scheduler', () => {
  it('counts and logs a failing loop, which stops none of the others', async () => {
    const logged: string[] = []
    let steady = 0
    let exclusive = 0
    const loop = (name: string, run: Loop<null>['run'], exclusive = false): Loop<null> => ({
      name,
      run,
      everyMs: 20,
      firstMs: 0,
      exclusive,
      enabled: true,
      failure: `${name} failed`,
    })
    const scheduler = createScheduler<null>({
      context: null,
      lock: newLock(),
      log: (error, message) => logged.push(`${message}: ${(error as Error).message}`),
      loops: [
        loop('rejects', async () => {
          throw new Error('broken relay')
        }),
        // Not even a promise: it throws as it is called.
        loop('throws', (() => {
          throw new Error('broken at once')
        }) as unknown as Loop<null>['run']),
        loop('steady', async () => void steady++),
        loop('exclusive', async () => void exclusive++, true),
      ],
    })
    running.push(scheduler as Scheduler)
    scheduler.start()
    await vi.waitFor(
      () => {
        const stats = Object.fromEntries(scheduler.stats().map((s) => [s.name, s]))
        expect(stats.rejects!.failures).toBeGreaterThanOrEqual(3)
        expect(stats.throws!.failures).toBeGreaterThanOrEqual(3)
        expect(steady).toBeGreaterThanOrEqual(3)
        expect(exclusive).toBeGreaterThanOrEqual(3)
      },
      { timeout: 15_000, interval: 20 },
    )
    await scheduler.stop()
    const stats = Object.fromEntries(scheduler.stats().map((s) => [s.name, s]))
    expect(stats.rejects).toMatchObject({ lastError: 'broken relay', failures: stats.rejects!.runs })
    expect(stats.throws).toMatchObject({ lastError: 'broken at once', failures: stats.throws!.runs })
    expect(stats.steady!.failures).toBe(0)
    expect(logged.filter((l) => l === 'rejects failed: broken relay')).toHaveLength(stats.rejects!.failures)
    expect(logged.filter((l) => l === 'throws failed: broken at once')).toHaveLength(stats.throws!.failures)
    // Stopped: no run after it.
    const after = steady
    await sleep(100)
    expect(steady).toBe(after)
  })

  it('runs a loop triggered during its run once more after it, never twice at once', async () => {
    let active = 0
    let most = 0
    let runs = 0
    const scheduler = createScheduler<null>({
      context: null,
      log: () => {},
      loops: [
        {
          name: 'slow',
          everyMs: 60_000,
          exclusive: false,
          enabled: false,
          failure: 'Slow failed',
          async run() {
            runs++
            most = Math.max(most, ++active)
            await sleep(80)
            active--
          },
        },
      ],
    })
    running.push(scheduler as Scheduler)
    const first = scheduler.run('slow')
    scheduler.wake('slow')
    scheduler.wake('slow')
    const second = scheduler.run('slow')
    expect(await first).toBe(true)
    expect(await second).toBe(true)
    await vi.waitFor(() => expect(active).toBe(0))
    expect(runs).toBe(2)
    expect(most).toBe(1)
  })

  it('runs a loop sooner than its turn when it asks to, while its timer is on', async () => {
    const at: number[] = []
    const scheduler = createScheduler<null>({
      context: null,
      log: () => {},
      loops: [
        {
          name: 'retrying',
          everyMs: 60_000,
          firstMs: 0,
          exclusive: false,
          enabled: true,
          failure: 'Retrying failed',
          async run() {
            at.push(Date.now())
            // Only the first run asks: a retry due in 50 ms.
            return at.length === 1 ? { nextAt: new Date(Date.now() + 50) } : undefined
          },
        },
      ],
    })
    running.push(scheduler as Scheduler)
    scheduler.start()
    await vi.waitFor(() => expect(at.length).toBe(2), { timeout: 10_000, interval: 20 })
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(50)
    // The second asked for nothing: the next turn is the timer's, a minute later.
    await sleep(300)
    expect(at).toHaveLength(2)
  })
})

describe("the site's scheduler", () => {
  it('is started by the config, and kickOutbox wakes its outbox loop', async () => {
    const { testPayload } = await import('./helpers/api')
    const { kickOutbox, OUTBOX_LOOP } = await import('@/lib/email/outbox')
    const payload = await testPayload()
    const scheduler = processScheduler()
    expect(scheduler?.context).toBe(payload)
    const outboxRuns = () => scheduler!.stats().find((s) => s.name === OUTBOX_LOOP)!.runs
    // Past its first turn (a second after the start), so that only the kick can run it now.
    await vi.waitFor(() => expect(outboxRuns()).toBeGreaterThanOrEqual(1), { timeout: 10_000, interval: 50 })
    const before = outboxRuns()
    kickOutbox(payload)
    await vi.waitFor(() => expect(outboxRuns()).toBe(before + 1), { timeout: 10_000, interval: 10 })
  }, 180_000)
})
