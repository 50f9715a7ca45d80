/**
 * Access: what an anonymous visitor, a forged or stale credential and another site can reach.
 *  - every collection's REST list and item routes, every global, GraphQL queries and
 *    introspection, the admin and monitoring calls, the CMS API and upload routes, and media files
 *    of unpublished posts: no personal data, no draft, no secret;
 *  - forged, expired, logged-out and other-instance tokens refused (admin sessions and CMS JWTs);
 *  - cookie-authenticated mutations from another origin refused;
 *  - brute force cut off (password per IP, codes per 2FA step, a code used once, CMS sign-in per IP);
 *  - a wrong password and an unknown session/user answer in the same time, within noise.
 */
import crypto from 'node:crypto'

import sharp from 'sharp'

import { adminSignIn, bearer, cmsSignIn, sharedAdmin, totp } from './lib/admin'
import { fakeIp, header, json, request, type HttpResult } from './lib/http'
import { median, percentile, Section } from './lib/report'
import { secrets, type Site } from './lib/site'

const RECORD_COLLECTIONS = [
  'admin-sessions',
  'blocked-ips',
  'bookings',
  'idempotency-keys',
  'inquiries',
  'outbox',
  'pool-entries',
  'security-events',
  'subscribers',
  'users',
  'web-vitals',
  'payload-preferences',
  'payload-locked-documents',
  'payload-jobs',
  'payload-kv',
]
const CONTENT_COLLECTIONS = ['classes', 'faq-entries', 'media', 'posts', 'reviews', 'services']
const TABLES: Record<string, string> = {
  'admin-sessions': 'admin_sessions',
  'blocked-ips': 'blocked_ips',
  bookings: 'bookings',
  'idempotency-keys': 'idempotency_keys',
  inquiries: 'inquiries',
  outbox: 'outbox',
  'pool-entries': 'pool_entries',
  'security-events': 'security_events',
  subscribers: 'subscribers',
  users: 'users',
  'web-vitals': 'web_vitals',
  classes: 'classes',
  'faq-entries': 'faq_entries',
  media: 'media',
  posts: 'posts',
  reviews: 'reviews',
  services: 'services',
}

/** Personal data or secrets that must never reach an anonymous visitor. */
const SECRET_TEXT =
  /@load\.test|@fuzz\.test|@access\.test|reliability\.test|scrypt\$|"(?:passwordHash|password_hash|tokenHash|token_hash|hash|salt|resetPasswordToken|apiKey)"\s*:\s*"[^"]+"|DRAFT-SECRET/i

const ADMIN_CALLS: [string, string][] = [
  ['GET', '/api/admin/contacts'],
  ['GET', '/api/admin/contacts?format=csv'],
  ['GET', '/api/admin/newsletters'],
  ['GET', '/api/class-bookings'],
  ['GET', '/api/admin/blog'],
  ['POST', '/api/admin/blog'],
  ['PUT', '/api/admin/blog/1'],
  ['DELETE', '/api/admin/blog/1'],
  ['PATCH', '/api/admin/class-bookings/1'],
  ['GET', '/api/admin/contacts/1'],
  ['GET', '/api/admin/contact-stages'],
  ['PATCH', '/api/admin/contacts/1'],
  ['POST', '/api/admin/contacts/1/reply'],
  ['GET', '/api/admin/reply-templates'],
  ['GET', '/api/test-email'],
  ['GET', '/api/admin/verify-token'],
  ['GET', '/api/metrics'],
  ['GET', '/api/alerts'],
  ['GET', '/api/security'],
]

