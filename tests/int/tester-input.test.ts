/**
 * Requests an outside tester sent to the production build, through the real /api handlers on a
 * real PostgreSQL: a consultation flood to one mailbox and from one address, names with line
 * breaks, dates and numbers the parsers read too kindly, Payload REST filters with values of the
 * wrong type, a JSON body nested thousands deep with an Idempotency-Key, and newsletter sign-ups
 * that differ only by a `+tag`. Each answered 201 (flood), 5xx or a wrong number before its fix.
 */
import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { addDays, ownerDate } from '@/lib/consultations/rules'
import { execute } from '@/lib/db/statements'
import { apiJson, testPayload } from './helpers/api'
import { ensureCatalogue, ensureStudioSettings, nextIp, uid, validInquiry } from './helpers/public'

let payload: Awaited<ReturnType<typeof testPayload>>
let editorToken: string
const TYPE = 'int-limits'

beforeAll(async () => {
  payload = await testPayload()
  await ensureCatalogue(payload)
  await ensureStudioSettings(payload)
  await payload.updateGlobal({
    slug: 'consultation-availability',
    data: {
      weekly: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((weekday) => ({
        weekday,
        from: '08:00',
        to: '20:00',
      })),
      overrides: [],
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeHours: 12,
      horizonDays: 120,
      maxPerDay: 0,
      slotStepMinutes: 30,
      classSessionsBlock: false,
      changeCutoffHours: 12,
      calendars: [],
    } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  await payload.create({
    collection: 'consultation-types',
    locale: 'en',
    overrideAccess: true,
    data: { typeId: TYPE, name: 'Limits call', durationMinutes: 30, modes: ['phone'] },
  })
  const username = `editor-${uid()}`
  await payload.create({
    collection: 'users',
    data: { username, password: 'correct horse battery staple', name: 'Editor' },
    overrideAccess: true,
  })
  editorToken = (await payload.login({
    collection: 'users',
    data: { username, password: 'correct horse battery staple' } as never,
  }))!.token!
}, 120_000)

/** Free times, far enough apart that each test books its own. */
let offered: string[] = []
async function nextStart(): Promise<string> {
  if (offered.length === 0) {
    const from = addDays(ownerDate(Date.now()), 3)
    const res = await apiJson(`/api/consultations/slots?type=${TYPE}&from=${from}&days=60`)
    expect(res.status).toBe(200)
    offered = (res.data.slots as { start: string }[]).map((s) => s.start)
  }
  return offered.shift()!
}

const book = async (email: string, { ip = nextIp(), locale = 'en', name = 'Camille Roy' } = {}) =>
  apiJson(`/api/consultations?locale=${locale}`, {
    method: 'POST',
    ip,
    headers: { 'idempotency-key': crypto.randomUUID() },
    json: { type: TYPE, start: await nextStart(), name, email, serviceType: 'family', notes: 'Call me, please.' },
  })

const visitorCopies = async (domain: string) =>
  Number(
    (
      await execute(
        payload,
        sql`SELECT count(*) AS n FROM outbox WHERE "to" LIKE ${`%@${domain}`} AND kind = 'consultation-confirmation'`,
      )
    )[0]!.n,
  )

describe('consultations: one visitor cannot flood a mailbox nor take every time', () => {
  it('seven bookings to one mailbox (+tags included) hold two times and send two e-mails', async () => {
    const domain = `flood-${uid()}.example`
    const answers = []
    for (let i = 1; i <= 7; i++) answers.push(await book(`Victim+${i}@${domain}`, { locale: i === 7 ? 'fr' : 'en' }))
    expect(answers.map((a) => a.status)).toEqual([201, 201, 409, 409, 409, 409, 409])
    expect(answers[2]!.data).toMatchObject({ error: 'TOO_MANY_CONSULTATIONS' })
    expect(answers[2]!.data.message).toMatch(/upcoming consultations/)
    expect(answers[6]!.data.message).toMatch(/consultations à venir/)
    expect(await visitorCopies(domain)).toBe(2)
  })

  it('a client address holds at most three future consultations, whatever the mailboxes', async () => {
    const ip = nextIp()
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await book(`someone-${uid()}@example.ca`, { ip })).status)
    expect(statuses).toEqual([201, 201, 201, 409])
    // A cancelled consultation no longer counts.
    await execute(
      payload,
      sql`UPDATE consultation_bookings SET status = 'cancelled' WHERE id = (
            SELECT id FROM consultation_bookings WHERE email LIKE 'someone-%' ORDER BY id DESC LIMIT 1)`,
    )
    expect((await book(`someone-${uid()}@example.ca`, { ip })).status).toBe(201)
  })

  it('a mailbox that had its five confirmations of the day gets 429 with Retry-After', async () => {
    const domain = `daily-${uid()}.example`
    for (let i = 0; i < 5; i++) {
      const res = await apiJson('/api/contact', {
        method: 'POST',
        ip: nextIp(),
        json: validInquiry({ email: `inbox+c${i}@${domain}` }),
      })
      expect(res.status).toBe(201)
    }
    const refused = await book(`INBOX+booking@${domain}`, { locale: 'fr' })
    expect(refused.status).toBe(429)
    expect(refused.data).toMatchObject({ error: 'MAILBOX_LIMIT' })
    expect(refused.data.message).toMatch(/courriel/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await visitorCopies(domain)).toBe(0)
  })

  it('a name with a line break is refused as the contact form refuses it', async () => {
    for (const name of ['Camille\r\nBcc: victim@example.ca', 'Camille\nRoy', 'Camille\u2028Roy']) {
      const res = await book(`line-${uid()}@example.ca`, { name })
      expect(res.status, JSON.stringify(name)).toBe(400)
      expect(res.data.fieldErrors?.name).toBeTruthy()
    }
  })
})

