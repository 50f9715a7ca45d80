import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { api, apiJson, testPayload } from './helpers/api'
import {
  createImage,
  ensureCatalogue,
  ensureStudioSettings,
  nextIp,
  uid,
  validBooking,
  validInquiry,
} from './helpers/public'

let payload: Awaited<ReturnType<typeof testPayload>>

beforeAll(async () => {
  payload = await testPayload()
  await ensureCatalogue(payload)
  await ensureStudioSettings(payload)
})

const post = (path: string, json: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  apiJson(path, { method: 'POST', json, ip: options.ip ?? nextIp(), headers: options.headers })

const countOf = async (
  collection: 'bookings' | 'inquiries' | 'subscribers' | 'pool-entries' | 'outbox',
  where: Record<string, unknown> = {},
) => (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs

describe('POST /api/class-bookings', () => {
  it('stores a pending booking at the catalogue price, whatever totalCost the client sent', async () => {
    const email = `price-${uid()}@example.ca`
    const res = await post(
      '/api/class-bookings',
      validBooking({ email, classType: 'wedding-specialist', totalCost: 1 }),
    )
    expect(res.status).toBe(201)
    expect(res.data).toMatchObject({ email, classType: 'wedding-specialist', totalCost: 599, status: 'pending' })
    expect(typeof res.data.id).toBe('number')
    expect(res.data.createdAt).toBeTruthy()
    const stored = await payload.findByID({ collection: 'bookings', id: res.data.id, overrideAccess: true })
    expect(stored.totalCost).toBe(599)
    expect(stored.locale).toBe('en')
    // Notification to the studio and confirmation to the visitor, queued with the booking.
    const mails = await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true })
    expect(mails.docs.map((m) => m.kind)).toEqual(['booking-confirmation'])
    expect(await countOf('outbox', { replyTo: { equals: email }, kind: { equals: 'booking-studio' } })).toBe(1)
  })

  it('follows a price changed in the CMS', async () => {
    const cls = (await payload.find({ collection: 'classes', where: { classId: { equals: '60min-session' } } }))
      .docs[0]!
    await payload.update({
      collection: 'classes',
      id: cls.id,
      data: { price: 135 },
      context: { disableRevalidate: true },
    })
    try {
      const res = await post('/api/class-bookings', validBooking({ classType: '60min-session', totalCost: 120 }))
      expect(res.status).toBe(201)
      expect(res.data.totalCost).toBe(135)
    } finally {
      await payload.update({
        collection: 'classes',
        id: cls.id,
        data: { price: 120 },
        context: { disableRevalidate: true },
      })
    }
  })

  it('answers each validation message of the booking form, in English and French', async () => {
    const res = await post('/api/class-bookings', { name: '', email: 'nope', totalCost: -5 })
    expect(res.status).toBe(400)
    expect(res.data.error).toBe('VALIDATION_FAILED')
    expect(res.data.fieldErrors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address.',
      classType: 'Class type is required',
      format: 'Format is required',
      experience: 'Experience level is required',
      totalCost: 'Total cost must be non-negative',
    })
    expect(res.data.message).toBe('Name is required')

    const fr = await post(
      '/api/class-bookings?locale=fr',
      validBooking({ classType: 'underwater-basics', format: 'by-mail' }),
    )
    expect(fr.status).toBe(400)
    // A well-formed id that is not in the catalogue is named in the answer.
    expect(fr.data.fieldErrors).toEqual({
      classType: 'Le cours « underwater-basics » n’est pas offert à la réservation',
      format: 'Le format est requis',
    })
  })

  it('refuses values outside the sets and a format the class is not offered in', async () => {
    const res = await post(
      '/api/class-bookings',
      validBooking({ preferredTime: 'midnight', experience: 'guru', preferredDate: '2031-02-30' }),
    )
    expect(res.status).toBe(400)
    expect(Object.keys(res.data.fieldErrors).sort()).toEqual(['experience', 'preferredDate', 'preferredTime'])
    const online = await post(
      '/api/class-bookings',
      validBooking({ classType: 'business-photography', format: 'in-person' }),
    )
    expect(online.status).toBe(400)
    expect(online.data.fieldErrors).toEqual({ format: 'This class is not offered in that format' })
  })

  it('replays the first answer for a repeated Idempotency-Key and stores nothing new', async () => {
    const email = `idem-${uid()}@example.ca`
    const headers = { 'Idempotency-Key': crypto.randomUUID() }
    const first = await post('/api/class-bookings', validBooking({ email }), { headers })
    const second = await post('/api/class-bookings', validBooking({ email }), { headers })
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.data).toEqual(first.data)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(await countOf('bookings', { email: { equals: email } })).toBe(1)
    expect(await countOf('outbox', { to: { equals: email } })).toBe(1)

    const reused = await post('/api/class-bookings', validBooking({ email, name: 'Someone Else' }), { headers })
    expect(reused.status).toBe(422)
    expect(reused.data.error).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await countOf('bookings', { email: { equals: email } })).toBe(1)
  })

  it('stores one record when two requests with one key race', async () => {
    const email = `race-${uid()}@example.ca`
    const headers = { 'Idempotency-Key': `race-${uid()}` }
    const [a, b] = await Promise.all([
      post('/api/class-bookings', validBooking({ email }), { headers }),
      post('/api/class-bookings', validBooking({ email }), { headers }),
    ])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(a.data.id).toBe(b.data.id)
    expect(await countOf('bookings', { email: { equals: email } })).toBe(1)
  })

  it('queues a burst of more submissions than pooled connections instead of refusing them', async () => {
    const tag = uid()
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post('/api/class-bookings', validBooking({ email: `burst-${tag}-${i}@example.ca` })),
      ),
    )
    expect(results.map((r) => r.status).filter((s) => s !== 201)).toEqual([])
    expect(await countOf('bookings', { email: { like: `burst-${tag}-` } })).toBe(40)
  })

  it('refuses bodies over 64 KB (413), non-JSON (415) and broken JSON (400)', async () => {
    const big = await post('/api/class-bookings', validBooking({ notes: 'x'.repeat(70_000) }))
    expect(big.status).toBe(413)
    expect(big.data.error).toBe('PAYLOAD_TOO_LARGE')

    // A chunked body declares no length: the stream itself is counted.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(4096)))
        controller.close()
      },
    })
    const chunked = await handleEndpoints({
      config,
      request: new Request('http://localhost:3000/api/class-bookings', {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/json', 'x-client-ip': nextIp() },
        duplex: 'half',
      } as RequestInit),
    })
    expect(chunked.status).toBe(413)

    const form = await apiJson('/api/class-bookings', {
      method: 'POST',
      body: 'name=x&email=y',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ip: nextIp(),
    })
    expect(form.status).toBe(415)
    expect(form.data.error).toBe('UNSUPPORTED_MEDIA_TYPE')

    const broken = await apiJson('/api/class-bookings', {
      method: 'POST',
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
      ip: nextIp(),
    })
    expect(broken.status).toBe(400)
    expect(broken.data).toMatchObject({ error: 'INVALID_JSON' })
  })

  it('limits each IP to 10 submissions a minute with 429 and Retry-After, other IPs unaffected', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await post('/api/class-bookings', { name: '' }, { ip })).status)
    expect(statuses.every((s) => s === 400)).toBe(true)
    const limited = await post('/api/class-bookings', validBooking(), { ip })
    expect(limited.status).toBe(429)
    expect(limited.data.error).toBe('RATE_LIMITED')
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect((await post('/api/class-bookings', validBooking(), { ip: nextIp() })).status).toBe(201)
  })

  it('never lets the public read bookings through Payload REST or GraphQL', async () => {
    expect((await apiJson('/api/bookings')).status).toBe(403)
    const gql = await apiJson('/api/graphql', { method: 'POST', json: { query: '{ Bookings { docs { email } } }' } })
    expect(JSON.stringify(gql.data)).not.toContain('@example.ca')
  })
})

