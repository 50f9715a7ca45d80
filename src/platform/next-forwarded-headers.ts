import type { IncomingMessage } from 'node:http'

/**
 * Reliance: the `X-Forwarded-*` headers Next's server adds to a request before its route handlers
 * see it, when the request has none: host (from Host), port (the server's), proto (http/https) and
 * for (the socket's address). A copy of next/dist/server/base-server.js (`req.headers['x-forwarded-…']
 * ??= …`), which is not a documented contract.
 *
 * Why: the visitors' submissions skip Next's router and go straight to Payload's endpoint handler
 * (src/lib/http/direct-api.ts: ≈ 620 req/s through Next before, bench/api.ts). The endpoints must see
 * the same headers either way, or a booking would read another client address or origin depending
 * on its path.
 *
 * Checked on: next 16.4.5 and 16.4.6.
 * Guard: tests/unit/platform/next-forwarded-headers.test.ts (base-server.js still sets exactly these
 * four defaults, from the same sources); tests/unit/direct-api.test.ts.
 */
export function addNextForwardedDefaults(headers: Headers, req: IncomingMessage): Headers {
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true
  const defaults: [string, string | undefined][] = [
    ['x-forwarded-host', req.headers.host],
    ['x-forwarded-port', req.socket.localPort === undefined ? undefined : String(req.socket.localPort)],
    ['x-forwarded-proto', encrypted ? 'https' : 'http'],
    ['x-forwarded-for', req.socket.remoteAddress],
  ]
  for (const [name, value] of defaults) if (value && !headers.has(name)) headers.set(name, value)
  return headers
}

/** The headers it adds: what the guard looks for in Next's source. */
export const NEXT_FORWARDED_HEADERS = ['x-forwarded-host', 'x-forwarded-port', 'x-forwarded-proto', 'x-forwarded-for']
