import type { IncomingMessage, ServerResponse } from 'node:http'

import { resolveLocale } from '@/i18n/resolve-locale'
import { securityHeaders } from '@/lib/security/headers'

import { httpMessage } from '@/lib/http/messages'

/**
 * A path Next cannot decode (an overlong UTF-8 sequence such as `%c0%af`, a lone `%ff`, a stray
 * `%`): Next's router threw while matching it and answered a bare 500, on pages and API alike.
 * It is the caller's mistake: a 400 with the API's JSON error in their language, and the site's
 * usual headers.
 */
export function isUndecodablePath(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0]!
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}

/** Answers such a request and returns true; returns false (nothing sent) for any other. */
export function refuseUndecodablePath(req: IncomingMessage, res: ServerResponse, dev = false): boolean {
  if (!isUndecodablePath(req.url)) return false
  const locale = resolveLocale(req.headers['accept-language'])
  const body = JSON.stringify({ error: 'BAD_REQUEST', message: httpMessage('badRequest', locale) })
  for (const { key, value } of securityHeaders({ dev })) res.setHeader(key, value)
  res.writeHead(400, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}
