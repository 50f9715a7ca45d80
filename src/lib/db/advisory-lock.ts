import pg from 'pg'

import type { ExclusiveLock } from '@/lib/runtime/loop-engine'

/**
 * A PostgreSQL session advisory lock held by at most one process per database: the scheduler's
 * guard for the loops that run on one instance at a time (src/lib/runtime/loop-engine.ts), with no
 * configuration.
 *
 * The lock lives on a connection of its own that stays open while it is held: `held()` takes it
 * when it is free and then answers yes without asking again. When its holder stops (`release`),
 * dies, or loses that connection, PostgreSQL frees the lock and the next process to ask takes it
 * over. Needs a session-level connection: not through a pooler in transaction mode. The
 * connection is opened on the first `held()`, so a process that never runs such a loop opens none.
 */
export type SessionLock = ExclusiveLock

export interface SessionLockOptions {
  connectionString: string
  /** The lock's key: a constant the application uses for nothing else. */
  key: number
  /** What the lock guards, for its log lines. */
  name: string
  log?: (message: string) => void
}

export function createSessionLock({ connectionString, key, name, log = console.log }: SessionLockOptions): SessionLock {
  let client: pg.Client | undefined
  let holding = false
  let released = false

  const drop = () => {
    const old = client
    client = undefined
    if (holding) log(`${name}: the connection holding the lock was lost; another instance can take over.`)
    holding = false
    old?.end().catch(() => {})
  }

  return {
    async held() {
      if (released) return false
      if (holding && client) return true
      try {
        if (!client) {
          const fresh = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 })
          fresh.on('error', () => fresh === client && drop())
          fresh.on('end', () => fresh === client && drop())
          client = fresh
          await fresh.connect()
        }
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key])
        holding = rows[0]?.locked === true
        if (holding) log(`${name}: this instance holds the lock and runs the work of one instance at a time.`)
      } catch {
        drop()
      }
      // Released while connecting or asking: release() closed that connection, and the lock with it.
      if (released) holding = false
      return holding
    },
    async release() {
      released = true
      const old = client
      client = undefined
      holding = false
      await old?.end().catch(() => {})
    },
  }
}
