import type { IncomingMessage, ServerResponse } from 'node:http'

import { resolveLocale } from '@/i18n/resolve-locale'
import { uploadMaxBytes } from '@/lib/http/body'
import { httpMessage } from '@/lib/http/messages'

/** 413 for a declared body over uploadMaxBytes(), before any route reads a byte; true when it answered. */
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
