import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { adapterDrizzle, transactionDrizzle, type Executor } from '@/platform/payload-adapter'

export type Row = Record<string, unknown>

/** The drizzle handle of the request's transaction (src/platform/payload-adapter.ts), else the pool's. */
async function transactionOf(req: PayloadRequest): Promise<Executor> {
  const id = req.transactionID ? await req.transactionID : undefined
  return (id !== undefined && transactionDrizzle(req.payload, id)) || adapterDrizzle(req.payload)
}

const isRequest = (from: PayloadRequest | Payload): from is PayloadRequest => 'payload' in from && Boolean(from.payload)

/**
 * Runs one statement: in the request's transaction when given a request that has one, else on
 * the pool. For the hot paths where a single statement replaces a Payload operation (the
 * booking, its e-mails, idempotency keys, seat counts); everything else goes through Payload.
 */
export async function execute(from: PayloadRequest | Payload, query: SQL): Promise<Row[]> {
  const executor = isRequest(from) ? await transactionOf(from) : adapterDrizzle(from)
  const result = (await executor.execute(query)) as { rows?: Row[] }
  return result.rows ?? []
}
