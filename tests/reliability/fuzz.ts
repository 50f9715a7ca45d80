/**
 * Hostile input: a table-driven fuzz of every documented POST/PUT/PATCH (the public forms, the
 * browser's reports, the buttons of the e-mailed links (unsubscribe, newsletter confirmation), the
 * administrator's calls with a valid session, and Payload's own REST create and login routes): SQL injection and XSS payloads in every field,
 * wrong types, missing and extra fields, huge strings, deep JSON, invalid UTF-8, invalid JSON,
 * wrong content types and 10 MB bodies. No answer may be a 5xx or show a stack trace or SQL text.
 * Then the stored payloads are opened in Chromium on the public and admin pages that render them:
 * no dialog, no injected element, no script run. Last, the external calendar addresses of the
 * consultation settings: internal addresses, redirects to them, too many redirects, a 30 MB answer.
 */
import http from 'node:http'

import { bearer, cmsSignIn, sharedAdmin } from './lib/admin'
import { CALENDAR_ERRORS, startCalendarServer, storedCopy } from './lib/calendar-server'
import { fakeIp, json, request, type HttpResult } from './lib/http'
import { deepArray, deepObject, OTHER_STRINGS, SQLI, WRONG_TYPES, XSS, XSS_EMAIL_LOCALS } from './lib/hostile'
import { pool, Section } from './lib/report'
import { STUDIO_EMAIL, type Site } from './lib/site'
import { checkRendering } from './render'

type Body = Record<string, unknown>

interface Target {
  name: string
  method: 'POST' | 'PUT' | 'PATCH'
  path: string
  /** A valid body; `i` makes unique values (e-mail, slug, userId) per case. */
  base: (i: number) => Body
  /** Fields that take free text (get every hostile string) vs. the others (a sample). */
  textFields: string[]
  auth?: 'admin'
  /** Not JSON: the unsubscribe button posts a form. */
  form?: boolean
}

interface Case {
  target: Target
  label: string
  body?: string | Buffer
  contentType?: string | null
  headers?: Record<string, string>
  path?: string
  /** Strings sent, removed from the answer before it is scanned (an echo is not a leak). */
  sent: string[]
  /** A refusal is the only right answer (4xx), not just "no 5xx". */
  expect4xx?: boolean
}

const booking = (i: number): Body => ({
  name: 'Fuzz Booking',
  email: `fuzz${i}@fuzz.test`,
  phone: '514 555 0100',
  classType: 'portrait-mastery',
  format: 'in-person',
  preferredDate: '2031-05-04',
  preferredTime: 'evening',
  experience: 'some-experience',
  goals: 'goals',
  equipment: 'camera',
  notes: 'notes',
  totalCost: 449,
})
const inquiry = (i: number): Body => ({
  name: 'Fuzz Inquiry',
  email: `fuzz${i}@fuzz.test`,
  phone: '514 555 0100',
  serviceType: 'wedding',
  message: 'A perfectly ordinary message about our wedding.',
  eventDate: '2031-07-12',
  referralSource: 'google',
  venue: 'venue',
  coverageNeeded: 'full-day',
  needVideographer: 'yes',
  howYouMet: 'howYouMet',
  weddingVibe: 'vibe',
  whyChooseUs: 'why',
  importantMoments: 'moments',
  specialTraditions: 'traditions',
  movieGenre: 'genre',
})

/** Names of the stored records, so that the render check can look for them. */
export const FUZZ_MARK = 'fuzz'