describe('POST /api/contact', () => {
  it('stores a wedding inquiry with its wedding fields, 201', async () => {
    const email = `wed-${uid()}@example.ca`
    const res = await post('/api/contact?locale=fr', validInquiry({ email }))
    expect(res.status).toBe(201)
    expect(res.data).toMatchObject({
      email,
      serviceType: 'wedding',
      venue: 'Château Frontenac',
      coverageNeeded: 'full-day',
    })
    const stored = await payload.findByID({ collection: 'inquiries', id: res.data.id, overrideAccess: true })
    expect(stored.locale).toBe('fr')
    expect(stored.movieGenre).toBe('Romantic comedy')
    const kinds = (
      await payload.find({
        collection: 'outbox',
        where: { or: [{ to: { equals: email } }, { replyTo: { equals: email } }] },
        overrideAccess: true,
      })
    ).docs
    expect(kinds.map((m) => [m.kind, m.locale]).sort()).toEqual([
      ['inquiry-confirmation', 'fr'],
      ['inquiry-studio', 'en'],
    ])
  })

  it('drops the wedding-only fields for other services', async () => {
    const res = await post('/api/contact', validInquiry({ serviceType: 'corporate' }))
    expect(res.status).toBe(201)
    const stored = await payload.findByID({ collection: 'inquiries', id: res.data.id, overrideAccess: true })
    expect(stored.serviceType).toBe('corporate')
    expect(stored.venue ?? null).toBeNull()
    expect(stored.coverageNeeded ?? null).toBeNull()
    expect(stored.movieGenre ?? null).toBeNull()
  })

  it('accepts a message without the optional fields', async () => {
    const res = await post('/api/contact', {
      name: 'Ana',
      email: 'ana@example.ca',
      serviceType: 'maternity',
      message: 'Hello, a maternity session in May?',
    })
    expect(res.status).toBe(201)
  })

  it('answers field messages for missing, invalid and past values', async () => {
    const res = await post('/api/contact', {
      name: ' ',
      email: 'x',
      serviceType: 'boudoir',
      message: 'short',
      eventDate: '2001-01-01',
      referralSource: 'tv',
      phone: 'call me',
    })
    expect(res.status).toBe(400)
    expect(res.data.fieldErrors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number',
      serviceType: 'Please choose a service',
      message: 'Message must be at least 10 characters',
      eventDate: 'The date cannot be in the past',
      referralSource: 'Please choose how you heard about us',
    })
    const fr = await post(
      '/api/contact',
      { name: 'A', email: 'a@b.ca', serviceType: 'other' },
      { headers: { 'Accept-Language': 'fr-CA,fr;q=0.9' } },
    )
    expect(fr.data.fieldErrors).toEqual({ message: 'Le message est requis' })
    const long = await post('/api/contact', validInquiry({ message: 'x'.repeat(5001) }))
    expect(long.data.fieldErrors).toEqual({ message: 'Message must be 5000 characters or fewer' })
  })
})

