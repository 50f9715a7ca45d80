import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

/**
 * Public pages are rendered once and served from Next's cache, so their CSP cannot carry a
 * per-request nonce, and Next's own inline scripts (the RSC payload, `self.__next_f.push(…)`, and
 * Suspense's `$RC(…)`) differ from page to page. scripts/serve.ts therefore hashes the inline
 * scripts of each HTML answer and replaces the config's script `'unsafe-inline'` with exactly those
 * hashes: only the scripts the server itself wrote can run, and injected markup cannot.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${match[1]}`)) continue
    hashes.add(`'sha256-${crypto.createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The policy with script-src's 'unsafe-inline' replaced by the hashes (other directives untouched). */
export function policyWithHashes(csp: string, hashes: string[]): string {
  return csp
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim()
      if (!/^script-src(\s|$)/i.test(trimmed)) return directive
      const values = trimmed.split(/\s+/).filter((v) => v !== "'unsafe-inline'")
      return `${directive.startsWith(' ') ? ' ' : ''}${[...values, ...hashes].join(' ')}`
    })
    .join(';')
}

/** Pages only: not the API, Next's assets, or Payload's admin (which keeps the config's policy). */
function applies(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const path = (req.url ?? '/').split('?')[0]!
  return !/^\/(?:api|_next|cms)(?:\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path.replace(/\/offline\.html$/, '/x'))
}

type Encoding = 'br' | 'gzip' | undefined

function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding {
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
    let body = Buffer.concat(chunks)
    const csp = this.getHeader('content-security-policy')
    if (body.length > 0 && (transform || typeof csp === 'string')) {
      // Decoded once: the hashes are taken of the page as rewritten.
      const html = transform ? transform(body.toString('utf8')) : body.toString('utf8')
      if (typeof csp === 'string')
        this.setHeader('content-security-policy', policyWithHashes(csp, inlineScriptHashes(html)))
      if (transform) body = Buffer.from(html, 'utf8')
    }
    if (encoding && body.length > 1024 && req.method !== 'HEAD') {
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
          : zlib.gzipSync(body, { level: 6 })
      this.setHeader('content-encoding', encoding)
    }
    const vary = String(this.getHeader('vary') ?? '')
    if (!/accept-encoding/i.test(vary)) this.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    if (req.method !== 'HEAD') this.setHeader('content-length', body.length)
    this.removeHeader('transfer-encoding')
    const payload = req.method === 'HEAD' ? '' : body
    const end = original.end as (this: ServerResponse, chunk: string | Buffer, cb?: () => void) => ServerResponse
    return end.call(this, payload, callback)
  } as ServerResponse['end']
}
