/**
 * The loop engine: runs a process's background loops, knowing nothing of what they do. One timer
 * per loop, one run of a loop at a time, the loops of one instance at a time run only while this
 * process holds the database's lock, and a loop that fails is logged and counted and runs again at
 * its next turn, beside the others. Which loops the site has, and where they start:
 * src/lib/jobs/background-loops.ts.
 *
 * No imports on purpose: src/server/serve.ts stops the process's loops on SIGTERM through
 * `stopProcessScheduler` without loading Payload, while the engine itself is made inside Next's
 * bundle (two copies of this module, one slot on globalThis).
 */

export interface Loop<C> {
  /** Its name in the stats and for `wake` and `run`. */
  name: string
  /** The time between two runs, at a fixed rate (as setInterval): a long run does not shift the next. */
  everyMs: number
  /** The first run after `start`; `everyMs` when unset. */
  firstMs?: number
  /** Runs only in the process that holds the database's lock: on one instance at a time. */
  exclusive: boolean
  /** False: no timer in this process; the loop still runs when woken or run by a caller. */
  enabled: boolean
  /**
   * One pass. It may ask to run again sooner than its timer would (a retry falling due before the
   * next turn), which the scheduler honours while the loop's timer is on.
   */
  run(context: C): Promise<void | { nextAt?: Date }>
  /** The log line of a failed run. */
  failure: string
  /** Failures counted but not logged: a database outage, which the health checks report. */
  quiet?: (error: unknown) => boolean
}

/** The database's lock (src/lib/db/advisory-lock.ts). */
export interface ExclusiveLock {
  /** True when this process holds the lock (it takes it now if it is free). Never throws. */
  held(): Promise<boolean>
  /** Gives the lock up; `held()` answers false afterwards. */
  release(): Promise<void>
}

export interface LoopStats {
  name: string
  /** Runs started, failed ones included. */
  runs: number
  failures: number
  /** Turns passed because another instance holds the lock. */
  skipped: number
  lastRunAt: Date | null
  lastFailureAt: Date | null
  lastError: string | null
}

export interface SchedulerOptions<C> {
  /** Handed to every run (the site: its Payload). */
  context: C
  loops: Loop<C>[]
  /** Without one (no DATABASE_URL: one process), the exclusive loops run here. */
  lock?: ExclusiveLock
  log: (error: unknown, message: string) => void
}

export type Scheduler<C = unknown> = ReturnType<typeof createScheduler<C>>

/** A turn asked for sooner than this before the next one is not worth a timer of its own. */
const SOONER_MARGIN_MS = 100

