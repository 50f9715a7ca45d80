import { TZDate } from '@date-fns/tz'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

import { fill } from '@/i18n/fill'
import enEmail from '@/i18n/messages/en/email.json'
import frEmail from '@/i18n/messages/fr/email.json'
import type { Locale } from '@/i18n/routing'
import { withTimezones } from '@/lib/calendar/vtimezone'
import { siteUrl } from '@/lib/seo/site-url'

import type { SessionDetails } from '@/lib/email/templates'
import { STUDIO_TIME_ZONE } from '@/lib/calendar/studio-time'

const texts = { en: enEmail.email.ical, fr: frEmail.email.ical }

export interface InvitationInput {
  bookingId: number
  method: 'REQUEST' | 'CANCEL'
  session: SessionDetails
  className: string
  locale: Locale
  studio: { name: string; email: string }
  attendee: { name: string; email: string }
}

/** One UID per booking, so that a cancellation replaces the invitation it cancels. */
export function invitationUid(bookingId: number): string {
  return `class-booking-${bookingId}@${new URL(siteUrl()).hostname}`
}

/**
 * The calendar invitation of a confirmed (REQUEST) or cancelled (CANCEL) booking: the session in
 * Montréal time with its VTIMEZONE, the place (or the video link), summary and description in the
 * client's language. SEQUENCE grows with time, so a later message always wins over an earlier one;
 * a cancellation counts one more, so that it still wins over an invitation of the same second.
 */
export function invitation(input: InvitationInput): {
  method: 'REQUEST' | 'CANCEL'
  content: string
  filename: string
} {
  const t = texts[input.locale]
  const cancel = input.method === 'CANCEL'
  const online = input.session.format === 'online'
  const calendar = ical({
    prodId: { company: input.studio.name, product: 'class-bookings', language: input.locale.toUpperCase() },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  // A TZDate: ical-generator then writes the wall-clock time in Montréal (a plain Date would be
  // written in the server's own time zone under the Montréal TZID).
  const start = new TZDate(input.session.startsAt.getTime(), STUDIO_TIME_ZONE)
  const end = new TZDate(input.session.startsAt.getTime() + input.session.durationMinutes * 60_000, STUDIO_TIME_ZONE)
  const description = [
    fill(t.description, { className: input.className, studio: input.studio.name }),
    ...(online ? [fill(t.onlineAt, { link: input.session.location })] : []),
  ].join('\n')
  calendar.createEvent({
    id: invitationUid(input.bookingId),
    sequence: Math.floor(Date.now() / 1000) + (cancel ? 1 : 0),
    start,
    end,
    timezone: STUDIO_TIME_ZONE,
    summary: fill(t.summary, { className: input.className, studio: input.studio.name }),
    description,
    location: input.session.location,
    url: online && /^https?:\/\//.test(input.session.location) ? input.session.location : undefined,
    organizer: { name: input.studio.name, email: input.studio.email },
    attendees: [{ name: input.attendee.name, email: input.attendee.email, rsvp: false }],
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  return {
    method: input.method,
    content: withTimezones(calendar.toString(), [STUDIO_TIME_ZONE]),
    filename: cancel ? 'cancel.ics' : 'invite.ics',
  }
}
