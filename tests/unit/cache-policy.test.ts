import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPathMatch } from '@/platform/next-path-match'
import { siteConfig as nextConfig } from '@root/next.config'
import {
  applyCachePolicy,
  cacheControlFor,
  IMMUTABLE_ASSET_CACHE,
  MEDIA_FILE_CACHE,
  PRIVATE_CACHE,
  PUBLIC_PAGE_CACHE,
  PUBLIC_PAGE_CDN_CACHE,
  type CacheAnswer,
} from '@/server/cache-policy'
import { hashInlineScripts } from '@/server/script-hashes'

const NEXT_STATIC = 's-maxage=31536000'
const NEXT_DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate'

const answer = (path: string, more: Partial<CacheAnswer> = {}): CacheAnswer => ({
  path,
  status: 200,
  hasSession: false,
  setsCookie: false,
  current: NEXT_STATIC,
  contentType: 'text/html; charset=utf-8',
  ...more,
})

describe('cacheControlFor', () => {
  it('bounds what a CDN keeps of a public page, sitemap or feed to 60 s, with stale-while-revalidate', () => {
    expect(PUBLIC_PAGE_CACHE).toBe('public, max-age=0, s-maxage=60')
    // Browsers honour stale-while-revalidate too: it is only for CDNs, whose two windows add up to 60 s.
    expect(PUBLIC_PAGE_CACHE).not.toMatch(/stale-while-revalidate/)
    expect(PUBLIC_PAGE_CDN_CACHE).toBe('public, max-age=30, stale-while-revalidate=30')
    for (const path of ['/', '/fr', '/about', '/fr/blog/some-post'])
      expect(cacheControlFor(answer(path))).toBe(PUBLIC_PAGE_CACHE)
    expect(cacheControlFor(answer('/', { current: 's-maxage=3600, stale-while-revalidate=31532400' }))).toBe(
      PUBLIC_PAGE_CACHE,
    )
    expect(cacheControlFor(answer('/sitemap.xml', { contentType: 'application/xml' }))).toBe(PUBLIC_PAGE_CACHE)
  })

  it('leaves pages Next renders per request (already private) and public files as they are', () => {
    expect(cacheControlFor(answer('/no-such-page', { status: 404, current: NEXT_DYNAMIC }))).toBeUndefined()
    expect(cacheControlFor(answer('/offline.html', { current: 'public, max-age=3600' }))).toBeUndefined()
    expect(
      cacheControlFor(answer('/images/hero.jpg', { current: 'public, max-age=0', contentType: 'image/jpeg' })),
    ).toBeUndefined()
  })

  it("leaves hashed build assets to Next's own immutable header, and a missing one to its 404", () => {
    const asset = { current: IMMUTABLE_ASSET_CACHE, contentType: 'application/javascript' }
    expect(cacheControlFor(answer('/_next/static/chunks/a1b2.js', asset))).toBeUndefined()
    expect(cacheControlFor(answer('/_next/static/chunks/a1b2.js', { ...asset, hasSession: true }))).toBeUndefined()
    expect(
      cacheControlFor(answer('/_next/static/chunks/gone.js', { ...asset, status: 404, current: NEXT_DYNAMIC })),
    ).toBe(undefined)
  })

  it('makes the studio apps, the CMS and the API private, unless a call declares itself public', () => {
    for (const path of ['/admin', '/admin/blog', '/monitoring', '/cms', '/cms/collections/posts', '/api/health'])
      expect(cacheControlFor(answer(path, { current: undefined }))).toBe(PRIVATE_CACHE)
    expect(cacheControlFor(answer('/api/admin/contacts', { status: 401, current: 'no-store' }))).toBe(PRIVATE_CACHE)
    expect(cacheControlFor(answer('/api/posts', { current: undefined, contentType: 'application/json' }))).toBe(
      PRIVATE_CACHE,
    )
    expect(cacheControlFor(answer('/api/blog', { current: 'public, max-age=60' }))).toBeUndefined()
    // Uploaded files once carried no Cache-Control at all.
    expect(cacheControlFor(answer('/api/media/file/a.jpg', { current: undefined, contentType: 'image/jpeg' }))).toBe(
      MEDIA_FILE_CACHE,
    )
    expect(cacheControlFor(answer('/api/media/file/a.jpg', { status: 206, current: undefined }))).toBe(MEDIA_FILE_CACHE)
    for (const status of [400, 403, 404])
      expect(cacheControlFor(answer('/api/media/file/draft.jpg', { status, current: undefined }))).toBe(PRIVATE_CACHE)
    // /administrator is not /admin
    expect(cacheControlFor(answer('/administrator'))).toBe(PUBLIC_PAGE_CACHE)
  })

  it('makes anything answered to a session, or setting a cookie, private', () => {
    expect(cacheControlFor(answer('/', { hasSession: true }))).toBe(PRIVATE_CACHE)
    expect(cacheControlFor(answer('/api/blog', { hasSession: true, current: 'public, max-age=60' }))).toBe(
      PRIVATE_CACHE,
    )
    expect(cacheControlFor(answer('/api/media/file/draft.jpg', { hasSession: true, current: undefined }))).toBe(
      PRIVATE_CACHE,
    )
    expect(cacheControlFor(answer('/api/users/login', { setsCookie: true, current: undefined }))).toBe(PRIVATE_CACHE)
    expect(cacheControlFor(answer('/fr', { setsCookie: true }))).toBe(PRIVATE_CACHE)
  })
})

