/**
 * Status e-mails of class bookings through a real SMTP server on loopback, their calendar
 * invitations read by a real iCalendar parser. The e-mail adapter reads SMTP_URL when the config
 * is imported, so everything that imports it is loaded after the server is up.
 */
import { sql } from '@payloadcms/db-postgres'
import ical from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { calendarPart, startMailServer } from '@root/tests/helpers/mail'
import { adapterDrizzle } from '@/platform/payload-adapter'

const mail = await startMailServer()
process.env.SMTP_URL = mail.url
process.env.STUDIO_EMAIL = 'studio@studio.test'
process.env.EMAIL_FROM = 'no-reply@studio.test'

const { apiJson, testPayload } = await import('./helpers/api')
const { signInAdmin, useTestAdminPassword, bearer } = await import('./helpers/admin')
const { ensureCatalogue, ensureStudioSettings, nextIp, uid, validBooking } = await import('./helpers/public')
const { deliverDueEmails } = await import('@/lib/email/outbox')
const { classWithSession } = await import('./helpers/classes')

let payload: Awaited<ReturnType<typeof testPayload>>
let token: string

beforeAll(async () => {
  payload = await testPayload()
  useTestAdminPassword()
  await ensureCatalogue(payload)
  await ensureStudioSettings(payload)
  await payload.delete({ collection: 'outbox', where: { status: { in: ['pending', 'failed'] } }, overrideAccess: true })
  token = await signInAdmin()
}, 120_000)

afterAll(async () => {
  await mail.close()
})

/** A class at $200 with one session of `capacity` seats (90 minutes, at the studio). */
const sessionOf = (capacity: number, startsAt = new Date(Date.now() + 10 * 86_400_000)) =>
  classWithSession(payload, {
    idPrefix: 'mail-class',
    title: { en: 'Portraits at Night', fr: 'Portraits de nuit' },
    price: 200,
    capacity,
    startsAt,
    durationMinutes: 90,
    location: '5445 avenue de Gaspé, Montréal',
  })

const admin = (id: number, status: string) =>
  apiJson(`/api/admin/class-bookings/${id}?locale=fr`, {
    method: 'PATCH',
    json: { status },
    headers: bearer(token),
    ip: nextIp(),
  })