describe('POST /api/newsletter', () => {
  it('asks once per address to confirm, case-insensitively; subscribes nobody before the link; asks again after a withdrawal', async () => {
    const email = `news-${uid()}@example.ca`
    const first = await post('/api/newsletter', { email: email.toUpperCase() })
    expect(first.status).toBe(201)
    expect(first.data).toEqual({
      success: true,
      email,
      message: 'Check your inbox: click the link in the e-mail we sent you to confirm your subscription.',
    })
    const again = await post('/api/newsletter', { email: `  ${email}  ` })
    expect(again.status).toBe(201)
    expect(again.data).toEqual(first.data)
    expect(await countOf('subscribers', { email: { equals: email } })).toBe(1)
    // A pending sign-up: one request for consent (the second within 10 minutes sends nothing), no welcome.
    expect(await countOf('outbox', { to: { equals: email }, kind: { equals: 'newsletter-confirm' } })).toBe(1)
    expect(await countOf('outbox', { to: { equals: email }, kind: { equals: 'newsletter-welcome' } })).toBe(0)

    const sub = (
      await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })
    ).docs[0]!
    expect(sub.isActive).toBe(false)
    expect(sub.confirmedAt ?? null).toBeNull()
    // A confirmed subscription, later withdrawn.
    await payload.update({ collection: 'subscribers', id: sub.id, data: { isActive: true }, overrideAccess: true })
    const active = await post('/api/newsletter', { email })
    expect(active.data).toEqual(first.data) // an active address reads the same: no enumeration
    expect(await countOf('outbox', { to: { equals: email } })).toBe(1)
    await payload.update({ collection: 'subscribers', id: sub.id, data: { isActive: false }, overrideAccess: true })
    const withdrawn = await payload.findByID({ collection: 'subscribers', id: sub.id, overrideAccess: true })
    expect(withdrawn.unsubscribedAt).toBeTruthy()

    const back = await post('/api/newsletter?locale=fr', { email })
    expect(back.status).toBe(201)
    expect(back.data.message).toBe(
      'Vérifiez votre boîte de réception : cliquez sur le lien du courriel que nous vous avons envoyé pour confirmer votre abonnement.',
    )
    const after = await payload.findByID({ collection: 'subscribers', id: sub.id, overrideAccess: true })
    expect(after.isActive).toBe(false) // a new request for consent, pending until its link
    expect(after.confirmedAt ?? null).toBeNull()
    expect(after.unsubscribedAt ?? null).toBeNull()
    expect(after.locale).toBe('fr')
    expect(await countOf('subscribers', { email: { equals: email } })).toBe(1)
    expect(await countOf('outbox', { to: { equals: email }, kind: { equals: 'newsletter-confirm' } })).toBe(2)
    expect(await countOf('outbox', { to: { equals: email }, kind: { equals: 'newsletter-welcome' } })).toBe(0)
  })

  it('sends a pending address a new confirmation only when the last one is over 10 minutes old', async () => {
    const email = `resend-${uid()}@example.ca`
    await post('/api/newsletter', { email })
    await post('/api/newsletter', { email })
    const confirms = () => countOf('outbox', { to: { equals: email }, kind: { equals: 'newsletter-confirm' } })
    expect(await confirms()).toBe(1)
    const sub = (
      await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })
    ).docs[0]!
    const nineMinutes = new Date(Date.now() - 9 * 60_000).toISOString()
    await payload.update({
      collection: 'subscribers',
      id: sub.id,
      data: { subscribedAt: nineMinutes },
      overrideAccess: true,
    })
    await post('/api/newsletter', { email })
    expect(await confirms()).toBe(1)
    const elevenMinutes = new Date(Date.now() - 11 * 60_000).toISOString()
    await payload.update({
      collection: 'subscribers',
      id: sub.id,
      data: { subscribedAt: elevenMinutes },
      overrideAccess: true,
    })
    const res = await post('/api/newsletter', { email })
    expect(res.status).toBe(201)
    expect(await confirms()).toBe(2)
    const renewed = await payload.findByID({ collection: 'subscribers', id: sub.id, overrideAccess: true })
    expect(new Date(renewed.subscribedAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(renewed.isActive).toBe(false)
  })

  it('subscribes one record when the same address arrives twice at once', async () => {
    const email = `twice-${uid()}@example.ca`
    const results = await Promise.all([post('/api/newsletter', { email }), post('/api/newsletter', { email })])
    expect(results.map((r) => r.status)).toEqual([201, 201])
    expect(await countOf('subscribers', { email: { equals: email } })).toBe(1)
  })

  it('refuses an invalid address with the form’s own message', async () => {
    const res = await post('/api/newsletter', { email: 'not-an-email' })
    expect(res.status).toBe(400)
    expect(res.data.message).toBe('Please enter a valid email address.')
  })

  it('unsubscribes through the signed link: GET only asks, POST (button or one-click) unsubscribes', async () => {
    const email = `unsub-${uid()}@example.ca`
    await post('/api/newsletter', { email })
    // Confirmed through the link of the confirmation e-mail, which queues the welcome.
    const request = (
      await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true })
    ).docs[0]!
    const confirmPath = /https?:\/\/[^/\s]+(\/api\/newsletter\/confirm\?token=\S+)/.exec(request.text)![1]!
    expect((await api(confirmPath, { method: 'POST', body: '' })).status).toBe(200)
    const welcome = (
      await payload.find({
        collection: 'outbox',
        where: { to: { equals: email }, kind: { equals: 'newsletter-welcome' } },
        overrideAccess: true,
      })
    ).docs[0]!
    const headers = welcome.headers as Record<string, string>
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const link = /<(.+)>/.exec(headers['List-Unsubscribe']!)![1]!
    expect(welcome.text).toContain(link)
    const path = link.replace(/^https?:\/\/[^/]+/, '')
    expect(path).toMatch(/^\/api\/newsletter\/unsubscribe\?token=/)

    const page = await api(path)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<form method="post"')
    expect(html).toContain(email)
    const sub = async () =>
      (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true }))
        .docs[0]!
    expect((await sub()).isActive).toBe(true) // a link scanner's GET changes nothing

    const done = await api(path, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('unsubscribed')
    const after = await sub()
    expect(after.isActive).toBe(false)
    expect(after.unsubscribedAt).toBeTruthy()

    const forged = path.replace(/token=[^&]+/, `token=${Buffer.from('victim@example.ca').toString('base64url')}.AAAA`)
    expect((await api(forged)).status).toBe(400)
    expect((await api(forged, { method: 'POST', body: '' })).status).toBe(400)
  })
})

