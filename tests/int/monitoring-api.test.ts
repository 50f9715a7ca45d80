/**
 * Monitoring: /api/health, /api/metrics, /api/alerts, /api/security, the browser's reports
 * (vitals, post views) and request screening. Requests go through the front that src/server/serve.ts
 * puts before Next.js (metrics, path/query screening, blocking) and on to the real /api handlers,
 * over real HTTP on loopback. TRUST_PROXY=1 lets each test be its own visitor (X-Forwarded-For).
 */
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adapterPool } from '@/platform/payload-adapter'

process.env.TRUST_PROXY = '1'

const { testPayload } = await import('./helpers/api')
const { ensureCatalogue, ensureStudioSettings, nextIp, uid, validBooking, validInquiry } =
  await import('./helpers/public')
const { startMonitoredApi } = await import('./helpers/monitoring-server')
const { createSession } = await import('@/lib/auth/sessions')
const { resetRequestMetrics } = await import('@/lib/metrics')
const { clearBlocklistCache, isBlocked, refreshBlocklist } = await import('@/lib/security/blocklist')

let payload: Awaited<ReturnType<typeof testPayload>>
let server: Awaited<ReturnType<typeof startMonitoredApi>>
let pool: Pool
let adminToken: string

type Options = { ip?: string; method?: string; json?: unknown; headers?: Record<string, string>; admin?: boolean }

async function call(path: string, { ip = '203.0.113.1', method, json, headers = {}, admin = false }: Options = {}) {
  const h: Record<string, string> = { 'x-forwarded-for': ip, ...headers }
  if (json !== undefined) h['content-type'] = 'application/json'
  if (admin) h.authorization = `Bearer ${adminToken}`
  const res = await fetch(`${server.base}${path}`, {
    method: method ?? (json !== undefined ? 'POST' : 'GET'),
    headers: h,
    body: json !== undefined ? JSON.stringify(json) : undefined,
  })
  const text = await res.text()
  let data: any = text
  try {
    data = JSON.parse(text)
  } catch {
    // not JSON (a page or the Prometheus text)
  }
  return { status: res.status, headers: res.headers, data, text }
}

const adminGet = (path: string) => call(path, { admin: true, ip: '198.51.100.250' })

const lexical = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }],
      },
    ],
  },
})

async function eventsOf(ip: string) {
  const { rows } = await pool.query(
    'SELECT reason::text AS reason, endpoint, detail FROM security_events WHERE ip = $1 ORDER BY id',
    [ip],
  )
  return rows as { reason: string; endpoint: string; detail: string }[]
}

beforeAll(async () => {
  payload = await testPayload()
  pool = adapterPool<Pool>(payload)!
  await ensureCatalogue(payload)
  await ensureStudioSettings(payload)
  resetRequestMetrics()
  server = await startMonitoredApi(pool)
  adminToken = (await createSession(payload)).token
}, 180_000)

afterAll(async () => {
  await server?.close()
})

describe('access', () => {
  it.each(['/api/metrics', '/api/metrics?format=prometheus', '/api/alerts', '/api/security'])(
    '%s answers 401 without the administrator session',
    async (path) => {
      const res = await call(path)
      expect(res.status).toBe(401)
      expect(res.data).toMatchObject({ error: 'UNAUTHORIZED' })
      const forged = await call(path, { headers: { authorization: 'Bearer not-a-session-token' } })
      expect(forged.status).toBe(401)
    },
  )

  it('keeps /api/health public', async () => {
    expect((await call('/api/health')).status).toBe(200)
  })
})

