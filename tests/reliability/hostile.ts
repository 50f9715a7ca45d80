/**
 * The hostile module: what an outside tester did to hurt the site, replayed.
 *
 *  1. 64 CMS sign-ins at once from 64 addresses (then 64 of the dashboard's): an image still answers
 *     within 1 s; one address is cut off after 5 failures (429 + Retry-After, even for the right
 *     password);
 *  2. wrong passwords from many addresses do not lock an editor out; an unknown username and a wrong
 *     password are refused with the same status and text;
 *  3. bodies over the limits (a 2 MB login or GraphQL body, declared or chunked; a 30 MB body to a
 *     page) are refused with 413; a 50,000-word `like` filter sent as a method-override POST, a filter
 *     under the body limit but over the filter bounds, a deeply nested one, and GraphQL with 200
 *     aliases or a fragment bomb are refused; the home page answers within 1 s while they run;
 *  4. a page on another origin in Chromium fires attack signatures at the site with image tags: the
 *     visitor still gets 200 (the hits are recorded, marked cross-site); the same signatures sent
 *     by a client of its own still get its address blocked.
 *
 * Bounded: about a minute on a quiet site.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { chromium } from 'playwright'
import sharp from 'sharp'

import { ensureChromium } from '@root/scripts/ensure-chromium'
import { cmsSignIn } from './lib/admin'
import { fakeIp, header, json, request, type HttpResult } from './lib/http'
import { median, percentile, Section, sleep } from './lib/report'
import type { Site } from './lib/site'

/** How long an image or the home page may take while an attack runs, and still serve visitors. */
const LATENCY_BOUND_MS = 1000

interface Samples {
  ms: number[]
  statuses: number[]
}

const summary = (s: Samples) =>
  `max ${Math.round(Math.max(...s.ms))} ms, p50 ${Math.round(median(s.ms))} ms, p90 ${Math.round(percentile(s.ms, 90))} ms (${s.ms.length} requests)`

/** Requests `path` one after another (100 ms apart) until `work` settles; each one timed. */
async function sampleDuring(base: string, path: string, work: Promise<unknown>, headers: Record<string, string> = {}) {
  const samples: Samples = { ms: [], statuses: [] }
  let done = false
  void work.finally(() => (done = true)).catch(() => {})
  // The first sample waits for the attack to be under way.
  await sleep(50)
  while (!done || samples.ms.length < 3) {
    const res = await request(base, path, {
      headers: { 'x-forwarded-for': '203.0.113.250', ...headers },
      timeoutMs: 30_000,
    })
    samples.ms.push(res.ms)
    samples.statuses.push(res.status)
    await sleep(100)
  }
  await work.catch(() => {})
  return samples
}

const errorMessage = (res: HttpResult) =>
  json<{ errors?: { message?: string }[]; message?: string }>(res)?.errors?.[0]?.message ??
  json<{ message?: string }>(res)?.message