describe('GET /api/testimonials', () => {
  it('lists published reviews only, newest first, with the image URL', async () => {
    const image = await createImage(payload, 'Portrait')
    const older = await payload.create({
      collection: 'reviews',
      data: { name: 'Older', service: 'Wedding', rating: 5, content: 'Lovely', isPublished: true },
      context: { disableRevalidate: true },
    })
    await new Promise((r) => setTimeout(r, 20))
    const newer = await payload.create({
      collection: 'reviews',
      data: { name: 'Newer', service: 'Family', rating: 4, content: 'Great', isPublished: true, image: image.id },
      context: { disableRevalidate: true },
    })
    await payload.create({
      collection: 'reviews',
      data: { name: 'Hidden', rating: 3, content: 'Draft', isPublished: false },
      context: { disableRevalidate: true },
    })
    const res = await apiJson('/api/testimonials')
    expect(res.status).toBe(200)
    const names = res.data.map((r: { name: string }) => r.name)
    expect(names).not.toContain('Hidden')
    expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'))
    const first = res.data.find((r: { id: number }) => r.id === newer.id)
    expect(Object.keys(first).sort()).toEqual(['content', 'id', 'image', 'name', 'rating', 'service'])
    expect(first.image).toMatch(/\/api\/media\/file\/test-.*\.png$/)
    expect(res.data.find((r: { id: number }) => r.id === older.id).image).toBeNull()
  })
})

