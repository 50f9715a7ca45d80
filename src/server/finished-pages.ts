import crypto from 'node:crypto'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

import { inlineScriptHashes, policyWithHashes } from '@/lib/security/csp-hashes'

export type Encoding = 'br' | 'gzip'

export interface FinishOptions {
  /** The CSP Next set for the page; its script 'unsafe-inline' becomes the page's script hashes. */
  csp?: string
  /** What the client accepts; undefined sends the page uncompressed. */
  encoding?: Encoding
  /** The HTML rewrite (src/server/defer-framework-scripts.ts); a pure function of the page. */
  transform?: (html: string) => string
}

export interface FinishedPage {
  body: Buffer
  csp?: string
  encoding?: Encoding
}

/**
 * A cached public page is the same bytes for every visitor until the next publish, yet rewriting
 * it, hashing its inline scripts and compressing it cost more than Next's whole answer from its
 * cache. The result is therefore kept per page version: the key is a digest of the bytes Next
 * produced (plus the CSP, the encoding and the rewrite), so a publish, which changes those bytes,
 * is a new entry at once and no invalidation is needed; an old version ages out of the LRU. Pages
 * rendered per request (a 404, a search) simply miss every time, as before.
 */
const finished = new LRUCache<string, FinishedPage>({
  maxSize: 48 * 1024 * 1024,
  sizeCalculation: (page) => page.body.length + (page.csp?.length ?? 0) + 200,
})

const MIN_COMPRESSED = 1024

export function finishPage(raw: Buffer, options: FinishOptions): FinishedPage {
  if (raw.length === 0) return { body: raw }
  const key = crypto
    .createHash('sha1')
    .update(raw)
    .update(`\0${options.csp ?? ''}\0${options.encoding ?? ''}\0${options.transform?.name ?? ''}`)
    .digest('base64')
  const hit = finished.get(key)
  if (hit) return hit
  const page = finish(raw, options)
  finished.set(key, page)
  return page
}

function finish(raw: Buffer, { csp, encoding, transform }: FinishOptions): FinishedPage {
  let body = raw
  let policy: string | undefined
  if (transform || csp) {
    // Decoded once: the hashes are taken of the page as rewritten.
    const html = transform ? transform(raw.toString('utf8')) : raw.toString('utf8')
    if (csp) policy = policyWithHashes(csp, inlineScriptHashes(html))
    if (transform) body = Buffer.from(html, 'utf8')
  }
  if (!encoding || body.length <= MIN_COMPRESSED) return { body, csp: policy }
  const compressed =
    encoding === 'br'
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : zlib.gzipSync(body, { level: 6 })
  return { body: compressed, csp: policy, encoding }
}