export async function runHostile(site: Site): Promise<Section> {
  const section = new Section('hostile')
  const base = site.baseUrl
  const stamp = Date.now().toString(36)
  let ipCounter = 900_000
  const nextIp = () => fakeIp(ipCounter++)
  const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra })

  const cms = await cmsSignIn(site, '198.51.100.61')
  const cmsAuth = { authorization: `JWT ${cms.token}` }

  // Material: an image in the media library, two CMS users of this module's own (the suite's editor
  // must never be locked: later modules sign in with it).
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  const boundary = `----hostile${stamp}`
  const upload = await request(base, '/api/media', {
    method: 'POST',
    headers: { ...cmsAuth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${JSON.stringify({ altEn: 'Hostile test image', altFr: 'Image de test' })}\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hostile-${stamp}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  })
  const media = json<{ doc?: { url?: string; filename?: string } }>(upload)?.doc
  section.check(
    upload.status === 201 && Boolean(media?.filename),
    'an upload within the limit is still accepted',
    `${upload.status} ${upload.body.slice(0, 160)}`,
  )
  const imagePath = `/api/media/file/${encodeURIComponent(media?.filename ?? `hostile-${stamp}.png`)}`
  const users = {
    flooded: { username: `hostile-a-${stamp}`, password: 'hostile-Passw0rd-a' },
    victim: { username: `hostile-b-${stamp}`, password: 'hostile-Passw0rd-b' },
  }
  for (const user of Object.values(users)) {
    const created = await request(base, '/api/users', { json: user, headers: cmsAuth })
    section.check(
      created.status === 201,
      `a CMS user of the module is created (${user.username})`,
      `${created.status} ${created.body.slice(0, 120)}`,
    )
  }
  const login = (body: unknown, ip = nextIp(), headers: Record<string, string> = {}) =>
    request(base, '/api/users/login', { json: body, headers: from(ip, headers), timeoutMs: 60_000 })

  // ── 1. 64 sign-ins at once from 64 addresses ──
  const quiet: number[] = []
  for (let i = 0; i < 5; i++) quiet.push((await request(base, imagePath, { headers: cmsAuth })).ms)
  section.figure('image quiet p50', `${Math.round(median(quiet))} ms`)
  const burstStarted = performance.now()
  const burst = Promise.all(
    Array.from({ length: 64 }, (_, i) =>
      login(
        i % 2 === 0
          ? { username: users.flooded.username, password: `wrong-${i}-${crypto.randomBytes(3).toString('hex')}` }
          : { username: `nobody-${i}-${stamp}`, password: 'wrong-password' },
      ),
    ),
  )
  const duringLogins = await sampleDuring(base, imagePath, burst, cmsAuth)
  const burstResults = await burst
  const burstMs = Math.round(performance.now() - burstStarted)
  const statusCounts: Record<number, number> = {}
  for (const r of burstResults) statusCounts[r.status] = (statusCounts[r.status] ?? 0) + 1
  section.figure('image during 64 sign-ins', summary(duringLogins))
  section.figure('64 sign-ins', `${burstMs} ms, statuses ${JSON.stringify(statusCounts)}`)
  section.check(
    duringLogins.statuses.every((s) => s === 200) && Math.max(...duringLogins.ms) <= LATENCY_BOUND_MS,
    `an image answers within ${LATENCY_BOUND_MS} ms during 64 parallel sign-ins from 64 addresses`,
    `${summary(duringLogins)}; statuses ${[...new Set(duringLogins.statuses)].join(',')}`,
  )
  section.check(
    burstResults.every((r) =>
      r.status > 0 && r.status < 500 ? true : r.status === 503 && Boolean(header(r, 'retry-after')),
    ),
    'every sign-in of the burst is answered: refused (401), or 503 with Retry-After when too many wait',
    JSON.stringify(statusCounts),
  )

  // The dashboard's sign-in hashes too (scrypt): the same flood there.
  const adminBurst = Promise.all(
    Array.from({ length: 64 }, () =>
      request(base, '/api/admin/login', {
        json: { password: `wrong-${crypto.randomBytes(4).toString('hex')}` },
        headers: from(nextIp()),
        timeoutMs: 60_000,
      }),
    ),
  )
  const duringAdmin = await sampleDuring(base, imagePath, adminBurst, cmsAuth)
  const adminResults = await adminBurst
  const adminCounts: Record<number, number> = {}
  for (const r of adminResults) adminCounts[r.status] = (adminCounts[r.status] ?? 0) + 1
  section.figure('image during 64 /admin sign-ins', `${summary(duringAdmin)}; statuses ${JSON.stringify(adminCounts)}`)
  section.check(
    duringAdmin.statuses.every((s) => s === 200) && Math.max(...duringAdmin.ms) <= LATENCY_BOUND_MS,
    `an image answers within ${LATENCY_BOUND_MS} ms during 64 parallel /admin sign-ins from 64 addresses`,
    summary(duringAdmin),
  )
  section.check(
    adminResults.every((r) => r.status === 401 || (r.status === 503 && Boolean(header(r, 'retry-after')))),
    'every /admin sign-in of the burst is refused (401) or told to retry (503 + Retry-After)',
    JSON.stringify(adminCounts),
  )

  // One address guessing: cut off after 5 failures, even for the right password.
  const guesser = nextIp()
  const guesses: number[] = []
  for (let i = 0; i < 6; i++)
    guesses.push((await login({ username: users.flooded.username, password: `guess-${i}` }, guesser)).status)
  const rightFromGuesser = await login(users.flooded, guesser)
  section.check(
    guesses.slice(0, 5).every((s) => s === 401) && guesses[5] === 429,
    'CMS sign-in: one address is cut off after 5 failures (429)',
    guesses.join(','),
  )
  section.check(
    rightFromGuesser.status === 429 && Number(header(rightFromGuesser, 'retry-after')) > 0,
    'CMS sign-in: the cut-off address is refused even the right password, with Retry-After',
    `${rightFromGuesser.status} ${rightFromGuesser.body.slice(0, 160)}`,
  )

  // ── 2. No lockout by strangers; one refusal for every username ──
  const strangers: number[] = []
  for (let i = 0; i < 8; i++)
    strangers.push((await login({ username: users.victim.username, password: `stranger-${i}` })).status)
  const editor = await login(users.victim)
  section.check(
    editor.status === 200,
    'an editor still signs in after 8 wrong passwords from 8 other addresses (no account lockout)',
    `${strangers.join(',')} then ${editor.status} ${editor.body.slice(0, 160)}`,
  )
  const unknown = await login({ username: `nobody-${stamp}`, password: 'wrong-password-1' })
  const wrong = await login({ username: users.victim.username, password: 'wrong-password-1' })
  section.check(
    unknown.status === wrong.status && errorMessage(unknown) === errorMessage(wrong) && Boolean(errorMessage(wrong)),
    'an unknown username and a wrong password get the same status and text',
    `${unknown.status} "${errorMessage(unknown)}" vs ${wrong.status} "${errorMessage(wrong)}"`,
  )
  const unknownFr = await login({ username: `nobody-${stamp}`, password: 'x' }, nextIp(), { 'accept-language': 'fr' })
  const wrongFr = await login({ username: users.victim.username, password: 'x' }, nextIp(), { 'accept-language': 'fr' })
  section.check(
    errorMessage(unknownFr) === errorMessage(wrongFr),
    'the same in French',
    `"${errorMessage(unknownFr)}" vs "${errorMessage(wrongFr)}"`,
  )

  // ── 3. Bodies, filters and GraphQL ──
  const big = JSON.stringify({ username: 'x', password: 'y'.repeat(2 * 1024 * 1024) })
  const bodies = [
    { what: '2 MB JSON to /api/users/login', res: await login(JSON.parse(big)) },
    {
      what: '2 MB JSON to /api/graphql',
      res: await request(base, '/api/graphql', {
        json: { query: `{ __typename }`, pad: 'y'.repeat(2 * 1024 * 1024) },
        headers: from(nextIp()),
      }),
    },
    {
      what: '2 MB chunked JSON to /api/graphql (no declared length)',
      res: await request(base, '/api/graphql', {
        method: 'POST',
        body: JSON.stringify({ query: `{ __typename }`, pad: 'y'.repeat(2 * 1024 * 1024) }),
        headers: from(nextIp(), { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }),
      }),
    },
    {
      what: '2 MB JSON to a collection (/api/inquiries)',
      res: await request(base, '/api/inquiries', {
        json: { name: 'y'.repeat(2 * 1024 * 1024) },
        headers: from(nextIp()),
      }),
    },
    {
      what: 'a declared 30 MB body to a page',
      res: await request(base, '/', {
        method: 'POST',
        body: 'x',
        headers: from(nextIp(), { 'content-type': 'text/plain', 'content-length': String(30 * 1024 * 1024) }),
        timeoutMs: 10_000,
      }),
    },
  ]
  section.checkAll(
    bodies,
    (b) => b.res.status === 413,
    'bodies over the limit are refused with 413',
    (b) => `${b.what} → ${b.res.status} ${b.res.error ?? ''} ${b.res.body.slice(0, 100)}`,
  )
  section.figure('2 MB login body', `${bodies[0]!.res.status} in ${Math.round(bodies[0]!.res.ms)} ms`)

  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i.toString(36)}`).join(' ')
  const overrideFilter = (n: number) =>
    request(base, '/api/posts', {
      method: 'POST',
      body: new URLSearchParams({ 'where[title][like]': words(n), limit: '1' }).toString(),
      headers: from(nextIp(), {
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
      }),
      timeoutMs: 60_000,
    })
  const bigFilter = Promise.all(Array.from({ length: 4 }, () => overrideFilter(50_000)))
  const duringFilter = await sampleDuring(base, '/', bigFilter)
  const filterResults = await bigFilter
  section.figure('home during 50,000-word filter ×4', summary(duringFilter))
  section.figure(
    '50,000-word filter',
    `${filterResults.map((r) => r.status).join(',')} in ${Math.round(Math.max(...filterResults.map((r) => r.ms)))} ms`,
  )
  section.check(
    filterResults.every((r) => r.status === 413 || r.status === 400),
    'a 50,000-word like filter (method-override POST, ~200 KB) is refused',
    filterResults.map((r) => `${r.status} ${Math.round(r.ms)} ms ${r.body.slice(0, 80)}`).join(' | '),
  )
  section.check(
    Math.max(...duringFilter.ms) <= LATENCY_BOUND_MS,
    `the home page answers within ${LATENCY_BOUND_MS} ms during 4 such filters`,
    summary(duringFilter),
  )
  const mid = await overrideFilter(5_000)
  section.check(
    mid.status === 400 &&
      json<{ errors?: { data?: { error?: string } }[] }>(mid)?.errors?.[0]?.data?.error === 'FILTER_TOO_LARGE',
    'a 5,000-word filter under the body limit is refused by the filter bound (400 FILTER_TOO_LARGE)',
    `${mid.status} ${Math.round(mid.ms)} ms ${mid.body.slice(0, 160)}`,
  )
  let deep = 'where'
  for (let i = 0; i < 6; i++) deep += '[or][0]'
  const nested = await request(base, `/api/posts?${deep}[title][equals]=x&limit=1`, { headers: from(nextIp()) })
  const many = await request(
    base,
    `/api/posts?limit=1&${Array.from({ length: 300 }, (_, i) => `where[or][${i}][title][equals]=t${i}`).join('&')}`,
    { headers: from(nextIp()) },
  )
  const fine = await request(base, `/api/posts?where[title][like]=light studio&limit=1`, { headers: from(nextIp()) })
  section.check(
    nested.status === 400,
    'a filter nested 6 or-groups deep is refused (400)',
    `${nested.status} ${nested.body.slice(0, 120)}`,
  )
  section.check(
    many.status === 400,
    'a filter of 300 conditions is refused (400)',
    `${many.status} ${many.body.slice(0, 120)}`,
  )
  section.check(
    fine.status === 200,
    'an ordinary filter still answers (200)',
    `${fine.status} ${fine.body.slice(0, 120)}`,
  )

  const gql = (query: string) =>
    request(base, '/api/graphql', { json: { query }, headers: from(nextIp()), timeoutMs: 60_000 })
  const aliases = `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: allMedia { docs { id } }`).join(' ')} }`
  const aliasRuns = Promise.all([gql(aliases), gql(aliases)])
  const duringAliases = await sampleDuring(base, '/', aliasRuns)
  const aliasResults = await aliasRuns
  section.figure('home during 200-alias GraphQL ×2', summary(duringAliases))
  section.figure(
    '200-alias GraphQL',
    `${aliasResults.map((r) => r.status).join(',')} in ${Math.round(Math.max(...aliasResults.map((r) => r.ms)))} ms (${aliases.length} bytes)`,
  )
  section.check(
    aliasResults.every((r) => r.status === 400 && json<{ error?: string }>(r)?.error === 'QUERY_TOO_COMPLEX'),
    'GraphQL with 200 aliases of allMedia is refused before it runs (400 QUERY_TOO_COMPLEX)',
    aliasResults.map((r) => `${r.status} ${Math.round(r.ms)} ms ${r.body.slice(0, 160)}`).join(' | '),
  )
  section.check(
    Math.max(...duringAliases.ms) <= LATENCY_BOUND_MS,
    `the home page answers within ${LATENCY_BOUND_MS} ms during 2 such queries`,
    summary(duringAliases),
  )
  // Each fragment spreads the previous one twice: 2^12 fields from a few hundred bytes.
  const bomb =
    `query { allMedia { docs { ...f12 } } } fragment f0 on Media { id }\n` +
    Array.from({ length: 12 }, (_, i) => `fragment f${i + 1} on Media { ...f${i} ...f${i} }`).join('\n')
  const bombRes = await gql(bomb)
  section.check(
    bombRes.status === 400 && json<{ error?: string }>(bombRes)?.error === 'QUERY_TOO_COMPLEX',
    'a GraphQL fragment bomb is refused (400 QUERY_TOO_COMPLEX)',
    `${bombRes.status} ${bombRes.body.slice(0, 160)}`,
  )
  const small = await gql('{ allMedia(limit: 1) { docs { id } } }')
  section.check(
    small.status === 200 && !/"errors"/.test(small.body),
    'an ordinary GraphQL query still answers (200)',
    `${small.status} ${small.body.slice(0, 160)}`,
  )

  // ── 4. A page on another site cannot get a visitor blocked ──
  const visitorIp = nextIp()
  const signatures = [
    `/?q=${encodeURIComponent('<script>alert(1)</script>')}`,
    `/blog?id=${encodeURIComponent("1' OR '1'='1")}`,
    `/about?file=${encodeURIComponent('../../../../etc/passwd')}`,
    `/?x=${encodeURIComponent("' UNION SELECT password_hash FROM admin_credentials --")}`,
    `/pricing?q=${encodeURIComponent('<img src=x onerror=alert(2)>')}`,
  ]
  const fired = Array.from({ length: 12 }, (_, i) => `${base}${signatures[i % signatures.length]}&n=${i}`)
  const attackerPage = `<!doctype html><title>Cute cats</title><h1>Cute cats</h1>${fired
    .map(
      (src) =>
        `<img src="${src.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}" alt="" onerror="window.__n=(window.__n||0)+1" onload="window.__n=(window.__n||0)+1">`,
    )
    .join('')}`
  const other = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(attackerPage)
  })
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
  // "localhost" against the site's "127.0.0.1": another site, so Chromium says cross-site.
  const otherUrl = `http://localhost:${(other.address() as AddressInfo).port}/`
  const browser = await chromium.launch({
    executablePath: ensureChromium() || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  })
  try {
    // The visitor's address, as the suite's load balancer would stamp it on every request the browser makes.
    const context = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': visitorIp },
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await page.goto(otherUrl)
    await page.waitForFunction((n) => (window as unknown as { __n?: number }).__n === n, fired.length, {
      timeout: 30_000,
    })
    const { rows } = await site.pool.query<{ n: number; marked: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE method LIKE '% cross-site')::int AS marked FROM security_events WHERE ip = $1`,
      [visitorIp],
    )
    section.figure('cross-site hits recorded', `${rows[0]?.n ?? 0} (${rows[0]?.marked ?? 0} marked cross-site)`)
    section.check(
      (rows[0]?.n ?? 0) >= 5,
      'the other site’s image requests reached the site and were screened (events recorded)',
      rows[0],
    )
    const visit = await page.goto(`${base}/`)
    section.check(
      visit?.status() === 200,
      'after a page on another site fired 12 attack signatures with image tags, the visitor still gets 200',
      visit?.status(),
    )
    await context.close()
  } finally {
    await browser.close()
    other.close()
  }

  // Blocking keeps its use: the same signatures from a client of its own block its address.
  const attackerIp = nextIp()
  const attack: number[] = []
  for (const path of [...signatures, ...signatures])
    attack.push((await request(base, path, { headers: from(attackerIp) })).status)
  const after = await request(base, '/', { headers: from(attackerIp) })
  section.check(
    after.status === 403,
    'an address sending attack signatures itself is still blocked (403)',
    `${attack.join(',')} then ${after.status}`,
  )
  return section
}
