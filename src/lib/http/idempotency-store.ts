import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { execute } from '@/lib/db/statements'
import { idempotencyKeys as K } from '@/platform/payload-tables'

/**
 * The idempotency keys' store: every statement on `idempotency_keys`. One statement each rather
 * than Payload's find and create: every public submission of a browser carries a key, and those two
 * operations cost more than the submission's own insert (bench/api.ts). The collection has no
 * hooks, and editors still see the records in /cms.
 */

/** A statement, or a step of one, as the stores build them. */
export type Statement = SQL

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

export interface KeyScope {
  key: string
  route: string
  hash: string
}

export interface KeyRecord {
  id: number
  requestHash: string
  responseStatus: number
  responseBody: unknown
  expired: boolean
}

/** The record of this key and route, if any. */
export async function readKeyRecord(payload: Payload, scope: KeyScope): Promise<KeyRecord | undefined> {
  const [record] = await execute(
    payload,
    sql`SELECT ${K.id}, ${K.request_hash}, ${K.response_status}, ${K.response_body}, ${K.expires_at} <= now() AS expired
        FROM ${K.table} WHERE ${K.key} = ${scope.key} AND ${K.route} = ${scope.route} LIMIT 1`,
  )
  if (!record) return undefined
  return {
    id: Number(record.id),
    requestHash: String(record.request_hash),
    responseStatus: Number(record.response_status),
    responseBody: record.response_body,
    expired: Boolean(record.expired),
  }
}

export async function deleteKeyRecord(payload: Payload, id: number): Promise<void> {
  await execute(payload, sql`DELETE FROM ${K.table} WHERE ${K.id} = ${id}`)
}

/** Records the answer inside the request's transaction, so it exists exactly when the record does. */
export async function storeResponse(
  req: PayloadRequest,
  scope: KeyScope,
  status: number,
  body: unknown,
): Promise<void> {
  await execute(req, responseInsert(scope, status, sql`${JSON.stringify(body ?? null)}::jsonb`))
}

/**
 * The INSERT of the answer's record, `body` being SQL that yields it as jsonb: a step of the
 * statement that also stores the record itself (`transaction: 'handler'`), whose generated
 * columns the answer may read from an earlier step.
 */
export function responseInsert(scope: KeyScope, status: number, body: Statement): Statement {
  return sql`INSERT INTO ${K.table} (${K.key}, ${K.route}, ${K.request_hash}, ${K.response_status}, ${K.response_body}, ${K.expires_at})
    VALUES (${scope.key}, ${scope.route}, ${scope.hash}, ${status}, ${body},
      now() + make_interval(secs => ${IDEMPOTENCY_TTL_MS / 1000}))`
}

/** Deletes expired keys: the `idempotency-keys` loop's run (src/lib/jobs/background-loops.ts). */
export async function purgeExpiredKeys(payload: Payload): Promise<void> {
  await execute(payload, sql`DELETE FROM ${K.table} WHERE ${K.expires_at} < now()`)
}
