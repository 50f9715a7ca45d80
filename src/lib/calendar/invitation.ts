import { TZDate } from '@date-fns/tz'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

import { withTimezones } from './vtimezone'

export interface CalendarInvitation {
  method: 'REQUEST' | 'CANCEL'
  /** The PRODID's product (`class-bookings`, `consultations`) and language. */
  product: string
  language: string
  /** Stable per booking, so that a later message replaces the event a calendar already holds. */
  uid: string
  /** Grows with each change, so that the latest message wins. */
  sequence: number
  start: number
  end: number
  timeZone: string
  summary: string
  description: string
  location?: string
  url?: string
  studio: { name: string; email: string }
  attendee: { name: string; email: string }
}

/**
 * A person's name as the value of a CN parameter. RFC 5545 (3.1.1) lets a parameter value hold
 * neither a double quote nor a control character, and gives no escape for them; ical-generator
 * writes `\"`, which strict readers take as the end of the value, so that a name such as
 * `Eve":MAILTO:attacker@evil.test` became an address of the line. A double quote becomes an
 * apostrophe; a backslash (which ical-generator doubles, and some readers take as an escape) and
 * control characters (line breaks, tabs) become spaces.
 */
export function parameterText(name: string): string {
  return (
    name
      .replace(/"/g, "'")
      // eslint-disable-next-line no-control-regex
      .replace(/[\\\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/**
 * An invitation (REQUEST) or its cancellation (CANCEL) as the class bookings and the consultations
 * send it: wall-clock times under their TZID with the VTIMEZONE written in (a TZDate: ical-generator
 * then writes the time in that zone; a plain Date would be written in the server's own zone under
 * the TZID), the studio as organizer and the client as attendee.
 */
export function calendarInvitation(input: CalendarInvitation) {
  const cancel = input.method === 'CANCEL'
  const calendar = ical({
    // ical-generator writes the PRODID as given: a line break in the studio's name would end it.
    prodId: { company: parameterText(input.studio.name), product: input.product, language: input.language },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    start: new TZDate(input.start, input.timeZone),
    end: new TZDate(input.end, input.timeZone),
    timezone: input.timeZone,
    summary: input.summary,
    description: input.description,
    location: input.location,
    url: input.url,
    organizer: { name: parameterText(input.studio.name), email: input.studio.email },
    attendees: [{ name: parameterText(input.attendee.name), email: input.attendee.email, rsvp: false }],
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  return {
    method: input.method,
    content: withTimezones(calendar.toString(), [input.timeZone]),
    filename: cancel ? 'cancel.ics' : 'invite.ics',
  }
}
