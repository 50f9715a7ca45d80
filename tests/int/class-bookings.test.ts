import { beforeAll, describe, expect, it } from 'vitest'

import { api, apiJson, testPayload } from './helpers/api'
import { ensureCatalogue, ensureStudioSettings, nextIp, uid, validBooking } from './helpers/public'

let payload: Awaited<ReturnType<typeof testPayload>>
let editorToken: string

beforeAll(async () => {
  payload = await testPayload()
  await ensureCatalogue(payload)
  await ensureStudioSettings(payload)
  const username = `editor-${uid()}`
  await payload.create({
    collection: 'users',
    data: { username, password: 'correct horse battery staple', name: 'Editor' },
    overrideAccess: true,
  })
  const login = await payload.login({
    collection: 'users',
    data: { username, password: 'correct horse battery staple' } as never,
  })
  editorToken = login.token!
}, 120_000)

const post = (path: string, json: unknown, headers?: Record<string, string>) =>
  apiJson(path, { method: 'POST', json, ip: nextIp(), headers })

/** The CMS's REST API as an editor uses it (what /cms itself calls). */
const cms = (path: string, method: string, json?: unknown) =>
  apiJson(path, { method, json, headers: { authorization: `JWT ${editorToken}` } })

describe('the CMS catalogue is the only list of bookable classes', () => {
  it('a class added through the CMS API is bookable at once, at its own price and formats', async () => {
    const classId = `night-sky-${uid()}`
    const created = await cms('/api/classes?locale=en', 'POST', {
      classId,
      title: 'Night Sky Photography',
      level: 'All levels',
      duration: '3 hours',
      price: 175,
      formatOptions: ['in-person'],
    })
    expect(created.status).toBe(201)

    const email = `sky-${uid()}@example.ca`
    const res = await post('/api/class-bookings', validBooking({ email, classType: classId, totalCost: 0 }))
    expect(res.status).toBe(201)
    expect(res.data).toMatchObject({ classType: classId, totalCost: 175, status: 'pending', email })

    const online = await post('/api/class-bookings?locale=fr', validBooking({ classType: classId, format: 'online' }))
    expect(online.status).toBe(400)
    expect(online.data.fieldErrors).toEqual({ format: "Ce cours n'est pas offert dans ce format" })
  })

  it('a hidden or deleted class is refused with a 400 naming it; its old bookings stay readable', async () => {
    const classId = `drone-${uid()}`
    const created = await cms('/api/classes?locale=en', 'POST', {
      classId,
      title: 'Drone Basics',
      level: 'Beginner',
      duration: '2 hours',
      price: 90,
      formatOptions: ['online', 'in-person'],
    })
    const id = created.data.doc.id
    const booked = await post('/api/class-bookings', validBooking({ classType: classId }))
    expect(booked.status).toBe(201)

    expect((await cms(`/api/classes/${id}`, 'PATCH', { isPublished: false })).status).toBe(200)
    const hidden = await post('/api/class-bookings', validBooking({ classType: classId }))
    expect(hidden.status).toBe(400)
    expect(hidden.data).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: `The class “${classId}” is not available for booking`,
      fieldErrors: { classType: `The class “${classId}” is not available for booking` },
    })

    expect((await cms(`/api/classes/${id}`, 'DELETE')).status).toBe(200)
    const gone = await post('/api/class-bookings?locale=fr', validBooking({ classType: classId }))
    expect(gone.status).toBe(400)
    expect(gone.data.fieldErrors.classType).toBe(`Le cours « ${classId} » n’est pas offert à la réservation`)

    // The booking made before is still there, with its class id, in the CMS and the dashboard's source.
    const old = await cms(`/api/bookings/${booked.data.id}`, 'GET')
    expect(old.status).toBe(200)
    expect(old.data).toMatchObject({ classType: classId, totalCost: 90 })
  })

  it('a refused booking stores nothing', async () => {
    const email = `refused-${uid()}@example.ca`
    const res = await post('/api/class-bookings', validBooking({ email, classType: 'no-such-class' }))
    expect(res.status).toBe(400)
    const count = await payload.count({ collection: 'bookings', where: { email: { equals: email } } })
    expect(count.totalDocs).toBe(0)
    expect((await api('/api/class-bookings', { method: 'POST', json: {}, ip: nextIp() })).status).toBe(400)
  })
})

