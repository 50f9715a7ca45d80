import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'
import type { Pool, PoolClient } from 'pg'

import { openClients } from '@/platform/pg-pool-clients'

const watchedPools = new WeakSet<object>()

/**
 * Keeps a lost database from killing the process. When PostgreSQL goes away, every open
 * connection emits 'error': pg-pool re-emits an idle one's on the pool, and a connection that is
 * checked out (a transaction between two queries, a background job) emits it on itself, where
 * pg-pool and drizzle attach no listener. Either way an 'error' event without a listener is an
 * uncaught exception: the site would die and could not recover when the database returns. With a
 * listener, the broken connection is discarded (idle) or its holder's next query fails (checked
 * out), which the endpoints answer with 503.
 */
export function watchPool(pool: Pool | undefined, log: (err: Error) => void): void {
  if (!pool || watchedPools.has(pool)) return
  watchedPools.add(pool)
  const guard = (client: PoolClient) => client.on('error', log)
  pool.on('error', log)
  pool.on('connect', guard)
  // Connections opened before this call (src/platform/pg-pool-clients.ts).
  for (const client of openClients(pool)) guard(client)
}

/**
 * The Postgres adapter with its pool watched as soon as it exists. Done at connect rather than by
 * the code that first uses the pool, so no Payload instance (the site's, a script's, a test's)
 * can hold a connection without a listener. The lazy watch it replaces relied on every holder
 * (endpoints, the outbox, each test) calling it first; CI once died of an uncaught 57P01.
 */
export function withWatchedPool(adapter: DatabaseAdapterObj<PostgresAdapter>): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const connect = db.connect
      if (!connect) return db
      // Between the pool's creation inside connect and this line no I/O event can run, and the one
      // connection connect itself opens already carries Payload's own listener.
      db.connect = async function (this: PostgresAdapter, options) {
        await connect.call(this, options)
        watchPool(this.pool, (err) => this.payload.logger.warn({ msg: `PostgreSQL connection lost: ${err.message}` }))
      }
      return db
    },
  }
}
