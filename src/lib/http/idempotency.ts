import crypto from 'node:crypto'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { HttpError } from './errors'
import { httpMessage } from './messages'
import { deleteKeyRecord, readKeyRecord, type KeyScope } from './idempotency-store'
import type { HttpRequest } from './request'

// The key records' statements (idempotency-store.ts), offered with the rules that use them.
export {
  IDEMPOTENCY_TTL_MS,
  purgeExpiredKeys,
  responseInsert,
  storeResponse,
  type Statement,
} from './idempotency-store'

export const IDEMPOTENCY_HEADER = 'idempotency-key'
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

export type IdempotencyScope = KeyScope

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
 */
export async function findReplay(
  payload: Payload,
  scope: IdempotencyScope,
  locale: Locale,
): Promise<Response | undefined> {
  const record = await readKeyRecord(payload, scope)
  if (!record) return undefined
  if (record.expired) {
    await deleteKeyRecord(payload, record.id)
    return undefined
  }
  if (record.requestHash !== scope.hash) {
    throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', httpMessage('idempotencyKeyReused', locale))
  }
  return replayResponse(record.responseStatus, record.responseBody)
}