describe('GET /api/blog', () => {
  it('lists published posts only, newest first, in the language asked for', async () => {
    const content = {
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
            children: [{ type: 'text', version: 1, text: 'Body', format: 0, mode: 'normal', style: '', detail: 0 }],
          },
        ],
      },
    }
    const slug = `post-${uid()}`
    const published = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: {
        title: 'Golden hour',
        slug,
        excerpt: 'Light',
        content: content as never,
        _status: 'published',
        publishedAt: '2030-01-02T10:00:00.000Z',
        coverImageUrl: 'https://images.example/cover.jpg',
      },
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'posts',
      id: published.id,
      locale: 'fr',
      data: { title: 'L’heure dorée', content: content as never, _status: 'published' },
      context: { disableRevalidate: true },
    })
    await payload.create({
      collection: 'posts',
      locale: 'en',
      data: { title: 'Secret draft', slug: `draft-${uid()}`, content: content as never, _status: 'draft' },
      context: { disableRevalidate: true },
    })
    await payload.create({
      collection: 'posts',
      locale: 'en',
      data: {
        title: 'Older post',
        slug: `old-${uid()}`,
        content: content as never,
        _status: 'published',
        publishedAt: '2029-01-01T10:00:00.000Z',
      },
      context: { disableRevalidate: true },
    })

    const en = await apiJson('/api/blog')
    expect(en.status).toBe(200)
    const titles = en.data.map((p: { title: string }) => p.title)
    expect(titles).not.toContain('Secret draft')
    expect(titles.indexOf('Golden hour')).toBeLessThan(titles.indexOf('Older post'))
    const post = en.data.find((p: { id: number }) => p.id === published.id)
    expect(post).toEqual({
      id: published.id,
      title: 'Golden hour',
      slug,
      excerpt: 'Light',
      coverImage: 'https://images.example/cover.jpg',
      publishedAt: '2030-01-02T10:00:00.000Z',
      isPublished: true,
    })
    const fr = await apiJson('/api/blog?locale=fr')
    const frPost = fr.data.find((p: { id: number }) => p.id === published.id)
    expect(frPost.title).toBe('L’heure dorée')
    expect(frPost.excerpt).toBe('Light') // untranslated: falls back to English
  })
})

