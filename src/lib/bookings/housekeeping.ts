import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { enqueueEmails, kickOutbox, type OutgoingEmail } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import { inLocalTransaction } from '@/lib/db/transaction'

import { classTitles } from './catalogue'
import { sessionReminderEmail } from './emails'
import { manageUrl } from './links'
import { sessionDetails } from './seats'
import { claimDueReminders, findClass, firstExpiredOffer, lapseOffer, lockSession } from './store'
import { passFreedSeat } from './status'

/** Reminders go out this long before a confirmed session. */
export const REMINDER_LEAD_HOURS = 24

/**
 * Offers whose time ran out: the booking becomes `lapsed` and the seat passes to the next person
 * waiting, one offer per transaction. The conditional UPDATE under the session's lock makes this
 * safe with any number of instances (and against a claim arriving at the same moment).
 */
export async function lapseExpiredOffers(payload: Payload): Promise<number> {
  let lapsed = 0
  for (let i = 0; i < 100; i++) {
    const done = await inLocalTransaction(payload, async (req) => {
      const due = await firstExpiredOffer(req)
      if (!due) return true
      const sessionId = due.sessionId
      await lockSession(req, sessionId)
      if (await lapseOffer(req, due.id)) {
        lapsed++
        await enqueueEmails(req, await passFreedSeat(req, sessionId))
      }
      return false
    })
    if (done) break
  }
  return lapsed
}

/**
 * The reminder of each confirmed booking whose session starts within 24 hours, queued once: the
 * UPDATE … WHERE reminded_at IS NULL RETURNING claims the bookings atomically (a second instance
 * running the same statement waits for the row locks, then finds them reminded), in the same
 * transaction as the e-mails it queues.
 */
export async function queueReminders(payload: Payload): Promise<number> {
  return inLocalTransaction(payload, async (req) => {
    const due = await claimDueReminders(req, REMINDER_LEAD_HOURS)
    if (due.length === 0) return 0
    const studio = await studioInfo(req)
    const emails: OutgoingEmail[] = []
    for (const row of due) {
      const booking = await req.payload.findByID({
        collection: 'bookings',
        id: row.id,
        depth: 0,
        req,
        overrideAccess: true,
      })
      const session = await lockSession(req, row.sessionId)
      if (!session) continue
      const locale = (booking.locale ?? 'en') as Locale
      const cls = await findClass(req, booking.classType)
      emails.push(
        await sessionReminderEmail(
          { id: booking.id, name: booking.name, email: booking.email, locale },
          classTitles(cls, booking.classType)[locale],
          studio,
          sessionDetails(session),
          manageUrl(booking, locale, session.startsAt),
        ),
      )
    }
    await enqueueEmails(req, emails)
    return emails.length
  })
}

/**
 * One turn of the booking housekeeping, every minute on one instance at a time (its loop:
 * src/lib/jobs/background-loops.ts): lapse expired waitlist offers, queue the sessions' reminders.
 * The statements are once-only by themselves; the lock only spares work.
 */
export async function runBookingHousekeeping(payload: Payload): Promise<{ lapsed: number; reminded: number }> {
  const lapsed = await lapseExpiredOffers(payload)
  const reminded = await queueReminders(payload)
  if (lapsed || reminded) kickOutbox(payload)
  return { lapsed, reminded }
}
