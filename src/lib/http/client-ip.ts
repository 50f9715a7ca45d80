import { isIP } from 'node:net'

import proxyaddr from 'proxy-addr'

import type { HttpRequest } from './request'

/** Stamped by src/server/serve.ts from the socket, replacing whatever the visitor sent. */
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
 * TRUST_PROXY=N: how many proxies of our own stand in front of the site (Express's numeric
 * "trust proxy"). Anything but a whole number trusts none, so a typo never opens the header.
 */
export function trustedProxyCount(): number {
  const raw = process.env.TRUST_PROXY?.trim()
  return raw && /^\d{1,3}$/.test(raw) ? Number(raw) : 0
}

/**
 * The visitor's address for rate limits, login cut-offs, blocking and logs; every one of them reads
 * it here, so there is one rule. Proxies append the address they saw to X-Forwarded-For, so only
 * its right end is theirs: with N trusted proxies the client is the Nth address from the right
 * (proxy-addr, counting the socket as hop 0), and whatever a visitor writes further left changes
 * nothing. With fewer entries than N, proxy-addr stops at the leftmost one. Without TRUST_PROXY the
 * header is ignored: anyone could otherwise pick their address per request and escape every limit.
 */
export function clientIp(req: HttpRequest): string {
  const socket = normalize(req.headers.get(CLIENT_IP_HEADER))
  const hops = trustedProxyCount()
  if (hops > 0) {
    const forwarded = proxyaddr(
      {
        headers: { 'x-forwarded-for': req.headers.get('x-forwarded-for') ?? undefined },
        socket: { remoteAddress: socket ?? '' },
      } as unknown as Parameters<typeof proxyaddr>[0],
      (_address, hop) => hop < hops,
    )
    // An entry that is not an address was not written by a proxy of ours: keep the socket's.
    const client = normalize(forwarded)
    if (client) return client
  }
  return socket ?? 'unknown'
}