describe('GET /api/health', () => {
  it('reports status, uptime, memory, performance, connections and the database check', async () => {
    const res = await call('/api/health')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const h = res.data
    expect(['ok', 'degraded']).toContain(h.status)
    expect(h.uptime).toBeGreaterThanOrEqual(0)
    expect(h.memory.usage).toBeGreaterThan(0)
    expect(h.memory.usage).toBeLessThan(100)
    expect(h.memory.heapUsed).toBeGreaterThan(0)
    expect(h.memory.heapTotal).toBeGreaterThanOrEqual(h.memory.heapUsed)
    expect(h.performance).toEqual({
      total_requests: expect.any(Number),
      avg_response_time: expect.any(Number),
      p95_response_time: expect.any(Number),
      error_rate: expect.any(Number),
      window_requests: expect.any(Number),
    })
    expect(h.connections.active).toBeGreaterThanOrEqual(1) // this very request's connection
    expect(h.connections.global).toBeGreaterThanOrEqual(1)
    expect(h.database).toMatchObject({ status: 'up', latency_ms: expect.any(Number) })
  })

  it('reveals no secrets', async () => {
    const { text } = await call('/api/health')
    for (const secret of [
      process.env.DATABASE_URL!,
      process.env.PAYLOAD_SECRET!,
      new URL(process.env.DATABASE_URL!).password,
    ].filter((s) => s && s.length > 3)) {
      expect(text).not.toContain(secret)
    }
    expect(text).not.toMatch(/postgres(?:ql)?:\/\//)
  })
})

describe('GET /api/metrics', () => {
  it('counts the requests fired here, by method and route pattern', async () => {
    const posts = await Promise.all(
      [1, 2, 3].map((i) =>
        payload.create({
          collection: 'posts',
          data: {
            title: `Counted ${i}`,
            slug: `count-${i}-${uid()}`,
            content: lexical('Hi') as never,
            _status: 'published',
          },
          context: { disableRevalidate: true },
        }),
      ),
    )
    const before = (await adminGet('/api/metrics')).data
    const count = (data: any, endpoint: string) => Number(data.requests.by_endpoint[endpoint] ?? 0)
    for (let i = 0; i < 7; i++) expect((await call('/api/testimonials')).status).toBe(200)
    // Ids become :id, so every record shares one series; unknown paths share "(not found)".
    for (const post of posts) expect((await call(`/api/posts/${post.id}`)).status).toBe(200)
    for (const probe of ['/api/posts/999999', `/no-such-page-${uid()}`]) expect((await call(probe)).status).toBe(404)
    const after = (await adminGet('/api/metrics')).data

    expect(count(after, 'GET /api/testimonials') - count(before, 'GET /api/testimonials')).toBe(7)
    expect(count(after, 'GET /api/posts/:id') - count(before, 'GET /api/posts/:id')).toBe(3)
    expect(count(after, 'GET (not found)') - count(before, 'GET (not found)')).toBe(2)
    expect(Object.keys(after.requests.by_endpoint).some((k) => /\/api\/posts\/\d|no-such-page/.test(k))).toBe(false)
    // The metrics call before this one counts too: 7 + 3 + 2 + 1.
    expect(after.requests.total - before.requests.total).toBe(13)
    const times = after.requests.response_times
    expect(times.avg).toBeGreaterThan(0)
    expect(times.p95).toBeGreaterThan(0)
    expect(times.p99).toBeGreaterThanOrEqual(times.p95)
    expect(after.requests.series.length).toBeGreaterThan(10)
    expect(after.requests.series.at(-1).requests).toBeGreaterThan(0)
    expect(after.errors).toEqual({ total: expect.any(Number), recent: expect.any(Array) })
  })

  it('reads the business figures from the database', async () => {
    const before = (await adminGet('/api/metrics')).data.business
    expect(
      (await call('/api/contact', { json: validInquiry({ email: `m-${uid()}@example.ca` }), ip: nextIp() })).status,
    ).toBe(201)
    expect(
      (await call('/api/class-bookings', { json: validBooking({ email: `b-${uid()}@example.ca` }), ip: nextIp() }))
        .status,
    ).toBe(201)
    const after = (await adminGet('/api/metrics')).data.business
    expect(after.contact_submissions - before.contact_submissions).toBe(1)
    expect(after.class_bookings - before.class_bookings).toBe(1)
    expect(after.blog_views).toBeGreaterThanOrEqual(0)
  })

  it('serves the same registry as Prometheus text', async () => {
    await call('/api/testimonials')
    const res = await adminGet('/api/metrics?format=prometheus')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(res.text).toMatch(/^http_requests_total\{method="GET",route="\/api\/testimonials",status="200"\} \d+$/m)
    expect(res.text).toContain('# TYPE http_request_duration_seconds histogram')
    expect(res.text).toMatch(/http_request_duration_window_seconds\{quantile="0.95"\}/)
  })
})

describe('blog views', () => {
  it('counts a view per visitor and post, from the page beacon', async () => {
    const slug = `monitoring-${uid()}`
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Counted', slug, content: lexical('Hello') as never, _status: 'published' },
      context: { disableRevalidate: true },
    })
    const views = async () =>
      Number((await payload.findByID({ collection: 'posts', id: post.id, overrideAccess: true })).views ?? 0)
    const before = (await adminGet('/api/metrics')).data.business.blog_views

    const reader = nextIp()
    expect((await call('/api/analytics/post-view', { json: { slug }, ip: reader })).data).toEqual({ counted: true })
    // The same reader reloading is not a new view; another reader is.
    expect((await call('/api/analytics/post-view', { json: { slug }, ip: reader })).data).toEqual({ counted: false })
    expect((await call('/api/analytics/post-view', { json: { slug }, ip: nextIp() })).status).toBe(202)
    expect(await views()).toBe(2)
    expect((await adminGet('/api/metrics')).data.business.blog_views - before).toBe(2)

    expect((await call('/api/analytics/post-view', { json: { slug: `missing-${uid()}` }, ip: nextIp() })).status).toBe(
      404,
    )
    expect((await call('/api/analytics/post-view', { json: { slug: 'Not A Slug' }, ip: nextIp() })).status).toBe(400)
  })
})

