import { createHash } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { recipientKey } from '@/lib/email/confirmation-limit'
import { HttpError } from '@/lib/http/errors'
import { validationTranslator } from '@/lib/schemas/errors'
import { V } from '@/lib/schemas/messages'

import { lockUnpaidHolder, unpaidHoldsOfSession } from './store'

/**
 * Seats held without payment. A seat of a class paid online is held while its visitor pays (30
 * minutes of Checkout, and 5 more before the sweep), and a new booking could take it again at once:
 * one visitor once held every seat of a 15-seat session in 7 seconds, a real visitor got
 * `409 SESSION_FULL`, and their own waitlisted booking then got the seat that came free. So, as
 * consultations do (2 future times per mailbox, 3 per client address), a visitor may hold only a
 * few seats unpaid at once, counted under their locks in the booking's transaction, and unpaid
 * holds may take only a share of any one session, so people who pay can always find a seat.
 */
export interface UnpaidHoldLimits {
  /** Seats one mailbox may hold unpaid at once, on every session (a `+tag` is the same mailbox). */
  perMailbox: number
  /** The same per client address (a couple or a small office behind one address). */
  perClient: number
  /** The share of a session's seats, in percent, that unpaid holds may take at once. */
  sessionPercent: number
}

/** Who holds a seat, as the booking stores it: the mailbox and the client address, each hashed. */
export interface Holder {
  mailboxKey: string
  clientKey: string
}

/** The client address as stored with a booking: hashed as a consultation's is, so one address has one key. */
export const clientKey = (ip: string) => createHash('sha256').update(`client:${ip}`).digest('base64url')

export const holderOf = (email: string, ip: string): Holder => ({
  mailboxKey: recipientKey(email),
  clientKey: clientKey(ip),
})

/** The seats of a session of `capacity` that unpaid holds may take at once: at least one. */
export const unpaidShare = (capacity: number, percent: number) =>
  Math.max(1, Math.ceil((capacity * Math.min(100, Math.max(1, percent))) / 100))

/**
 * Refuses a seat held unpaid to a visitor who already holds their share (409
 * TOO_MANY_UNPAID_HOLDS), or on a session whose unpaid holds already take theirs (409
 * SEATS_BEING_PAID), in the visitor's language. Inside the booking's (or the claim's)
 * transaction, after the session's row lock: the visitor's locks make two of their bookings count
 * one after the other, on any instance. A claim (`except`, its own booking) is the seat the
 * waitlist's order gave it, so only the visitor's share applies to it.
 */
export async function checkUnpaidHold(
  req: PayloadRequest,
  holder: Holder,
  limits: UnpaidHoldLimits,
  locale: Locale,
  { session, except }: { session?: { id: number; capacity: number }; except?: number } = {},
): Promise<void> {
  const held = await lockUnpaidHolder(req, holder, except)
  const t = validationTranslator(locale)
  if (held.mailbox >= limits.perMailbox || held.client >= limits.perClient) {
    throw new HttpError(409, 'TOO_MANY_UNPAID_HOLDS', t(V.classTooManyUnpaid))
  }
  if (
    session &&
    (await unpaidHoldsOfSession(req, session.id)) >= unpaidShare(session.capacity, limits.sessionPercent)
  ) {
    throw new HttpError(409, 'SEATS_BEING_PAID', t(V.sessionUnpaidShare))
  }
}
