import { positiveSetting } from '@/lib/runtime/settings'

import { HttpError } from './errors'
import { httpMessage, requestLocale } from './messages'
import type { HttpRequest } from './request'
import { screenJsonBody } from './screen-body'

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024

/**
 * The largest request body the site takes anywhere: a media upload, UPLOAD_MAX_MB (default 25, the
 * MAX_BODY of deploy/nginx). Every route reads within a smaller cap of its own (JSON endpoints 64 KB,
 * Payload's JSON 128 KB: src/lib/define-endpoint/payload-routes.ts; Next's server actions 1 MB); this one is
 * the outer wall, checked by src/server/request-size.ts before any route sees the request.
 */
export function uploadMaxBytes(): number {
  return positiveSetting(process.env.UPLOAD_MAX_MB, 25) * 1024 * 1024
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(req: HttpRequest): string {
  return (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

/**
 * Reads at most `maxBytes` of the body. The declared Content-Length is checked first (no byte is
 * read from an oversized upload), and the stream is counted as it arrives, because a chunked body
 * declares no length and a client may lie about it.
 */
export async function readBodyText(
  req: HttpRequest,
  { maxBytes = DEFAULT_MAX_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<string> {
  return new TextDecoder('utf-8', { fatal: false }).decode(await readBodyBytes(req, { maxBytes }))
}

/** The body's bytes, at most `maxBytes` of them (else 413), as readBodyText reads them. */
export async function readBodyBytes(
  req: HttpRequest,
  { maxBytes = DEFAULT_MAX_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<Uint8Array> {
  const locale = requestLocale(req)
  const tooLarge = () =>
    new HttpError(413, 'PAYLOAD_TOO_LARGE', httpMessage('tooLarge', locale), { extra: { maxBytes } })
  const declared = req.headers.get('content-length')
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge()
  if (!req.body) return new Uint8Array(0)
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  return concat(chunks, total)
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 0) return new Uint8Array(0)
  if (chunks.length === 1) return chunks[0]!
  const out = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}

/**
 * A JSON body: 415 unless the Content-Type is JSON (a form post or text/plain is a cross-site
 * "simple request" that browsers send without asking, so refusing it also shuts that door), 413
 * over `maxBytes`, 400 when it does not parse.
 */
export async function readJsonBody(
  req: HttpRequest,
  { maxBytes = DEFAULT_MAX_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<unknown> {
  const locale = requestLocale(req)
  const type = mediaType(req)
  if (type !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', httpMessage('unsupportedMediaType', locale))
  }
  const text = await readBodyText(req, { maxBytes })
  let body: unknown
  try {
    body = JSON.parse(text) as unknown
  } catch {
    throw new HttpError(400, 'INVALID_JSON', httpMessage('invalidJson', locale))
  }
  if (nestedDeeperThan(body, MAX_JSON_DEPTH))
    throw new HttpError(400, 'JSON_TOO_DEEP', httpMessage('jsonTooDeep', locale))
  // PostgreSQL cannot store U+0000 in text, nor a lone UTF-16 surrogate ("\udfff") in jsonb: either
  // would fail the INSERT with a 500. No form sends one, so they are refused here for every endpoint.
  if (containsUnstorable(body)) throw new HttpError(400, 'INVALID_CHARACTERS', httpMessage('invalidCharacters', locale))
  // Security screening of JSON bodies (path and query are screened in front of Next.js).
  await screenJsonBody(req, body)
  return body
}

/**
 * Levels of objects and arrays a JSON body may nest. No form comes near it; a blog post's rich
 * text (a list in a list in a list…) takes about four levels a list. Deeper bodies are refused
 * before anything walks them (the Idempotency-Key's hash, the screening, the schemas).
 */
export const MAX_JSON_DEPTH = 100

/** Whether `value` nests objects and arrays deeper than `max`. Iterative, so depth cannot overflow it. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!
    if (item === null || typeof item !== 'object') continue
    if (depth + 1 > max) return true
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1])
  }
  return false
}

const unstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed()

/** U+0000 or a lone surrogate in any string or key; iterative, so deep nesting cannot overflow the stack. */
export function containsUnstorable(value: unknown): boolean {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const item = stack.pop()
    if (typeof item === 'string') {
      if (unstorable(item)) return true
    } else if (Array.isArray(item)) {
      for (const child of item) stack.push(child)
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (unstorable(key)) return true
        stack.push(child)
      }
    }
  }
  return false
}
