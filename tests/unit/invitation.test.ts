/**
 * The class invitation as written, unbundled, against the same strict reader as the e2e spec
 * (tests/helpers/icalendar.ts). It cannot see a bundle that loses the zone data (that is
 * tests/e2e/calendar-invitations.spec.ts and server-bundle.spec.ts); it pins what the code itself
 * writes: one VTIMEZONE, a UTC DTSTAMP whatever the server's own zone, Montréal wall-clock times on
 * both sides of a change, and a cancellation that outranks an invitation of the same second.
 */
import nodeIcal from 'node-ical'
import { describe, expect, it, vi } from 'vitest'

import { invitation } from '@/lib/bookings/invitation'
import type { SessionDetails } from '@/lib/bookings/seats'
import { STUDIO_TIME_ZONE } from '@/lib/calendar/studio-time'
import { vtimezone, withTimezones } from '@/lib/calendar/vtimezone'
import { checkCalendar } from '@root/tests/helpers/icalendar'

const session = {
  startsAt: new Date('2027-03-14T06:30:00Z'),
  durationMinutes: 90,
  format: 'in-person',
  location: '5445 avenue de Gaspé, Montréal',
} as SessionDetails

const write = (method: 'REQUEST' | 'CANCEL') =>
  invitation({
    bookingId: 7,
    method,
    session,
    className: 'Night Sky',
    locale: 'fr',
    studio: { name: 'Lumière Studio', email: 'hello@example.ca' },
    attendee: { name: 'Lune Tremblay', email: 'lune@example.ca' },
  })

describe('class invitations', () => {
  it('follow RFC 5545, with the VTIMEZONE of the studio and the times of Montréal across a change', () => {
    vi.stubEnv('TZ', 'America/Vancouver')
    try {
      const checked = checkCalendar(write('REQUEST').content, 'REQUEST')
      expect(checked.problems).toEqual([])
      expect(checked.timezones).toEqual([STUDIO_TIME_ZONE])
      expect(checked.events[0]!.start).toEqual({
        wall: '20270314T013000',
        tzid: STUDIO_TIME_ZONE,
        instant: new Date('2027-03-14T06:30:00Z'),
        offset: '-05:00',
      })
      expect(checked.events[0]!.end).toMatchObject({ wall: '20270314T040000', offset: '-04:00' })
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('give a cancellation of the same second a higher SEQUENCE', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T20:00:00.400Z'), toFake: ['Date'] })
    try {
      const request = checkCalendar(write('REQUEST').content).events[0]!
      const cancel = checkCalendar(write('CANCEL').content, 'CANCEL').events[0]!
      expect(cancel.uid).toBe(request.uid)
      expect(cancel.sequence).toBeGreaterThan(request.sequence)
    } finally {
      vi.useRealTimers()
    }
  })

  it('never leave out a VTIMEZONE: an unknown zone is an error', () => {
    expect(() => vtimezone('Mars/Olympus_Mons')).toThrow(/No VTIMEZONE for Mars\/Olympus_Mons/)
    expect(() =>
      withTimezones('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VEVENT\r\nEND:VCALENDAR', ['Mars/Olympus_Mons']),
    ).toThrow()
  })

  it('keep a name inside its CN: no double quote, backslash or line break reaches a parameter value', () => {
    const content = invitation({
      bookingId: 8,
      method: 'REQUEST',
      session,
      className: 'Night Sky',
      locale: 'en',
      studio: { name: 'Studio "Lumière"\r\nX-INJECTED:1', email: 'hello@example.ca' },
      attendee: { name: 'Eve":MAILTO:attacker@evil.test\\', email: 'eve@example.ca' },
    }).content
    const checked = checkCalendar(content, 'REQUEST')
    expect(checked.problems).toEqual([])
    expect(checked.events[0]!.attendees).toEqual(['eve@example.ca'])
    expect(checked.events[0]!.organizer).toBe('hello@example.ca')
    const event = Object.values(nodeIcal.sync.parseICS(content)).find((c) => c?.type === 'VEVENT') as unknown as {
      attendee: { val: string; params: { CN: string } }
      organizer: { val: string; params: { CN: string } }
    }
    expect(event.attendee.val.toLowerCase()).toBe('mailto:eve@example.ca')
    expect(event.attendee.params.CN).toBe("Eve':MAILTO:attacker@evil.test")
    expect(event.organizer.params.CN).toBe("Studio 'Lumière' X-INJECTED:1")
    expect(content).not.toMatch(/^X-INJECTED/m)
  })
})
