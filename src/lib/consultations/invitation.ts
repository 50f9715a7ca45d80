import { calendarInvitation, type CalendarInvitation } from '@/lib/calendar/invitation'
import { siteUrl } from '@/lib/seo/site-url'

import { OWNER_TIME_ZONE } from './rules'

/** One UID per consultation, so that a reschedule or a cancellation replaces its invitation. */
export function consultationUid(id: number): string {
  return `consultation-${id}@${new URL(siteUrl()).hostname}`
}

/**
 * A consultation's invitation: its id makes the UID; `sequence` is the consultation's own counter (0
 * when booked, one more at each reschedule and at the cancellation).
 */
export type ConsultationInvitation = Omit<CalendarInvitation, 'product' | 'uid' | 'timeZone'> & { id: number }

/**
 * The invitation of a consultation, made like the class bookings' (src/lib/calendar/invitation.ts):
 * Montréal times, a stable UID and the consultation's own SEQUENCE, so calendars apply a move or a
 * cancellation to the event they already hold.
 */
export function consultationInvitation(input: ConsultationInvitation) {
  return calendarInvitation({
    ...input,
    product: 'consultations',
    uid: consultationUid(input.id),
    timeZone: OWNER_TIME_ZONE,
  })
}
