/**
 * Headers: every page and call carries a CSP without 'unsafe-eval' (and, on public pages, without
 * 'unsafe-inline' for scripts), HSTS (the suite's site runs in production), nosniff,
 * Referrer-Policy, Permissions-Policy and frame-ancestors. Cookies set by the site (the admin and
 * CMS sessions, anything else a page sets) are HttpOnly, SameSite and Secure. Caching: a CDN may
 * keep a public page at most 60 s (with stale-while-revalidate), hashed assets are immutable, the
 * studio apps, the CMS, personal calls and anything answered to a session are `private, no-store`;
 * Payload's client hints (Accept-CH, Critical-CH) are sent on /cms only. No page or call carries
 * Next's internal x-middleware-* / x-nextjs-* headers; uploaded files carry a sandboxed CSP without
 * script, nosniff and a Cache-Control of their own (an uploaded SVG once ran script on the site's
 * origin).
 */
import { MEDIA_FILE_CACHE } from '@/server/cache-policy'

import { header, request, type HttpResult } from './lib/http'
import { PUBLIC_PAGES, STUDIO_PAGES } from './lib/pages'
import { Section } from './lib/report'
import { sharedAdmin } from './lib/admin'
import { secrets, type Site } from './lib/site'

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) map.set(name.toLowerCase(), values)
  }
  return map
}