describe('status changes tell the client, in the language they booked in', () => {
  it('confirmation carries a REQUEST invitation in Montréal time with a stable UID; cancellation a CANCEL of that UID', async () => {
    // 14:30 in Montréal, on a date in summer time (UTC-4).
    const startsAt = new Date('2031-07-15T18:30:00Z')
    const { classId, sessionId } = await sessionOf(4, startsAt)
    const email = `ical-${uid()}@example.ca`
    const booked = await apiJson('/api/class-bookings?locale=fr', {
      method: 'POST',
      json: validBooking({ email, classType: classId, session: sessionId, format: 'in-person' }),
      ip: nextIp(),
    })
    expect(booked.status).toBe(201)
    await deliverDueEmails(payload)
    const ack = await mail.waitFor((m) => m.envelopeTo.includes(email))
    expect(ack.subject).toMatch(/Votre demande de réservation : Portraits de nuit/)
    expect(ack.text).toContain('/fr/classes/booking?token=')

    const confirmed = await admin(booked.data.id, 'confirmed')
    expect(confirmed.status).toBe(200)
    expect(confirmed.data).toMatchObject({ status: 'confirmed', emailed: true })
    await deliverDueEmails(payload)
    const confirmation = await mail.waitFor((m) => m.envelopeTo.includes(email) && /Confirmé/.test(m.subject))
    const request = calendarPart(confirmation)
    expect(request.method).toBe('REQUEST')
    expect(request.content).toContain('TZID=America/Toronto:20310715T143000')
    expect(request.content).toContain('BEGIN:VTIMEZONE')
    const parsed = Object.values(await ical.async.parseICS(request.content)).find((c) => c?.type === 'VEVENT') as
      ical.VEvent | undefined
    expect(parsed?.start.toISOString()).toBe('2031-07-15T18:30:00.000Z')
    expect(parsed?.start.tz).toBe('America/Toronto')
    expect(parsed?.uid).toMatch(new RegExp(`^class-booking-${booked.data.id}@`))
    expect(parsed?.summary).toContain('Portraits de nuit')
    expect(parsed?.location).toBe('5445 avenue de Gaspé, Montréal')

    const cancelled = await admin(booked.data.id, 'cancelled')
    expect(cancelled.status).toBe(200)
    await deliverDueEmails(payload)
    const cancellation = await mail.waitFor((m) => m.envelopeTo.includes(email) && /Annulé/.test(m.subject))
    const cancel = calendarPart(cancellation)
    expect(cancel.method).toBe('CANCEL')
    const parsedCancel = Object.values(await ical.async.parseICS(cancel.content)).find(
      (c) => c?.type === 'VEVENT',
    ) as ical.VEvent
    expect(parsedCancel.uid).toBe(parsed?.uid)
    expect(cancel.content).toContain('METHOD:CANCEL')
  }, 60_000)

  it('a cancelled seat is offered to the first of the waitlist, by e-mail with a claim link', async () => {
    const { classId, sessionId } = await sessionOf(1)
    const first = await apiJson('/api/class-bookings', {
      method: 'POST',
      json: validBooking({ email: `seat-${uid()}@example.ca`, classType: classId, session: sessionId }),
      ip: nextIp(),
    })
    const waiting = `waiting-${uid()}@example.ca`
    const second = await apiJson('/api/class-bookings?locale=fr', {
      method: 'POST',
      json: validBooking({ email: waiting, classType: classId, session: sessionId, waitlist: true }),
      ip: nextIp(),
    })
    expect(second.data.status).toBe('waitlisted')
    expect((await admin(first.data.id, 'cancelled')).status).toBe(200)
    const offered = await payload.findByID({ collection: 'bookings', id: second.data.id, overrideAccess: true })
    expect(offered.status).toBe('waitlisted')
    expect(new Date(offered.offerExpiresAt!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000)
    await deliverDueEmails(payload)
    const offer = await mail.waitFor((m) => m.envelopeTo.includes(waiting) && /place s’est libérée/.test(m.subject))
    expect(offer.text).toContain('/fr/classes/booking/claim?token=')
    // The seat is held by the offer: a new booking now waits.
    const late = await apiJson('/api/class-bookings', {
      method: 'POST',
      json: validBooking({ classType: classId, session: sessionId }),
      ip: nextIp(),
    })
    expect(late.status).toBe(409)
    // And the studio cannot confirm a waitlisted booking beyond the capacity.
    const third = await apiJson('/api/class-bookings', {
      method: 'POST',
      json: validBooking({ classType: classId, session: sessionId, waitlist: true }),
      ip: nextIp(),
    })
    const refused = await admin(third.data.id, 'confirmed')
    expect(refused.status).toBe(409)
    expect(refused.data.error).toBe('SESSION_FULL')
  }, 60_000)
})

const { signLink } = await import('@/lib/bookings/links')
const { lapseExpiredOffers, queueReminders } = await import('@/lib/bookings/housekeeping')

/** The token of the first link to `path` in the newest message queued for `to`. */
async function linkToken(to: string, path: string): Promise<string> {
  const docs = (
    await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: '-id', overrideAccess: true })
  ).docs
  for (const doc of docs) {
    const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([^\\s"&]+)`).exec(doc.text)
    if (match) return decodeURIComponent(match[1]!)
  }
  throw new Error(`no ${path} link for ${to}`)
}

const linkCall = (path: 'cancel' | 'claim', token: unknown, locale = 'en') =>
  apiJson(`/api/class-bookings/${path}?locale=${locale}`, { method: 'POST', json: { token }, ip: nextIp() })

describe('self-service cancellation and the waitlist offer', () => {
  it('the client cancels through the link: seat freed, offered to the waitlist, claimed once; replays and forgeries change nothing', async () => {
    const { classId, sessionId } = await sessionOf(1)
    const owner = `owner-${uid()}@example.ca`
    const waiting = `next-${uid()}@example.ca`
    const first = await apiJson('/api/class-bookings', {
      method: 'POST',
      json: validBooking({ email: owner, classType: classId, session: sessionId }),
      ip: nextIp(),
    })
    const second = await apiJson('/api/class-bookings?locale=fr', {
      method: 'POST',
      json: validBooking({ email: waiting, classType: classId, session: sessionId, waitlist: true }),
      ip: nextIp(),
    })
    expect(second.data.status).toBe('waitlisted')
    const token = await linkToken(owner, '/classes/booking')

    // Tampered and forged links are refused in the caller's language; nothing changes.
    const [p, id, exp, mac] = token.split('.')
    for (const bad of [`${p}.${Number(id) + 1}.${exp}.${mac}`, `${p}.${id}.${Number(exp) + 1}.${mac}`, 'nope', 42]) {
      const res = await linkCall('cancel', bad, 'fr')
      expect(res.status).toBe(400)
      expect(res.data.error).toBe('LINK_INVALID')
      expect(res.data.message).toMatch(/pas valide/)
    }
    // A claim link cannot cancel, a manage link cannot claim.
    expect((await linkCall('claim', token)).data.error).toBe('LINK_INVALID')
    const expired = signLink({ booking: first.data.id, purpose: 'manage', expires: Math.floor(Date.now() / 1000) - 5 })
    expect((await linkCall('cancel', expired)).data).toMatchObject({ error: 'LINK_EXPIRED' })
    expect((await payload.findByID({ collection: 'bookings', id: first.data.id })).status).toBe('pending')

    const cancelled = await linkCall('cancel', token)
    expect(cancelled.status).toBe(200)
    expect(cancelled.data.status).toBe('cancelled')
    const replay = await linkCall('cancel', token)
    expect(replay.status).toBe(409)
    expect(replay.data.error).toBe('ALREADY_CANCELLED')

    const claim = await linkToken(waiting, '/classes/booking/claim')
    const clicks = await Promise.all([linkCall('claim', claim, 'fr'), linkCall('claim', claim, 'fr')])
    expect(clicks.map((c) => c.status).sort()).toEqual([200, 409])
    expect(clicks.find((c) => c.status === 409)!.data.message).toBe('Cette place est déjà à vous.')
    const claimed = await payload.findByID({ collection: 'bookings', id: second.data.id })
    expect(claimed.status).toBe('pending')
    expect(claimed.offerExpiresAt).toBeFalsy()
    await deliverDueEmails(payload)
    const selfCancel = await mail.waitFor((m) => m.envelopeTo.includes(owner) && /Cancelled/.test(m.subject))
    expect(selfCancel.raw).toContain('As you asked')
  }, 60_000)

  it('no self-service cancellation after the cut-off the owner set', async () => {
    const { classId, sessionId } = await sessionOf(3, new Date(Date.now() + 24 * 3600_000))
    const email = `late-${uid()}@example.ca`
    const booked = await apiJson('/api/class-bookings', {
      method: 'POST',
      json: validBooking({ email, classType: classId, session: sessionId }),
      ip: nextIp(),
    })
    expect(booked.status).toBe(201)
    // The default cut-off is 48 h; the session is in 24 h.
    const res = await linkCall('cancel', await linkToken(email, '/classes/booking'), 'fr')
    expect(res.status).toBe(409)
    expect(res.data.error).toBe('CUTOFF_PASSED')
    expect((await payload.findByID({ collection: 'bookings', id: booked.data.id })).status).toBe('pending')
  })

  it('an unclaimed offer lapses and passes to the next person; its link is then refused', async () => {
    const { classId, sessionId } = await sessionOf(1)
    const a = await apiJson('/api/class-bookings', {
      method: 'POST',
      json: validBooking({ classType: classId, session: sessionId }),
      ip: nextIp(),
    })
    const slow = `slow-${uid()}@example.ca`
    const next = `then-${uid()}@example.ca`
    const b = await apiJson('/api/class-bookings', {
      method: 'POST',
      json: validBooking({ email: slow, classType: classId, session: sessionId, waitlist: true }),
      ip: nextIp(),
    })
    const c = await apiJson('/api/class-bookings', {
      method: 'POST',
      json: validBooking({ email: next, classType: classId, session: sessionId, waitlist: true }),
      ip: nextIp(),
    })
    await admin(a.data.id, 'cancelled')
    const token = await linkToken(slow, '/classes/booking/claim')
    // The offer runs out.
    await adapterDrizzle(payload).execute(
      sql`UPDATE bookings SET offer_expires_at = now() - interval '1 minute' WHERE id = ${b.data.id as number}`,
    )
    expect(await lapseExpiredOffers(payload)).toBeGreaterThanOrEqual(1)
    expect((await payload.findByID({ collection: 'bookings', id: b.data.id })).status).toBe('lapsed')
    const passed = await payload.findByID({ collection: 'bookings', id: c.data.id })
    expect(passed.status).toBe('waitlisted')
    expect(passed.offerExpiresAt).toBeTruthy()
    const late = await linkCall('claim', token)
    expect(late.status).toBe(409)
    expect(late.data.error).toBe('OFFER_EXPIRED')
    await linkToken(next, '/classes/booking/claim')
  }, 60_000)

  it('one reminder per confirmed booking, a day before, even when two workers run at once', async () => {
    const { classId, sessionId } = await sessionOf(3, new Date(Date.now() + 20 * 3600_000))
    const email = `remind-${uid()}@example.ca`
    const booked = await apiJson('/api/class-bookings', {
      method: 'POST',
      json: validBooking({ email, classType: classId, session: sessionId }),
      ip: nextIp(),
    })
    await admin(booked.data.id, 'confirmed')
    await Promise.all([queueReminders(payload), queueReminders(payload), queueReminders(payload)])
    await queueReminders(payload)
    const reminders = await payload.find({
      collection: 'outbox',
      where: { to: { equals: email }, kind: { equals: 'booking-reminder' } },
      overrideAccess: true,
    })
    expect(reminders.totalDocs).toBe(1)
    expect(reminders.docs[0]!.subject).toMatch(/Reminder/)
  })
})

describe('the dashboard', () => {
  it('lists sessions with seats taken over capacity and the waitlist; the CSV has the session', async () => {
    const { classId, sessionId, startsAt } = await sessionOf(1)
    const email = `csv-${uid()}@example.ca`
    await apiJson('/api/class-bookings', {
      method: 'POST',
      json: validBooking({ email, classType: classId, session: sessionId }),
      ip: nextIp(),
    })
    await apiJson('/api/class-bookings', {
      method: 'POST',
      json: validBooking({ classType: classId, session: sessionId, waitlist: true }),
      ip: nextIp(),
    })
    const sessions = await apiJson('/api/admin/class-sessions', { headers: bearer(token) })
    expect(sessions.status).toBe(200)
    expect(sessions.data.find((s: { id: number }) => s.id === sessionId)).toMatchObject({
      classId,
      capacity: 1,
      taken: 1,
      waiting: 1,
    })
    expect((await apiJson('/api/admin/class-sessions')).status).toBe(401)
    const csv = await (
      await import('./helpers/api')
    ).api(`/api/class-bookings?format=csv&q=${email}`, {
      headers: bearer(token),
    })
    const text = await csv.text()
    const [header, row] = text.trim().split(/\r?\n/)
    const cells = header!.split(',')
    expect(cells).toContain('session')
    expect(row).toContain(startsAt.toISOString())
  })
})
