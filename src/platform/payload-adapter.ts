import type { SQL } from 'drizzle-orm'
import type { Pool } from 'pg'
import type { Payload } from 'payload'

/**
 * Reliance: the inside of Payload's Postgres adapter (@payloadcms/db-postgres, built on
 * @payloadcms/drizzle): `payload.db.drizzle` (the drizzle handle over the pool), `payload.db.pool`
 * (the pg Pool itself, with its `options.max`) and `payload.db.sessions[transactionID].db` (the
 * drizzle handle of a transaction Payload began for a request). `drizzle` is mentioned in Payload's
 * documentation; `pool` and `sessions` are properties of the adapter object, not an API.
 *
 * Why: the hot paths replace a Payload operation by one statement run in the request's own
 * transaction (src/lib/db/statements.ts: the booking, its e-mails, idempotency keys, seat counts;
 * bench/api.ts), and atomic single-statement updates (TOTP steps, wrong codes, rate-limit counters,
 * monitoring aggregates, the media visibility set) run on Payload's pool rather than a second pool
 * of connections.
 *
 * Checked on: payload 3.90.1, @payloadcms/db-postgres 3.90.1, @payloadcms/drizzle 3.90.1,
 * drizzle-orm 0.45.2, pg 8.20.0.
 * Guard: tests/int/platform-adapter.test.ts (on the running adapter: the pool is a pg Pool with
 * `options.max`, drizzle executes, and a transaction's handle is in `sessions` under its id, on
 * its own connection, until it commits).
 */
export type Executor = { execute: (query: SQL) => Promise<unknown> }

type AdapterInside = { drizzle: Executor; pool?: Pool; sessions?: Record<string, { db: Executor }> }

const inside = (payload: Payload) => payload.db as unknown as AdapterInside

/** The drizzle handle over the adapter's pool (no transaction). */
export function adapterDrizzle(payload: Payload): Executor {
  return inside(payload).drizzle
}

/**
 * The adapter's pg pool. `P` narrows it to the part a caller uses (a `query` with the row shape it
 * reads); undefined for an adapter without one.
 */
export function adapterPool<P = Pool>(payload: Payload): P | undefined {
  return inside(payload).pool as P | undefined
}

/** The pool's connection limit (pg's default when not set). */
export function adapterPoolSize(payload: Payload): number {
  return inside(payload).pool?.options?.max ?? 10
}

/** The drizzle handle of the transaction `id` Payload began, while it is open. */
export function transactionDrizzle(payload: Payload, id: number | string): Executor | undefined {
  return inside(payload).sessions?.[String(id)]?.db
}
