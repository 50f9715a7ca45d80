import { sql } from '@payloadcms/db-postgres'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { execute } from '@/lib/db/statements'
import type { ConsultationAvailability } from '@root/payload-types'
import { seedConsultations } from '@/seed'
import { addDays, ownerDate, ownerInstant, WEEKDAYS, type Weekday } from '@/lib/consultations/rules'
import http from 'node:http'
import nodeIcal from 'node-ical'
import type { AddressInfo } from 'node:net'

import { vtimezone } from '@/lib/calendar/vtimezone'
import { readCopy, refreshCalendars } from '@/lib/consultations/external'
import { alertsReport } from '@/lib/monitoring/alerts'
import { queueConsultationReminders } from '@/lib/consultations/reminders'
import { checkCalendar } from '@root/tests/helpers/icalendar'
import { bearer, signInAdmin } from './helpers/admin'
import { api, apiJson, testPayload } from './helpers/api'
import { ensureCatalogue, ensureStudioSettings, nextIp, uid } from './helpers/public'

let payload: Awaited<ReturnType<typeof testPayload>>

const BASE = {
  weekly: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const).map((weekday) => ({
    weekday,
    from: '09:00',
    to: '19:00',
  })) as { weekday: Weekday; from: string; to: string }[],
  overrides: [] as { date: string; kind: 'extra' | 'off'; from?: string; to?: string }[],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minimumNoticeHours: 12,
  horizonDays: 500,
  maxPerDay: 0,
  slotStepMinutes: 30,
  classSessionsBlock: true,
  changeCutoffHours: 12,
  calendars: [],
}