describe('applyCachePolicy on a real server', () => {
  let server: http.Server
  let base: string
  beforeAll(async () => {
    // Stand-ins for Next: setHeader then an implicit head, or writeHead with its own headers.
    server = http.createServer((req, res) => {
      applyCachePolicy(req, res)
      hashInlineScripts(req, res)
      const path = (req.url ?? '/').split('?')[0]
      if (path === '/api/login') {
        res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'payload-token=x; HttpOnly' })
        return void res.end('{}')
      }
      res.setHeader('cache-control', NEXT_STATIC)
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(`<!doctype html><title>page</title><script>1</script>${'x'.repeat(2000)}`)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const cacheControl = async (path: string, headers: Record<string, string> = {}) =>
    (await fetch(base + path, { headers })).headers.get('cache-control')

  it('rewrites the head of an HTML page that the CSP rewrite held back', async () => {
    expect(await cacheControl('/about')).toBe(PUBLIC_PAGE_CACHE)
    expect(await cacheControl('/cms')).toBe(PRIVATE_CACHE)
  })
  it("keeps a client's proposal page and calls out of every cache and every index", async () => {
    for (const path of ['/proposals/abc_DEF-123', '/fr/proposals/abc_DEF-123', '/api/proposals/abc/contract.pdf']) {
      const res = await fetch(base + path)
      // A rendered page Next marks public (s-maxage) must still leave private: the link is personal.
      expect(res.headers.get('cache-control')).toBe(PRIVATE_CACHE)
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow, noarchive')
      expect(res.headers.get('cdn-cache-control')).toBeNull()
    }
    // Only there: public pages stay indexable, and a page merely named like it is not caught.
    for (const path of ['/about', '/fr/blog/proposals', '/proposalsx/a']) {
      expect((await fetch(base + path)).headers.get('x-robots-tag')).toBeNull()
    }
  })
  it('gives CDNs their stale-while-revalidate on public pages only', async () => {
    const cdn = async (path: string) => (await fetch(base + path)).headers.get('cdn-cache-control')
    expect(await cdn('/about')).toBe(PUBLIC_PAGE_CDN_CACHE)
    expect(await cdn('/cms')).toBeNull()
  })
  it('sees a session cookie or Authorization header, and a cookie set through writeHead', async () => {
    expect(await cacheControl('/about', { cookie: 'theme=dark; payload-token=abc' })).toBe(PRIVATE_CACHE)
    expect(await cacheControl('/about', { cookie: 'admin_session=abc' })).toBe(PRIVATE_CACHE)
    expect(await cacheControl('/about', { cookie: 'not-payload-token=abc' })).toBe(PUBLIC_PAGE_CACHE)
    expect(await cacheControl('/about', { authorization: 'Bearer abc' })).toBe(PRIVATE_CACHE)
    expect(await cacheControl('/api/login')).toBe(PRIVATE_CACHE)
  })
})

describe("Payload's client-hint headers", () => {
  it('are sent on /cms only, not on public pages or the API', async () => {
    const rules = (await nextConfig.headers?.()) ?? []
    const headersOn = (path: string) =>
      rules
        .filter((rule) => getPathMatch(rule.source)(path) !== false)
        .flatMap((rule) => rule.headers.map((h) => h.key.toLowerCase()))
    for (const path of ['/cms', '/cms/collections/posts/1']) {
      expect(headersOn(path)).toEqual(expect.arrayContaining(['accept-ch', 'critical-ch']))
    }
    for (const path of ['/', '/fr', '/about', '/fr/blog/post', '/api/posts', '/api/blog', '/admin', '/cmsx']) {
      expect(headersOn(path)).not.toContain('accept-ch')
      expect(headersOn(path)).not.toContain('critical-ch')
      expect(headersOn(path)).not.toContain('vary')
      // The site's own security headers still apply everywhere.
      expect(headersOn(path)).toContain('content-security-policy')
    }
  })
})