export async function runFuzz(site: Site): Promise<Section> {
  const section = new Section('fuzz')
  const admin = await sharedAdmin(site)
  // A post and a booking for the PUT and PATCH calls.
  const post = await request(site.baseUrl, '/api/admin/blog', {
    json: {
      title: 'Fuzz target post',
      slug: `fuzz-target-${Date.now().toString(36)}`,
      content: 'Body',
      isPublished: false,
    },
    headers: bearer(admin.token),
  })
  const postId = json<{ id?: number }>(post)?.id
  const bookingRes = await request(site.baseUrl, '/api/class-bookings', {
    json: booking(999_999),
    headers: { 'x-forwarded-for': '192.0.2.250' },
  })
  const bookingId = json<{ id?: number }>(bookingRes)?.id
  // An inquiry for its stage, notes and replies.
  const inquiryRes = await request(site.baseUrl, '/api/contact', {
    json: inquiry(999_998),
    headers: { 'x-forwarded-for': '192.0.2.251' },
  })
  const inquiryId = json<{ id?: number }>(inquiryRes)?.id
  section.check(
    Boolean(postId && bookingId && inquiryId),
    'fuzz targets created (a post, a booking, an inquiry)',
    `${post.status} ${post.body.slice(0, 200)} / ${bookingRes.status} / ${inquiryRes.status}`,
  )
  const run = Date.now().toString(36)

  const targets: Target[] = [
    {
      name: 'class booking',
      method: 'POST',
      path: '/api/class-bookings',
      base: booking,
      textFields: ['name', 'email', 'phone', 'goals', 'equipment', 'notes', 'preferredDate'],
    },
    {
      name: 'contact',
      method: 'POST',
      path: '/api/contact',
      base: inquiry,
      textFields: [
        'name',
        'email',
        'phone',
        'message',
        'venue',
        'howYouMet',
        'weddingVibe',
        'whyChooseUs',
        'importantMoments',
        'specialTraditions',
        'movieGenre',
        'eventDate',
      ],
    },
    {
      name: 'newsletter',
      method: 'POST',
      path: '/api/newsletter',
      base: (i) => ({ email: `fuzz${i}@fuzz.test` }),
      textFields: ['email'],
    },
    {
      name: 'pool',
      method: 'POST',
      path: '/api/pool-registration',
      base: (i) => ({
        name: 'Fuzz Pool',
        userId: `fuzz${run}${i}`,
        email: `fuzz${i}@fuzz.test`,
        supportingTeam: 'CF Montréal',
        selectedGame: 'qf-1',
      }),
      textFields: ['name', 'userId', 'email', 'selectedGame', 'supportingTeam'],
    },
    {
      name: 'web vital',
      method: 'POST',
      path: '/api/analytics/vitals',
      base: (i) => ({
        metric: 'LCP',
        value: 1200,
        rating: 'good',
        id: `v${i}`,
        url: 'http://127.0.0.1/',
        navigationType: 'navigate',
      }),
      textFields: ['id', 'url', 'userAgent', 'metric'],
    },
    {
      name: 'post view',
      method: 'POST',
      path: '/api/analytics/post-view',
      base: () => ({ slug: 'some-post' }),
      textFields: ['slug'],
    },
    {
      name: 'admin login',
      method: 'POST',
      path: '/api/admin/login',
      base: () => ({ password: 'not-the-password' }),
      textFields: ['password'],
    },
    {
      name: 'admin 2FA',
      method: 'POST',
      path: '/api/admin/verify-2fa',
      base: () => ({ sessionToken: 'no-such-session', code: '123456' }),
      textFields: ['sessionToken', 'code'],
    },
    {
      name: 'admin blog create',
      method: 'POST',
      path: '/api/admin/blog',
      auth: 'admin',
      base: (i) => ({
        title: `Fuzz post ${i}`,
        slug: `fuzz-${run}-${i}`,
        content: 'Some *content*',
        excerpt: 'excerpt',
        coverImage: '',
        isPublished: true,
      }),
      textFields: ['title', 'content', 'excerpt', 'coverImage', 'slug'],
    },
    {
      name: 'admin blog update',
      method: 'PUT',
      path: `/api/admin/blog/${postId}`,
      auth: 'admin',
      base: (i) => ({
        title: `Fuzz update ${i}`,
        slug: `fuzz-upd-${run}-${i}`,
        content: 'Content',
        excerpt: 'e',
        isPublished: false,
      }),
      textFields: ['title', 'content', 'excerpt', 'coverImage'],
    },
    {
      name: 'booking status',
      method: 'PATCH',
      path: `/api/admin/class-bookings/${bookingId}`,
      auth: 'admin',
      base: () => ({ status: 'confirmed' }),
      textFields: ['status'],
    },
    {
      name: 'inquiry stage and note',
      method: 'PATCH',
      path: `/api/admin/contacts/${inquiryId}`,
      auth: 'admin',
      base: () => ({ stage: 'proposal-sent', note: 'Fuzz note' }),
      textFields: ['stage', 'note'],
    },
    {
      name: 'inquiry reply',
      method: 'POST',
      path: `/api/admin/contacts/${inquiryId}/reply`,
      auth: 'admin',
      base: () => ({ subject: 'Fuzz reply', body: 'Hello {firstName}' }),
      textFields: ['subject', 'body'],
    },
    {
      // Beyond the booking horizon: every case is checked in full and none holds a time (the
      // floods below book real ones, in bounded counts).
      name: 'consultation booking',
      method: 'POST',
      path: '/api/consultations',
      base: (i) => ({
        type: 'free-call',
        start: '2031-03-04T15:00:00Z',
        name: 'Fuzz Consultation',
        email: `fuzz${i}@fuzz.test`,
        phone: '514 555 0100',
        serviceType: 'family',
        notes: 'notes',
        timeZone: 'America/Toronto',
      }),
      textFields: ['name', 'email', 'phone', 'notes', 'start', 'timeZone', 'type'],
    },
    {
      name: 'consultation reschedule',
      method: 'POST',
      path: '/api/consultations/reschedule',
      base: () => ({ token: 'no.such.token', start: '2031-03-04T15:00:00Z' }),
      textFields: ['token', 'start'],
    },
    {
      name: 'consultation cancel',
      method: 'POST',
      path: '/api/consultations/cancel',
      base: () => ({ token: 'no.such.token' }),
      textFields: ['token'],
    },
    { name: 'CMS REST create', method: 'POST', path: '/api/inquiries', base: inquiry, textFields: ['name', 'message'] },
    {
      name: 'CMS login',
      method: 'POST',
      path: '/api/users/login',
      base: () => ({ username: 'nobody-here', password: 'wrong' }),
      textFields: ['username', 'password'],
    },
  ]

  const cases: Case[] = []
  let n = 0
  const jsonCase = (target: Target, label: string, body: unknown, sent: string[] = [], expect4xx = false) =>
    cases.push({ target, label, body: JSON.stringify(body), contentType: 'application/json', sent, expect4xx })
  for (const target of targets) {
    const strings = [...SQLI, ...XSS, ...OTHER_STRINGS]
    for (const field of target.textFields) {
      for (const value of strings)
        jsonCase(target, `${field} = ${JSON.stringify(value).slice(0, 40)}`, { ...target.base(n++), [field]: value }, [
          value,
        ])
    }
    const fields = Object.keys(target.base(0))
    for (const field of fields) {
      for (const value of WRONG_TYPES.slice(0, target.textFields.includes(field) ? WRONG_TYPES.length : 3)) {
        jsonCase(target, `${field} as ${JSON.stringify(value)}`, { ...target.base(n++), [field]: value })
      }
      const { [field]: _dropped, ...missing } = target.base(n++)
      jsonCase(target, `without ${field}`, missing)
    }
    if (target.textFields.includes('email')) {
      for (const local of XSS_EMAIL_LOCALS)
        jsonCase(target, `email local part ${local}`, { ...target.base(n++), email: `${local}@fuzz.test` }, [local])
    }
    const extra = {
      ...target.base(n++),
      id: 1,
      createdAt: '2000-01-01',
      status: 'confirmed',
      isVerified: true,
      role: 'admin',
      totalCost: -5,
    }
    jsonCase(target, 'extra fields', extra)
    cases.push({
      target,
      label: '__proto__ pollution',
      body: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}},${JSON.stringify(target.base(n++)).slice(1)}`,
      contentType: 'application/json',
      sent: [],
    })
    const whole: [string, string | Buffer, string | null][] = [
      ['array body', '[]', 'application/json'],
      ['null body', 'null', 'application/json'],
      ['string body', '"hello"', 'application/json'],
      ['number body', '42', 'application/json'],
      ['empty body', '', 'application/json'],
      ['truncated JSON', '{"name": "x", ', 'application/json'],
      ['invalid JSON', "{name: 'x'}", 'application/json'],
      ['trailing comma', '{"a": 1,}', 'application/json'],
      ['NaN', '{"value": NaN}', 'application/json'],
      ['duplicate keys', '{"email":"a@b.co","email":"<script>alert(1)</script>"}', 'application/json'],
      ['BOM then JSON', `\uFEFF${JSON.stringify(target.base(n++))}`, 'application/json'],
      [
        'invalid UTF-8',
        Buffer.concat([
          Buffer.from('{"name":"'),
          Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x82]),
          Buffer.from('","email":"x@y.co"}'),
        ]),
        'application/json',
      ],
      [
        'invalid UTF-8 in every byte',
        Buffer.from(Array.from({ length: 2000 }, (_, k) => 0x80 + (k % 64))),
        'application/json',
      ],
      ['lone surrogates', '{"name":"\\ud800\\udc00\\ud800","email":"\\udfff@x.co"}', 'application/json'],
      ['deep arrays', deepArray(20_000), 'application/json'],
      ['deep objects', deepObject(5_000), 'application/json'],
      [
        'many keys',
        JSON.stringify(Object.fromEntries(Array.from({ length: 3000 }, (_, k) => [`k${k}`, k]))),
        'application/json',
      ],
      ['text/plain', JSON.stringify(target.base(n++)), 'text/plain'],
      [
        'form-encoded',
        new URLSearchParams({ name: 'x', email: 'x@y.co' }).toString(),
        'application/x-www-form-urlencoded',
      ],
      [
        'multipart',
        '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--\r\n',
        'multipart/form-data; boundary=b',
      ],
      [
        'XML',
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
        'application/xml',
      ],
      ['no content type', JSON.stringify(target.base(n++)), null],
      ['charset latin1', JSON.stringify(target.base(n++)), 'application/json; charset=iso-8859-1'],
      ['vendor JSON type', JSON.stringify(target.base(n++)), 'application/vnd.api+json'],
      [
        '10 MB string field',
        JSON.stringify({ ...target.base(n++), [target.textFields[0]!]: 'A'.repeat(10 * 1024 * 1024) }),
        'application/json',
      ],
      ['10 MB of garbage', Buffer.alloc(10 * 1024 * 1024, 0x41), 'application/json'],
    ]
    for (const [label, body, type] of whole) cases.push({ target, label, body, contentType: type, sent: [] })
    cases.push({
      target,
      label: '10 MB chunked (no length)',
      body: Buffer.alloc(10 * 1024 * 1024, 0x7b),
      contentType: 'application/json',
      headers: { 'transfer-encoding': 'chunked' },
      sent: [],
    })
    // The Idempotency-Key's hash walks the whole body: 4,000 levels overflowed it (a 500).
    for (const [label, deep] of [
      ['deep array with Idempotency-Key', deepArray(4_000)],
      ['deep object with Idempotency-Key', deepObject(4_000)],
    ] as const)
      cases.push({
        target,
        label,
        body: `{"${target.textFields[0] ?? 'name'}":${deep}}`,
        contentType: 'application/json',
        headers: { 'idempotency-key': `fuzz-deep-${run}-${n++}` },
        sent: [],
        expect4xx: true,
      })
    // Dates the arithmetic or PostgreSQL cannot hold (a day after 9999-12-31 is "+010000-…").
    for (const field of Object.keys(target.base(0)).filter((f) => DATE_FIELD.test(f)))
      for (const value of FAR_DATES[field === 'start' ? 'instant' : 'day'])
        jsonCase(target, `${field} = ${value}`, { ...target.base(n++), [field]: value }, [value], true)
    // A line break in a name forged lines in the studio's plain-text notification.
    if (PERSON_FORMS.has(target.path))
      for (const name of CRLF_NAMES)
        jsonCase(target, `name = ${JSON.stringify(name)}`, { ...target.base(n++), name }, [name], true)
    cases.push({
      target,
      label: 'wrong Idempotency-Key',
      body: JSON.stringify(target.base(n++)),
      contentType: 'application/json',
      headers: { 'idempotency-key': 'ünïcode key with spaces' },
      sent: [],
    })
  }
  // The buttons of the e-mailed links (unsubscribe, newsletter confirmation): a form post with a
  // token in the query or the body.
  const linkButtons: Target[] = ['unsubscribe', 'confirm'].map((name) => ({
    name,
    method: 'POST',
    path: `/api/newsletter/${name}`,
    base: () => ({}),
    textFields: [],
    form: true,
  }))
  for (const target of linkButtons) {
    for (const value of [...SQLI, ...XSS, ...OTHER_STRINGS.slice(0, 6), '', 'a.b.c', 'eyJhbGciOiJub25lIn0.e30.']) {
      cases.push({
        target,
        label: `token in query ${JSON.stringify(value).slice(0, 30)}`,
        path: `${target.path}?token=${percentEncode(value)}`,
        body: '',
        contentType: 'application/x-www-form-urlencoded',
        sent: [value],
      })
      cases.push({
        target,
        label: `token in form ${JSON.stringify(value).slice(0, 30)}`,
        body: new URLSearchParams({ token: value }).toString(),
        contentType: 'application/x-www-form-urlencoded',
        sent: [value],
      })
    }
    cases.push({
      target,
      label: '10 MB form',
      body: Buffer.alloc(10 * 1024 * 1024, 0x61),
      contentType: 'application/x-www-form-urlencoded',
      sent: [],
    })
  }

  console.log(`  ${cases.length} cases over ${targets.length + linkButtons.length} calls`)
  const results = await pool(cases, 6, async (c, i) => {
    const headers: Record<string, string> = {
      'x-forwarded-for': fakeIp(600_000 + i),
      'accept-language': i % 3 === 0 ? 'fr' : 'en',
      ...c.headers,
    }
    if (c.contentType) headers['content-type'] = c.contentType
    if (c.target.auth === 'admin') Object.assign(headers, bearer(admin.token))
    const res = await request(site.baseUrl, c.path ?? c.target.path, {
      method: c.target.method,
      body: c.body,
      headers: stripUndefined(headers),
      timeoutMs: 30_000,
    })
    return { c, res }
  })

  const describe = ({ c, res }: { c: Case; res: HttpResult }) =>
    `${c.target.method} ${c.path ?? c.target.path} [${c.label}] → ${res.status || res.error} ${res.body.slice(0, 160)}`
  // A 10 MB body refused at once (413) may see its connection closed while still sending: that is
  // a refusal too, and neither a 5xx nor a leak.
  const bigCase = (c: Case) => Buffer.byteLength(c.body ?? '') > 5 * 1024 * 1024
  section.checkAll(
    results,
    (r) => r.res.status >= 100 || (bigCase(r.c) && /EPIPE|ECONNRESET/.test(r.res.error ?? '')),
    'every case answered',
    describe,
  )
  section.checkAll(results, (r) => r.res.status < 500, 'no 5xx for any hostile input', describe)
  section.checkAll(
    results.filter((r) => r.c.expect4xx),
    (r) => r.res.status >= 400 && r.res.status < 500,
    'deep JSON with an Idempotency-Key, far-future dates and names with CR/LF are refused (4xx)',
    describe,
  )
  // The documented JSON calls cap bodies themselves (413); Payload's own REST routes refuse them with
  // a 400, and the link buttons (unsubscribe, confirm) read at most 4 KB of form and show their invalid-link page.
  section.checkAll(
    results.filter(
      (r) =>
        bigCase(r.c) &&
        r.res.status > 0 &&
        !/^\/api\/(users|inquiries|newsletter\/(unsubscribe|confirm))/.test(r.c.target.path),
    ),
    (r) => r.res.status === 413,
    '10 MB bodies refused with 413 by the documented calls',
    describe,
  )
  section.checkAll(
    results.filter((r) => bigCase(r.c) && r.res.status > 0),
    (r) => r.res.status >= 400 && r.res.status < 500,
    '10 MB bodies refused (4xx) everywhere',
    describe,
  )
  // What one case stored (an inquiry's note, a post's text) may come back in the answer to another
  // case of the same call, run beside it: that is the fuzzer's own text, not a leak. Only texts long
  // enough not to erase part of a real leak when removed count.
  const storedBy = new Map<string, string[]>()
  for (const c of cases) {
    const long = c.sent.filter((text) => text.trim().length >= 8)
    storedBy.set(c.target.path, [...(storedBy.get(c.target.path) ?? []), ...long])
  }
  const leaks = results.filter((r) => leakIn(r.res, [...r.c.sent, ...(storedBy.get(r.c.target.path) ?? [])]))
  section.check(
    leaks.length === 0,
    `no stack trace, file path or SQL text in any answer (${leaks.length} of ${results.length})`,
    leaks
      .slice(0, 5)
      .map((r) => `${describe(r)} :: ${leakIn(r.res, r.c.sent)}`)
      .join(' | ') || undefined,
  )
  const statuses = new Map<number, number>()
  for (const r of results) statuses.set(r.res.status, (statuses.get(r.res.status) ?? 0) + 1)
  section.figure('cases', results.length)
  section.figure('5xx', results.filter((r) => r.res.status >= 500).length)
  section.figure('leaks', leaks.length)
  section.figure(
    'statuses',
    [...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([s, k]) => `${s}×${k}`)
      .join(' '),
  )
  section.figure('stored', results.filter((r) => r.res.status >= 200 && r.res.status < 300).length)
  console.log(`  answers: ${section.figures.statuses}`)
  section.check(results.length >= 500, 'at least 500 hostile cases', results.length)

  await queryShapes(site, section)
  await recordIds(site, section)
  await mailboxFloods(site, section, run)
  await unpaidHoldFlood(site, section, run)
  await fuzzPrivacyAndComputedFields(site, section, admin.token, inquiryId)

  // Records whose displayed fields (names, messages) carry payloads, stored last so
  // that they head every newest-first list the render check opens.
  const markers = [
    {
      path: '/api/class-bookings',
      body: { ...booking(n++), name: XSS[1], email: `marker-booking-${run}@fuzz.test`, notes: XSS[0] },
    },
    {
      path: '/api/contact',
      body: {
        ...inquiry(n),
        name: XSS[1],
        email: `marker-inquiry-${run}@fuzz.test`,
        message: `${XSS[0]} ${XSS[3]}`,
        venue: XSS[4],
      },
    },
    {
      path: '/api/pool-registration',
      body: {
        name: XSS[1],
        userId: `xss${run}`,
        email: 'pool-xss@fuzz.test',
        supportingTeam: 'Laval',
        selectedGame: 'qf-2',
      },
    },
  ]
  for (const [k, m] of markers.entries()) {
    const res = await request(site.baseUrl, m.path, {
      json: m.body,
      headers: { 'x-forwarded-for': fakeIp(690_000 + k) },
    })
    section.check(
      res.status === 201,
      `a record with payloads in its displayed fields is stored (${m.path})`,
      `${res.status} ${res.body.slice(0, 200)}`,
    )
  }
  // What was stored is rendered, escaped, on the public and admin pages.
  const cms = await cmsSignIn(site).catch(() => undefined)
  if (cms) await fuzzCalendarAddresses(site, section, cms.token)
  else section.check(false, 'CMS sign-in for the calendar addresses')
  await checkRendering(site, section, {
    adminToken: admin.token,
    cmsCookie: cms?.cookie,
    postSlugs: results
      .filter((r) => r.c.target.name === 'admin blog create' && r.res.status === 201)
      .map((r) => json<{ slug: string }>(r.res)?.slug)
      .filter((s): s is string => Boolean(s)),
  })
  return section
}

/**
 * Requests that reached other people's records or rewrote what the site computes: privacy calls
 * with a fragment (`the`), the studio's own address, non-addresses and very long values; an editor
 * token PATCHing an inquiry's stamps and POSTing history. Each is refused (4xx) or, for the
 * studio's address, matches none of the studio's mail; nothing changes.
 */
async function fuzzPrivacyAndComputedFields(
  site: Site,
  section: Section,
  adminToken: string,
  inquiryId: number | undefined,
): Promise<void> {
  const cms = await cmsSignIn(site).catch(() => undefined)
  section.check(Boolean(cms), 'CMS editor signed in for the computed-field cases')
  if (!cms || !inquiryId) return
  const editor = { authorization: `JWT ${cms.token}` }
  const count = async (where: string) =>
    json<{ totalDocs?: number }>(
      await request(site.baseUrl, `/api/outbox?limit=1&depth=0${where}`, { method: 'GET', headers: editor }),
    )?.totalDocs ?? -1
  const studioMail = () => count(`&where[to][equals]=${encodeURIComponent(STUDIO_EMAIL)}`)
  const mailBefore = await count('')
  const studioBefore = await studioMail()

  const admin = { ...bearer(adminToken), 'x-forwarded-for': fakeIp(695_000) }
  const notAddresses = [
    'the',
    '',
    'fuzz.test',
    '@fuzz.test',
    'not an address',
    `${'a'.repeat(300)}@fuzz.test`,
    'x'.repeat(5_000),
    SQLI[0]!,
    XSS[0]!,
  ]
  const privacy: { what: string; res: HttpResult; want: 'refused' | 'studio' }[] = []
  for (const [k, email] of [...notAddresses, STUDIO_EMAIL, STUDIO_EMAIL.toUpperCase()].entries()) {
    const want = email.toLowerCase() === STUDIO_EMAIL ? 'studio' : 'refused'
    const query = `?email=${encodeURIComponent(email)}`
    const headers = { ...admin, 'x-forwarded-for': fakeIp(695_100 + k) }
    for (const path of ['/api/admin/privacy/person', '/api/admin/privacy/export'])
      privacy.push({
        what: `GET ${path} ${JSON.stringify(email).slice(0, 40)}`,
        res: await request(site.baseUrl, `${path}${query}`, { method: 'GET', headers }),
        want,
      })
    privacy.push({
      what: `POST erase ${JSON.stringify(email).slice(0, 40)}`,
      res: await request(site.baseUrl, '/api/admin/privacy/erase', { json: { email, confirm: email }, headers }),
      want,
    })
  }
  const describe = (p: (typeof privacy)[number]) => `${p.what} → ${p.res.status} ${p.res.body.slice(0, 160)}`
  section.checkAll(
    privacy.filter((p) => p.want === 'refused'),
    (p) =>
      (p.res.status === 400 && json<{ error?: string }>(p.res)?.error === 'VALIDATION_FAILED') ||
      // An erasure's body is capped at 4 KB: the very long value is refused before it is read.
      (p.res.status === 413 && json<{ error?: string }>(p.res)?.error === 'PAYLOAD_TOO_LARGE'),
    'privacy calls refuse a fragment, a non-address or a very long value (400, or 413 over the body cap)',
    describe,
  )
  section.checkAll(
    privacy.filter((p) => p.want === 'studio'),
    (p) =>
      (p.res.status === 200 || p.res.status === 404) &&
      !json<{ records?: { kind: string }[] }>(p.res)?.records?.some((r) => r.kind === 'email') &&
      !json<{ byKind?: Record<string, number> }>(p.res)?.byKind?.email,
    'a privacy request for the studio’s own address matches none of the studio’s mail',
    describe,
  )
  const [mailAfter, studioAfter] = [await count(''), await studioMail()]
  section.check(
    mailBefore >= 0 && mailAfter >= mailBefore && studioAfter >= studioBefore,
    'no privacy request removed a message from the outbox',
    `outbox ${mailBefore} → ${mailAfter}, to the studio ${studioBefore} → ${studioAfter}`,
  )

  // An editor token against what the site computes: each refused, the inquiry and its history unchanged.
  const state = async () => {
    const res = await request(site.baseUrl, `/api/admin/contacts/${inquiryId}`, { method: 'GET', headers: admin })
    const body = json<{ inquiry: Record<string, unknown>; history: unknown[] }>(res)
    const { stage, lostReason, stageChangedAt, stageChangedBy, firstRepliedAt } = body?.inquiry ?? {}
    return JSON.stringify({ stage, lostReason, stageChangedAt, stageChangedBy, firstRepliedAt, history: body?.history })
  }
  const before = await state()
  const edits: [string, string, unknown][] = [
    ['PATCH', `/api/inquiries/${inquiryId}`, { firstRepliedAt: null }],
    ['PATCH', `/api/inquiries/${inquiryId}`, { firstRepliedAt: '2020-01-01T00:00:00.000Z' }],
    ['PATCH', `/api/inquiries/${inquiryId}`, { stageChangedAt: '2000-01-01T00:00:00.000Z', stageChangedBy: 'site' }],
    // Another author than the stored one (sending the stored value back unchanged is allowed).
    ['PATCH', `/api/inquiries/${inquiryId}`, { stageChangedBy: 'cms:forged' }],
    ['PATCH', `/api/inquiries/${inquiryId}`, { remindedAt: '2000-01-01T00:00:00.000Z' }],
    ['PATCH', `/api/inquiries/${inquiryId}`, { lostReason: 'budget' }],
    ['PATCH', `/api/inquiries/${inquiryId}`, { stageChangedAt: XSS[0] }],
    ['POST', '/api/inquiry-events', { inquiry: inquiryId, kind: 'stage', toStage: 'booked', actor: 'dashboard' }],
    ['POST', '/api/inquiry-events', { inquiry: inquiryId, kind: 'note', text: 'Forged note' }],
  ]
  const results: { what: string; res: HttpResult }[] = []
  for (const [k, [method, path, body]] of edits.entries())
    results.push({
      what: `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`,
      res: await request(site.baseUrl, path, {
        method,
        json: body,
        headers: { ...editor, 'x-forwarded-for': fakeIp(696_000 + k) },
      }),
    })
  section.checkAll(
    results,
    (r) => r.res.status >= 400 && r.res.status < 500,
    'an editor token cannot write an inquiry’s computed fields or its history (4xx)',
    (r) => `${r.what} → ${r.res.status} ${r.res.body.slice(0, 160)}`,
  )
  const after = await state()
  section.check(after === before, 'the inquiry and its history are unchanged after the refused edits', after)
}

function stripUndefined(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<string, string>
}

const LEAKS: [string, RegExp][] = [
  ['stack frame', /\n\s+at [\w$.<>[\] ]+ \(|\bat (?:async )?[\w$.]+ \([^)]*:\d+:\d+\)/],
  ['file path', /(?:\/work\/|node_modules|\/src\/|\.tsx?:\d+|\.m?js:\d+:\d+|webpack|turbopack)/i],
  [
    'SQL text',
    /\bselect\s+(?:\*|"?\w+"?(?:\."?\w+"?)?(?:\s*,\s*"?\w+"?(?:\."?\w+"?)?)*)\s+from\s+"?\w+|\binsert\s+into\s+"?\w+|\bupdate\s+"\w+"\s+set\b|\bdelete\s+from\s+"?\w+/i,
  ],
  [
    'PostgreSQL error',
    /syntax error at or near|relation "[^"]+"|duplicate key value|violates (?:unique|not-null|foreign key|check) constraint|column "[^"]+" (?:does not exist|of relation)|invalid input syntax for|\bSQLSTATE\b|\bdrizzle\b|\bpg-pool\b/i,
  ],
  [
    'internal error text',
    /TypeError|ReferenceError|RangeError|SyntaxError: Unexpected|Cannot read propert|is not a function|Maximum call stack/,
  ],
]

/** The first kind of internal detail found in an answer, after removing what the request sent. */
export function leakIn(res: HttpResult, sent: string[]): string | undefined {
  let body = res.body
  for (const s of sent) {
    if (!s) continue
    for (const form of [
      s,
      JSON.stringify(s).slice(1, -1),
      s.trim(),
      s.trim().toLowerCase(),
      JSON.stringify(s.trim()).slice(1, -1),
    ])
      body = body.split(form).join('')
  }
  for (const [name, pattern] of LEAKS) {
    const m = pattern.exec(body)
    if (m) return `${name}: …${body.slice(Math.max(0, m.index - 40), m.index + 80)}…`
  }
  return undefined
}

/** Percent-encodes the UTF-8 bytes of any string, lone surrogates included (encodeURIComponent throws on them). */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('')
}

const DATE_FIELD = /^(start|preferredDate|eventDate)$/
const FAR_DATES = {
  day: ['9999-12-31', '0001-01-01', '+275760-09-13', '2026-02-30'],
  instant: ['9999-12-31T14:00:00Z', '9999-12-31T23:59:59.999+00:00', '0001-01-01T00:00:00Z', '2026-02-30T10:00:00Z'],
}
/** The forms whose `name` is a person's name, on one line. */
const PERSON_FORMS = new Set(['/api/class-bookings', '/api/contact', '/api/pool-registration', '/api/consultations'])
const CRLF_NAMES = ['Ada\r\nBcc: victim@fuzz.test', 'Ada\nX-Forged: 1', 'Ada\rX', 'Ada\u2028X', 'Ada\u0085X']

/**
 * The query strings an outside tester sent: /preview paths that resolve to another site once
 * normalised, far-future and malformed dates and lenient numbers on the slots call, Payload REST
 * filters with values of the wrong type (anonymously and as a CMS editor), and lenient numbers on
 * the administrator's lists. Every one is a 4xx (the preview, a 307 to the home page of its
 * language), never a 5xx.
 */
async function queryShapes(site: Site, section: Section): Promise<void> {
  const cms = await cmsSignIn(site, '198.51.100.31')
  const admin = await sharedAdmin(site)
  const anonymous = {}
  const editor = { authorization: `JWT ${cms.token}` }
  const cases: { path: string; headers: Record<string, string>; who: string; home?: string }[] = []
  for (const [query, home] of [
    ['/.//evil.example', '/'],
    ['/a/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/%252e//evil.example', '/'],
    ['/fr/..//evil.example', '/fr'],
    ['/fr/%2e%2e//evil.example/x', '/fr'],
    ['/%5C%5Cevil.example', '/'],
    ['/%09/evil.example', '/'],
    ['https://evil.example', '/'],
  ])
    // A browser's navigation: the session cookie, and the Sec-Fetch-Site it sends with it.
    cases.push({
      path: `/preview?path=${query}`,
      headers: { cookie: cms.cookie, 'sec-fetch-site': 'same-origin' },
      who: 'editor',
      home,
    })
  const slots = '/api/consultations/slots?type=free-call'
  for (const q of [
    'from=9999-12-31',
    'from=0001-01-01',
    'from=2026-02-30',
    'from=%2B275760-09-13',
    'from=99999-01-01',
    'days=0x10',
    'days=%2062',
    'days=62%20',
    'days=1e1',
    'days=-1',
    'days=16.0',
    'days=99999999999999999999',
    'days=',
  ])
    cases.push({ path: `${slots}&${q}`, headers: anonymous, who: 'anonymous' })
  const filters = [
    '/api/posts?where[id][in]=abc',
    '/api/posts?where[id][equals]=99999999999999999999',
    '/api/posts?where[id][not_in]=1,x',
    '/api/posts?where[createdAt][all]=a',
    '/api/posts?where[createdAt][greater_than]=9999999-01-01',
    '/api/posts?where[publishedAt][less_than]=yesterday',
    '/api/posts?where[_status][equals]=bogus',
    '/api/posts?where[or][0][id][equals]=1.5',
    '/api/posts?where[title][exists]=maybe',
    '/api/classes?where[price][equals]=abc',
    '/api/classes?where[formatOptions][in]=bogus',
    '/api/classes?where[isPublished][equals]=perhaps',
    '/api/reviews?where[id][equals]=0x10',
    '/api/faq-entries?where[updatedAt][equals]=not-a-date',
    '/api/consultation-types?where[durationMinutes][greater_than]=ten',
  ]
  for (const path of filters) {
    cases.push({ path, headers: anonymous, who: 'anonymous' })
    cases.push({ path, headers: editor, who: 'editor' })
  }
  for (const q of ['page=0x10', 'page=%2062', 'limit=1e2', 'limit=-5'])
    cases.push({ path: `/api/admin/contacts?${q}`, headers: bearer(admin.token), who: 'administrator' })

  const results = await pool(cases, 4, async (c, i) => ({
    c,
    res: await request(site.baseUrl, c.path, {
      headers: { ...c.headers, 'x-forwarded-for': fakeIp(670_000 + i), 'accept-language': i % 2 ? 'fr' : 'en' },
      timeoutMs: 30_000,
    }),
  }))
  const describe = ({ c, res }: (typeof results)[number]) =>
    `${c.who} GET ${c.path} → ${res.status || res.error} ${res.headers.location ?? ''} ${res.body.slice(0, 160)}`
  section.checkAll(results, (r) => r.res.status > 0 && r.res.status < 500, 'no 5xx for any hostile query', describe)
  section.checkAll(
    results.filter((r) => r.c.home),
    (r) => r.res.status === 307 && r.res.headers.location === r.c.home,
    '/preview leads an editor home for every path that resolves off the site',
    describe,
  )
  section.checkAll(
    results.filter((r) => !r.c.home),
    (r) => r.res.status >= 400 && r.res.status < 500 && typeof json<{ message?: string }>(r.res)?.message === 'string',
    'wrong-type filters, far-future dates and lenient numbers are a 4xx with a message (anonymous, editor, administrator)',
    describe,
  )
  section.figure('hostile queries', results.length)
}

/** A GET of `path` exactly as written (`--path-as-is`): the client must not resolve `.%2e` first. */
function rawGet(baseUrl: string, path: string): Promise<HttpResult> {
  const { hostname, port } = new URL(baseUrl)
  const started = performance.now()
  return new Promise((resolve) => {
    const req = http.request({ hostname, port, path, method: 'GET', agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      )
    })
    req.setTimeout(20_000, () => req.destroy(new Error('timeout')))
    req.on('error', (e) =>
      resolve({ status: 0, headers: {}, body: '', ms: performance.now() - started, error: e.message }),
    )
    req.end()
  })
}

/**
 * Ids that cannot be a record's (letters, fractions, `2^31` and past), on Payload's document
 * routes for every method, anonymously and as an editor, and on the dashboard's calls that name a
 * record: each a 404 with `{ error, message }`, never the 500 PostgreSQL's refusal made. A file
 * path that climbs out of the media folder, sent as written: a 4xx.
 */
async function recordIds(site: Site, section: Section): Promise<void> {
  const cms = await cmsSignIn(site, '198.51.100.32')
  const admin = await sharedAdmin(site)
  const editor = { authorization: `JWT ${cms.token}` }
  type IdCase = { method: string; path: string; headers: Record<string, string>; json?: unknown; who: string }
  const cases: IdCase[] = []
  for (const collection of ['media', 'classes', 'posts', 'bookings', 'payments'])
    for (const id of ['abc', '1.5', '2147483648', '999999999999999', '-1', '1abc'])
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        const json = method === 'PATCH' ? {} : undefined
        cases.push({ method, path: `/api/${collection}/${id}`, headers: {}, json, who: 'anonymous' })
        cases.push({ method, path: `/api/${collection}/${id}`, headers: editor, json, who: 'editor' })
      }
  for (const id of ['abc', '2147483648']) {
    cases.push({ method: 'GET', path: `/api/posts/versions/${id}`, headers: editor, who: 'editor' })
    cases.push({ method: 'POST', path: `/api/posts/${id}/duplicate`, headers: editor, json: {}, who: 'editor' })
  }
  const dashboard: [string, (id: string) => string, unknown][] = [
    [
      'POST',
      (id) => `/api/admin/payments/${id}/refunds`,
      { amount: '1.00', reason: 'x', requestId: crypto.randomUUID() },
    ],
    [
      'POST',
      (id) => `/api/admin/contacts/${id}/payment-requests`,
      { amount: '10.00', descriptionEn: 'a', descriptionFr: 'b' },
    ],
    [
      'POST',
      (id) => `/api/admin/class-bookings/${id}/payment-requests`,
      { amount: '10.00', descriptionEn: 'a', descriptionFr: 'b' },
    ],
    ['PATCH', (id) => `/api/admin/class-bookings/${id}`, { status: 'confirmed' }],
    ['PATCH', (id) => `/api/admin/contacts/${id}`, { stage: 'replied' }],
    ['POST', (id) => `/api/admin/outbox/${id}/send-again`, {}],
  ]
  for (const [method, path, json] of dashboard)
    for (const id of ['2147483648', '999999999999999', 'abc'])
      cases.push({ method, path: path(id), headers: bearer(admin.token), json, who: 'administrator' })
  const results = await pool(cases, 4, async (c, i) => ({
    c,
    res: await request(site.baseUrl, c.path, {
      method: c.method,
      json: c.json,
      headers: { ...c.headers, 'x-forwarded-for': fakeIp(680_000 + i), 'accept-language': i % 2 ? 'fr' : 'en' },
      timeoutMs: 30_000,
    }),
  }))
  section.checkAll(
    results,
    ({ res }) => res.status === 404 && typeof json<{ error?: string; message?: string }>(res)?.message === 'string',
    'ids that cannot be a record are a 404 with a message on every document route and dashboard call',
    ({ c, res }) => `${c.who} ${c.method} ${c.path} → ${res.status || res.error} ${res.body.slice(0, 160)}`,
  )
  const climbs = await Promise.all(
    [
      '/api/media/file/.%2e/x',
      '/api/media/file/%2e%2e/%2e%2e/package.json',
      '/api/media/file/..%2f..%2fpackage.json',
    ].map(async (path) => ({ path, res: await rawGet(site.baseUrl, path) })),
  )
  section.checkAll(
    climbs,
    ({ res }) => res.status >= 400 && res.status < 500,
    'a media path that climbs out of its folder, sent as written, is a 4xx',
    ({ path, res }) => `${path} → ${res.status || res.error} ${res.body.slice(0, 120)}`,
  )
  section.figure('record id cases', results.length + climbs.length)
}

/**
 * The outside tester's hold on a class paid online, replayed against the served build: a session
 * of 15 seats, ten bookings from one address and one mailbox (its `+tags`), five more from the same
 * mailbox behind new `X-Forwarded-For` addresses (the suite's site trusts the header, as behind a
 * proxy), then five from new addresses and new mailboxes, all left unpaid; the tester booking again
 * at once. Each refusal a 409 with a message; the session never full; and a real visitor still
 * books, to Checkout. The class is taken off the catalogue at the end.
 */
async function unpaidHoldFlood(site: Site, section: Section, run: string): Promise<void> {
  const cms = await cmsSignIn(site, '198.51.100.33')
  const asEditor = (path: string, body: unknown, method = 'POST') =>
    request(site.baseUrl, path, {
      method,
      json: body,
      headers: { authorization: `JWT ${cms.token}`, 'x-forwarded-for': '198.51.100.33' },
    })
  const classId = `rel-holds-${run}`
  const created = await asEditor('/api/classes?locale=en', {
    classId,
    title: `Held portraits ${run}`,
    level: 'All levels',
    duration: '3 hours',
    price: 95,
    formatOptions: ['in-person'],
    onlinePayment: 'full',
  })
  const classDoc = json<{ doc?: { id: number } }>(created)?.doc
  if (
    !section.check(
      created.status === 201 && Boolean(classDoc),
      'a class paid online for the hold flood',
      created.body.slice(0, 200),
    )
  )
    return
  const startsAt = new Date(Math.floor(Date.now() / 86_400_000 + 25) * 86_400_000 + 15 * 3_600_000).toISOString()
  const sessionRes = await asEditor('/api/class-sessions?locale=en', {
    class: classDoc!.id,
    startsAt,
    startsAt_tz: 'America/Toronto',
    durationMinutes: 120,
    format: 'in-person',
    location: '5445 avenue de Gaspé, Montréal',
    capacity: 15,
  })
  const sessionId = json<{ doc?: { id: number } }>(sessionRes)?.doc?.id
  if (!section.check(Boolean(sessionId), 'a 15-seat session for the hold flood', sessionRes.body.slice(0, 200))) return
  try {
    const book = (email: string, ip: string, locale = 'en') =>
      request(site.baseUrl, `/api/class-bookings?locale=${locale}`, {
        json: {
          name: 'Hold Flood',
          email,
          phone: '(514) 555-0100',
          classType: classId,
          session: sessionId,
          format: 'in-person',
          experience: 'some-experience',
        },
        headers: { 'x-forwarded-for': ip, 'idempotency-key': crypto.randomUUID() },
        timeoutMs: 60_000,
      })
    const mailbox = `holder${run}`
    const started = performance.now()
    const one = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(`${mailbox}+${i}@holds.test`, '192.0.2.77', i % 2 ? 'fr' : 'en')),
    )
    const newAddresses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => book(`${mailbox}+x${i}@holds.test`, fakeIp(690_000 + i, 198))),
    )
    const strangers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => book(`stranger${i}-${run}@holds.test`, fakeIp(690_100 + i, 198))),
    )
    const again = await book(`${mailbox}+again@holds.test`, fakeIp(690_200, 198))
    const floodMs = performance.now() - started
    const code = (r: HttpResult) => `${r.status}${json<{ error?: string }>(r)?.error ?? ''}`
    const held = [...one, ...newAddresses, ...strangers, again].filter((r) => r.status === 201)
    section.check(
      one.filter((r) => r.status === 201).length === 2 &&
        newAddresses.every((r) => r.status === 409) &&
        again.status === 409,
      'one mailbox holds at most 2 seats unpaid, whatever its +tags and addresses, and cannot hold more at once',
      [...one, ...newAddresses, again].map(code).join(' '),
    )
    const refusals = [...one, ...newAddresses, ...strangers, again].filter((r) => r.status !== 201)
    section.checkAll(
      refusals,
      (r) =>
        r.status === 409 &&
        ['TOO_MANY_UNPAID_HOLDS', 'SEATS_BEING_PAID'].includes(json<{ error?: string }>(r)?.error ?? '') &&
        typeof json<{ message?: string }>(r)?.message === 'string',
      'each hold past a share is a 409 with a message',
      (r) => `${r.status} ${r.body.slice(0, 160)}`,
    )
    const seats = json<{ sessions?: { id: number; seatsLeft: number }[] }>(
      await request(site.baseUrl, '/api/class-bookings/sessions'),
    )?.sessions?.find((s) => s.id === sessionId)
    section.check(
      (seats?.seatsLeft ?? 0) > 0 && held.length <= 8,
      'the flood never fills the session: unpaid holds take at most half its seats',
      `${held.length} held, ${seats?.seatsLeft} left`,
    )
    const visitor = await book(`real-visitor-${run}@holds.test`, fakeIp(690_300, 198), 'fr')
    section.check(
      visitor.status === 201 &&
        json<{ status?: string; checkoutUrl?: string }>(visitor)?.status === 'pending_payment' &&
        Boolean(json<{ checkoutUrl?: string }>(visitor)?.checkoutUrl),
      'after the flood, a real visitor still books and is sent to Checkout',
      `${visitor.status} ${visitor.body.slice(0, 200)}`,
    )
    section.figure('hold flood: seats held unpaid of 15', held.length)
    section.figure(
      'hold flood: requests, ms',
      `${one.length + newAddresses.length + strangers.length + 1}, ${Math.round(floodMs)}`,
    )
  } finally {
    // Later modules book the site's own classes; this one is taken off the catalogue.
    await asEditor(`/api/classes/${classDoc!.id}?locale=en`, { isPublished: false }, 'PATCH').catch(() => undefined)
  }
}

/**
 * One mailbox under several `+tags`, and one client address under several mailboxes, in bounded
 * counts: consultations hold at most 2 future times per mailbox and 3 per address (409
 * TOO_MANY_CONSULTATIONS past them), and the newsletter sends one confirmation per mailbox in ten
 * minutes.
 */
async function mailboxFloods(site: Site, section: Section, run: string): Promise<void> {
  const offered =
    json<{ slots?: { start: string }[] }>(
      await request(site.baseUrl, '/api/consultations/slots?type=free-call&days=62', { timeoutMs: 20_000 }),
    )?.slots ?? []
  // The last times of the horizon (the load and scale modules book the nearer ones), two hours
  // apart: a time's buffer overlaps the next one offered.
  const times = offered
    .slice(-48)
    .filter((_, i) => i % 4 === 0)
    .map((s) => s.start)
  if (!section.check(times.length === 12, 'free-call offers times for the floods', offered.length)) return
  const book = (email: string, start: string, ip: string) =>
    request(site.baseUrl, '/api/consultations', {
      json: { type: 'free-call', start, name: 'Flood Test', email, serviceType: 'family', notes: 'flood' },
      headers: { 'x-forwarded-for': ip, 'idempotency-key': crypto.randomUUID() },
      timeoutMs: 30_000,
    })
  const codes = (list: HttpResult[]) => list.map((r) => `${r.status}${json<{ error?: string }>(r)?.error ?? ''}`)

  const tagged: HttpResult[] = []
  for (let i = 0; i < 6; i++) tagged.push(await book(`flood-${run}+${i}@fuzz.test`, times[i]!, fakeIp(680_000 + i)))
  section.check(
    tagged.filter((r) => r.status === 201).length === 2 &&
      tagged.filter((r) => r.status === 409 && json<{ error?: string }>(r)?.error === 'TOO_MANY_CONSULTATIONS')
        .length === 4,
    'six consultations to one mailbox under +tags: 2 booked, 4 × 409 TOO_MANY_CONSULTATIONS',
    codes(tagged).join(' '),
  )
  const sameIp: HttpResult[] = []
  for (let i = 0; i < 4; i++) sameIp.push(await book(`flood-ip-${run}-${i}@fuzz.test`, times[6 + i]!, fakeIp(680_100)))
  section.check(
    codes(sameIp).join(' ') === '201 201 201 409TOO_MANY_CONSULTATIONS',
    'four consultations from one client address: 3 booked, then 409 TOO_MANY_CONSULTATIONS',
    codes(sameIp).join(' '),
  )

  const domain = `flood-${run}.fuzz.test`
  const signUps: HttpResult[] = []
  for (let i = 0; i < 6; i++)
    signUps.push(
      await request(site.baseUrl, '/api/newsletter', {
        json: { email: `reader+${i}@${domain}` },
        headers: { 'x-forwarded-for': fakeIp(680_200 + i) },
      }),
    )
  const [row] = await site.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM outbox WHERE kind = 'newsletter-confirm' AND "to" LIKE $1`,
    [`%@${domain}`],
  )
  section.check(
    signUps.every((r) => r.status === 201) && row?.n === 1,
    'six newsletter sign-ups to one mailbox under +tags: one confirmation',
    `${codes(signUps).join(' ')}; ${row?.n ?? '?'} queued`,
  )
}

