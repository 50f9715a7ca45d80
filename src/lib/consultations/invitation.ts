import { TZDate } from '@date-fns/tz'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

import { withTimezones } from '@/lib/calendar/vtimezone'
import { siteUrl } from '@/lib/seo/site-url'

import { OWNER_TIME_ZONE } from './rules'

/** One UID per consultation, so that a reschedule or a cancellation replaces its invitation. */
export function consultationUid(id: number): string {
  return `consultation-${id}@${new URL(siteUrl()).hostname}`
}

export interface ConsultationInvitation {
  id: number
  method: 'REQUEST' | 'CANCEL'
  /** The consultation's own counter: 0 when booked, one more at each reschedule and at the cancellation. */
  sequence: number
  start: number
  end: number
  summary: string
  description: string
  location?: string
  url?: string
  studio: { name: string; email: string }
  attendee: { name: string; email: string }
  language: string
}

/**
 * The invitation of a consultation, made like the class bookings' (src/lib/bookings/invitation.ts):
 * Montréal wall-clock times under their TZID with the VTIMEZONE written in, a stable UID and a
 * SEQUENCE that grows with each change, so calendars apply a move or a cancellation to the event
 * they already hold.
 */
export function consultationInvitation(input: ConsultationInvitation) {
  const cancel = input.method === 'CANCEL'
  const calendar = ical({
    prodId: { company: input.studio.name, product: 'consultations', language: input.language },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  calendar.createEvent({
    id: consultationUid(input.id),
    sequence: input.sequence,
    start: new TZDate(input.start, OWNER_TIME_ZONE),
    end: new TZDate(input.end, OWNER_TIME_ZONE),
    timezone: OWNER_TIME_ZONE,
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
    content: withTimezones(calendar.toString(), [OWNER_TIME_ZONE]),
    filename: cancel ? 'cancel.ics' : 'invite.ics',
  }
}