export function createScheduler<C>({ context, loops, lock, log }: SchedulerOptions<C>) {
  interface State {
    loop: Loop<C>
    stats: LoopStats
    /** The run under way, and whether a trigger came during it (one more run then, never two at once). */
    cycle?: Promise<boolean>
    again: boolean
    sooner?: { timer: NodeJS.Timeout; at: number }
  }
  const states = new Map<string, State>()
  for (const loop of loops) {
    if (states.has(loop.name)) throw new Error(`Two background loops are named ${loop.name}`)
    const stats = {
      name: loop.name,
      runs: 0,
      failures: 0,
      skipped: 0,
      lastRunAt: null,
      lastFailureAt: null,
      lastError: null,
    }
    states.set(loop.name, { loop, stats, again: false })
  }
  const timers: NodeJS.Timeout[] = []
  let started = false
  let stopped = false

  const stateOf = (name: string): State => {
    const state = states.get(name)
    if (!state) throw new Error(`No background loop is named ${name}`)
    return state
  }

  const holdsLock = async () => {
    try {
      return !lock || (await lock.held())
    } catch {
      return false
    }
  }

  /** One run; false when the lock is another instance's. Never throws. */
  async function once(state: State): Promise<boolean> {
    const { loop, stats } = state
    if (loop.exclusive && !(await holdsLock())) {
      stats.skipped++
      return false
    }
    if (stopped) return false
    stats.runs++
    stats.lastRunAt = new Date()
    try {
      const result = await loop.run(context)
      if (result?.nextAt) runSooner(state, result.nextAt)
    } catch (error) {
      stats.failures++
      stats.lastFailureAt = new Date()
      stats.lastError = String((error as Error)?.message ?? error).slice(0, 500)
      if (!loop.quiet?.(error)) log(error, loop.failure)
    }
    return true
  }

  function trigger(state: State): Promise<boolean> {
    if (stopped) return Promise.resolve(false)
    if (state.cycle) {
      state.again = true
      return state.cycle
    }
    const cycle = (async () => {
      let ran = false
      do {
        state.again = false
        ran = (await once(state)) || ran
      } while (state.again && !stopped)
      return ran
    })()
    state.cycle = cycle
    void cycle.finally(() => {
      state.cycle = undefined
      if (state.again) void trigger(state)
    })
    return cycle
  }

  /** A turn at `at` when it comes before the next one (the outbox's retries): the sooner timer set stays. */
  function runSooner(state: State, at: Date): void {
    if (!started || stopped || !state.loop.enabled) return
    const now = Date.now()
    const wait = Math.max(0, at.getTime() - now) + SOONER_MARGIN_MS
    if (wait >= state.loop.everyMs) return
    if (state.sooner && state.sooner.at > now && state.sooner.at <= now + wait) return
    if (state.sooner) clearTimeout(state.sooner.timer)
    const timer = setTimeout(() => {
      state.sooner = undefined
      void trigger(state)
    }, wait).unref()
    state.sooner = { timer, at: now + wait }
  }

  return {
    context,
    /** Sets every enabled loop's timers (once); they never keep the process alive. */
    start(): void {
      if (started || stopped) return
      started = true
      for (const state of states.values()) {
        if (!state.loop.enabled) continue
        const turn = () => void trigger(state)
        timers.push(setTimeout(turn, state.loop.firstMs ?? state.loop.everyMs).unref())
        timers.push(setInterval(turn, state.loop.everyMs).unref())
      }
    },
    /** A run as soon as the current task is done (after a commit, without holding up its response). */
    wake(name: string): void {
      const state = stateOf(name)
      if (!stopped) setImmediate(() => void trigger(state))
    },
    /** A run now, or the one under way followed by one more; true when it ran in this process. */
    run(name: string): Promise<boolean> {
      return trigger(stateOf(name))
    },
    /** No more runs: the timers go, the runs under way finish, then the lock is released. */
    async stop(): Promise<void> {
      stopped = true
      for (const timer of timers.splice(0)) clearTimeout(timer)
      for (const state of states.values()) if (state.sooner) clearTimeout(state.sooner.timer)
      await Promise.allSettled([...states.values()].map((state) => state.cycle))
      await lock?.release()
    },
    stats(): LoopStats[] {
      return [...states.values()].map((state) => ({ ...state.stats }))
    },
  }
}

const SLOT = Symbol.for('studio.scheduler')
const slot = globalThis as unknown as Record<symbol, Scheduler | undefined>

/** The process's scheduler, set by the one place that starts it (src/lib/jobs/background-loops.ts). */
export function processScheduler(): Scheduler | undefined {
  return slot[SLOT]
}

export function setProcessScheduler(scheduler: Scheduler | undefined): void {
  slot[SLOT] = scheduler
}

/**
 * Wakes the process's loop `name` when the process's scheduler runs with this `context`; false
 * when none does (a script that started Payload without its onInit).
 */
export function wakeLoop(name: string, context: unknown): boolean {
  const scheduler = processScheduler()
  if (!scheduler || scheduler.context !== context) return false
  scheduler.wake(name)
  return true
}

/** At shutdown (src/server/serve.ts on SIGTERM): the runs under way finish and the lock is given up. */
export async function stopProcessScheduler(): Promise<void> {
  const scheduler = processScheduler()
  setProcessScheduler(undefined)
  await scheduler?.stop()
}
