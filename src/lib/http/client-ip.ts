import { isIP } from 'node:net'

import type { HttpRequest } from './request'

/** Stamped by scripts/serve.ts from the socket, replacing whatever the visitor sent. */
export const CLIENT_IP_HEADER = 'x-client-ip'

function normalize(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  let ip = value.trim()
  // "[::1]:1234" and "1.2.3.4:5678" (some proxies append the port)
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip)
  if (bracketed) ip = bracketed[1]!
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'))
  // IPv4 clients of a dual-stack socket appear as ::ffff:1.2.3.4; one visitor, one key.
  if (ip.toLowerCase().startsWith('::ffff:') && isIP(ip.slice(7)) === 4) ip = ip.slice(7)
  return isIP(ip) ? ip.toLowerCase() : undefined
}

/**
 * The visitor's address for rate limits, blocking and logs. X-Forwarded-For is only believed with
 * TRUST_PROXY=1 (behind a load balancer that overwrites it); otherwise anyone could pick their
 * address per request and escape every limit. Only the first hop counts: it is the one the
 * trusted proxy saw connecting.
 */
export function clientIp(req: HttpRequest): string {
  if (process.env.TRUST_PROXY === '1') {
    const first = req.headers.get('x-forwarded-for')?.split(',')[0]
    const forwarded = normalize(first)
    if (forwarded) return forwarded
  }
  return normalize(req.headers.get(CLIENT_IP_HEADER)) ?? 'unknown'
}
