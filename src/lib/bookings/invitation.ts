import { fill } from '@/i18n/fill'
import enEmail from '@/i18n/messages/en/email.json'
import frEmail from '@/i18n/messages/fr/email.json'
import type { Locale } from '@/i18n/routing'
import { calendarInvitation } from '@/lib/calendar/invitation'
import { siteUrl } from '@/lib/seo/site-url'

import type { SessionDetails } from './seats'
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
  const startsAt = input.session.startsAt.getTime()
  const description = [
    fill(t.description, { className: input.className, studio: input.studio.name }),
    ...(online ? [fill(t.onlineAt, { link: input.session.location })] : []),
  ].join('\n')
  return calendarInvitation({
    method: input.method,
    product: 'class-bookings',
    language: input.locale.toUpperCase(),
    uid: invitationUid(input.bookingId),
    sequence: Math.floor(Date.now() / 1000) + (cancel ? 1 : 0),
    start: startsAt,
    end: startsAt + input.session.durationMinutes * 60_000,
    timeZone: STUDIO_TIME_ZONE,
    summary: fill(t.summary, { className: input.className, studio: input.studio.name }),
    description,
    location: input.session.location,
    url: online && /^https?:\/\//.test(input.session.location) ? input.session.location : undefined,
    studio: input.studio,
    attendee: input.attendee,
  })
}
