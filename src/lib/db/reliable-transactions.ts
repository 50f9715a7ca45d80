import { randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'

type Adapter = Pick<PostgresAdapter, 'drizzle' | 'sessions' | 'initializing' | 'transactionOptions'>
type Transaction = PostgresAdapter['sessions'][string]['db']

/** Drizzle's promise for each open transaction: it settles after COMMIT or ROLLBACK ran. */
const outcomes = new Map<string, Promise<void>>()

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
 */
async function beginTransaction(this: Adapter, options?: unknown): Promise<string> {
  await this.initializing
  const id = randomUUID()
  let outcome!: Promise<void>
  await new Promise<void>((ready, failed) => {
    outcome = this.drizzle.transaction(
      async (tx: Transaction) => {
        await new Promise<void>((commit, rollback) => {
          const settled = () => outcome.catch(() => undefined)
          this.sessions[id] = {
            db: tx,
            resolve: () => (commit(), settled()),
            // Rejecting the callback makes drizzle run ROLLBACK; the rollback itself never throws.
            reject: () => (rollback(new Error('transaction rolled back')), settled()),
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
  outcomes.set(id, outcome)
  void outcome.catch(() => undefined).finally(() => outcomes.delete(id))
  return id
}

async function commitTransaction(this: Adapter, incomingID: string | Promise<number | string> = ''): Promise<void> {
  const id = String(await incomingID)
  const session = this.sessions[id]
  // Already ended: Payload calls commit once per operation that shares the request's transaction.
  if (!session) return
  delete this.sessions[id]
  // Taken first: the entry is dropped once the transaction has settled.
  const outcome = outcomes.get(id)
  await session.resolve()
  // Rejects with drizzle's error (the lost connection) when COMMIT did not succeed.
  await outcome
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
