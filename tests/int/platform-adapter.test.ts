/**
 * The inside of Payload's Postgres adapter that src/platform/payload-adapter.ts reads, on the
 * running adapter: a pg Pool with its size, a drizzle handle that executes, and a transaction's own
 * handle in `sessions` under its id until it commits. An upgrade that renames or reshapes any of
 * them fails here rather than in a booking.
 */
import { sql } from '@payloadcms/db-postgres'
import pg from 'pg'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { execute } from '@/lib/db/statements'
import { adapterDrizzle, adapterPool, adapterPoolSize, transactionDrizzle } from '@/platform/payload-adapter'
import { testPayload } from './helpers/api'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const backendPid = async (executor: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }) =>
  Number(((await executor.execute(sql`select pg_backend_pid() as pid`)) as { rows: { pid: number }[] }).rows[0]!.pid)

describe("Payload's Postgres adapter, as the site reads it", () => {
  it('db.pool is a pg Pool with options.max', async () => {
    const pool = adapterPool(payload)
    expect(pool).toBeInstanceOf(pg.Pool)
    expect(typeof pool!.options.max).toBe('number')
    expect(adapterPoolSize(payload)).toBe(pool!.options.max)
    const { rows } = await pool!.query<{ one: number }>('select 1 as one')
    expect(rows[0]!.one).toBe(1)
  })

  it('db.drizzle executes SQL and answers { rows }', async () => {
    const result = (await adapterDrizzle(payload).execute(sql`select 2 as two`)) as { rows: { two: number }[] }
    expect(result.rows[0]!.two).toBe(2)
  })

  it("db.sessions holds an open transaction's handle, on a connection of its own, until it commits", async () => {
    const id = await payload.db.beginTransaction()
    expect(id).toBeDefined()
    try {
      const tx = transactionDrizzle(payload, id!)
      expect(tx, 'no handle under the transaction id in db.sessions').toBeDefined()
      // Its own connection: what it writes is invisible outside until COMMIT.
      await tx!.execute(sql`create temporary table platform_probe (n int) on commit drop`)
      expect(await backendPid(tx!)).not.toBe(await backendPid(adapterDrizzle(payload)))
      // execute() with a request in that transaction runs on that handle.
      const req = { payload, transactionID: id } as never
      const [row] = await execute(req, sql`select count(*)::int as n from platform_probe`)
      expect(row!.n).toBe(0)
    } finally {
      await payload.db.commitTransaction(id!)
    }
    expect(transactionDrizzle(payload, id!)).toBeUndefined()
  })
})