async function setAvailability(overrides: Partial<typeof BASE> = {}) {
  await payload.updateGlobal({
    slug: 'consultation-availability',
    data: { ...BASE, ...overrides } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/** The instant of a Montréal wall-clock time, as the API writes it. */
const at = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return new Date(ownerInstant(date, h * 60 + m)!).toISOString()
}

/** The first Montréal day ≥ `minDays` from today that falls on `weekday` (0 = Sunday). */
function nextWeekday(weekday: number, minDays = 3): string {
  let date = addDays(ownerDate(Date.now()), minDays)
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1)
  return date
}

/** The next Sunday of Toronto's switch: the second of March, or the first of November. */
function nextSwitch(month: 3 | 11): string {
  const year = new Date().getUTCFullYear()
  for (const y of [year, year + 1]) {
    const first = `${y}-${String(month).padStart(2, '0')}-01`
    let sunday = first
    while (new Date(`${sunday}T12:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1)
    const day = month === 3 ? addDays(sunday, 7) : sunday
    if (Date.parse(`${day}T00:00:00Z`) > Date.now() + 3 * 86_400_000) return day
  }
  throw new Error('unreachable')
}

const slots = (query: string, locale = 'en') => apiJson(`/api/consultations/slots?${query}&locale=${locale}`)
const book = (body: Record<string, unknown>, options: { locale?: string; key?: string } = {}) =>
  apiJson(`/api/consultations?locale=${options.locale ?? 'en'}`, {
    method: 'POST',
    json: body,
    ip: nextIp(),
    headers: options.key ? { 'idempotency-key': options.key } : undefined,
  })
const visitor = (start: string, overrides: Record<string, unknown> = {}) => ({
  type: 'int-call',
  start,
  name: 'Camille Roy',
  email: `camille-${uid()}@example.ca`,
  phone: '',
  serviceType: 'wedding',
  notes: 'Summer wedding in Québec',
  timeZone: 'Europe/Paris',
  ...overrides,
})

let seeded: ConsultationAvailability | undefined

beforeAll(async () => {
  payload = await testPayload()
  await seedConsultations(payload)
  seeded = await payload.findGlobal({ slug: 'consultation-availability', overrideAccess: true })
  await ensureCatalogue(payload)
  await ensureStudioSettings(payload)
  for (const [typeId, extra] of [
    ['int-call', {}],
    ['int-hidden', { hidden: true }],
    ['int-approval', { approvalRequired: true }],
  ] as const) {
    await payload.create({
      collection: 'consultation-types',
      locale: 'en',
      overrideAccess: true,
      data: { typeId, name: `Call ${typeId}`, durationMinutes: 30, modes: ['phone', 'video'], ...extra },
    })
  }
}, 120_000)

beforeEach(async () => {
  await setAvailability()
})

describe('the seed', () => {
  it('adds the free 30-minute consultation once, in both languages, with the studio hours', async () => {
    // Once more: nothing is added twice.
    await seedConsultations(payload)
    const { docs } = await payload.find({
      collection: 'consultation-types',
      where: { typeId: { equals: 'free-call' } },
      locale: 'all',
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      durationMinutes: 30,
      modes: ['phone', 'video'],
      name: { en: 'Free 30-minute consultation', fr: 'Consultation gratuite de 30 minutes' },
    })
    const availability = seeded!
    expect(availability).toMatchObject({
      minimumNoticeHours: 12,
      horizonDays: 60,
      bufferAfterMinutes: 15,
    })
    expect(availability.weekly?.map((w) => `${w.weekday} ${w.from}-${w.to}`)).toEqual(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => `${d} 09:00-19:00`),
    )
  })
})

describe('GET /api/consultations/slots', () => {
  it('offers Monday to Saturday, 9 to 7 Montréal time, every 30 minutes, nothing on Sunday', async () => {
    const monday = nextWeekday(1)
    const res = await slots(`type=int-call&from=${addDays(monday, -1)}&days=2`)
    expect(res.status).toBe(200)
    expect(res.data.type).toBe('int-call')
    const starts = res.data.slots.map((s: { start: string }) => s.start)
    expect(starts[0]).toBe(at(monday, '09:00'))
    expect(starts.at(-1)).toBe(at(monday, '18:30'))
    expect(starts).toHaveLength(20)
    expect(res.data.slots[0].end).toBe(at(monday, '09:30'))
  })

  it('keeps the minimum notice and the horizon', async () => {
    await setAvailability({ minimumNoticeHours: 48, horizonDays: 5 })
    const today = ownerDate(Date.now())
    const res = await slots(`type=int-call&from=${today}&days=10`)
    const first = Date.parse(res.data.slots[0].start)
    const last = Date.parse(res.data.slots.at(-1).start)
    expect(first).toBeGreaterThanOrEqual(Date.now() + 48 * 3_600_000)
    expect(last).toBeLessThanOrEqual(Date.now() + 5 * 86_400_000)
  })

  it('honours date overrides: a day off and extra hours', async () => {
    const monday = nextWeekday(1)
    const sunday = addDays(monday, 6)
    await setAvailability({
      overrides: [
        { date: monday, kind: 'off' },
        { date: sunday, kind: 'extra', from: '10:00', to: '11:00' },
      ],
    })
    const res = await slots(`type=int-call&from=${monday}&days=7`)
    const starts: string[] = res.data.slots.map((s: { start: string }) => s.start)
    expect(starts.some((s) => ownerDate(Date.parse(s)) === monday)).toBe(false)
    expect(starts.filter((s) => ownerDate(Date.parse(s)) === sunday)).toEqual([
      at(sunday, '10:00'),
      at(sunday, '10:30'),
    ])
  })

  it('refuses an unknown or hidden type and a bad query with a 400 in the visitor’s language', async () => {
    const hidden = await slots('type=int-hidden', 'fr')
    expect(hidden.status).toBe(400)
    expect(hidden.data).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'Ce type de consultation n’est pas proposé. Veuillez en choisir un dans la liste.',
    })
    expect((await slots('type=nope')).status).toBe(400)
    const days = await slots('type=int-call&days=500')
    expect(days.status).toBe(400)
    expect(days.data.message).toBe('The number of days must be between 1 and 62')
    expect((await slots('type=int-call&from=2027-02-30')).status).toBe(400)
  })

  it('a class session the owner teaches hides the times it covers', async () => {
    const tuesday = nextWeekday(2)
    const [cls] = (await payload.find({ collection: 'classes', limit: 1, overrideAccess: true })).docs
    await payload.create({
      collection: 'class-sessions',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        class: cls!.id,
        startsAt: at(tuesday, '13:00'),
        startsAt_tz: 'America/Toronto',
        durationMinutes: 60,
        format: 'in-person',
        location: 'Studio',
        capacity: 8,
      } as never,
    })
    const starts: string[] = (await slots(`type=int-call&from=${tuesday}&days=1`)).data.slots.map(
      (s: { start: string }) => s.start,
    )
    // 12:30 would run into the class with its 15-minute buffer after; 13:00 and 13:30 are in it.
    expect(starts).toContain(at(tuesday, '12:00'))
    for (const t of ['12:30', '13:00', '13:30']) expect(starts).not.toContain(at(tuesday, t))
    expect(starts).toContain(at(tuesday, '14:00'))

    await setAvailability({ classSessionsBlock: false })
    const all = (await slots(`type=int-call&from=${tuesday}&days=1`)).data.slots
    expect(all).toHaveLength(20)
  })
})

describe('daylight-saving time', () => {
  it('March in Toronto: the same 9 a.m. is 14:00 UTC before the switch and 13:00 UTC after', async () => {
    const sunday = nextSwitch(3)
    await setAvailability({ overrides: [{ date: sunday, kind: 'extra', from: '00:00', to: '04:00' }] })
    const res = await slots(`type=int-call&from=${addDays(sunday, -1)}&days=3`)
    const starts: string[] = res.data.slots.map((s: { start: string }) => s.start)
    const saturday = starts.filter((s) => ownerDate(Date.parse(s)) === addDays(sunday, -1))
    const monday = starts.filter((s) => ownerDate(Date.parse(s)) === addDays(sunday, 1))
    expect(saturday[0]).toBe(`${addDays(sunday, -1)}T14:00:00.000Z`)
    expect(monday[0]).toBe(`${addDays(sunday, 1)}T13:00:00.000Z`)
    // The switch night: 2:00 and 2:30 do not exist; 3:30 EDT still ends by 4:00.
    expect(starts.filter((s) => ownerDate(Date.parse(s)) === sunday)).toEqual(
      ['05:00', '05:30', '06:00', '06:30', '07:00', '07:30'].map((t) => `${sunday}T${t}:00.000Z`),
    )
    const nonexistent = await book(visitor(`${sunday}T06:30:00.000Z`.replace('06:30', '07:15')))
    expect(nonexistent.status).toBe(400)
  })

  it('November in Toronto: 9 a.m. is 13:00 UTC before the switch and 14:00 UTC after', async () => {
    const sunday = nextSwitch(11)
    await setAvailability({ overrides: [{ date: sunday, kind: 'extra', from: '00:00', to: '03:00' }] })
    const res = await slots(`type=int-call&from=${addDays(sunday, -1)}&days=3`)
    const starts: string[] = res.data.slots.map((s: { start: string }) => s.start)
    expect(starts.find((s) => ownerDate(Date.parse(s)) === addDays(sunday, -1))).toBe(
      `${addDays(sunday, -1)}T13:00:00.000Z`,
    )
    expect(starts.find((s) => ownerDate(Date.parse(s)) === addDays(sunday, 1))).toBe(
      `${addDays(sunday, 1)}T14:00:00.000Z`,
    )
    // The 25-hour night: 1:00 and 1:30 once (their first, EDT occurrence), the interval ends at 3:00 EST.
    expect(starts.filter((s) => ownerDate(Date.parse(s)) === sunday)).toEqual(
      ['04:00', '04:30', '05:00', '05:30', '07:00', '07:30'].map((t) => `${sunday}T${t}:00.000Z`),
    )
  })

  it('a visitor in Paris books the UTC instant offered, across Paris’s own switch', async () => {
    // Paris changes on the last Sunday of March, after Toronto: the Montréal 9 a.m. is 14:00 then 15:00 in Paris.
    const torontoSwitch = nextSwitch(3)
    const year = torontoSwitch.slice(0, 4)
    let parisSwitch = `${year}-03-31`
    while (new Date(`${parisSwitch}T12:00:00Z`).getUTCDay() !== 0) parisSwitch = addDays(parisSwitch, -1)
    const friday = addDays(parisSwitch, -2)
    const start = at(friday, '09:00')
    expect(start).toBe(`${friday}T13:00:00.000Z`)
    const res = await book(visitor(start, { timeZone: 'Europe/Paris' }))
    expect(res.status).toBe(201)
    expect(res.data).toMatchObject({ type: 'int-call', start, status: 'confirmed' })
    const [row] = await execute(
      payload,
      sql`SELECT "time_zone", "starts_at" FROM "consultation_bookings" WHERE "id" = ${res.data.id}`,
    )
    expect(row).toMatchObject({ time_zone: 'Europe/Paris' })
    expect(new Date(row!.starts_at as string).toISOString()).toBe(start)
  })
})

describe('POST /api/consultations', () => {
  it('books a free time: 201 confirmed, the time and its buffer are gone, a second visitor gets 409 with fresh times', async () => {
    const wednesday = nextWeekday(3)
    const start = at(wednesday, '10:00')
    const first = await book(visitor(start))
    expect(first.status).toBe(201)
    expect(first.data).toEqual({
      id: expect.any(Number),
      type: 'int-call',
      start,
      end: at(wednesday, '10:30'),
      status: 'confirmed',
    })

    const starts: string[] = (await slots(`type=int-call&from=${wednesday}&days=1`)).data.slots.map(
      (s: { start: string }) => s.start,
    )
    expect(starts).not.toContain(start)
    expect(starts).not.toContain(at(wednesday, '10:30'))
    // 9:30 would end at 10:00 with no 15-minute buffer left; 9:00 ends at 9:30.
    expect(starts).not.toContain(at(wednesday, '09:30'))
    expect(starts).toContain(at(wednesday, '09:00'))
    expect(starts).toContain(at(wednesday, '11:00'))

    const second = await book(visitor(start), { locale: 'fr' })
    expect(second.status).toBe(409)
    expect(second.data.error).toBe('SLOT_TAKEN')
    expect(second.data.message).toBe(
      'Cette heure vient d’être réservée par quelqu’un d’autre. Voici les heures encore libres.',
    )
    expect(second.data.slots.length).toBeGreaterThan(0)
    expect(second.data.slots.map((s: { start: string }) => s.start)).not.toContain(start)
  })

  it('a type that needs approval is stored as pending, and still holds its time', async () => {
    const wednesday = nextWeekday(3)
    const start = at(wednesday, '15:00')
    const res = await book(visitor(start, { type: 'int-approval' }))
    expect(res.status).toBe(201)
    expect(res.data.status).toBe('pending')
    expect((await book(visitor(start))).status).toBe(409)
  })

  it('refuses with a 400 in the visitor’s language: past, notice, horizon, off the grid, outside hours, unknown or hidden type', async () => {
    await setAvailability({ horizonDays: 30 })
    const thursday = nextWeekday(4, 3)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ start: '2020-03-02T14:00:00.000Z' }, 'start', 'This time has already passed; please choose another'],
      [
        { start: new Date(Date.now() + 3_600_000).toISOString() },
        'start',
        'This time is too soon to book; please choose a later one',
      ],
      [{ start: at(addDays(thursday, 63), '10:00') }, 'start', 'This time is too far ahead to book yet'],
      [
        { start: at(thursday, '10:10') },
        'start',
        'Consultations start only at the times offered; please choose one from the list',
      ],
      [{ start: at(thursday, '19:00') }, 'start', 'The studio is not available at this time; please choose another'],
      [
        { start: at(addDays(thursday, 3), '10:00') },
        'start',
        'The studio is not available at this time; please choose another',
      ],
      [{ type: 'nope' }, 'type', 'This consultation type is not offered. Please choose one from the list.'],
      [{ type: 'int-hidden' }, 'type', 'This consultation type is not offered. Please choose one from the list.'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Please choose a valid time zone'],
      [{ serviceType: 'nope' }, 'serviceType', 'Please choose a service'],
    ]
    for (const [overrides, field, message] of cases) {
      const res = await book(visitor(at(thursday, '11:00'), overrides))
      expect(res.status, JSON.stringify(overrides)).toBe(400)
      expect(res.data.fieldErrors?.[field], JSON.stringify(overrides)).toBe(message)
    }
    const fr = await book(visitor(at(thursday, '10:10')), { locale: 'fr' })
    expect(fr.data.message).toBe(
      'Les consultations ne commencent qu’aux heures proposées ; veuillez en choisir une dans la liste',
    )
    const [{ n }] = (await execute(
      payload,
      sql`SELECT count(*)::int AS n FROM "consultation_bookings" WHERE "starts_at"::date >= ${thursday}::date
            AND "starts_at" < ${at(addDays(thursday, 1), '00:00')}::timestamptz`,
    )) as [{ n: number }]
    expect(n).toBe(0)
  })

  it('the same Idempotency-Key twice (a double click) stores one consultation and answers alike', async () => {
    const friday = nextWeekday(5)
    const body = visitor(at(friday, '11:00'))
    const key = `dbl-${uid()}`
    const [a, b] = await Promise.all([book(body, { key }), book(body, { key })])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(b.data).toEqual(a.data)
    const rows = await execute(payload, sql`SELECT 1 FROM "consultation_bookings" WHERE "email" = ${body.email}`)
    expect(rows).toHaveLength(1)
  })

  it('at most N a day, counted whichever request comes first', async () => {
    const saturday = nextWeekday(6)
    await setAvailability({ maxPerDay: 1 })
    const results = await Promise.all(['10:00', '12:00', '14:00', '16:00'].map((t) => book(visitor(at(saturday, t)))))
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409])
    expect((await slots(`type=int-call&from=${saturday}&days=1`)).data.slots).toEqual([])
  })

  it('40 visitors asking for one time at the same moment: exactly one booked, 39 × 409, no 5xx', async () => {
    const monday = nextWeekday(1, 10)
    const start = at(monday, '16:00')
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        api('/api/consultations', {
          method: 'POST',
          json: visitor(start),
          ip: nextIp(),
          headers: { 'idempotency-key': `race-${uid()}` },
        }),
      ),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(39)
    const rows = await execute(
      payload,
      sql`SELECT 1 FROM "consultation_bookings" WHERE "starts_at" = ${start}::timestamptz`,
    )
    expect(rows).toHaveLength(1)
  })

  it('the database itself refuses an overlapping row, whatever wrote it', async () => {
    const monday = nextWeekday(1, 17)
    const insert = (from: string, until: string, status = 'confirmed') =>
      execute(
        payload,
        sql`INSERT INTO "consultation_bookings" ("name", "email", "type", "starts_at", "ends_at", "blocked_from",
              "blocked_until", "status", "sequence", "locale")
            VALUES ('Raw', 'raw@example.ca', 'int-call', ${from}::timestamptz, ${from}::timestamptz,
              ${from}::timestamptz, ${until}::timestamptz, ${status}, 0, 'en')`,
      )
    await insert(at(monday, '09:00'), at(monday, '09:45'))
    await expect(insert(at(monday, '09:30'), at(monday, '10:15'))).rejects.toThrow()
    // A cancelled row holds nothing; the next one starts exactly where the first ends.
    await insert(at(monday, '09:30'), at(monday, '10:15'), 'cancelled')
    await insert(at(monday, '09:45'), at(monday, '10:30'))
  })
})

type Mail = {
  to: string
  subject: string
  text: string
  kind: string
  ical: { method: string; content: string } | null
}
async function mailsTo(email: string): Promise<Mail[]> {
  const rows = await execute(
    payload,
    sql`SELECT "to", "subject", "text", "kind", "ical_event" AS ical FROM "outbox" WHERE "to" = ${email} ORDER BY "id"`,
  )
  return rows as unknown as Mail[]
}
const linkIn = (text: string, action: 'reschedule' | 'cancel') => {
  const match = new RegExp(`/consultation/manage\\?token=([^&\\s]+)&action=${action}`).exec(text)
  return decodeURIComponent(match![1]!)
}
const post = (path: string, json: unknown, locale = 'en') =>
  apiJson(`${path}?locale=${locale}`, { method: 'POST', json, ip: nextIp() })

describe('e-mails, invitations and the signed links', () => {
  it('book → invitation in French with the link → reschedule (same UID, higher SEQUENCE) → cancel (CANCEL) → free again', async () => {
    const tuesday = nextWeekday(2, 24)
    const start = at(tuesday, '10:00')
    const body = visitor(start, { timeZone: 'Europe/Paris' })
    const booked = await book(body, { locale: 'fr' })
    expect(booked.status).toBe(201)

    const [invite] = await mailsTo(body.email)
    expect(invite!.kind).toBe('consultation-confirmation')
    expect(invite!.subject).toContain('Votre consultation')
    expect(invite!.text).toContain('Heure de Montréal')
    const first = checkCalendar(invite!.ical!.content, 'REQUEST')
    expect(first.problems).toEqual([])
    expect(first.events[0]!.start.tzid).toBe('America/Toronto')
    expect(first.events[0]!.start.instant!.toISOString()).toBe(start)
    expect(first.events[0]!.sequence).toBe(0)
    const studio = await mailsTo('hello@studio.test')
    expect(studio.some((m) => m.kind === 'consultation-studio' && m.text.includes(body.email))).toBe(true)

    const token = linkIn(invite!.text, 'reschedule')
    const view = await apiJson(`/api/consultations/manage?token=${encodeURIComponent(token)}&locale=fr`)
    expect(view.status).toBe(200)
    expect(view.data).toMatchObject({ id: booked.data.id, start, status: 'confirmed', timeZone: 'Europe/Paris' })

    const newStart = at(tuesday, '14:00')
    const moved = await post('/api/consultations/reschedule', { token, start: newStart }, 'fr')
    expect(moved.status).toBe(200)
    expect(moved.data).toMatchObject({ id: booked.data.id, start: newStart, status: 'confirmed' })
    const second = (await mailsTo(body.email))[1]!
    const updated = checkCalendar(second.ical!.content, 'REQUEST')
    expect(updated.problems).toEqual([])
    expect(updated.events[0]!.uid).toBe(first.events[0]!.uid)
    expect(updated.events[0]!.sequence).toBeGreaterThan(first.events[0]!.sequence)
    expect(updated.events[0]!.start.instant!.toISOString()).toBe(newStart)
    // The old time is free again, the new one is taken.
    const free = (await slots(`type=int-call&from=${tuesday}&days=1`)).data.slots.map((s: { start: string }) => s.start)
    expect(free).toContain(start)
    expect(free).not.toContain(newStart)

    // The first e-mail's links are now old: refused, nothing changed.
    const old = await post('/api/consultations/cancel', { token: linkIn(invite!.text, 'cancel') }, 'fr')
    expect(old.status).toBe(410)
    expect(old.data.error).toBe('LINK_SUPERSEDED')

    const cancelled = await post('/api/consultations/cancel', { token: linkIn(second.text, 'cancel') }, 'fr')
    expect(cancelled.status).toBe(200)
    expect(cancelled.data.status).toBe('cancelled')
    const third = (await mailsTo(body.email))[2]!
    const cancel = checkCalendar(third.ical!.content, 'CANCEL')
    expect(cancel.problems).toEqual([])
    expect(cancel.events[0]!.uid).toBe(first.events[0]!.uid)
    expect(cancel.events[0]!.sequence).toBeGreaterThan(updated.events[0]!.sequence)
    expect(
      (await slots(`type=int-call&from=${tuesday}&days=1`)).data.slots.map((s: { start: string }) => s.start),
    ).toContain(newStart)

    // Replayed after the cancellation: a clear 409 in French, nothing sent.
    const replay = await post('/api/consultations/cancel', { token: linkIn(second.text, 'cancel') }, 'fr')
    expect(replay.status).toBe(409)
    expect(replay.data).toMatchObject({
      error: 'CONSULTATION_CANCELLED',
      message: 'Cette consultation est déjà annulée.',
    })
    expect(await mailsTo(body.email)).toHaveLength(3)
  })

  it('a double quote in the name cannot add an address to the invitation, its reschedule, its cancellation or the feed', async () => {
    const name = 'Eve":MAILTO:attacker@evil.test'
    const monday = nextWeekday(1, 52)
    const body = visitor(at(monday, '10:00'), { name })
    const booked = await book(body)
    expect(booked.status).toBe(201)
    const first = (await mailsTo(body.email))[0]!
    const moved = await post('/api/consultations/reschedule', {
      token: linkIn(first.text, 'reschedule'),
      start: at(monday, '15:00'),
    })
    expect(moved.status).toBe(200)
    const second = (await mailsTo(body.email))[1]!
    expect((await post('/api/consultations/cancel', { token: linkIn(second.text, 'cancel') })).status).toBe(200)
    const third = (await mailsTo(body.email))[2]!
    for (const [mail, method] of [
      [first, 'REQUEST'],
      [second, 'REQUEST'],
      [third, 'CANCEL'],
    ] as const) {
      const content = mail.ical!.content
      // ical.js (the strict reader) and node-ical each see one attendee: the visitor, by name.
      const checked = checkCalendar(content, method)
      expect(checked.problems).toEqual([])
      expect(checked.events[0]!.attendees).toEqual([body.email])
      const events = Object.values(nodeIcal.sync.parseICS(content)).filter((c) => c?.type === 'VEVENT')
      const attendee = (events[0] as unknown as { attendee: { val: string; params: { CN: string } } }).attendee
      expect(attendee.val.toLowerCase()).toBe(`mailto:${body.email}`)
      expect(attendee.params.CN).toBe("Eve':MAILTO:attacker@evil.test")
      expect(content).not.toMatch(/"Eve\\"/)
    }

    // The owner's feed names people in text values only (escaped), never in a parameter.
    const booked2 = await book(visitor(at(monday, '11:00'), { name }))
    expect(booked2.status).toBe(201)
    const token = await signInAdmin()
    const renewed = await apiJson('/api/admin/consultations-feed', { method: 'POST', json: {}, headers: bearer(token) })
    const feedUrl = new URL(renewed.data.url)
    const feed = await (await api(feedUrl.pathname + feedUrl.search)).text()
    const event = checkCalendar(feed).events.find((e) => e.uid.startsWith(`consultation-${booked2.data.id}@`))
    expect(event!.summary).toBe(`${name} · int-call`)
    const strict = Object.values(nodeIcal.sync.parseICS(feed)).filter(
      (c) => c?.type === 'VEVENT' && String(c.uid).startsWith(`consultation-${booked2.data.id}@`),
    )
    expect(strict).toHaveLength(1)
    expect(feed).not.toMatch(/^(ATTENDEE|ORGANIZER)/m)
  })

  it('a forged or tampered link is a 400 and changes nothing', async () => {
    const thursday = nextWeekday(4, 24)
    const body = visitor(at(thursday, '10:00'))
    expect((await book(body)).status).toBe(201)
    const token = linkIn((await mailsTo(body.email))[0]!.text, 'cancel')
    const [id, seq, mac] = token.split('.') as [string, string, string]
    for (const forged of [`${Number(id) + 1}.${seq}.${mac}`, `${id}.${seq}.${mac.slice(0, -2)}xx`, 'nonsense', '']) {
      const res = await post('/api/consultations/cancel', { token: forged })
      expect(res.status, forged).toBe(400)
    }
    const [row] = await execute(
      payload,
      sql`SELECT "status" FROM "consultation_bookings" WHERE "email" = ${body.email}`,
    )
    expect(row!.status).toBe('confirmed')
  })

  it('past the owner’s cut-off the links refuse to change anything', async () => {
    await setAvailability({ minimumNoticeHours: 1, changeCutoffHours: 400 })
    const friday = nextWeekday(5, 3)
    const body = visitor(at(friday, '10:00'))
    expect((await book(body)).status).toBe(201)
    const res = await post('/api/consultations/cancel', {
      token: linkIn((await mailsTo(body.email))[0]!.text, 'cancel'),
    })
    expect(res.status).toBe(409)
    expect(res.data.error).toBe('TOO_LATE')
  })

  it('the 24-hour reminder is queued once, however many runners try at once', async () => {
    // Open around the clock every day, so that a time within the next 24 hours exists whatever the
    // day and hour the test runs (the studio's own week has no Sunday and no nights).
    await setAvailability({
      minimumNoticeHours: 0,
      weekly: WEEKDAYS.map((weekday) => ({ weekday, from: '00:00', to: '24:00' })),
    })
    const now = Date.now()
    // The first offered time at least an hour ahead (the slots call, not a computed instant: on the
    // day clocks fall back, one wall-clock hour happens twice and only one of them is offered).
    const offered: string[] = (await slots(`type=int-call&from=${ownerDate(now)}&days=2`)).data.slots.map(
      (s: { start: string }) => s.start,
    )
    const start = offered.find((iso) => Date.parse(iso) >= now + 3_600_000)
    expect(start, `no time offered an hour or more after ${new Date(now).toISOString()}`).toBeDefined()
    // Well inside the reminder's 24 hours.
    expect(Date.parse(start!)).toBeLessThan(now + 20 * 3_600_000)
    const body = visitor(start!)
    const res = await book(body)
    expect(res.status).toBe(201)
    expect((await mailsTo(body.email)).filter((m) => m.kind === 'consultation-reminder')).toHaveLength(0)
    await Promise.all([1, 2, 3, 4].map(() => queueConsultationReminders(payload)))
    const reminders = (await mailsTo(body.email)).filter((m) => m.kind === 'consultation-reminder')
    expect(reminders).toHaveLength(1)
  })
})

describe('the owner: dashboard calls and the private feed', () => {
  it('lists upcoming consultations with the inquiry of the same address; approves, declines, cancels, notes', async () => {
    const token = await signInAdmin()
    const admin = (path: string, method = 'GET', json?: unknown) =>
      apiJson(path, { method, json, headers: bearer(token) })
    const monday = nextWeekday(1, 31)
    const email = `owner-${uid()}@example.ca`
    await payload.create({
      collection: 'inquiries',
      overrideAccess: true,
      data: {
        name: 'Camille Roy',
        email,
        serviceType: 'wedding',
        message: 'A summer wedding, please call me.',
      } as never,
    })
    const pending = await book(visitor(at(monday, '10:00'), { type: 'int-approval', email }))
    const other = await book(visitor(at(monday, '12:00'), { type: 'int-approval' }))
    const held = await book(visitor(at(monday, '14:00')))
    expect([pending.status, other.status, held.status]).toEqual([201, 201, 201])
    expect((await mailsTo(email)).some((m) => m.ical)).toBe(false)

    const list = await admin('/api/admin/consultations?when=upcoming')
    expect(list.status).toBe(200)
    const mine = list.data.consultations.find((c: { id: number }) => c.id === pending.data.id)
    expect(mine).toMatchObject({
      status: 'pending',
      email,
      inquiryId: expect.any(Number),
      inquiryStage: expect.any(String),
    })
    expect((await apiJson('/api/admin/consultations')).status).toBe(401)

    const approved = await admin(`/api/admin/consultations/${pending.data.id}`, 'PATCH', { action: 'approve' })
    expect(approved.status).toBe(200)
    const invite = (await mailsTo(email)).find((m) => m.ical)!
    expect(checkCalendar(invite.ical!.content, 'REQUEST').problems).toEqual([])
    expect((await admin(`/api/admin/consultations/${pending.data.id}`, 'PATCH', { action: 'approve' })).status).toBe(
      409,
    )

    const declined = await admin(`/api/admin/consultations/${other.data.id}`, 'PATCH', { action: 'decline' })
    expect(declined.data.status).toBe('declined')
    const cancelled = await admin(`/api/admin/consultations/${held.data.id}`, 'PATCH', { action: 'cancel' })
    expect(cancelled.data.status).toBe('cancelled')
    const free = (await slots(`type=int-call&from=${monday}&days=1`)).data.slots.map((s: { start: string }) => s.start)
    expect(free).toContain(at(monday, '12:00'))
    expect(free).toContain(at(monday, '14:00'))
    expect(free).not.toContain(at(monday, '10:00'))

    const noted = await admin(`/api/admin/consultations/${pending.data.id}`, 'PATCH', {
      ownerNote: 'Wants drone shots',
    })
    expect(noted.status).toBe(200)
    expect(
      (await admin('/api/admin/consultations?when=upcoming')).data.consultations.find(
        (c: { id: number }) => c.id === pending.data.id,
      ).ownerNote,
    ).toBe('Wants drone shots')
  })

  it('the feed answers only its current token, lists consultations and class sessions, and is revocable', async () => {
    const token = await signInAdmin()
    const monday = nextWeekday(1, 38)
    const booked = await book(visitor(at(monday, '11:00')))
    expect(booked.status).toBe(201)
    expect((await api('/api/consultations/feed?token=nothing')).status).toBe(404)

    const renewed = await apiJson('/api/admin/consultations-feed', { method: 'POST', json: {}, headers: bearer(token) })
    expect(renewed.status).toBe(201)
    const feedPath = new URL(renewed.data.url).pathname + new URL(renewed.data.url).search
    const res = await api(feedPath)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/calendar')
    const feed = checkCalendar(await res.text())
    // A published calendar is no invitation: no organizer or attendee to name.
    expect(feed.problems.filter((p) => !/ORGANIZER|ATTENDEE/.test(p))).toEqual([])
    const event = feed.events.find((e) => e.uid.startsWith(`consultation-${booked.data.id}@`))
    expect(event!.start.instant!.toISOString()).toBe(at(monday, '11:00'))

    const again = await apiJson('/api/admin/consultations-feed', { method: 'POST', json: {}, headers: bearer(token) })
    expect((await api(feedPath)).status).toBe(404)
    const second = new URL(again.data.url)
    expect((await api(second.pathname + second.search)).status).toBe(200)
    expect((await api('/api/admin/consultations-feed', { method: 'DELETE', headers: bearer(token) })).status).toBe(200)
    expect((await api(second.pathname + second.search)).status).toBe(404)
  })
})

describe('external calendars block their busy times', () => {
  const wall = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`
  function ics(first: string) {
    const third = addDays(first, 14)
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//busy//EN',
      vtimezone('America/Toronto').trimEnd(),
      'BEGIN:VEVENT',
      'UID:weekly@test',
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=America/Toronto:${wall(first, '10:00')}`,
      `DTEND;TZID=America/Toronto:${wall(first, '11:00')}`,
      'RRULE:FREQ=WEEKLY;COUNT=4',
      `EXDATE;TZID=America/Toronto:${wall(addDays(first, 7), '10:00')}`,
      'SUMMARY:Private',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly@test',
      'DTSTAMP:20260101T000000Z',
      `RECURRENCE-ID;TZID=America/Toronto:${wall(third, '10:00')}`,
      `DTSTART;TZID=America/Toronto:${wall(third, '15:00')}`,
      `DTEND;TZID=America/Toronto:${wall(third, '16:00')}`,
      'SUMMARY:Private, moved',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:free@test',
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=America/Toronto:${wall(first, '16:00')}`,
      `DTEND;TZID=America/Toronto:${wall(first, '17:00')}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n')
  }

  it('recurrences, EXDATE and RECURRENCE-ID from a calendar on loopback; a broken one keeps its last good copy', async () => {
    const first = nextWeekday(2, 45)
    let body = ics(first)
    let status = 200
    const server = http.createServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'text/calendar' })
      res.end(body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/private.ics`
    // Loopback is refused unless named (external-calendars.test.ts).
    process.env.CALENDAR_FETCH_ALLOW_HOSTS = '127.0.0.1'
    try {
      await setAvailability({ calendars: [{ label: 'Personal', url }] } as never)
      const [copy] = await refreshCalendars(payload, [{ url, label: 'Personal' }])
      expect(copy!.error).toBeNull()
      const startsOn = async (date: string) =>
        ((await slots(`type=int-call&from=${date}&days=1`)).data.slots as { start: string }[]).map((s) => s.start)

      const week1 = await startsOn(first)
      for (const t of ['09:30', '10:00', '10:30']) expect(week1).not.toContain(at(first, t))
      expect(week1).toContain(at(first, '11:00'))
      expect(week1).toContain(at(first, '16:00')) // a free (transparent) event blocks nothing
      expect(await startsOn(addDays(first, 7))).toContain(at(addDays(first, 7), '10:00')) // EXDATE
      const week3 = await startsOn(addDays(first, 14))
      expect(week3).toContain(at(addDays(first, 14), '10:00')) // moved away…
      expect(week3).not.toContain(at(addDays(first, 14), '15:00')) // …to here
      expect(await startsOn(addDays(first, 21))).not.toContain(at(addDays(first, 21), '10:00'))
      // A booking at a busy time is refused like any taken time.
      expect((await book(visitor(at(first, '10:00')))).status).toBe(409)

      // Broken, then unreachable: the slots stay as they were, the failure is recorded. The last good
      // copy is the stored one (saving the address above also read it, and may have written last).
      const good = await readCopy(payload, url)
      expect(good!.error).toBeNull()
      body = 'this is not a calendar'
      const [broken] = await refreshCalendars(payload, [{ url, label: 'Personal' }])
      expect(broken!.error).toBeTruthy()
      status = 500
      const [failed] = await refreshCalendars(payload, [{ url, label: 'Personal' }])
      expect(failed!.error).toBe('HTTP_ERROR')
      expect(failed!.fetchedAt).toBe(good!.fetchedAt)
      const still = await slots(`type=int-call&from=${first}&days=1`)
      expect(still.status).toBe(200)
      expect(still.data.slots.map((s: { start: string }) => s.start)).not.toContain(at(first, '10:00'))
      // …and /monitoring says which calendar failed.
      const { alerts } = await alertsReport(payload)
      expect(alerts).toContainEqual(expect.objectContaining({ type: 'calendar', level: 'warning', value: 'Personal' }))
    } finally {
      delete process.env.CALENDAR_FETCH_ALLOW_HOSTS
      server.close()
    }
  })
})
