import type { Pool, PoolClient } from 'pg'

/**
 * Reliance: pg-pool keeps every connection it opened, idle or checked out, in the private array
 * `pool._clients`.
 *
 * Why: src/lib/db/watched-pool.ts attaches an 'error' listener to each connection, so a lost
 * database cannot kill the process with an uncaught 'error' event; the connections opened before
 * the pool is watched are only reachable there. Should the field go, they would be left without a
 * listener (CI once died of an uncaught 57P01); the guard fails instead.
 *
 * Checked on: pg 8.20.0, pg-pool 3.14.0.
 * Guard: tests/unit/platform/pg-pool-clients.test.ts (a new Pool has the array, and pg-pool's
 * source still pushes every new client onto it).
 */
export function openClients(pool: Pool): PoolClient[] {
  return (pool as unknown as { _clients?: PoolClient[] })._clients ?? []
}
