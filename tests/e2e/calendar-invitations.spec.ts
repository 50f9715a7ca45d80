/**
 * The calendar invitations the production server sends, as a calendar program reads them: two
 * class bookings on sessions that straddle Montréal's daylight-saving changes of 2027 are confirmed
 * by the administrator and then cancelled by the client; what reaches the harness's SMTP server
 * (the text/calendar part and the .ics attachment of each e-mail) is parsed by ical.js, not by the
 * library that wrote it, and held to RFC 5545's rules (tests/helpers/icalendar.ts): a VTIMEZONE for
 * every TZID, start and end in Montréal's wall-clock time on each side of the change, METHOD, UID,
 * SEQUENCE, ORGANIZER and ATTENDEE (one, however the client's name is written: node-ical reads it
 * too). Outlook reads the time only through the VTIMEZONE; a bundle
 * that loses the zone data loses the component, and this test fails.
 */
import nodeIcal from 'node-ical'

import { STUDIO_TIME_ZONE } from '@/lib/calendar/studio-time'
import { checkCalendar, type CheckedCalendar } from '@root/tests/helpers/icalendar'
import { mimeParts } from '@root/tests/helpers/mail'
import { expect, test } from './fixtures/test'

import { sharedToken } from './fixtures/admin-session'
import { linkIn, waitForMail, type ReceivedMail } from './fixtures/mail'
import { asEditor, findRecords, uniqueEmail } from './fixtures/records'

/**
 * Each session crosses a change: 2027-03-14 02:00 EST becomes 03:00 EDT, 2027-11-07 02:00 EDT
 * becomes 01:00 EST. The expected wall-clock times and offsets are written out by hand, not
 * computed by the code under test.
 */
const SESSIONS = [
  {
    locale: 'en',
    startsAt: '2027-03-14T06:30:00.000Z',
    durationMinutes: 90,
    start: { wall: '20270314T013000', offset: '-05:00' },
    end: { wall: '20270314T040000', offset: '-04:00' },
  },
  {
    locale: 'fr',
    startsAt: '2027-11-07T04:30:00.000Z',
    durationMinutes: 180,
    start: { wall: '20271107T003000', offset: '-04:00' },
    end: { wall: '20271107T023000', offset: '-05:00' },
  },
] as const

type Method = 'REQUEST' | 'CANCEL'

/** The calendar objects of an e-mail: its text/calendar part and its .ics attachment. */
function calendarsOf(m: ReceivedMail): { part?: { method: string; content: string }; attachment?: string } {
  const parts = mimeParts(m.raw)
  const part = parts.find((p) => /^text\/calendar/i.test(p.headers['content-type'] ?? ''))
  const attachment = parts.find((p) =>
    /filename="?[^";]+\.ics"?/i.test(`${p.headers['content-disposition'] ?? ''};${p.headers['content-type'] ?? ''}`),
  )
  return {
    part: part && {
      method: /method=([A-Z]+)/i.exec(part.headers['content-type'] ?? '')?.[1] ?? '',
      content: part.body,
    },
    attachment: attachment?.body,
  }
}

const carries = (method: Method) => (m: ReceivedMail) => calendarsOf(m).part?.method.toUpperCase() === method

