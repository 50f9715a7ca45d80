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
 * An invitation (REQUEST) or its cancellation (CANCEL) as the class bookings and the consultations
 * send it: wall-clock times under their TZID with the VTIMEZONE written in (a TZDate: ical-generator
 * then writes the time in that zone; a plain Date would be written in the server's own zone under
 * the TZID), the studio as organizer and the client as attendee.
 */
export function calendarInvitation(input: CalendarInvitation) {
  const cancel = input.method === 'CANCEL'
  const calendar = ical({
    prodId: { company: input.studio.name, product: input.product, language: input.language },
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
    organizer: { name: input.studio.name, email: input.studio.email },
    attendees: [{ name: input.attendee.name, email: input.attendee.email, rsvp: false }],
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  return {
    method: input.method,
    content: withTimezones(calendar.toString(), [input.timeZone]),
    filename: cancel ? 'cancel.ics' : 'invite.ics',
  }
}
