import type { IncomingMessage, ServerResponse } from 'node:http'

import { ADMIN_COOKIE } from '@/lib/http/admin-cookie'

/**
 * Public pages, sitemap, robots.txt and feeds. Next marks them `s-maxage=31536000`: a CDN or shared
 * proxy would serve a page for a year after a publish. `s-maxage=60` bounds that to a minute (the
 * site's own cache is expired at once; a shared cache only learns by asking again, and s-maxage
 * forbids it to serve the copy stale), and `max-age=0` keeps browsers asking every time, so a
 * visitor who reloads after a publish sees it.
 *
 * stale-while-revalidate goes in `CDN-Cache-Control` (RFC 9213, read by the CDNs and ignored by
 * browsers) rather than here: browsers honour it too, and would show a visitor the page as it was
 * before a publish on their next visit while fetching the new one behind it.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60'
/** A CDN answers from its copy for 30 s, then stale for 30 s more while it refreshes: 60 s at most. */
export const PUBLIC_PAGE_CDN_CACHE = 'public, max-age=30, stale-while-revalidate=30'
/**
 * Next's hashed build assets: a new build has new names, so a copy can never be stale. Next sends it
 * itself on the files of `_next/static`; the brotli copies (precompressed-assets.ts) send it too.
 */
export const IMMUTABLE_ASSET_CACHE = 'public, max-age=31536000, immutable'
/**
 * An uploaded file as the public sees it. Browsers keep it an hour (a page view reuses it; it is
 * replaced under a new name, never rewritten); a CDN a minute, the same bound as the pages, so the
 * cover of a post that is unpublished stops being served to new visitors within a minute.
 */
export const MEDIA_FILE_CACHE = 'public, max-age=3600, s-maxage=60'
/** Personal or administrative answers: no browser history, no proxy, no CDN may keep them. */
export const PRIVATE_CACHE = 'private, no-store'

/** The studio's apps and the CMS: every answer there is personal or administrative. */
const PRIVATE_AREA = /^\/(?:admin|monitoring|cms)(?:\/|$)/
/**
 * A client's proposal: the page of its private link and its calls (the signed PDF among them).
 * Personal, so never kept by a browser or a proxy, and never indexed even if the link leaks.
 */
const PERSONAL_LINK = /^(?:\/fr)?\/proposals\/|^\/api\/proposals\//
/** Uploaded files: public for published posts, refused by the access rule otherwise. */
const MEDIA_FILE = /^\/api\/media\/file\//
/** The CMS editor's session (Payload's default cookie name) and the administrator's. */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:payload-token|${ADMIN_COOKIE})=`)

export interface CacheAnswer {
  /** Request path, without the query. */
  path: string
  status: number
  /** The request carries a CMS or admin session (cookie or Authorization header). */
  hasSession: boolean
  /** The answer sets a cookie (a sign-in, a sign-out). */
  setsCookie: boolean
  /** The Cache-Control the application gave the answer, if any. */
  current: string | undefined
  contentType: string
}

/**
 * The Cache-Control an answer leaves with, or undefined to keep the application's own. One rule
 * for every instance, applied where the whole answer is known (src/server/serve.ts), because Next
 * overwrites a Cache-Control from next.config's headers on its pages.
 */
export function cacheControlFor(answer: CacheAnswer): string | undefined {
  const { path, status, current = '' } = answer
  // Next's hashed build assets: Next itself marks a file it has IMMUTABLE_ASSET_CACHE, and a
  // missing one (an instance of another build) gets its 404's own, never a year.
  if (path.startsWith('/_next/static/')) return undefined
  if (PRIVATE_AREA.test(path) || PERSONAL_LINK.test(path)) return PRIVATE_CACHE
  if (answer.setsCookie) return PRIVATE_CACHE
  const isApi = path === '/api' || path.startsWith('/api/')
  const isDocument = isApi || answer.contentType.startsWith('text/html') || /^s-maxage=/i.test(current)
  // Next's own assets (/_next/image) and the files of public/ are the same for everyone.
  if (answer.hasSession && isDocument && !path.startsWith('/_next/')) return PRIVATE_CACHE
  if (isApi) {
    // A call that declares itself public (the testimonials and blog lists) keeps its lifetime.
    // A file's refusal or absence (a draft's cover, a file not on this instance) may change soon.
    if (MEDIA_FILE.test(path))
      return status === 200 || status === 206 || status === 304 ? MEDIA_FILE_CACHE : PRIVATE_CACHE
    if (/\bpublic\b/i.test(current)) return undefined
    return PRIVATE_CACHE
  }
  // Next's form for prerendered and ISR answers; dynamic ones it already marks private.
  if (/^s-maxage=/i.test(current)) return PUBLIC_PAGE_CACHE
  return undefined
}

/** The X-Robots-Tag an answer leaves with: what no crawler may index or follow, even from a leaked link. */
export function robotsTagFor(path: string): string | undefined {
  return PERSONAL_LINK.test(path) ? 'noindex, nofollow, noarchive' : undefined
}

function requestHasSession(req: IncomingMessage): boolean {
  if (req.headers.authorization) return true
  const cookie = req.headers.cookie
  return typeof cookie === 'string' && SESSION_COOKIE.test(cookie)
}

/**
 * Gives `res` its Cache-Control (cacheControlFor) just before the head is sent. Every way Node
 * sends a head (writeHead, or the first write/end without it) goes through `res.writeHead`, so
 * wrapping it sees the final status and headers. Install it before any other wrapper of writeHead
 * (src/server/serve.ts), so theirs hand on to this one.
 */
export function applyCachePolicy(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0]!
  const hasSession = requestHasSession(req)
  const writeHead = res.writeHead
  res.writeHead = function cachePolicyWriteHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    // Headers handed to writeHead itself win over setHeader's: fold them in first.
    const given = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r)) as
      Record<string, string | number | string[]> | undefined
    if (given) for (const [name, value] of Object.entries(given)) this.setHeader(name, value)
    const rewritten = rest.filter((r) => r !== given)
    const value = cacheControlFor({
      path,
      status,
      hasSession,
      setsCookie: this.hasHeader('set-cookie'),
      current: headerText(this.getHeader('cache-control')),
      contentType: headerText(this.getHeader('content-type')) ?? '',
    })
    if (value) this.setHeader('cache-control', value)
    if (value === PUBLIC_PAGE_CACHE) this.setHeader('cdn-cache-control', PUBLIC_PAGE_CDN_CACHE)
    const robots = robotsTagFor(path)
    if (robots) this.setHeader('x-robots-tag', robots)
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rewritten)
  } as ServerResponse['writeHead']
}

function headerText(value: string | number | string[] | undefined): string | undefined {
  if (value === undefined) return undefined
  return Array.isArray(value) ? value.join(', ') : String(value)
}
