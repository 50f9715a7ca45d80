import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { execute } from '@/lib/db/statements'
import { idempotencyKeys as K } from '@/platform/payload-tables'
import { HttpError } from './errors'
import { httpMessage } from './messages'
import type { HttpRequest } from './request'

export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
// Visible ASCII: a UUID, a ULID or any token a client library generates.
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

/** The header's value, undefined when absent; 400 when present but unusable. */
export function readIdempotencyKey(req: HttpRequest, locale: Locale): string | undefined {
  const raw = req.headers.get(IDEMPOTENCY_HEADER)
  if (raw === null) return undefined
  const key = raw.trim()
  if (!KEY_PATTERN.test(key)) {
    throw new HttpError(400, 'INVALID_IDEMPOTENCY_KEY', httpMessage('idempotencyKeyInvalid', locale))
  }
  return key
}

type Piece = { text: string } | { value: unknown }

/**
 * JSON with object keys sorted, so that two serialisations of the same data hash alike. Iterative
 * (a stack of pieces still to write), so a body nested thousands deep cannot overflow the call
 * stack: readJsonBody refuses those first, and this stays safe for any other caller.
 */
export function stableStringify(value: unknown): string {
  const out: string[] = []
  const work: Piece[] = [{ value }]
  while (work.length > 0) {
    const piece = work.pop()!
    if ('text' in piece) {
      out.push(piece.text)
      continue
    }
    const v = piece.value
    if (v === null || typeof v !== 'object') {
      out.push(JSON.stringify(v) ?? 'null')
      continue
    }
    const parts: Piece[] = []
    if (Array.isArray(v)) {
      parts.push({ text: '[' })
      v.forEach((child: unknown, i) => parts.push({ text: i ? ',' : '' }, { value: child }))
      parts.push({ text: ']' })
    } else {
      const entries = Object.entries(v as Record<string, unknown>)
        .filter(([, child]) => child !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      parts.push({ text: '{' })
      entries.forEach(([k, child], i) => parts.push({ text: `${i ? ',' : ''}${JSON.stringify(k)}:` }, { value: child }))
      parts.push({ text: '}' })
    }
    for (let i = parts.length - 1; i >= 0; i--) work.push(parts[i]!)
  }
  return out.join('')
}

export function requestHash(body: unknown): string {
  return crypto.createHash('sha256').update(stableStringify(body)).digest('hex')
}

export interface IdempotencyScope {
  key: string
  route: string
  hash: string
}

export function replayResponse(status: number, body: unknown): Response {
  return Response.json(body ?? null, {
    status,
    headers: { 'Idempotent-Replayed': 'true', 'Cache-Control': 'no-store' },
  })
}

/**
 * The stored first answer for this key and route, as a Response, or undefined when the key is new
 * (or its record expired, which is then deleted). The same key with a different body is a client
 * bug that must not silently return another request's answer: 422, as the IETF draft
 * "The Idempotency-Key HTTP Header Field" recommends.
 *
 * The key records are read and written with one statement each rather than Payload's find and
 * create: every public submission of a browser carries a key, and those two operations cost more
 * than the submission's own insert (bench/api.ts). The collection has no hooks, and
 * editors still see the records in /cms.
 */
export async function findReplay(
  payload: Payload,
  scope: IdempotencyScope,
  locale: Locale,
): Promise<Response | undefined> {
  const [record] = await execute(
    payload,
    sql`SELECT ${K.id}, ${K.request_hash}, ${K.response_status}, ${K.response_body}, ${K.expires_at} <= now() AS expired
        FROM ${K.table} WHERE ${K.key} = ${scope.key} AND ${K.route} = ${scope.route} LIMIT 1`,
  )
  if (!record) return undefined
  if (record.expired) {
    await execute(payload, sql`DELETE FROM ${K.table} WHERE ${K.id} = ${record.id}`)
    return undefined
  }
  if (record.request_hash !== scope.hash) {
    throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', httpMessage('idempotencyKeyReused', locale))
  }
  return replayResponse(Number(record.response_status), record.response_body)
}

/** Records the answer inside the request's transaction, so it exists exactly when the record does. */
export async function storeResponse(
  req: PayloadRequest,
  scope: IdempotencyScope,
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
export function responseInsert(scope: IdempotencyScope, status: number, body: SQL): SQL {
  return sql`INSERT INTO ${K.table} (${K.key}, ${K.route}, ${K.request_hash}, ${K.response_status}, ${K.response_body}, ${K.expires_at})
    VALUES (${scope.key}, ${scope.route}, ${scope.hash}, ${status}, ${body},
      now() + make_interval(secs => ${IDEMPOTENCY_TTL_MS / 1000}))`
}

/** Deletes expired keys; called from the outbox worker's timer. */
export async function purgeExpiredKeys(payload: Payload): Promise<void> {
  await execute(payload, sql`DELETE FROM ${K.table} WHERE ${K.expires_at} < now()`)
}
