import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import { IMMUTABLE_ASSET_CACHE } from './cache-policy'
import { assetSecurityHeaders } from '@/lib/security/headers'

/**
 * The build's scripts and styles, brotli-compressed at the highest quality once, at build time
 * (scripts/lib/precompress.ts). Next compresses each answer with gzip on the fly; brotli 11 of the
 * same files is about 15% smaller, which every phone downloads on its first visit. Files are named
 * by their content hash, so the bytes never change under a name and stay in memory once read.
 * Anything else (no `.br` sibling, a client without brotli) is left to Next.
 */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
}
const PREFIX = '/_next/static/'
const SAFE_PATH = /^[\w\-.~/]+\.(?:js|css)$/

type Asset = { body: Buffer; etag: string; type: string }
const assets = new Map<string, Asset | null>()
const fixedHeaders = assetSecurityHeaders({ dev: false })

function load(staticDir: string, relative: string): Asset | null {
  const cached = assets.get(relative)
  if (cached !== undefined) return cached
  let asset: Asset | null
  try {
    const body = fs.readFileSync(path.join(staticDir, `${relative}.br`))
    asset = { body, etag: `"br-${body.length.toString(36)}-${relative.length}"`, type: TYPES[path.extname(relative)]! }
  } catch {
    asset = null
  }
  // A missing .br is remembered too only while the map is small: a burst of 404s cannot grow it.
  if (asset || assets.size < 5000) assets.set(relative, asset)
  return asset
}

/** Answers a request for a precompressed build asset; false leaves it to Next. */
export function servePrecompressed(req: IncomingMessage, res: ServerResponse, staticDir: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? ''
  if (!url.startsWith(PREFIX)) return false
  if (!/\bbr\b/i.test(String(req.headers['accept-encoding'] ?? ''))) return false
  const relative = url.slice(PREFIX.length).split('?')[0]!
  if (!SAFE_PATH.test(relative) || relative.split('/').some((part) => part === '..' || part === '.')) return false
  const asset = load(staticDir, relative)
  if (!asset) return false

  for (const { key, value } of fixedHeaders) res.setHeader(key, value)
  res.setHeader('Cache-Control', IMMUTABLE_ASSET_CACHE)
  res.setHeader('Vary', 'Accept-Encoding')
  res.setHeader('ETag', asset.etag)
  if (req.headers['if-none-match'] === asset.etag) {
    res.writeHead(304).end()
    return true
  }
  res.setHeader('Content-Type', asset.type)
  res.setHeader('Content-Encoding', 'br')
  res.setHeader('Content-Length', asset.body.length)
  res.writeHead(200)
  res.end(req.method === 'HEAD' ? undefined : asset.body)
  return true
}