export async function runAccess(site: Site): Promise<Section> {
  const section = new Section('access')
  const base = site.baseUrl
  const { anon, nextIp } = anonymousVisitors(base, 700_000)
  const stamp = Date.now().toString(36)

  // Material: an inquiry with personal data, a draft post with its own uploaded cover image, an
  // unpublished review.
  await anon('/api/contact', {
    json: {
      name: 'Access Person',
      email: `person-${stamp}@access.test`,
      serviceType: 'family',
      message: 'Private message about my family.',
    },
  })
  const cms = await cmsSignIn(site)
  const cmsAuth = { authorization: `JWT ${cms.token}` }
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#884422' } })
    .png()
    .toBuffer()
  const filename = `draft-cover-${stamp}.png`
  const boundary = `----rel${stamp}`
  const multipart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${JSON.stringify({ altEn: 'DRAFT-SECRET cover', altFr: 'DRAFT-SECRET couverture' })}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const upload = await request(base, '/api/media', {
    method: 'POST',
    body: multipart,
    headers: { ...cmsAuth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
  const media = json<{ doc?: { id: number; filename: string; url: string } }>(upload)?.doc
  section.check(
    Boolean(media?.id),
    'the CMS editor uploads a cover image',
    `${upload.status} ${upload.body.slice(0, 200)}`,
  )
  const draft = await request(base, '/api/posts?draft=true', {
    method: 'POST',
    json: {
      title: `DRAFT-SECRET post ${stamp}`,
      slug: `draft-secret-${stamp}`,
      excerpt: 'DRAFT-SECRET excerpt',
      coverImage: media?.id,
      _status: 'draft',
    },
    headers: cmsAuth,
  })
  const draftId = json<{ doc?: { id: number } }>(draft)?.doc?.id
  section.check(
    Boolean(draftId),
    'the CMS editor saves a draft post with that cover',
    `${draft.status} ${draft.body.slice(0, 300)}`,
  )
  const review = await request(base, '/api/reviews', {
    method: 'POST',
    json: { name: 'DRAFT-SECRET reviewer', rating: 5, content: 'DRAFT-SECRET review', isPublished: false },
    headers: cmsAuth,
  })
  section.check(
    review.status === 201,
    'the CMS editor saves an unpublished review',
    `${review.status} ${review.body.slice(0, 200)}`,
  )

  // A class not yet announced (isPublished off): hidden from anonymous REST and GraphQL.
  const hiddenClass = await request(base, '/api/classes?locale=en', {
    method: 'POST',
    json: {
      classId: `draft-secret-${stamp}`,
      title: 'DRAFT-SECRET class',
      level: 'All levels',
      duration: '2 hours',
      price: 10,
      formatOptions: ['in-person'],
      isPublished: false,
    },
    headers: cmsAuth,
  })
  section.check(
    hiddenClass.status === 201,
    'the CMS editor saves an unpublished class',
    `${hiddenClass.status} ${hiddenClass.body.slice(0, 200)}`,
  )

  // 1. Anonymous REST: every collection's list and item routes, drafts and versions included.
  const ids: Record<string, number | undefined> = {}
  for (const [slug, table] of Object.entries(TABLES)) {
    const rows = await site.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id DESC LIMIT 1`).catch(() => [])
    ids[slug] = rows[0]?.id
  }
  ids.posts = draftId ?? ids.posts
  ids.media = media?.id ?? ids.media
  const rest: { what: string; res: HttpResult; record: boolean }[] = []
  for (const slug of [...RECORD_COLLECTIONS, ...CONTENT_COLLECTIONS]) {
    const record = RECORD_COLLECTIONS.includes(slug)
    for (const path of [
      `/api/${slug}?limit=100&depth=2`,
      `/api/${slug}?draft=true&limit=100`,
      `/api/${slug}?where[id][exists]=true&limit=100`,
      `/api/${slug}/count`,
      ...(ids[slug] ? [`/api/${slug}/${ids[slug]}?depth=2`, `/api/${slug}/${ids[slug]}?draft=true`] : []),
    ]) {
      rest.push({ what: `GET ${path}`, res: await anon(path), record })
    }
  }
  rest.push({ what: 'GET /api/posts/versions', res: await anon('/api/posts/versions?limit=100'), record: true })
  rest.push({
    what: 'GET /api/posts?where[_status][equals]=draft',
    res: await anon('/api/posts?where[_status][equals]=draft&draft=true'),
    record: true,
  })
  for (const global of ['admin-credentials', 'site-settings', 'home-page', 'about-page', 'contact-page']) {
    rest.push({
      what: `GET /api/globals/${global}`,
      res: await anon(`/api/globals/${global}?depth=2`),
      record: global === 'admin-credentials',
    })
  }
  const docsOf = (res: HttpResult) => {
    const data = json<{ docs?: unknown[]; totalDocs?: number; id?: unknown }>(res)
    return data?.docs?.length ?? (data && data.id !== undefined ? 1 : 0)
  }
  section.checkAll(
    rest,
    (r) => r.res.status < 500,
    'anonymous REST: no 5xx',
    (r) => `${r.what} ${r.res.status}`,
  )
  section.checkAll(
    rest,
    (r) => !SECRET_TEXT.test(r.res.body),
    'anonymous REST: no personal data, draft or secret in any answer',
    (r) =>
      `${r.what} ${r.res.status}: …${r.res.body.slice(Math.max(0, (SECRET_TEXT.exec(r.res.body)?.index ?? 0) - 60), (SECRET_TEXT.exec(r.res.body)?.index ?? 0) + 60)}…`,
  )
  section.checkAll(
    rest.filter((r) => r.record),
    (r) => r.res.status >= 400 || docsOf(r.res) === 0,
    'anonymous REST: records, versions and credentials refused or empty',
    (r) => `${r.what} ${r.res.status} ${r.res.body.slice(0, 160)}`,
  )
  const count = await anon('/api/bookings/count')
  section.check(
    !/"totalDocs"\s*:\s*[1-9]/.test(count.body),
    'anonymous REST: the number of bookings is not disclosed',
    count.body.slice(0, 100),
  )

  // 2. GraphQL: introspection off in production, queries reveal nothing.
  const gql = async (query: string) => anon('/api/graphql', { json: { query } })
  const introspection = await gql('{ __schema { types { name } } }')
  section.check(
    !/"__schema"\s*:\s*\{/.test(introspection.body) && introspection.status < 500,
    'GraphQL introspection is off in production',
    `${introspection.status} ${introspection.body.slice(0, 200)}`,
  )
  const typeProbe = await gql('{ __type(name: "Booking") { fields { name } } }')
  section.check(
    !/"fields"\s*:\s*\[/.test(typeProbe.body),
    'GraphQL __type introspection is off too',
    typeProbe.body.slice(0, 200),
  )
  const queries = [
    '{ Bookings(limit: 100) { docs { id name email phone } } }',
    '{ Inquiries(limit: 100) { docs { id name email message } } }',
    '{ Subscribers(limit: 100) { docs { email } } }',
    '{ PoolEntries(limit: 100) { docs { email userId } } }',
    '{ Users { docs { id username } } }',
    '{ AdminSessions { docs { id ip } } }',
    '{ Outboxes { docs { to subject text } } }',
    '{ Outbox { docs { to subject text } } }',
    '{ SecurityEvents { docs { ip } } }',
    '{ AdminCredential { passwordHash lastTotpStep } }',
    '{ Posts(draft: true, where: { _status: { equals: draft } }) { docs { id title excerpt } } }',
    '{ versionsPosts { docs { version { title excerpt } } } }',
    '{ Reviews(where: { isPublished: { equals: false } }) { docs { name content } } }',
    '{ Classes(limit: 100, where: { isPublished: { equals: false } }) { docs { title classId } } }',
    'mutation { createBooking(data: { name: "x", email: "x@example.com", classType: "portrait-mastery", format: online, experience: some_experience, totalCost: 1 }) { id email } }',
    'mutation { updateAdminCredential(data: { passwordHash: "x" }) { passwordHash } }',
  ]
  const gqlResults = []
  for (const q of queries) gqlResults.push({ q, res: await gql(q) })
  section.checkAll(
    gqlResults,
    (r) => r.res.status < 500 && !SECRET_TEXT.test(r.res.body),
    'GraphQL: no personal data, draft or secret for an anonymous visitor',
    (r) => `${r.q.slice(0, 50)} → ${r.res.status} ${r.res.body.slice(0, 200)}`,
  )
  const gqlRecords = gqlResults.filter((r) => !/Posts|Reviews|Classes/.test(r.q))
  section.checkAll(
    gqlRecords,
    (r) => !/"docs"\s*:\s*\[\s*\{/.test(r.res.body) && !/"id"\s*:\s*\d/.test(r.res.body),
    'GraphQL: record queries and mutations return nothing',
    (r) => `${r.q.slice(0, 50)} → ${r.res.body.slice(0, 200)}`,
  )
  // GraphQL's Access once answered 500 to an anonymous caller, and its validation suggested
  // the schema's names although introspection is off.
  const access = await gql('{ Access { canAccessAdmin } }')
  section.check(
    access.status < 500 &&
      /"canAccessAdmin"\s*:\s*false/.test(access.body) &&
      !/"statusCode"\s*:\s*500/.test(access.body),
    'GraphQL Access { canAccessAdmin } answers false to an anonymous caller',
    `${access.status} ${access.body.slice(0, 200)}`,
  )
  const misspelt = await gql('{ Postz { docs { id } } Posts(whre: {}) { docs { id } } }')
  section.check(
    /Cannot query field/.test(misspelt.body) && !/Did you mean/.test(misspelt.body),
    'GraphQL errors name no type or field of the schema ("Did you mean…")',
    misspelt.body.slice(0, 300),
  )
  const nul = [
    { what: 'GET /api/posts?where[slug][equals]=a%00b', res: await anon('/api/posts?where[slug][equals]=a%00b') },
    { what: 'GET /api/classes?where[title][like]=%00', res: await anon('/api/classes?where[title][like]=%00') },
    { what: 'GET /api/media/file/a%00.jpg', res: await anon('/api/media/file/a%00.jpg') },
    { what: 'GET /api/media/file/%c0%af', res: await anon('/api/media/file/%c0%af') },
    {
      what: 'GraphQL where with U+0000',
      res: await gql('{ Posts(where: { slug: { equals: "a\\u0000b" } }) { docs { id } } }'),
    },
  ]
  section.checkAll(
    nul,
    (r) => r.res.status === 400 || (r.res.status === 200 && /"statusCode"\s*:\s*400/.test(r.res.body)),
    'a U+0000 or an undecodable name in a filter or a file name is a 400, not a 500',
    (r) => `${r.what} → ${r.res.status} ${r.res.body.slice(0, 120)}`,
  )

  const hiddenClassId = json<{ doc?: { id: number } }>(hiddenClass)?.doc?.id
  if (hiddenClassId) await request(base, `/api/classes/${hiddenClassId}`, { method: 'DELETE', headers: cmsAuth })

  const playground = await anon('/api/graphql-playground')
  section.check(playground.status >= 400, 'the GraphQL playground is off in production', playground.status)

  // 3. The admin and monitoring calls without a session, with a CMS editor's token, and with the
  //    session of a CMS editor's cookie.
  const anonymous = []
  for (const [method, path] of ADMIN_CALLS) {
    anonymous.push({
      what: `${method} ${path}`,
      res: await anon(path, {
        method,
        ...(method === 'GET' || method === 'DELETE'
          ? {}
          : { json: { status: 'confirmed', title: 't', slug: 's', content: 'c' } }),
      }),
    })
    anonymous.push({
      what: `${method} ${path} (CMS editor JWT)`,
      res: await anon(path, { method, headers: { ...cmsAuth, cookie: cms.cookie } }),
    })
  }
  section.checkAll(
    anonymous,
    (r) => r.res.status === 401,
    'admin and monitoring calls: 401 without the administrator session',
    (r) => `${r.what} → ${r.res.status} ${r.res.body.slice(0, 100)}`,
  )
  section.checkAll(
    anonymous,
    (r) => !SECRET_TEXT.test(r.res.body),
    'admin and monitoring calls: nothing disclosed without a session',
    (r) => r.what,
  )
  const health = await anon('/api/health')
  section.check(
    health.status === 200 && !/DATABASE_URL|postgres:\/\/|password|secret/i.test(health.body),
    '/api/health is public and reveals no secret',
    health.body.slice(0, 300),
  )

  // 4. The CMS API and upload routes, anonymously.
  const cmsRoutes: { what: string; res: HttpResult; ok: (res: HttpResult) => boolean }[] = [
    {
      what: 'POST /api/media (upload)',
      res: await anon('/api/media', {
        method: 'POST',
        body: multipart,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      }),
      ok: (r) => r.status === 403 || r.status === 401,
    },
    {
      what: 'POST /api/users (create editor)',
      res: await anon('/api/users', { json: { username: 'intruder', password: 'intruder-passw0rd' } }),
      ok: (r) => r.status === 403 || r.status === 401,
    },
    {
      what: 'POST /api/users/first-register',
      res: await anon('/api/users/first-register', { json: { username: 'intruder2', password: 'intruder-passw0rd' } }),
      ok: (r) => r.status >= 400 && r.status < 500,
    },
    {
      what: 'GET /api/users/me',
      res: await anon('/api/users/me'),
      ok: (r) => r.status < 500 && /"user"\s*:\s*null/.test(r.body),
    },
    {
      what: 'POST /api/users/refresh-token',
      res: await anon('/api/users/refresh-token', { method: 'POST' }),
      ok: (r) => r.status >= 400 && r.status < 500,
    },
    {
      what: 'POST /api/posts (create)',
      res: await anon('/api/posts', { json: { title: 'x', slug: 'intruder' } }),
      ok: (r) => r.status === 403 || r.status === 401,
    },
    {
      what: `PATCH /api/posts/${draftId}`,
      res: await anon(`/api/posts/${draftId}`, { method: 'PATCH', json: { title: 'defaced' } }),
      ok: (r) => r.status >= 400 && r.status < 500,
    },
    {
      what: `DELETE /api/media/${media?.id}`,
      res: await anon(`/api/media/${media?.id}`, { method: 'DELETE' }),
      ok: (r) => r.status >= 400 && r.status < 500,
    },
    {
      what: 'POST /api/globals/site-settings',
      res: await anon('/api/globals/site-settings', { json: { studioName: 'defaced' } }),
      ok: (r) => r.status >= 400 && r.status < 500,
    },
    {
      what: 'POST /api/globals/admin-credentials',
      res: await anon('/api/globals/admin-credentials', { json: { passwordHash: 'x' } }),
      ok: (r) => r.status >= 400 && r.status < 500,
    },
    {
      what: 'GET /api/payload-preferences',
      res: await anon('/api/payload-preferences'),
      ok: (r) => r.status >= 400 || docsOf(r) === 0,
    },
    {
      what: 'GET /cms (admin panel)',
      res: await anon('/cms'),
      ok: (r) => (r.status >= 300 && r.status < 400) || (r.status === 200 && !SECRET_TEXT.test(r.body)),
    },
    {
      what: 'GET /cms/collections/inquiries',
      res: await anon('/cms/collections/inquiries'),
      ok: (r) => r.status < 500 && !SECRET_TEXT.test(r.body) && !/Access Person/.test(r.body),
    },
  ]
  section.checkAll(
    cmsRoutes,
    (r) => r.ok(r.res),
    'CMS API and upload routes refuse an anonymous visitor',
    (r) => `${r.what} → ${r.res.status} ${r.res.body.slice(0, 160)}`,
  )

  // 5. Media of the unpublished post: not listed, not served (by id, by file, through the optimizer).
  if (media) {
    const mediaChecks = [
      { what: `GET /api/media/${media.id}`, res: await anon(`/api/media/${media.id}`) },
      { what: `GET ${media.url}`, res: await anon(media.url) },
      { what: `GET /api/media/file/${media.filename}`, res: await anon(`/api/media/file/${media.filename}`) },
      {
        what: '/_next/image of it',
        res: await anon(`/_next/image?url=${encodeURIComponent(`/api/media/file/${media.filename}`)}&w=640&q=75`),
      },
    ]
    section.checkAll(
      mediaChecks,
      (r) => r.res.status >= 400 && r.res.status < 500 && !(header(r.res, 'content-type') ?? '').startsWith('image/'),
      'media of an unpublished post is not served to the public',
      (r) => `${r.what} → ${r.res.status} ${header(r.res, 'content-type')}`,
    )
    const list = await anon('/api/media?limit=200')
    section.check(!list.body.includes(media.filename), 'media of an unpublished post is not listed', list.status)
  }

  // 6. Tokens: forged, expired, logged out, from another instance.
  const admin = await sharedAdmin(site)
  const verifyWith = (token: string) => anon('/api/admin/verify-token', { headers: bearer(token) })
  const asCookie = (token: string) => anon('/api/admin/contacts', { headers: { cookie: `admin_session=${token}` } })
  section.check((await verifyWith(admin.token)).status === 200, 'a live administrator session is accepted (control)')
  const forged = crypto.randomBytes(32).toString('base64url')
  section.check(
    (await verifyWith(forged)).status === 401 && (await asCookie(forged)).status === 401,
    'a forged administrator token is refused (bearer and cookie)',
  )
  section.check(
    (await verifyWith(`${admin.token.slice(0, -2)}xx`)).status === 401,
    'a tampered administrator token is refused',
  )
  // Expired: a real session whose expiry has passed (set in the database rather than waiting 24 h).
  const second = await adminSignIn(site, '198.51.100.30')
  const hash = crypto.createHash('sha256').update(second.token, 'utf8').digest('hex')
  await site.query(`UPDATE admin_sessions SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [hash])
  section.check(
    (await verifyWith(second.token)).status === 401 && (await asCookie(second.token)).status === 401,
    'an expired administrator session is refused',
  )
  // Logged out.
  const third = await adminSignIn(site, '198.51.100.31')
  const logout = await anon('/api/admin/logout', { method: 'POST', headers: bearer(third.token) })
  section.check(logout.status === 200, 'logout answers 200', logout.status)
  section.check(
    (await verifyWith(third.token)).status === 401 && (await asCookie(third.token)).status === 401,
    'a logged-out administrator session is refused',
  )
  // CMS JWTs: signed with another instance's secret, expired, after logout.
  const payloadKey = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex').slice(0, 32)
  const claims = JSON.parse(Buffer.from(cms.token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
  const nowS = Math.floor(Date.now() / 1000)
  const other = signJwt({ ...claims, iat: nowS, exp: nowS + 3600 }, payloadKey('another-instance-secret'))
  const expired = signJwt({ ...claims, iat: nowS - 7200, exp: nowS - 3600 }, payloadKey(secrets.payloadSecret))
  const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${cms.token.split('.')[1]}.`
  const cmsAs = (token: string) => anon('/api/inquiries?limit=5', { headers: { authorization: `JWT ${token}` } })
  section.check((await cmsAs(cms.token)).status === 200, 'a live CMS session reads records (control)')
  for (const [name, token] of [
    ['another instance', other],
    ['expired', expired],
    ['alg none', unsigned],
  ] as const) {
    const res = await cmsAs(token)
    section.check(
      res.status >= 400 || docsOf(res) === 0,
      `a CMS token (${name}) is refused`,
      `${res.status} ${res.body.slice(0, 120)}`,
    )
  }
  const cms2 = await cmsSignIn(site, '198.51.100.32')
  const cmsLogout = await anon('/api/users/logout', { method: 'POST', headers: { authorization: `JWT ${cms2.token}` } })
  const afterLogout = await cmsAs(cms2.token)
  section.check(
    cmsLogout.status === 200 && (afterLogout.status >= 400 || docsOf(afterLogout) === 0),
    'a logged-out CMS token is refused',
    `${cmsLogout.status} / ${afterLogout.status} ${afterLogout.body.slice(0, 120)}`,
  )

  // 7. Cookie-authenticated mutations from another origin.
  const evil = { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }
  const bookingId = ids.bookings
  const cross = [
    {
      what: 'PATCH booking status (admin cookie, evil Origin)',
      res: await anon(`/api/admin/class-bookings/${bookingId}`, {
        method: 'PATCH',
        json: { status: 'cancelled' },
        headers: { cookie: admin.cookie, ...evil },
      }),
    },
    {
      what: 'POST blog post (admin cookie, evil Origin)',
      res: await anon('/api/admin/blog', {
        json: { title: 'Cross', slug: `cross-${stamp}`, content: 'x', isPublished: true },
        headers: { cookie: admin.cookie, ...evil },
      }),
    },
    {
      what: 'DELETE blog post (admin cookie, null Origin)',
      res: await anon(`/api/admin/blog/${draftId}`, {
        method: 'DELETE',
        headers: { cookie: admin.cookie, origin: 'null' },
      }),
    },
    {
      what: 'POST logout (admin cookie, evil Referer)',
      res: await anon('/api/admin/logout', {
        method: 'POST',
        headers: { cookie: admin.cookie, referer: 'http://evil.example/page' },
      }),
    },
    {
      what: 'POST admin login (evil Origin)',
      res: await anon('/api/admin/login', { json: { password: secrets.adminPassword }, headers: evil }),
    },
    {
      what: 'POST /api/posts (CMS cookie, evil Origin)',
      res: await anon('/api/posts', {
        json: { title: 'Cross CMS', slug: `cross-cms-${stamp}`, _status: 'published' },
        headers: { cookie: cms.cookie, ...evil },
      }),
    },
    {
      what: `PATCH /api/reviews (CMS cookie, evil Origin)`,
      res: await anon(`/api/globals/site-settings`, {
        json: { studioName: 'Cross' },
        headers: { cookie: cms.cookie, ...evil },
      }),
    },
  ]
  section.checkAll(
    cross,
    (r) => r.res.status === 403 || r.res.status === 401,
    'cross-origin cookie-authenticated mutations are refused',
    (r) => `${r.what} → ${r.res.status} ${r.res.body.slice(0, 120)}`,
  )
  const [{ status: bookingStatus }] = bookingId
    ? await site.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [bookingId])
    : [{ status: 'n/a' }]
  section.check(bookingStatus !== 'cancelled', 'and changed nothing', bookingStatus)
  section.check((await verifyWith(admin.token)).status === 200, 'the session survived the cross-site logout attempt')
  const same = await anon(`/api/admin/class-bookings/${bookingId}`, {
    method: 'PATCH',
    json: { status: 'confirmed' },
    headers: { cookie: admin.cookie, origin: base },
  })
  section.check(
    same.status === 200,
    'the same mutation from the site itself is accepted (control)',
    `${same.status} ${same.body.slice(0, 100)}`,
  )

  // 8. Brute force.
  const bfIp = nextIp()
  const attempts: number[] = []
  let last: HttpResult | undefined
  for (let i = 0; i < 7; i++) {
    last = await request(base, '/api/admin/login', {
      json: { password: `wrong-${i}` },
      headers: { 'x-forwarded-for': bfIp },
    })
    attempts.push(last.status)
  }
  section.check(
    attempts.slice(0, 5).every((s) => s === 401) && attempts.slice(5).every((s) => s === 429),
    '5 wrong passwords per address, then 429',
    attempts,
  )
  section.check(Number(header(last!, 'retry-after')) > 0, 'the 429 carries Retry-After', header(last!, 'retry-after'))
  const right = await request(base, '/api/admin/login', {
    json: { password: secrets.adminPassword },
    headers: { 'x-forwarded-for': bfIp },
  })
  section.check(right.status === 429, 'even the right password is refused from a blocked address', right.status)
  // Codes: 5 wrong codes discard the 2FA step (each from its own address, so the per-address limit is not what stops them).
  const pendingLogin = await anon('/api/admin/login', { json: { password: secrets.adminPassword } })
  const sessionToken = json<{ sessionToken?: string }>(pendingLogin)?.sessionToken ?? ''
  const codeAnswers: string[] = []
  const good = totp()
  const wrong = String((Number(good) + 500_000) % 1_000_000).padStart(6, '0')
  for (let i = 0; i < 5; i++)
    codeAnswers.push(
      json<{ error?: string }>(await anon('/api/admin/verify-2fa', { json: { sessionToken, code: wrong } }))?.error ??
        '',
    )
  const afterCodes = await anon('/api/admin/verify-2fa', { json: { sessionToken, code: totp() } })
  section.check(
    codeAnswers[4] === 'TOO_MANY_CODES' && afterCodes.status === 401,
    '5 wrong codes discard the 2FA step (the right code no longer opens it)',
    { codeAnswers, after: afterCodes.body.slice(0, 120) },
  )
  // A code is accepted once: the shared session's sign-ins used the codes of their steps.
  const replayLogin = await anon('/api/admin/login', { json: { password: secrets.adminPassword } })
  const replayToken = json<{ sessionToken?: string }>(replayLogin)?.sessionToken ?? ''
  const usedCode = totp(Date.now() - 30_000 * 0)
  const first = await anon('/api/admin/verify-2fa', { json: { sessionToken: replayToken, code: usedCode } })
  let replayed: HttpResult | undefined
  if (first.status === 200) {
    const again = await anon('/api/admin/login', { json: { password: secrets.adminPassword } })
    replayed = await anon('/api/admin/verify-2fa', {
      json: { sessionToken: json<{ sessionToken?: string }>(again)?.sessionToken ?? '', code: usedCode },
    })
  } else replayed = first
  section.check(
    json<{ error?: string }>(replayed)?.error === 'CODE_ALREADY_USED',
    'a TOTP code opens one session only',
    replayed?.body.slice(0, 120),
  )

  return section
}

/**
 * Timing, a module of its own that runs on a quiet site (tests/reliability/run.ts): a wrong
 * password answers in the time of an unknown 2FA session, a wrong CMS password in the time of an
 * unknown user (15 samples each: no account lock stops them any more, each from its own address);
 * then the CMS sign-in cut-off of one address, and no lockout of the account for the others. After the crash test the outbox drains
 * its thousands of e-mails for minutes, and a failed CMS login's database writes then wait behind
 * it while an unknown user's lookup does not: a difference of load, not of code.
 */
export async function runTiming(site: Site): Promise<Section> {
  const section = new Section('timing')
  const base = site.baseUrl
  const { anon, nextIp } = anonymousVisitors(base, 750_000)
  const stamp = Date.now().toString(36)
  const cms = await cmsSignIn(site, '198.51.100.33')
  const cmsAuth = { authorization: `JWT ${cms.token}` }

  const timing = await compareTimings(
    () => anon('/api/admin/login', { json: { password: `wrong-${crypto.randomBytes(4).toString('hex')}` } }),
    () =>
      anon('/api/admin/verify-2fa', {
        json: { sessionToken: crypto.randomBytes(32).toString('base64url'), code: '123456' },
      }),
  )
  section.figure('timing admin', timing.summary)
  section.check(
    timing.equal,
    'admin: a wrong password and an unknown 2FA session answer in the same time (within noise)',
    timing.summary,
  )
  // A CMS user made for this (the cut-off below must not touch the suite's editor).
  const victim = { username: `timing-${stamp}`, password: 'timing-Passw0rd-long' }
  const created = await request(base, '/api/users', { json: victim, headers: cmsAuth })
  section.check(
    created.status === 201,
    'a second CMS user is created for the cut-off test',
    `${created.status} ${created.body.slice(0, 120)}`,
  )
  const cmsTiming = await compareTimings(
    () =>
      anon('/api/users/login', {
        json: { username: `nobody-${crypto.randomBytes(4).toString('hex')}`, password: 'wrong-password-1' },
      }),
    () =>
      anon('/api/users/login', {
        json: { username: victim.username, password: `wrong-${crypto.randomBytes(4).toString('hex')}` },
      }),
  )
  section.figure('timing CMS', cmsTiming.summary)
  section.check(
    cmsTiming.equal,
    'CMS: an unknown user and a wrong password answer in the same time (within noise)',
    cmsTiming.summary,
  )
  // The CMS sign-in cut-off: a guessing address is stopped after 5 failures, even
  // for the right password, while wrong passwords from other addresses do not lock the editor out.
  const guesser = nextIp()
  const lock: number[] = []
  for (let i = 0; i < 6; i++)
    lock.push(
      (
        await request(base, '/api/users/login', {
          json: { username: victim.username, password: `wrong-${i}` },
          headers: { 'x-forwarded-for': guesser },
        })
      ).status,
    )
  const locked = await request(base, '/api/users/login', { json: victim, headers: { 'x-forwarded-for': guesser } })
  section.check(
    lock.slice(0, 5).every((s) => s === 401) && lock[5] === 429 && locked.status === 429,
    'CMS: an address is cut off after 5 wrong passwords (the right one is then refused, 429)',
    { lock, after: `${locked.status} ${locked.body.slice(0, 120)}` },
  )
  const elsewhere = await anon('/api/users/login', { json: victim })
  section.check(
    elsewhere.status === 200,
    'CMS: the editor still signs in from another address (no lockout by strangers)',
    `${elsewhere.status} ${elsewhere.body.slice(0, 120)}`,
  )
  return section
}

/**
 * Requests from a new anonymous visitor each (`anon`: its own X-Forwarded-For, numbered from
 * `firstIp`), and the next unused address of that range (`nextIp`).
 */
function anonymousVisitors(base: string, firstIp: number) {
  let n = firstIp
  const nextIp = () => fakeIp(n++)
  const anon = (path: string, init: Parameters<typeof request>[2] = {}) =>
    request(base, path, { ...init, headers: { 'x-forwarded-for': nextIp(), ...init.headers } })
  return { anon, nextIp }
}

/**
 * Interleaved samples of two requests; "equal within noise" when the medians differ by less than
 * the larger interquartile range, with a floor of 5 ms for the scheduler's own jitter.
 * `limit` bounds samples of `b`.
 */
async function compareTimings(a: () => Promise<HttpResult>, b: () => Promise<HttpResult>, limit = 15) {
  const ta: number[] = []
  const tb: number[] = []
  await a()
  for (let i = 0; i < 15; i++) {
    ta.push((await a()).ms)
    if (i < limit) tb.push((await b()).ms)
  }
  const iqr = (v: number[]) => percentile(v, 75) - percentile(v, 25)
  const diff = Math.abs(median(ta) - median(tb))
  const noise = Math.max(iqr(ta), iqr(tb), 5)
  return {
    equal: diff <= noise,
    summary: `median ${median(ta).toFixed(1)} vs ${median(tb).toFixed(1)} ms (Δ ${diff.toFixed(1)}, noise ${noise.toFixed(1)})`,
  }
}

/** An HS256 JWT, as Payload signs its sessions (key: the first 32 hex characters of sha256(secret)). */
function signJwt(claims: Record<string, unknown>, key: string): string {
  const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  const signature = crypto.createHmac('sha256', key).update(`${head}.${body}`).digest('base64url')
  return `${head}.${body}.${signature}`
}