describe('POST /api/pool-registration', () => {
  const entry = (overrides: Record<string, unknown> = {}) => ({
    name: '  Jean Tremblay ',
    userId: `JeanT-${uid()}`,
    email: 'jean@example.ca',
    supportingTeam: 'CF Montréal',
    selectedGame: 'qf-1',
    ...overrides,
  })

  it('registers once per userId, case-insensitively, answering 409 in French the second time', async () => {
    const data = entry()
    const res = await post('/api/pool-registration', data)
    expect(res.status).toBe(201)
    expect(res.data).toMatchObject({
      name: 'Jean Tremblay',
      userId: data.userId.toLowerCase(),
      supportingTeam: 'CF Montréal',
    })
    expect(res.data.registeredAt).toBeTruthy()
    const dup = await post('/api/pool-registration', entry({ userId: ` ${data.userId.toUpperCase()} `, name: 'Autre' }))
    expect(dup.status).toBe(409)
    expect(dup.data).toEqual({ error: 'ALREADY_REGISTERED', message: 'Cet identifiant est déjà inscrit au pool.' })
    expect(await countOf('pool-entries', { userId: { equals: data.userId.toLowerCase() } })).toBe(1)
  })

  it('answers 409 to one of two simultaneous registrations of one userId', async () => {
    const data = entry()
    const results = await Promise.all([
      post('/api/pool-registration', data),
      post('/api/pool-registration', { ...data, name: 'Twin' }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
  })

  it("answers 'Veuillez remplir tous les champs' when a field is missing or blank", async () => {
    for (const field of ['name', 'userId', 'email', 'supportingTeam', 'selectedGame']) {
      const res = await post('/api/pool-registration', entry({ [field]: '   ' }))
      expect(res.status, field).toBe(400)
      expect(res.data.message, field).toBe('Veuillez remplir tous les champs')
    }
    const missing = await post('/api/pool-registration', {})
    expect(missing.status).toBe(400)
    expect(missing.data.message).toBe('Veuillez remplir tous les champs')
  })
})
