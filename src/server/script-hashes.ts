/**
 * The HTML answers of src/server/serve.ts: held until complete, then finished once per page version
 * (src/server/finished-pages.ts: rewrite, CSP script hashes from src/lib/security/csp-hashes.ts,
 * compression). Public pages come from Next's cache and cannot carry a per-request nonce, so their
 * CSP lists the hashes of exactly the inline scripts the server wrote.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { finishPage, type Encoding } from './finished-pages'

/** Pages only: not the API, Next's assets, or Payload's admin (which keeps the config's policy). */
function applies(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const path = (req.url ?? '/').split('?')[0]!
  return !/^\/(?:api|_next|cms)(?:\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path.replace(/\/offline\.html$/, '/x'))
}

function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const accepted = String(acceptEncoding ?? '').toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return undefined
}

/**
 * Wraps `res` so that an HTML answer is held until complete, rewritten by `transform` (if any),
 * its CSP given the hashes of the result, and compressed here (Next is asked for an uncompressed
 * body: it would otherwise hand us gzip). Any other answer passes through untouched.
 */
export function hashInlineScripts(
  req: IncomingMessage,
  res: ServerResponse,
  transform?: (html: string) => string,
): void {
  if (!applies(req)) return
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  delete req.headers['accept-encoding']

  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  const restore = () => Object.assign(res, original)
  const chunks: Buffer[] = []
  let decided: boolean | undefined
  const isHtml = () => {
    if (decided === undefined) {
      const type = String(res.getHeader('content-type') ?? '')
      decided = type.startsWith('text/html') && !res.getHeader('content-encoding')
      if (!decided) restore()
    }
    return decided
  }
  const toBuffer = (chunk: unknown, enc?: BufferEncoding) =>
    Buffer.isBuffer(chunk) ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk), enc)

  res.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((r) => r && typeof r === 'object') as Record<string, string | string[]> | undefined
    if (headers) for (const [k, v] of Object.entries(headers)) this.setHeader(k, v)
    this.statusCode = status
    if (!isHtml()) return original.writeHead.call(this, status, ...(rest as []))
    return this
  } as ServerResponse['writeHead']
  res.flushHeaders = function flushHeaders(this: ServerResponse) {
    if (!isHtml()) original.flushHeaders.call(this)
  }
  res.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!isHtml()) return (original.write as (...a: unknown[]) => boolean).call(this, chunk, ...rest)
    chunks.push(toBuffer(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined))
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined
    if (callback) process.nextTick(callback)
    return true
  } as ServerResponse['write']
  res.end = function end(this: ServerResponse, ...args: unknown[]) {
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined
    const chunk = args[0] !== undefined && typeof args[0] !== 'function' ? args[0] : undefined
    if (!isHtml()) return (original.end as (...a: unknown[]) => ServerResponse).call(this, ...args)
    if (chunk !== undefined)
      chunks.push(toBuffer(chunk, typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined))
    restore()
    const csp = this.getHeader('content-security-policy')
    const finished = finishPage(Buffer.concat(chunks), {
      csp: typeof csp === 'string' ? csp : undefined,
      encoding: req.method === 'HEAD' ? undefined : encoding,
      transform,
    })
    if (finished.csp) this.setHeader('content-security-policy', finished.csp)
    if (finished.encoding) this.setHeader('content-encoding', finished.encoding)
    const body = finished.body
    const vary = String(this.getHeader('vary') ?? '')
    if (!/accept-encoding/i.test(vary)) this.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    if (req.method !== 'HEAD') this.setHeader('content-length', body.length)
    this.removeHeader('transfer-encoding')
    const payload = req.method === 'HEAD' ? '' : body
    const end = original.end as (this: ServerResponse, chunk: string | Buffer, cb?: () => void) => ServerResponse
    return end.call(this, payload, callback)
  } as ServerResponse['end']
}