/** 'unsafe-inline' counts unless a nonce or hash makes CSP2+ browsers ignore it. */
export function allowsInlineScript(csp: string): boolean {
  const d = directives(csp)
  const scripts = d.get('script-src-elem') ?? d.get('script-src') ?? d.get('default-src') ?? []
  if (!scripts.includes("'unsafe-inline'")) return false
  return !scripts.some((v) => /^'(nonce-|sha256-|sha384-|sha512-)/.test(v))
}

function commonHeaderProblems(res: HttpResult): string[] {
  const problems: string[] = []
  const csp = header(res, 'content-security-policy')
  if (!csp) problems.push('no CSP')
  else {
    if (csp.includes("'unsafe-eval'")) problems.push("CSP allows 'unsafe-eval'")
    if (!directives(csp).has('frame-ancestors')) problems.push('CSP without frame-ancestors')
  }
  if (!/max-age=\d{7,}/.test(header(res, 'strict-transport-security') ?? '')) problems.push('no HSTS (max-age ≥ 1e6 s)')
  if (header(res, 'x-content-type-options') !== 'nosniff') problems.push('no nosniff')
  if (!header(res, 'referrer-policy')) problems.push('no Referrer-Policy')
  if (!header(res, 'permissions-policy')) problems.push('no Permissions-Policy')
  return problems
}

const seconds = (value: string, directive: string) => new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`).exec(value)?.[1]

/**
 * What is wrong with a public page's caching for a CDN in front (src/server/cache-policy.ts):
 * Cache-Control lets shared caches keep it at most 60 s and browsers not at all (they honour
 * stale-while-revalidate too), and CDN-Cache-Control's fresh and stale windows add up to 60 s.
 */
export function publicCacheProblems(cacheControl: string | undefined, cdnCacheControl?: string): string[] {
  const value = (cacheControl ?? '').toLowerCase()
  const cdn = (cdnCacheControl ?? '').toLowerCase()
  const problems: string[] = []
  const sMaxAge = seconds(value, 's-maxage')
  if (sMaxAge === undefined || Number(sMaxAge) > 60) problems.push(`s-maxage ${sMaxAge ?? 'missing'} (at most 60)`)
  if (seconds(value, 'max-age') !== '0') problems.push('browsers may keep it (max-age not 0)')
  if (/stale-while-revalidate/.test(value)) problems.push('stale-while-revalidate reaches browsers')
  if (/private|no-store/.test(value)) problems.push('not shareable')
  const cdnFresh = seconds(cdn, 'max-age')
  const cdnStale = seconds(cdn, 'stale-while-revalidate')
  if (cdnFresh === undefined || cdnStale === undefined) problems.push(`CDN-Cache-Control ${cdn || 'missing'}`)
  else if (Number(cdnFresh) + Number(cdnStale) > 60)
    problems.push(`CDN keeps it ${Number(cdnFresh) + Number(cdnStale)} s`)
  return problems
}

const isPrivateNoStore = (cacheControl: string | undefined) =>
  /\bprivate\b/i.test(cacheControl ?? '') && /\bno-store\b/i.test(cacheControl ?? '')

const clientHints = (res: HttpResult) => ['accept-ch', 'critical-ch'].filter((name) => header(res, name) !== undefined)

export function cookieProblems(setCookie: string[]): string[] {
  const problems: string[] = []
  for (const cookie of setCookie) {
    const name = cookie.split('=')[0]!
    // RFC 6265 §5.2: an attribute's name is what precedes '=' (Payload writes "HttpOnly=true").
    const attrs = cookie
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase())
    const named = (n: string) => attrs.some((a) => a.split('=')[0]!.trim() === n)
    if (!named('httponly')) problems.push(`${name} not HttpOnly`)
    if (!attrs.some((a) => /^samesite=(strict|lax|none)$/.test(a.replace(/\s+/g, ''))))
      problems.push(`${name} without SameSite`)
    if (!named('secure')) problems.push(`${name} not Secure`)
  }
  return problems
}

const setCookies = (res: HttpResult) => {
  const value = res.headers['set-cookie']
  return Array.isArray(value) ? value : value ? [value] : []
}

export async function runHeaders(site: Site): Promise<Section> {
  const section = new Section('headers')
  const seenCookies: string[] = []
  const base = site.baseUrl
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await request(base, path, { headers: { 'x-forwarded-for': '198.51.100.10', ...headers } })
    seenCookies.push(...setCookies(res))
    return res
  }

  const pages: { path: string; res: HttpResult; isPublic: boolean }[] = []
  for (const path of PUBLIC_PAGES) pages.push({ path, res: await get(path), isPublic: true })
  // A visitor whose browser asks for French at / is redirected (next-intl sets its cookie here).
  pages.push({
    path: '/ (Accept-Language: fr)',
    res: await get('/', { 'accept-language': 'fr-CA,fr;q=0.9' }),
    isPublic: true,
  })
  pages.push({ path: '/no-such-page', res: await get('/no-such-page'), isPublic: true })
  for (const path of STUDIO_PAGES) pages.push({ path, res: await get(path), isPublic: false })
  section.checkAll(
    pages,
    (p) => p.res.status > 0 && p.res.status < 500,
    'every page answers',
    (p) => `${p.path} ${p.res.status}`,
  )
  section.checkAll(
    pages,
    (p) => commonHeaderProblems(p.res).length === 0,
    'every page carries CSP, HSTS, nosniff, Referrer-Policy, Permissions-Policy, frame-ancestors',
    (p) => `${p.path}: ${commonHeaderProblems(p.res).join(', ')}`,
  )
  const publicPages = pages.filter((p) => p.isPublic)
  section.checkAll(
    publicPages,
    (p) => !allowsInlineScript(header(p.res, 'content-security-policy') ?? ''),
    "public pages: CSP without 'unsafe-inline' for scripts",
    (p) => `${p.path}: ${header(p.res, 'content-security-policy')?.match(/script-src[^;]*/)?.[0]}`,
  )

  const calls: { name: string; res: HttpResult }[] = [
    { name: 'GET /api/health', res: await get('/api/health') },
    { name: 'GET /api/testimonials', res: await get('/api/testimonials') },
    { name: 'GET /api/blog', res: await get('/api/blog') },
    { name: 'GET /api/admin/contacts (401)', res: await get('/api/admin/contacts') },
    { name: 'GET /api/no-such-call (404)', res: await get('/api/no-such-call') },
    {
      name: 'POST /api/contact invalid (400)',
      res: await request(base, '/api/contact', { json: {}, headers: { 'x-forwarded-for': '198.51.100.11' } }),
    },
    { name: 'GET /api/posts (Payload REST)', res: await get('/api/posts') },
    { name: 'GET /sitemap.xml', res: await get('/sitemap.xml') },
    { name: 'GET /robots.txt', res: await get('/robots.txt') },
    { name: 'GET /sw.js', res: await get('/sw.js') },
  ]
  section.checkAll(
    calls,
    (c) => commonHeaderProblems(c.res).length === 0,
    'every call carries CSP, HSTS, nosniff, Referrer-Policy, Permissions-Policy, frame-ancestors',
    (c) => `${c.name} ${c.res.status}: ${commonHeaderProblems(c.res).join(', ')}`,
  )

  const internal = (res: HttpResult) =>
    Object.keys(res.headers).filter((name) => /^x-(?:middleware|nextjs)-/i.test(name))
  const answers = [...pages.map((p) => ({ name: p.path, res: p.res })), ...calls]
  section.checkAll(
    answers,
    (a) => internal(a.res).length === 0,
    "no page or call carries Next's internal x-middleware-* / x-nextjs-* headers",
    (a) => `${a.name}: ${internal(a.res).join(', ')}`,
  )

  // An uploaded file is never a page of the site: its own sandboxed policy, without script.
  const mediaList = await get('/api/media?limit=1&depth=0')
  const mediaUrl = (JSON.parse(mediaList.body || '{}') as { docs?: { url?: string }[] }).docs?.[0]?.url
  const file = mediaUrl ? await get(mediaUrl) : undefined
  const fileCsp = directives(file ? (header(file, 'content-security-policy') ?? '') : '')
  section.check(
    file?.status === 200 &&
      fileCsp.has('sandbox') &&
      (fileCsp.get('sandbox') ?? []).length === 0 &&
      !fileCsp.has('script-src') &&
      fileCsp.get('default-src')?.join(' ') === "'none'" &&
      header(file, 'x-content-type-options') === 'nosniff',
    "uploaded files: CSP sandbox without allowances, default-src 'none', no script-src, nosniff",
    file ? `${mediaUrl} ${file.status}: ${header(file, 'content-security-policy')}` : 'no media file',
  )
  section.check(
    file !== undefined && header(file, 'cache-control') === MEDIA_FILE_CACHE,
    `uploaded files: ${MEDIA_FILE_CACHE}`,
    file ? `${mediaUrl}: ${header(file, 'cache-control') ?? 'no Cache-Control'}` : 'no media file',
  )

  // A submission with a declared length is answered by serve.ts straight from Payload's endpoint
  // (src/lib/http/direct-api.ts); a chunked one still goes through Next's router. Both must answer
  // alike: status, body and every header but the framing and Next's RSC Vary.
  const invalidBooking = { name: 'X', email: 'not-an-address' }
  const viaDirect = await request(base, '/api/class-bookings?locale=fr', {
    json: invalidBooking,
    headers: { 'x-forwarded-for': '198.51.100.14' },
  })
  const viaNext = await request(base, '/api/class-bookings?locale=fr', {
    json: invalidBooking,
    headers: { 'x-forwarded-for': '198.51.100.15', 'transfer-encoding': 'chunked' },
  })
  const framing = new Set(['date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'vary'])
  const headerSet = (res: HttpResult) =>
    Object.entries(res.headers)
      .filter(([name]) => !framing.has(name))
      .map(([name, value]) => `${name}: ${String(value)}`)
      .sort()
  const parity = [viaDirect, viaNext].map((res) => [res.status, res.body, ...headerSet(res)].join('\n'))
  section.check(
    viaDirect.status === 400 && parity[0] === parity[1],
    'a submission answers alike straight from serve.ts and through Next (status, body, headers)',
    parity[0] === parity[1] ? `${viaDirect.status} ${viaNext.status}` : parity,
  )
  section.check(
    !/\brsc\b/.test(header(viaDirect, 'vary') ?? '') && /\brsc\b/.test(header(viaNext, 'vary') ?? ''),
    "a submission with a declared length skips Next's router (no RSC Vary), a chunked one does not",
    `direct: ${header(viaDirect, 'vary') ?? 'no Vary'} | next: ${header(viaNext, 'vary') ?? 'no Vary'}`,
  )

  // Caching, as a CDN or shared proxy in front would read it.
  const servedPublic = publicPages.filter((p) => p.res.status === 200)
  section.checkAll(
    servedPublic,
    (p) => publicCacheProblems(header(p.res, 'cache-control'), header(p.res, 'cdn-cache-control')).length === 0,
    'public pages: a CDN keeps them at most 60 s after a publish, with stale-while-revalidate',
    (p) =>
      `${p.path}: ${header(p.res, 'cache-control')} | ${header(p.res, 'cdn-cache-control')} (${publicCacheProblems(header(p.res, 'cache-control'), header(p.res, 'cdn-cache-control')).join(', ')})`,
  )
  const privatePages = pages.filter((p) => /^\/(?:admin|monitoring|cms)(?:\/|$)/.test(p.path))
  section.checkAll(
    privatePages,
    (p) => isPrivateNoStore(header(p.res, 'cache-control')),
    'studio apps and the CMS: private, no-store',
    (p) => `${p.path}: ${header(p.res, 'cache-control')}`,
  )
  const personalCalls = calls.filter((c) => /^GET \/api\/(?:admin|health|posts)/.test(c.name))
  section.checkAll(
    personalCalls,
    (c) => isPrivateNoStore(header(c.res, 'cache-control')),
    'calls that do not declare themselves public: private, no-store',
    (c) => `${c.name}: ${header(c.res, 'cache-control')}`,
  )
  const asset = /(?:src|href)="(\/_next\/static\/[^"?]+\.(?:js|css))/.exec(pages[0]?.res.body ?? '')?.[1]
  const assetRes = asset ? await get(asset) : undefined
  section.check(
    assetRes?.status === 200 &&
      /\bimmutable\b/.test(header(assetRes, 'cache-control') ?? '') &&
      /max-age=31536000/.test(header(assetRes, 'cache-control') ?? ''),
    'hashed build assets: public, max-age=31536000, immutable',
    `${asset ?? 'no /_next/static asset on /'}: ${assetRes?.status} ${assetRes ? header(assetRes, 'cache-control') : ''}`,
  )
  const hintedElsewhere = [
    ...publicPages.map((p) => ({ name: p.path, res: p.res })),
    ...calls.filter((c) => c.name.includes('/api/')),
  ].filter((x) => clientHints(x.res).length > 0)
  section.check(
    hintedElsewhere.length === 0,
    'Accept-CH / Critical-CH absent from public pages and calls',
    hintedElsewhere.map((x) => `${x.name}: ${clientHints(x.res).join(', ')}`).slice(0, 5),
  )
  const cmsPage = pages.find((p) => p.path === '/cms/login')
  section.check(
    cmsPage !== undefined && clientHints(cmsPage.res).length === 2,
    "Accept-CH / Critical-CH kept on /cms (Payload's colour scheme)",
    cmsPage ? `${cmsPage.res.status}: ${clientHints(cmsPage.res).join(', ') || 'none'}` : 'no /cms/login',
  )

  // Session cookies: the administrator's (the suite's shared sign-in) and the CMS editor's.
  const admin = await sharedAdmin(site)
  const adminCookie = ([] as string[]).concat(admin.res.headers['set-cookie'] ?? [])
  section.check(
    adminCookie.some((c) => c.startsWith('admin_session=')),
    'admin sign-in sets the session cookie',
    adminCookie,
  )
  const cms = await request(base, '/api/users/login', {
    json: secrets.cmsEditor,
    headers: { 'x-forwarded-for': '198.51.100.13' },
  })
  const cmsCookie = setCookies(cms)
  section.check(
    cmsCookie.some((c) => c.startsWith('payload-token=')),
    'CMS sign-in sets the session cookie',
    `${cms.status} ${cms.body.slice(0, 200)}`,
  )
  const editorCookie = cmsCookie.find((c) => c.startsWith('payload-token='))?.split(';')[0]
  const pageWithSession = editorCookie ? await get('/about', { cookie: editorCookie }) : undefined
  section.check(
    pageWithSession !== undefined && isPrivateNoStore(header(pageWithSession, 'cache-control')),
    'a public page answered to a CMS session: private, no-store',
    pageWithSession ? `${pageWithSession.status} ${header(pageWithSession, 'cache-control')}` : 'no CMS session',
  )
  const sessions = [...adminCookie, ...cmsCookie]
  section.check(
    cookieProblems(sessions).length === 0,
    'session cookies are HttpOnly, SameSite and Secure',
    cookieProblems(sessions).length
      ? `${cookieProblems(sessions).join(', ')} (${sessions.map((c) => c.replace(/=[^;]{12,}/, '=…')).join(' | ')})`
      : undefined,
  )
  section.check(
    sessions.every((c) => /samesite=(strict|lax)/i.test(c)),
    'session cookies are SameSite=Strict or Lax',
    sessions.map((c) => c.split(';')[0]!.split('=')[0]).join(', '),
  )
  section.check(
    cookieProblems(seenCookies).length === 0,
    'every other cookie the site sets is HttpOnly, SameSite and Secure',
    cookieProblems(seenCookies).join(', ') || undefined,
  )
  section.figure('pages', pages.length)
  section.figure('calls', calls.length)
  section.figure('cookies', seenCookies.length + sessions.length)
  return section
}
