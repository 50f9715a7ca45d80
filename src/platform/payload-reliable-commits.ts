import { randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'

type Adapter = Pick<PostgresAdapter, 'drizzle' | 'sessions' | 'initializing' | 'transactionOptions'>
type Transaction = PostgresAdapter['sessions'][string]['db']

/**
 * Payload's drizzle adapter (3.90) reports a transaction as committed when COMMIT failed. Its
 * beginTransaction attaches a `.catch` that swallows the rejection of drizzle's transaction
 * promise, and commitTransaction awaits that swallowed promise. When PostgreSQL drops the
 * connection between a submission's INSERT and its COMMIT, the row is rolled back while the caller
 * answers 201. The reliability suite's db-faults module caught this (2 of 586 accepted
 * submissions missing). These two replacements keep drizzle's own promise, so a COMMIT that did
 * not happen rejects, and the endpoint answers 503 (the client retries with its Idempotency-Key).
 * They apply to every write, Payload's own operations included, so a CMS save cannot report a
 * commit that failed either.
 *
 * Reliance: the adapter's transaction bookkeeping, which these replace: `this.sessions[id]` holds
 * `{ db, resolve, reject }` (Payload's killTransaction calls `reject`, getTransaction reads `db`,
 * commitTransaction `resolve`), `this.drizzle.transaction`, `this.initializing` and
 * `this.transactionOptions`; and the adapter object's `init` returning the instance these two
 * methods are assigned on. None of it is Payload's API.
 * Upstream: payloadcms/payload#17726 (3.x) and #17727, open pull requests that surface a failed
 * COMMIT; the guard notices when Payload's beginTransaction stops swallowing it, so this can go.
 *
 * Checked on: @payloadcms/drizzle 3.90.1, @payloadcms/db-postgres 3.90.1, drizzle-orm 0.45.2.
 * Guard: tests/unit/platform/payload-reliable-commits.test.ts (Payload's own begin/commit still
 * keep that session shape, and still swallow the rejection); tests/int/db-transactions.test.ts (a
 * COMMIT on a killed connection rejects).
 */
async function beginTransaction(this: Adapter, options?: unknown): Promise<string> {
  await this.initializing
  const id = randomUUID()
  let outcome!: Promise<void>
  await new Promise<void>((ready, failed) => {
    outcome = this.drizzle.transaction(
      async (tx: Transaction) => {
        await new Promise<void>((commit, rollback) => {
          this.sessions[id] = {
            db: tx,
            // Drizzle's own promise: it rejects when COMMIT did not succeed. Only commitTransaction
            // below calls this (it replaces Payload's, which was the other caller).
            resolve: () => (commit(), outcome),
            // Rejecting the callback makes drizzle run ROLLBACK; a rollback never throws.
            reject: () => (rollback(new Error('transaction rolled back')), outcome.catch(() => undefined)),
          }
          ready()
        })
      },
      (options ?? this.transactionOptions) as Parameters<Adapter['drizzle']['transaction']>[1],
    )
    // Before the callback ran (no connection, BEGIN refused) this fails the begin; after, the
    // rejection is read by commitTransaction below.
    outcome.catch(failed)
  })
  return id
}

async function commitTransaction(this: Adapter, incomingID: string | Promise<number | string> = ''): Promise<void> {
  const id = String(await incomingID)
  const session = this.sessions[id]
  // Already ended: Payload calls commit once per operation that shares the request's transaction.
  if (!session) return
  delete this.sessions[id]
  // Rejects with drizzle's error (the lost connection) when COMMIT did not succeed.
  await session.resolve()
}

/** The Postgres adapter with commits that report their failure. */
export function withReliableCommits(adapter: DatabaseAdapterObj<PostgresAdapter>): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      // transactionOptions: false means no transactions at all; there is nothing to make reliable.
      if (db.transactionOptions === false) return db
      return Object.assign(db, { beginTransaction, commitTransaction }) as typeof db
    },
  }
}