describe('POST /api/analytics/vitals', () => {
  const vital = (overrides: Record<string, unknown> = {}) => ({
    metric: 'LCP',
    value: 1800,
    rating: 'good',
    delta: 1800,
    id: `v5-${uid()}`,
    navigationType: 'navigate',
    url: 'http://localhost:3000/about?utm_source=x',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile',
    timestamp: Date.now(),
    ...overrides,
  })

  it('stores a measurement, rated on the server, and the dashboard shows p75 per metric and page', async () => {
    const ip = nextIp()
    for (const value of [1000, 2000, 3000, 5000])
      expect((await call('/api/analytics/vitals', { json: vital({ value, rating: 'good' }), ip })).status).toBe(202)
    const { rows } = await pool.query(
      `SELECT value::float AS value, rating::text AS rating, page, device::text AS device FROM web_vitals WHERE metric = 'LCP' ORDER BY value`,
    )
    expect(rows.map((r) => r.rating)).toEqual(['good', 'good', 'needs-improvement', 'poor'])
    expect(new Set(rows.map((r) => r.page))).toEqual(new Set(['/about']))
    expect(rows[0]!.device).toBe('mobile')

    const vitals = (await adminGet('/api/metrics')).data.web_vitals
    const lcp = vitals.metrics.find((m: { metric: string }) => m.metric === 'LCP')
    // p75 of 1000, 2000, 3000, 5000 (linear interpolation) is 3500.
    expect(lcp).toMatchObject({ p75: 3500, samples: 4, rating: 'needs-improvement' })
    expect(vitals.pages).toContainEqual(expect.objectContaining({ page: '/about', metric: 'LCP', p75: 3500 }))
  })

  it('replaces a measurement reported again under the same id (CLS grows)', async () => {
    const id = `cls-${uid()}`
    await call('/api/analytics/vitals', { json: vital({ metric: 'CLS', value: 0.05, id }), ip: nextIp() })
    await call('/api/analytics/vitals', { json: vital({ metric: 'CLS', value: 0.3, id }), ip: nextIp() })
    const { rows } = await pool.query(
      `SELECT value::float AS value, rating::text AS rating FROM web_vitals WHERE metric_id = $1`,
      [`CLS:${id}`],
    )
    expect(rows).toEqual([{ value: 0.3, rating: 'poor' }])
  })

  it('refuses malformed measurements and floods', async () => {
    const ip = nextIp()
    for (const bad of [
      vital({ metric: 'XYZ' }),
      vital({ value: -1 }),
      vital({ value: 'fast' }),
      vital({ id: undefined }),
      vital({ url: undefined }),
    ]) {
      const res = await call('/api/analytics/vitals', { json: bad, ip })
      expect(res.status).toBe(400)
      expect(res.data.error).toBe('VALIDATION_FAILED')
    }
    const statuses: number[] = []
    for (let i = 0; i < 600; i++) statuses.push((await call('/api/analytics/vitals', { json: vital(), ip })).status)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
  })

  it('past 60 a minute from one address, accepts measurements without storing them instead of answering 429', async () => {
    const ip = nextIp()
    const page = `/busy-${uid()}`
    const answers: { status: number; stored?: boolean }[] = []
    for (let i = 0; i < 70; i++) {
      const res = await call('/api/analytics/vitals', { json: vital({ url: `http://localhost:3000${page}` }), ip })
      answers.push({ status: res.status, stored: res.data.stored })
    }
    // The page never reads the answer, and the browser logs every 4xx on it as a console error.
    expect(answers.every((a) => a.status === 202)).toBe(true)
    expect(answers.filter((a) => a.stored).length).toBe(60)
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM web_vitals WHERE page = $1`, [page])
    expect(rows[0]!.n).toBe(60)
  })
})

describe('security screening', () => {
  it('records SQL injection, XSS and path traversal in path, query and JSON body', async () => {
    const ip = nextIp()
    await call(`/api/blog?id=${encodeURIComponent("1' OR '1'='1")}`, { ip })
    await call('/api/contact', { ip, json: validInquiry({ message: 'Nice <img src=x onerror=alert(1)> photos' }) })
    await call('/api/media/file/..%2f..%2fetc%2fpasswd', { ip })
    const events = await eventsOf(ip)
    expect(events.map((e) => e.reason)).toEqual(['sql_injection', 'xss', 'path_traversal'])
    expect(events[0]).toMatchObject({ endpoint: '/api/blog', detail: expect.stringContaining("' OR '1'='1") })
    expect(events[1]).toMatchObject({ endpoint: '/api/contact', detail: expect.stringContaining('onerror') })

    const report = (await adminGet('/api/security')).data
    expect(report.security.sql_injection_attempts).toBeGreaterThanOrEqual(1)
    expect(report.security.xss_attempts).toBeGreaterThanOrEqual(1)
    expect(report.security.path_traversal_attempts).toBeGreaterThanOrEqual(1)
    expect(report.recent_threats.length).toBeLessThanOrEqual(5)
    expect(report.recent_threats[0]).toEqual({
      reason: 'path_traversal',
      ip,
      endpoint: 'GET /api/media/file/..%2f..%2fetc%2fpasswd',
      timestamp: expect.any(String),
      detail: expect.any(String),
    })
    expect(['LOW', 'MEDIUM', 'HIGH']).toContain(report.threat_level)
  })

  it('blocks an address after repeated hits (403 JSON for the API, a page otherwise), for every instance', async () => {
    const ip = nextIp()
    const probes = [
      '/wp-admin/setup.php',
      '/.env',
      `/api/blog?q=${encodeURIComponent('<script>alert(1)</script>')}`,
      '/phpmyadmin/',
      `/about?next=${encodeURIComponent('../../etc/passwd')}`,
    ]
    const statuses = []
    for (const probe of probes) statuses.push((await call(probe, { ip })).status)
    // The fifth hit reaches the threshold: that request is already refused.
    expect(statuses.slice(0, 4).every((s) => s !== 403)).toBe(true)
    expect(statuses[4]).toBe(403)

    const api = await call('/api/testimonials', { ip })
    expect(api.status).toBe(403)
    expect(api.data).toMatchObject({ error: 'FORBIDDEN', message: expect.any(String) })
    const page = await call('/about', { ip, headers: { 'accept-language': 'fr-CA' } })
    expect(page.status).toBe(403)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(page.text).toContain('Accès refusé')
    // A POST is refused before its body is read.
    expect((await call('/api/contact', { ip, json: validInquiry() })).status).toBe(403)

    // Another instance knows only what PostgreSQL says: drop this process's copy and reload it.
    clearBlocklistCache()
    expect(isBlocked(ip)).toBe(false)
    await refreshBlocklist(pool)
    expect(isBlocked(ip)).toBe(true)
    const { rows } = await pool.query(
      "SELECT hits::int AS hits, blocked_until > now() + interval '50 minutes' AS long FROM blocked_ips WHERE ip = $1",
      [ip],
    )
    expect(rows).toEqual([{ hits: 5, long: true }])

    // Other visitors are not affected.
    expect((await call('/api/testimonials', { ip: nextIp() })).status).toBe(200)
    expect((await adminGet('/api/security')).data.security.blocked_ips).toBeGreaterThanOrEqual(1)
  })

  it('blocks on JSON bodies alone too', async () => {
    const ip = nextIp()
    const statuses = []
    for (let i = 0; i < 6; i++)
      statuses.push((await call('/api/newsletter', { ip, json: { email: `x${i}@example.ca' OR 1=1--` } })).status)
    expect(statuses.slice(0, 4)).not.toContain(403)
    expect(statuses[4]).toBe(403)
    expect(statuses[5]).toBe(403)
    expect((await eventsOf(ip)).length).toBe(5)
  })

  it('records this machine (loopback) but never blocks it: a local proxy would share that address', async () => {
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await call(`/wp-admin/probe-${i}`, { ip: '127.0.0.1' })).status)
    expect(statuses).not.toContain(403)
    expect((await eventsOf('127.0.0.1')).length).toBeGreaterThanOrEqual(6)
  })

  it('leaves legitimate text alone: names, phrases, French, a post that shows <script> in a code block', async () => {
    const ip = nextIp()
    const inquiries = [
      validInquiry({
        name: "Siobhán O'Brien",
        email: `ob-${uid()}@example.ca`,
        message: "Select a date for us? We're flexible: the union of two families, 1=1 in love.",
      }),
      validInquiry({
        name: 'Élise Côté-Lefèbvre',
        email: `ec-${uid()}@example.ca`,
        message: 'Bonjour! Nous aimerions une séance « famille » à l’Île-d’Orléans — été 2031. Ça vous va?',
      }),
      validInquiry({
        name: 'D. Smith',
        email: `ds-${uid()}@example.ca`,
        message: 'Our venue is at 1/2 Main St; drop-off at the back... see you!',
      }),
    ]
    for (const json of inquiries) expect((await call('/api/contact', { json, ip })).status).toBe(201)
    expect((await call(`/api/blog?locale=fr&q=${encodeURIComponent("l'été à Montréal")}`, { ip })).status).toBe(200)

    const post = await call('/api/admin/blog', {
      ip,
      admin: true,
      json: {
        title: 'Embedding a gallery',
        slug: `embed-${uid()}`,
        content:
          'Paste this where the gallery goes:\n\n```html\n<script src="https://example.com/gallery.js"></script>\n<div onclick="open()">Open</div>\n```\n\nOr write `<script>` inline; it is shown, never run.',
        isPublished: false,
      },
    })
    expect(post.status).toBe(201)
    expect(await eventsOf(ip)).toEqual([])
    expect(isBlocked(ip)).toBe(false)
  })
})