describe('dates and numbers are read strictly, and a 4xx names the mistake', () => {
  it('far-future and malformed dates are a 400 on the slots and booking calls', async () => {
    for (const from of ['9999-12-31', '0001-01-01', '2026-02-30', '+275760-09-13']) {
      const res = await apiJson(`/api/consultations/slots?type=${TYPE}&from=${encodeURIComponent(from)}`)
      expect(res.status, from).toBe(400)
      expect(res.data).toMatchObject({ error: 'VALIDATION_FAILED' })
    }
    for (const start of ['9999-12-31T14:00:00Z', '9999-12-31T23:59:59.999+00:00', '0001-01-01T00:00:00Z']) {
      const res = await apiJson('/api/consultations', {
        method: 'POST',
        ip: nextIp(),
        json: { type: TYPE, start, name: 'A B', email: `d-${uid()}@example.ca`, serviceType: 'family' },
      })
      expect(res.status, start).toBe(400)
      expect(res.data.fieldErrors?.start).toBeTruthy()
    }
    const fr = await apiJson(`/api/consultations/slots?type=${TYPE}&from=9999-12-31&locale=fr`)
    expect(fr.data.message).toMatch(/années/)
  })

  it('days takes decimal digits only', async () => {
    for (const days of ['0x10', '%2062', '1e1', '16.0', '+16', '', '0b1']) {
      const res = await apiJson(`/api/consultations/slots?type=${TYPE}&days=${days}`)
      expect(res.status, days).toBe(400)
    }
    expect((await apiJson(`/api/consultations/slots?type=${TYPE}&days=16`)).status).toBe(200)
  })
})

describe('Payload REST filters with values of the wrong type', () => {
  const wrong = [
    '/api/posts?where[id][in]=abc',
    '/api/posts?where[id][equals]=99999999999999999999',
    '/api/posts?where[createdAt][all]=a',
    '/api/posts?where[createdAt][greater_than]=9999999-01-01',
    '/api/posts?where[_status][equals]=bogus',
    '/api/classes?where[price][equals]=abc',
    '/api/classes?where[formatOptions][in]=bogus',
    '/api/posts?where[or][0][id][not_in]=1,x',
    '/api/posts?where[title][exists]=maybe',
  ]
  for (const [who, headers] of [
    ['anonymous', {}],
    ['an editor', () => ({ authorization: `JWT ${editorToken}` })],
  ] as const) {
    it(`are a 400 INVALID_FILTER for ${who}, in the caller's language`, async () => {
      const h = typeof headers === 'function' ? headers() : headers
      for (const path of wrong) {
        const res = await apiJson(path, { headers: h, ip: nextIp() })
        expect(res.status, path).toBe(400)
        expect(res.data, path).toMatchObject({ error: 'INVALID_FILTER' })
      }
      const fr = await apiJson('/api/posts?where[id][in]=abc', { headers: { ...h, 'accept-language': 'fr' } })
      expect(fr.data.message).toMatch(/filtre/)
      for (const path of [
        '/api/posts?where[id][in]=1,2',
        '/api/posts?where[id][equals]=2147483647',
        '/api/posts?where[createdAt][greater_than]=2020-01-01',
        '/api/posts?where[_status][equals]=published',
        '/api/classes?where[price][greater_than]=10.5',
        '/api/classes?where[formatOptions][in]=online,in-person',
        '/api/posts?where[title][exists]=true',
      ]) {
        const res = await apiJson(path, { headers: h, ip: nextIp() })
        expect(res.status, path).toBe(200)
      }
    })
  }
})

describe('a JSON body nested 4,000 deep with an Idempotency-Key', () => {
  it('is a 400, not a stack overflow in the key’s hash', async () => {
    const deep = '['.repeat(4000) + ']'.repeat(4000)
    for (const path of ['/api/consultations', '/api/contact', '/api/newsletter']) {
      const res = await apiJson(path, {
        method: 'POST',
        ip: nextIp(),
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: `{"name":${deep}}`,
      })
      expect(res.status, path).toBe(400)
      expect(res.data, path).toMatchObject({ error: 'JSON_TOO_DEEP' })
    }
  })
})

describe('newsletter sign-ups that differ by a +tag', () => {
  it('send one confirmation to the mailbox in ten minutes, not one per tag', async () => {
    const domain = `tags-${uid()}.example`
    for (let i = 1; i <= 6; i++) {
      const res = await apiJson('/api/newsletter', {
        method: 'POST',
        ip: nextIp(),
        json: { email: `reader+${i}@${domain}` },
      })
      expect(res.status).toBe(201)
    }
    const [row] = await execute(
      payload,
      sql`SELECT count(*) AS n FROM outbox WHERE "to" LIKE ${`%@${domain}`} AND kind = 'newsletter-confirm'`,
    )
    expect(Number(row!.n)).toBe(1)
  })
})
