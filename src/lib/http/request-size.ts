import type { IncomingMessage, ServerResponse } from 'node:http'

import { httpMessage } from './messages'
import { resolveLocale } from '@/i18n/resolve-locale'
import { positiveSetting } from '@/lib/runtime/settings'

/**
 * The largest request body the site takes anywhere: a media upload, UPLOAD_MAX_MB (default 25, the
 * MAX_BODY of deploy/nginx). Every route reads within a smaller cap of its own (JSON endpoints 64 KB,
 * Payload's JSON 128 KB: src/lib/endpoint/payload-routes.ts; Next's server actions 1 MB); this one is the
 * outer wall, checked by scripts/serve.ts before any route sees the request.
 */
export function uploadMaxBytes(): number {
  return positiveSetting(process.env.UPLOAD_MAX_MB, 25) * 1024 * 1024
}

/** 413 for a declared body over uploadMaxBytes(); true when it answered. */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse): boolean {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (!(declared > uploadMaxBytes())) return false
  const message = httpMessage('tooLarge', resolveLocale(req.headers['accept-language']))
  res.statusCode = 413
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  // The body is not read: the connection closes after the answer instead of draining it.
  res.setHeader('Connection', 'close')
  res.end(JSON.stringify({ error: 'PAYLOAD_TOO_LARGE', message, maxBytes: uploadMaxBytes() }))
  return true
}