describe('GET /api/alerts', () => {
  it('has the shape the dashboard reads', async () => {
    const res = await adminGet('/api/alerts')
    expect(res.status).toBe(200)
    expect(res.data.summary).toEqual({
      total_alerts: res.data.alerts.length,
      critical: expect.any(Number),
      warning: expect.any(Number),
    })
    for (const alert of res.data.alerts)
      expect(alert).toEqual(
        expect.objectContaining({
          level: expect.stringMatching(/^(critical|warning)$/),
          message: expect.any(String),
          type: expect.any(String),
        }),
      )
  })

  it('raises a critical error-rate alert after a burst of server errors, and lists the errors', async () => {
    const before = (await adminGet('/api/alerts')).data.alerts.map((a: { type: string }) => a.type)
    expect(before).not.toContain('error_rate')
    // The rate is the errors' share of the last minutes' requests, which the tests before (the
    // flood of vitals) already filled: the burst outweighs them.
    const { window_requests: earlier } = (await call('/api/health')).data.performance
    const burst = Math.max(30, Math.ceil(earlier / 10))
    for (let i = 0; i < burst; i++) await call('/__test/status/500')
    await call('/__test/status/503')

    const res = (await adminGet('/api/alerts')).data
    const alert = res.alerts.find((a: { type: string }) => a.type === 'error_rate')
    expect(alert).toMatchObject({ level: 'critical', message: expect.stringMatching(/error rate/i) })
    expect(alert.value).toBeGreaterThan(5)
    expect(res.summary.critical).toBeGreaterThanOrEqual(1)

    const metrics = (await adminGet('/api/metrics')).data
    expect(metrics.requests.error_rate).toBeGreaterThan(5)
    expect(metrics.errors.recent[0]).toEqual({ error: '503 GET /__test/status/:id', timestamp: expect.any(String) })
    expect(metrics.errors.recent.length).toBeLessThanOrEqual(20)
    const health = (await call('/api/health')).data
    expect(health.status).toBe('degraded')
    expect(health.performance.error_rate).toBeGreaterThan(5)
  })

  it('warns about e-mails that fail to send, and about the threat level', async () => {
    await payload.create({
      collection: 'outbox',
      data: {
        to: 'x@example.ca',
        subject: 'Failing',
        text: 'x',
        kind: 'other',
        locale: 'en',
        status: 'failed',
        attempts: 5,
        lastError: 'SMTP down',
      },
      overrideAccess: true,
    })
    const res = (await adminGet('/api/alerts')).data
    expect(res.alerts).toContainEqual(expect.objectContaining({ type: 'email', level: 'warning' }))
    // Blocked addresses from the screening tests above make the threat level at least MEDIUM.
    expect(res.alerts).toContainEqual(expect.objectContaining({ type: 'security' }))
  })
})