/**
 * The calendar addresses of the consultation settings, which the server reads itself: saved one by
 * one through the CMS's REST call, each read at once by the save's refresh. Internal addresses
 * (loopback other than the allowed 127.0.0.1, private, link-local, metadata), redirects to them
 * from the allowed calendar server, other schemes and a 30 MB answer: every save answers without a
 * 5xx or a leak, every refused address is stored as the one generic UNREADABLE (nothing that maps
 * the network), the calendar server is never asked for what only a redirect to an internal name
 * reaches, and the 30 MB answer is dropped soon after its 5 MB limit.
 */
async function fuzzCalendarAddresses(site: Site, section: Section, cmsToken: string) {
  const calendars = await startCalendarServer()
  const { base, port } = calendars
  const save = (url: unknown) =>
    request(site.baseUrl, '/api/globals/consultation-availability', {
      json: { calendars: url === undefined ? [] : [{ label: 'Fuzz', url }] },
      headers: { authorization: `JWT ${cmsToken}`, 'x-forwarded-for': '198.51.100.31' },
    })
  const expected: [string, string | null][] = [
    [`http://localhost:${port}/internal-secret`, 'UNREADABLE'],
    [`http://[::1]:${port}/internal-secret`, 'UNREADABLE'],
    [`http://[::ffff:127.0.0.1]:${port}/internal-secret`, 'UNREADABLE'],
    [`http://127.0.0.2:${port}/internal-secret`, 'UNREADABLE'],
    [`http://0.0.0.0:${port}/internal-secret`, 'UNREADABLE'],
    [`http://user:pass@127.0.0.1:${port}/good.ics`, 'UNREADABLE'],
    [`webcal://localhost:${port}/internal-secret`, 'UNREADABLE'],
    [`gopher://127.0.0.1:${port}/_internal-secret`, 'UNREADABLE'],
    ['http://169.254.169.254/latest/meta-data/iam/security-credentials/', 'UNREADABLE'],
    ['http://[fd00:ec2::254]/latest/meta-data/', 'UNREADABLE'],
    ['http://100.100.100.200/latest/meta-data/', 'UNREADABLE'],
    ['http://10.0.0.1/calendar.ics', 'UNREADABLE'],
    ['http://192.168.0.1/calendar.ics', 'UNREADABLE'],
    ['http://[fe80::1]/calendar.ics', 'UNREADABLE'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'UNREADABLE'],
    ['file:///etc/passwd', 'UNREADABLE'],
    ['javascript:alert(1)', 'UNREADABLE'],
    ['not an address at all', 'UNREADABLE'],
    [`${base}/to-loopback-name`, 'UNREADABLE'],
    [`${base}/to-ipv6-loopback`, 'UNREADABLE'],
    [`${base}/to-metadata`, 'UNREADABLE'],
    [`${base}/to-file`, 'UNREADABLE'],
    [`${base}/redirect/4`, 'TOO_MANY_REDIRECTS'],
    [`${base}/redirect/3`, null],
    [`${base}/page.html`, 'NOT_A_CALENDAR'],
    [`${base}/huge.ics`, 'TOO_LARGE'],
  ]
  try {
    const saves = []
    for (const [url] of expected) saves.push({ url, res: await save(url) })
    // Shapes the settings refuse before anything is read.
    for (const url of ['', 'A'.repeat(20_000), 42, null, ['http://x'], { url: 'http://x' }])
      saves.push({ url: JSON.stringify(url).slice(0, 40), res: await save(url) })
    section.checkAll(
      saves,
      (s) => s.res.status > 0 && s.res.status < 500 && !leakIn(s.res, [String(s.url)]),
      'calendar addresses: every save answers without a 5xx or a leak',
      (s) => `${s.url} → ${s.res.status || s.res.error} ${s.res.body.slice(0, 160)}`,
    )
    // Each save's refresh runs in the background: wait for every copy.
    const copies = new Map<string, Awaited<ReturnType<typeof storedCopy>>>()
    for (let i = 0; i < 120 && copies.size < expected.length; i++) {
      for (const [url] of expected)
        if (!copies.has(url)) {
          const copy = await storedCopy(site, url)
          if (copy && (copy.fetchedAt || copy.failedAt)) copies.set(url, copy)
        }
      if (copies.size < expected.length) await new Promise((r) => setTimeout(r, 250))
    }
    section.checkAll(
      expected,
      ([url, error]) => copies.get(url)?.error === error,
      'calendar addresses: internal ones refused as UNREADABLE, redirects checked at each hop, sizes bounded',
      ([url, error]) => `${url}: expected ${error}, stored ${JSON.stringify(copies.get(url)).slice(0, 200)}`,
    )
    section.checkAll(
      [...copies],
      ([, copy]) =>
        (copy?.error === null || CALENDAR_ERRORS.has(String(copy?.error))) &&
        !/INTERNAL-SECRET/.test(JSON.stringify(copy)),
      'calendar addresses: failures are stored as fixed codes, never words of the answer',
      ([url, copy]) => `${url}: ${JSON.stringify(copy).slice(0, 200)}`,
    )
    section.check(
      !calendars.asked.includes('/internal-secret') && !calendars.asked.some((p) => p.startsWith('/_')),
      'calendar addresses: nothing reached the calendar server through a refused address or redirect',
      calendars.asked,
    )
    section.check(
      calendars.hugeWritten() < 12 * 1024 * 1024,
      'calendar addresses: a 30 MB answer is dropped soon after the 5 MB limit',
      `${calendars.hugeWritten()} bytes written`,
    )
    const health = await request(site.baseUrl, '/api/health', { timeoutMs: 10_000 })
    section.check(health.status === 200 && health.ms < 2000, 'the site answers after the calendar addresses', health.ms)
    section.figure('calendar addresses', expected.length)
  } finally {
    await save(undefined).catch(() => undefined)
    await calendars.close()
  }
}