test('class invitations and cancellations carry their VTIMEZONE and read right across daylight-saving changes', async ({
  request,
}) => {
  test.setTimeout(240_000)

  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const classId = `e2e-ical-${tag}`
  const created = await asEditor(request, 'post', '/api/classes?locale=en', {
    classId,
    title: `Night Sky ${tag}`,
    level: 'All levels',
    duration: '90 min',
    price: 120,
    formatOptions: ['in-person'],
    isPublished: true,
  })
  expect(created.status(), await created.text()).toBe(201)
  const classDoc = ((await created.json()) as { doc: { id: number } }).doc

  const admin = await sharedToken(request)
  const place = '5445 avenue de Gaspé, Montréal'

  for (const planned of SESSIONS) {
    await test.step(`a session from ${planned.start.wall} to ${planned.end.wall} in Montréal (${planned.locale})`, async () => {
      const session = await asEditor(request, 'post', '/api/class-sessions?locale=en', {
        class: classDoc.id,
        startsAt: planned.startsAt,
        startsAt_tz: STUDIO_TIME_ZONE,
        durationMinutes: planned.durationMinutes,
        format: 'in-person',
        location: place,
        capacity: 2,
        note: `E2E ${tag}`,
      })
      expect(session.status(), await session.text()).toBe(201)
      const sessionId = ((await session.json()) as { doc: { id: number } }).doc.id

      // The second client's name tries to end its CN parameter and name another address: a
      // parameter value cannot hold a double quote (RFC 5545 3.1.1), so it must stay a name.
      const name = planned.locale === 'fr' ? `Lune "Tremblay":MAILTO:attacker@evil.test ${tag}` : `Lune Tremblay ${tag}`
      const client = { name, email: uniqueEmail(`ical-${planned.locale}`) }
      const booked = await request.post(`/api/class-bookings?locale=${planned.locale}`, {
        data: {
          name: client.name,
          email: client.email,
          classType: classId,
          session: sessionId,
          format: 'in-person',
          experience: 'some-experience',
          totalCost: 120,
        },
      })
      expect(booked.status(), await booked.text()).toBe(201)
      const [booking] = await findRecords<{ id: number }>(request, 'bookings', { email: client.email })
      const acknowledgement = await waitForMail(client.email)

      const confirmed = await request.patch(`/api/admin/class-bookings/${booking!.id}`, {
        headers: { Authorization: `Bearer ${admin}` },
        data: { status: 'confirmed' },
      })
      expect(confirmed.status(), await confirmed.text()).toBe(200)
      const invitation = await waitForMail(client.email, carries('REQUEST'))

      const token = new URL(linkIn(acknowledgement, '/classes/booking?token='), 'http://x').searchParams.get('token')
      const cancelled = await request.post(`/api/class-bookings/cancel?locale=${planned.locale}`, { data: { token } })
      expect(cancelled.status(), await cancelled.text()).toBe(200)
      const cancellation = await waitForMail(client.email, carries('CANCEL'))

      /** Both objects of an e-mail, checked alike; the attachment is the same object as the part. */
      const read = (m: ReceivedMail, method: Method): CheckedCalendar => {
        const { part, attachment } = calendarsOf(m)
        expect(part, `${method}: a text/calendar part`).toBeDefined()
        expect(attachment, `${method}: an .ics attachment`).toBeDefined()
        const fromPart = checkCalendar(part!.content, method)
        const fromAttachment = checkCalendar(attachment!, method)
        expect(fromPart.problems, `${method}: RFC 5545 rules, text/calendar part\n${part!.content}`).toEqual([])
        expect(fromAttachment.problems, `${method}: RFC 5545 rules, .ics attachment\n${attachment}`).toEqual([])
        expect(fromAttachment).toEqual(fromPart)
        return fromPart
      }
      const request_ = read(invitation, 'REQUEST')
      const cancel = read(cancellation, 'CANCEL')

      for (const [method, calendar] of [
        ['REQUEST', request_],
        ['CANCEL', cancel],
      ] as const) {
        expect(calendar.method, method).toBe(method)
        expect(calendar.timezones, `${method}: the VTIMEZONE of the studio's zone`).toEqual([STUDIO_TIME_ZONE])
        expect(calendar.events, method).toHaveLength(1)
        const event = calendar.events[0]!
        expect(event.uid, method).toMatch(new RegExp(`^class-booking-${booking!.id}@`))
        expect(event.organizer, method).toMatch(/@/)
        expect(event.attendees, method).toEqual([client.email])
        // node-ical, a second strict reader, sees the same single attendee.
        const { part } = calendarsOf(method === 'REQUEST' ? invitation : cancellation)
        const vevent = Object.values(nodeIcal.sync.parseICS(part!.content)).find(
          (c) => c?.type === 'VEVENT',
        ) as unknown as {
          attendee: { val: string; params: { CN: string } }
        }
        expect(vevent.attendee.val.toLowerCase(), method).toBe(`mailto:${client.email}`)
        expect(vevent.attendee.params.CN, method).toBe(client.name.replace(/"/g, "'"))
        // The wall-clock time in Montréal as written, and the instant the VTIMEZONE makes of it.
        expect(event.start, `${method} DTSTART`).toEqual({
          ...planned.start,
          tzid: STUDIO_TIME_ZONE,
          instant: new Date(planned.startsAt),
        })
        expect(event.end, `${method} DTEND`).toEqual({
          ...planned.end,
          tzid: STUDIO_TIME_ZONE,
          instant: new Date(new Date(planned.startsAt).getTime() + planned.durationMinutes * 60_000),
        })
      }
      expect(request_.events[0]!.status).toBe('CONFIRMED')
      expect(cancel.events[0]!.status).toBe('CANCELLED')
      // The cancellation replaces the invitation: same UID, a higher SEQUENCE (RFC 5546 2.1.4).
      expect(cancel.events[0]!.uid).toBe(request_.events[0]!.uid)
      expect(cancel.events[0]!.sequence).toBeGreaterThan(request_.events[0]!.sequence)
    })
  }
})
