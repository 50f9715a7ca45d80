/**
 * A transaction reports a COMMIT that did not happen (src/platform/payload-reliable-commits.ts).
 * Payload's own adapter resolved commitTransaction after the connection died, and the public
 * calls answered 201 for rows PostgreSQL had rolled back.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from '@/lib/http/database'
import { adapterPool, transactionDrizzle } from '@/platform/payload-adapter'
import { testPayload } from './helpers/api'
import { uid } from './helpers/public'

let payload: Payload

beforeAll(async () => {
  // The terminated connection is checked out: without the listener the config's adapter puts on
  // every connection (src/lib/db/watched-pool.ts), its 'error' event would kill the run.
  payload = await testPayload()
})

async function subscribeIn(transactionID: string | number) {
  const email = `tx-${uid()}@example.ca`
  await payload.create({
    collection: 'subscribers',
    data: { email, isActive: true, subscribedAt: new Date().toISOString(), locale: 'en' },
    req: { transactionID } as never,
    overrideAccess: true,
  })
  return email
}

const stored = async (email: string) =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true }))
    .totalDocs

describe('transactions', () => {
  it('commit resolves when the row is stored', async () => {
    const id = await payload.db.beginTransaction()
    const email = await subscribeIn(id!)
    await payload.db.commitTransaction(id!)
    expect(await stored(email)).toBe(1)
  })

  it('commit rejects when the connection dies before COMMIT, and nothing is stored', async () => {
    const id = await payload.db.beginTransaction()
    const email = await subscribeIn(id!)
    const { rows } = (await transactionDrizzle(payload, id!)!.execute(sql`select pg_backend_pid() as pid`)) as {
      rows: { pid: number }[]
    }
    await adapterPool(payload)!.query('select pg_terminate_backend($1)', [rows[0]!.pid])

    // An error the public calls answer with 503 + Retry-After, not 201 and not 500.
    const failure = await payload.db.commitTransaction(id!).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(Error)
    expect(isDatabaseUnavailable(failure)).toBe(true)
    expect(await stored(email)).toBe(0)
  })

  it('rollback discards the row and a later commit of the same id is a no-op', async () => {
    const id = await payload.db.beginTransaction()
    const email = await subscribeIn(id!)
    await payload.db.rollbackTransaction(id!)
    await expect(payload.db.commitTransaction(id!)).resolves.toBeUndefined()
    expect(await stored(email)).toBe(0)
  })
})
