import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

/**
 * GET of an address someone else chose (the owner's external calendars), without letting that
 * address reach what only the server can reach: its own loopback, the private network it sits in,
 * the cloud's metadata service. The check is made on the address the name resolves to, and the
 * connection is made to that very address (the lookup below is the socket's own, so a DNS answer
 * that changes between check and connection cannot switch it); every redirect is checked again.
 * The body is read up to a size limit and the connection dropped there. Failures are a fixed kind,
 * never the other side's words.
 */
export type OutboundFailure =
  /** Not http(s), or a refused address (private, loopback, link-local…), at any hop. */
  | 'refused'
  /** No answer: DNS, connection, TLS, time. */
  | 'unreachable'
  /** An answer other than 2xx (after redirects). */
  | 'status'
  | 'too-large'
  | 'redirects'

export class OutboundError extends Error {
  constructor(readonly kind: OutboundFailure) {
    super(`outbound request ${kind}`)
    this.name = 'OutboundError'
  }
}

export interface OutboundOptions {
  /** Host names or IP addresses (as written in the address) let through whatever they resolve to. */
  allowHosts?: readonly string[]
  maxBytes: number
  timeoutMs: number
  maxRedirects?: number
  accept?: string
}

/** IPv4 ranges that are not the public internet (RFC 6890 and the cloud metadata services). */
const V4_RANGES: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (Alibaba's metadata, 100.100.100.200, is inside)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (AWS, GCP, Azure, OpenStack metadata: 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF assignments (Oracle Cloud's metadata, 192.0.0.192)
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
  ['168.63.129.16', 32], // Azure's host endpoint (a public address only the VM can use)
]

/** IPv6 ranges that are not the public internet. */
const V6_RANGES: [string, number][] = [
  ['::', 96], // unspecified, loopback (::1) and the old IPv4-compatible form
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF assignments (Teredo, benchmarking, ORCHID)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (AWS's IPv6 metadata, fd00:ec2::254, is inside)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some)
  ['ff00::', 8], // multicast
]

/** The 32 bits of an IPv4 address as two IPv6 groups, `a00:1` for 10.0.0.1. */
function v4Groups(address: string): string {
  const [a, b, c, d] = address.split('.').map(Number) as [number, number, number, number]
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
}

/**
 * Every refused range, as Node's BlockList (which also matches an IPv4-mapped IPv6 address,
 * ::ffff:10.0.0.1, against the IPv4 ranges). An IPv4 range is refused inside the two IPv6 forms
 * that carry an IPv4 address to it as well: NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
const refusedRanges = (() => {
  const list = new net.BlockList()
  for (const [address, prefix] of V4_RANGES) {
    list.addSubnet(address, prefix, 'ipv4')
    list.addSubnet(`64:ff9b::${v4Groups(address)}`, 96 + prefix, 'ipv6')
    list.addSubnet(`2002:${v4Groups(address)}::`, 16 + prefix, 'ipv6')
  }
  for (const [address, prefix] of V6_RANGES) list.addSubnet(address, prefix, 'ipv6')
  return list
})()

/** Whether an IP address is outside the public internet (a string that is not an IP counts as one). */
export function isRefusedAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 0) return true
  return refusedRanges.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** A host as the URL parser writes it (lower case, IPv4 in dotted form, IPv6 compressed), without brackets. */
function canonicalHost(host: string): string {
  const bare = host.trim().replace(/^\[|\]$/g, '')
  if (!bare) return ''
  try {
    return new URL(`http://${net.isIPv6(bare) ? `[${bare}]` : bare}/`).hostname.replace(/^\[|\]$/g, '')
  } catch {
    return bare.toLowerCase()
  }
}

/** A comma-separated list of hosts (an environment variable) as canonical hosts. */
export function parseHostList(value: string | undefined): string[] {
  return (value ?? '').split(',').map(canonicalHost).filter(Boolean)
}

const REFUSED = 'ERR_OUTBOUND_REFUSED'

/**
 * The socket's lookup: resolves the name, refuses it when any of its addresses is refused (a name
 * that answers both public and private addresses is not trusted with either), and hands the socket
 * exactly the addresses it checked.
 */
const guardedLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return void callback(error, '', 0)
    const list = addresses as dns.LookupAddress[]
    if (list.length === 0 || list.some((a) => isRefusedAddress(a.address))) {
      const refused = Object.assign(new Error('address refused'), { code: REFUSED })
      return void callback(refused, '', 0)
    }
    if (options.all) return void (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list)
    callback(null, list[0]!.address, list[0]!.family)
  })
}

interface Hop {
  status: number
  location?: string
  body?: Buffer
}

function get(url: URL, options: OutboundOptions, allowed: boolean, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const req = client.request(url, {
      method: 'GET',
      headers: { accept: options.accept ?? '*/*', 'user-agent': 'studio-site' },
      agent: false,
      signal,
      // An allowed host (an intranet the operator named) may resolve to anything.
      lookup: allowed ? undefined : guardedLookup,
    })
    const fail = (kind: OutboundFailure) => {
      req.destroy()
      reject(new OutboundError(kind))
    }
    req.on('error', (error: Error & { code?: string }) => {
      if (error instanceof OutboundError) return reject(error)
      reject(new OutboundError(error.code === REFUSED ? 'refused' : 'unreachable'))
    })
    req.on('response', (res) => {
      const status = res.statusCode ?? 0
      if (status >= 300 && status < 400) {
        res.resume()
        req.destroy()
        return resolve({ status, location: res.headers.location })
      }
      if (status < 200 || status >= 300) {
        res.resume()
        req.destroy()
        return resolve({ status })
      }
      if (Number(res.headers['content-length']) > options.maxBytes) return fail('too-large')
      const chunks: Buffer[] = []
      let size = 0
      res.on('data', (chunk: Buffer) => {
        size += chunk.length
        // Stop reading at the limit: the rest is never received.
        if (size > options.maxBytes) return fail('too-large')
        chunks.push(chunk)
      })
      res.on('end', () => resolve({ status, body: Buffer.concat(chunks) }))
      res.on('error', () => reject(new OutboundError('unreachable')))
    })
    req.end()
  })
}

/**
 * The body of `address` (http or https), following at most `maxRedirects` redirects (3), each
 * hop's host checked like the first. Throws an OutboundError.
 */
export async function fetchPublic(address: string, options: OutboundOptions): Promise<Buffer> {
  const allowHosts = new Set(options.allowHosts ?? [])
  const maxRedirects = options.maxRedirects ?? 3
  const signal = AbortSignal.timeout(options.timeoutMs)
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new OutboundError('refused')
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError('refused')
    // Credentials in an address would be sent to whatever it redirects to: never.
    if (url.username || url.password) throw new OutboundError('refused')
    const host = canonicalHost(url.hostname)
    const allowed = allowHosts.has(host)
    // An IP written in the address is connected to without a lookup: checked here.
    if (!allowed && net.isIP(host) && isRefusedAddress(host)) throw new OutboundError('refused')
    const answer = await get(url, options, allowed, signal).catch((error: unknown) => {
      throw error instanceof OutboundError ? error : new OutboundError('unreachable')
    })
    if (answer.body) return answer.body
    if (answer.status < 300 || answer.status >= 400 || !answer.location) throw new OutboundError('status')
    if (hop >= maxRedirects) throw new OutboundError('redirects')
    try {
      url = new URL(answer.location, url)
    } catch {
      throw new OutboundError('status')
    }
  }
}
