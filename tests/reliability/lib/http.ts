/**
 * A small HTTP client on node:http: exact control of bytes (invalid UTF-8, wrong Content-Length),
 * of connections (one keep-alive agent per load run) and of time (each request is bounded and
 * timed). It never throws: a refused or reset connection is status 0 with `error` set.
 */
import http from 'node:http'

export interface HttpResult {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  ms: number
  error?: string
}

export interface RequestOptions {
  method?: string
  headers?: Record<string, string | string[]>
  /** A JSON value, serialised with Content-Type application/json unless headers say otherwise. */
  json?: unknown
  body?: string | Buffer
  agent?: http.Agent
  timeoutMs?: number
  /** The loopback address to connect from (127.x.y.z), so that nginx sees distinct visitors. */
  localAddress?: string
}

export const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])

export function request(baseUrl: string, path: string, options: RequestOptions = {}): Promise<HttpResult> {
  const url = new URL(path, baseUrl)
  if (!LOOPBACK.has(url.hostname)) throw new Error(`Loopback only: refusing ${url.hostname}`)
  const headers: Record<string, string | string[]> = { ...options.headers }
  let body = options.body
  if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
      headers['content-type'] = 'application/json'
  }
  const has = (name: string) => Object.keys(headers).some((h) => h.toLowerCase() === name)
  if (body !== undefined && !has('content-length') && !has('transfer-encoding')) {
    headers['content-length'] = String(Buffer.byteLength(body))
  }
  const started = performance.now()
  const timeoutMs = options.timeoutMs ?? 30_000
  return new Promise((resolve) => {
    let settled = false
    const done = (result: Omit<HttpResult, 'ms'>) => {
      if (settled) return
      settled = true
      resolve({ ...result, ms: performance.now() - started })
    }
    const req = http.request(
      url,
      {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        agent: options.agent ?? false,
        localAddress: options.localAddress,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', (e) => done({ status: 0, headers: {}, body: '', error: e.message }))
      },
    )
    req.setTimeout(timeoutMs, () => {
      req.destroy(new Error(`timeout after ${timeoutMs} ms`))
    })
    req.on('error', (e) =>
      done({ status: 0, headers: {}, body: '', error: (e as NodeJS.ErrnoException).code ?? e.message }),
    )
    if (body !== undefined) req.write(body)
    req.end()
  })
}

export function json<T = unknown>(res: HttpResult): T | undefined {
  try {
    return JSON.parse(res.body) as T
  } catch {
    return undefined
  }
}

export const header = (res: HttpResult, name: string): string | undefined => {
  const value = res.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join(', ') : value
}

/** A distinct, valid, non-routable address per number (TEST-NET and 10/8 ranges), for X-Forwarded-For. */
export function fakeIp(n: number, net = 10): string {
  const octet = (k: number) => (Math.floor(n / 250 ** k) % 250) + 1
  return `${net}.${octet(2)}.${octet(1)}.${octet(0)}`
}