/** A class of its own per test, so that seat counts of one test never touch another. */
async function classWithSession(session: { capacity?: number; startsAt?: Date; format?: 'online' | 'in-person' } = {}) {
  const classId = `session-class-${uid()}`
  const cls = await payload.create({
    collection: 'classes',
    locale: 'en',
    data: {
      classId,
      title: 'Studio Lighting',
      level: 'All levels',
      duration: '2 hours',
      price: 150,
      formatOptions: ['online', 'in-person'],
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const created = await payload.create({
    collection: 'class-sessions',
    data: {
      class: cls.id,
      startsAt: (session.startsAt ?? new Date(Date.now() + 7 * 24 * 3600_000)).toISOString(),
      startsAt_tz: 'America/Toronto',
      durationMinutes: 120,
      format: session.format ?? 'in-person',
      location: '123 rue Saint-Paul, Montréal',
      capacity: session.capacity ?? 8,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return { classId, classDoc: cls, sessionId: created.id }
}

const statusesOf = async (sessionId: number) =>
  (
    await payload.find({
      collection: 'bookings',
      where: { session: { equals: sessionId } },
      limit: 1000,
      overrideAccess: true,
    })
  ).docs.map((d) => d.status)

describe('dated sessions, capacity and waitlist', () => {
  it('books a session at its own format and date; GET /api/class-bookings/sessions shows the seats left', async () => {
    const { classId, sessionId } = await classWithSession({ capacity: 3, format: 'online' })
    const res = await post(
      '/api/class-bookings',
      validBooking({ classType: classId, session: sessionId, format: 'in-person', preferredDate: '' }),
    )
    expect(res.status).toBe(201)
    expect(res.data).toMatchObject({ status: 'pending', format: 'online', totalCost: 150 })
    const list = await apiJson('/api/class-bookings/sessions?locale=fr')
    expect(list.status).toBe(200)
    const mine = list.data.sessions.find((s: { id: number }) => s.id === sessionId)
    // The video link of an online session is not public.
    expect(mine).toMatchObject({ classId, capacity: 3, seatsLeft: 2, format: 'online', place: null })
  })

  it('GET /api/class-bookings/sessions writes each start in Montréal time, in the caller’s language, across both clock changes', async () => {
    // 2031's clock changes in Montréal: March 9 at 2:00 (EST → EDT), November 2 at 2:00 (EDT → EST).
    const starts = ['2031-03-09T06:30:00Z', '2031-03-09T07:30:00Z', '2031-11-02T05:30:00Z', '2031-11-02T06:30:00Z']
    const { classDoc, sessionId } = await classWithSession({ startsAt: new Date(starts[0]!) })
    const ids = [sessionId]
    for (const startsAt of starts.slice(1)) {
      const created = await payload.create({
        collection: 'class-sessions',
        data: {
          class: classDoc.id,
          startsAt,
          startsAt_tz: 'America/Toronto',
          durationMinutes: 60,
          format: 'in-person',
          location: '123 rue Saint-Paul, Montréal',
          capacity: 4,
        },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      ids.push(created.id)
    }
    const labels = async (locale: string) => {
      const list = await apiJson(`/api/class-bookings/sessions?locale=${locale}`)
      expect(list.status).toBe(200)
      const byId = new Map(
        (list.data.sessions as { id: number; when: string; startsAt: string }[]).map((s) => [s.id, s]),
      )
      return ids.map((id, i) => {
        expect(byId.get(id)?.startsAt).toBe(new Date(starts[i]!).toISOString())
        return byId.get(id)?.when
      })
    }
    expect(await labels('en')).toEqual([
      'Sun, Mar 9, 2031, 1:30 a.m. EST',
      'Sun, Mar 9, 2031, 3:30 a.m. EDT',
      'Sun, Nov 2, 2031, 1:30 a.m. EDT',
      'Sun, Nov 2, 2031, 1:30 a.m. EST',
    ])
    expect(await labels('fr')).toEqual([
      'dim. 9 mars 2031, 01 h 30 HNE',
      'dim. 9 mars 2031, 03 h 30 HAE',
      'dim. 2 nov. 2031, 01 h 30 HAE',
      'dim. 2 nov. 2031, 01 h 30 HNE',
    ])
  })

  it('a full session answers 409 in the visitor language, or waitlists who asks to', async () => {
    const { classId, sessionId } = await classWithSession({ capacity: 1 })
    expect((await post('/api/class-bookings', validBooking({ classType: classId, session: sessionId }))).status).toBe(
      201,
    )
    const full = await post('/api/class-bookings?locale=fr', validBooking({ classType: classId, session: sessionId }))
    expect(full.status).toBe(409)
    expect(full.data).toMatchObject({ error: 'SESSION_FULL', waitlist: true })
    expect(full.data.message).toMatch(/complète/)
    const email = `wait-${uid()}@example.ca`
    const waiting = await post(
      '/api/class-bookings?locale=fr',
      validBooking({ email, classType: classId, session: sessionId, waitlist: true }),
    )
    expect(waiting.status).toBe(201)
    expect(waiting.data.status).toBe('waitlisted')
    const mail = await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true })
    expect(mail.docs[0]!.subject).toMatch(/liste d’attente/)
    expect(await statusesOf(sessionId)).toEqual(expect.arrayContaining(['pending', 'waitlisted']))
  })

  it('refuses a past session, a forged id and a session of another class, storing nothing', async () => {
    const past = await classWithSession({ startsAt: new Date(Date.now() - 3600_000) })
    const other = await classWithSession()
    const email = `forged-${uid()}@example.ca`
    const cases: [unknown, string, number][] = [
      [
        { classType: past.classId, session: past.sessionId },
        'This session has already started; please choose another date',
        400,
      ],
      [{ classType: past.classId, session: 2_000_000_000 }, 'This session does not exist or is no longer offered', 400],
      [
        { classType: past.classId, session: other.sessionId },
        'This session does not exist or is no longer offered',
        400,
      ],
      [{ classType: past.classId, session: 'abc' }, 'Please choose a session from the list', 400],
      [{ classType: past.classId, session: -1 }, 'Please choose a session from the list', 400],
    ]
    for (const [fields, message, status] of cases) {
      const res = await post('/api/class-bookings', validBooking({ email, ...(fields as object) }))
      expect(res.status).toBe(status)
      expect(res.data.fieldErrors?.session).toBe(message)
    }
    expect((await payload.count({ collection: 'bookings', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })

  it('a session booking replays its first answer for a repeated Idempotency-Key, holding one seat', async () => {
    const { classId, sessionId } = await classWithSession({ capacity: 2 })
    const email = `idem-session-${uid()}@example.ca`
    const headers = { 'Idempotency-Key': `session-${uid()}` }
    const booking = validBooking({ email, classType: classId, session: sessionId })
    const first = await post('/api/class-bookings', booking, headers)
    const again = await post('/api/class-bookings', booking, headers)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.data).toEqual(first.data)
    expect(await statusesOf(sessionId)).toEqual(['pending'])
    expect((await payload.count({ collection: 'outbox', where: { to: { equals: email } } })).totalDocs).toBe(1)
  })

  it('50 simultaneous bookings of a session of 8 seats: exactly 8 booked, the other 42 waitlisted, none lost', async () => {
    const { classId, sessionId } = await classWithSession({ capacity: 8 })
    const tag = uid()
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(
          '/api/class-bookings',
          validBooking({
            email: `rush-${tag}-${i}@example.ca`,
            classType: classId,
            session: sessionId,
            waitlist: true,
          }),
        ),
      ),
    )
    // A 503 (every transaction slot busy) would be a refusal the client retries; count what was stored.
    const statuses = results.map((r) => r.status)
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true)
    const stored = await statusesOf(sessionId)
    expect(stored.filter((s) => s === 'pending')).toHaveLength(8)
    expect(stored.filter((s) => s === 'waitlisted')).toHaveLength(statuses.filter((s) => s === 201).length - 8)
    expect(stored).toHaveLength(statuses.filter((s) => s === 201).length)
    const answered = results.filter((r) => r.status === 201).map((r) => r.data.status)
    expect(answered.filter((s) => s === 'pending')).toHaveLength(8)
    // Ids follow the order of the turns taken at the seats: the first 8 hold them, and created_at
    // (the order the waitlist is served in) never goes back along the ids.
    const byId = (
      await payload.find({
        collection: 'bookings',
        where: { session: { equals: sessionId } },
        sort: 'id',
        limit: 100,
        overrideAccess: true,
      })
    ).docs
    expect(byId.map((d) => d.status)).toEqual(byId.map((_, k) => (k < 8 ? 'pending' : 'waitlisted')))
    const times = byId.map((d) => new Date(d.createdAt).getTime())
    expect(times).toEqual([...times].sort((a, b) => a - b))
  }, 60_000)
})

describe('the CMS list of sessions counts seats and the waitlist', () => {
  it('an editor reads "taken / capacity" and the waitlist on every read; the public list does not pay for it', async () => {
    const { classId, sessionId } = await classWithSession({ capacity: 2 })
    const book = (extra: Record<string, unknown> = {}) =>
      post('/api/class-bookings', validBooking({ classType: classId, session: sessionId, ...extra }))
    const first = await book()
    expect(first.status).toBe(201)
    expect((await book()).status).toBe(201)
    expect((await book({ waitlist: true })).data.status).toBe('waitlisted')
    expect((await book({ waitlist: true })).data.status).toBe('waitlisted')

    const list = await cms(`/api/class-sessions?where[id][equals]=${sessionId}&depth=0`, 'GET')
    expect(list.status).toBe(200)
    expect(list.data.docs[0]).toMatchObject({ seats: '2 / 2', waitlist: 2 })
    const one = await cms(`/api/class-sessions/${sessionId}?depth=0`, 'GET')
    expect(one.data).toMatchObject({ seats: '2 / 2', waitlist: 2 })

    // A cancellation offers the seat to the first in line: the offer holds it, one is still waiting.
    await payload.update({
      collection: 'bookings',
      id: first.data.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    expect((await cms(`/api/class-sessions/${sessionId}?depth=0`, 'GET')).data).toMatchObject({
      seats: '2 / 2',
      waitlist: 2,
    })
    // More seats: the answer to the save already shows them.
    const saved = await cms(`/api/class-sessions/${sessionId}?depth=0`, 'PATCH', { capacity: 5 })
    expect(saved.status).toBe(200)
    expect(saved.data.doc).toMatchObject({ seats: '2 / 5', waitlist: 2 })

    // Nothing is stored, and reads without an editor (the site's own) get no counts.
    const plain = await payload.findByID({ collection: 'class-sessions', id: sessionId, overrideAccess: true })
    expect(plain.seats).toBeUndefined()
    expect(plain.waitlist).toBeUndefined()
  }, 60_000)
})
