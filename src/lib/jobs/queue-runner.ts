import pg from 'pg'

/**
 * One instance at a time runs the jobs queue (scheduled publishing), with no configuration.
 *
 * Every instance has the queue's timer (src/lib/jobs/runner.ts), and Payload claims jobs by
 * reading the due ones and then marking them `processing` (src/platform/payload-jobs-claim.ts:
 * a find, then one update per job): two instances ticking in the same second both
 * find the same job and both run it, so a scheduled post was published twice
 * (tests/int/jobs-runner.test.ts shows it).
 *
 * The runner is whoever holds a PostgreSQL session advisory lock, on a connection of its own that
 * stays open: the timer asks before each run, and this answers yes only while the lock is held.
 * When the runner stops (or its connection drops), PostgreSQL releases the lock and the next
 * instance to tick takes it over. Needs a session-level connection: not through a pooler in
 * transaction mode.
 */

/** The advisory lock's key: any constant the application uses for nothing else. */
export const JOBS_QUEUE_LOCK = 4_177_221_063

export interface QueueRunnerOptions {
  connectionString: string
  log?: (message: string) => void
  /** The lock's key; tests use their own. */
  lockKey?: number
}

export function createQueueRunnerLock({
  connectionString,
  log = console.log,
  lockKey = JOBS_QUEUE_LOCK,
}: QueueRunnerOptions) {
  let client: pg.Client | undefined
  let holding = false
  let closed = false

  const drop = () => {
    const old = client
    client = undefined
    if (holding) log('Jobs queue: the connection holding the runner lock was lost; another instance can take over.')
    holding = false
    old?.end().catch(() => {})
  }

  /** True when this instance is (or has just become) the one that runs the queue. */
  async function isRunner(): Promise<boolean> {
    if (closed) return false
    if (holding && client) return true
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 })
        fresh.on('error', () => fresh === client && drop())
        fresh.on('end', () => fresh === client && drop())
        client = fresh
        await fresh.connect()
      }
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lockKey])
      holding = rows[0]?.locked === true
      if (holding) log('Jobs queue: this instance runs the scheduled jobs (it holds the runner lock).')
    } catch {
      drop()
    }
    return holding
  }

  return {
    isRunner,
    /** Gives the lock up (at shutdown), so that another instance takes over at its next tick. */
    async close() {
      closed = true
      const old = client
      client = undefined
      holding = false
      await old?.end().catch(() => {})
    },
  }
}

export type QueueRunnerLock = ReturnType<typeof createQueueRunnerLock>

const store = globalThis as { __studioQueueRunnerLock?: QueueRunnerLock }

/** This process's lock, made on first use (src/lib/jobs/runner.ts). */
export function queueRunnerLock(): QueueRunnerLock | undefined {
  const connectionString = process.env.DATABASE_URL
  if (!connectionString) return undefined
  store.__studioQueueRunnerLock ??= createQueueRunnerLock({ connectionString })
  return store.__studioQueueRunnerLock
}
