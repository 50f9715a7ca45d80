import { TZDate } from '@date-fns/tz'
import type { PayloadRequest } from 'payload'

import enBooking from '@/i18n/messages/en/booking.json'
import frBooking from '@/i18n/messages/fr/booking.json'
import type { Locale } from '@/i18n/routing'
import { STUDIO_TIME_ZONE } from '@/lib/calendar/studio-time'
import { HttpError } from '@/lib/http/errors'
import type { Booking } from '@root/payload-types'

import { classTitles } from './catalogue'
import { checkUnpaidHold, holderOf } from './holds'
import { verifyLink, type LinkPurpose } from './links'
import type { OnlinePayment } from './operations'
import type { SessionRow } from './seats'
import { bookingStatus, claimOfferedSeat, findClass, lockBookingStatus, lockSession, paidOnline } from './store'
import type { BookingContext } from './status'

const texts = { en: enBooking.classes.manage.errors, fr: frBooking.classes.manage.errors }
type ErrorKey = keyof typeof texts.en

const refuse = (status: number, code: string, key: ErrorKey, locale: Locale) =>
  new HttpError(status, code, texts[locale][key])

/** The booking a link names, or the 4xx a visitor gets for a forged, tampered or expired one. */
export function bookingIdOf(token: unknown, purpose: LinkPurpose, locale: Locale): number {
  const check = verifyLink(typeof token === 'string' ? token : undefined, purpose)
  if (check.ok) return check.claims.booking
  if (check.reason === 'expired') throw refuse(400, 'LINK_EXPIRED', 'expired', locale)
  throw refuse(400, 'LINK_INVALID', 'invalid', locale)
}

const relationId = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : value && typeof value === 'object' ? (value as { id: number }).id : undefined

/** The moment until which the client may cancel a session booking themselves. */
export const cancelDeadline = (session: Pick<SessionRow, 'startsAt' | 'cutoffHours'>) =>
  new Date(session.startsAt.getTime() - session.cutoffHours * 3600_000)

/**
 * When a booking without a session takes place, for its cancellation rules: the start of its date in
 * Montréal (the visitor's preferred date, or the one the studio set since in /cms; a time of day is
 * only a wish, "morning" or "evening", so the day's first minute counts). Undefined without a date.
 */
export function requestStart(preferredDate: string | null | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(preferredDate?.trim() ?? '')
  if (!match) return undefined
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const at = new TZDate(y, m - 1, d, 0, 0, STUDIO_TIME_ZONE)
  return Number.isNaN(at.getTime()) ? undefined : new Date(at.getTime())
}

/**
 * Whether the client of a booking without a session, paid online (a payment request), may still
 * cancel it through their link, and whether that is late. Its date stands for the session's start:
 * the class's cut-off counts back from it, and once it has come the studio decides (the class may
 * have been given). Without a date nothing says when the class is, so the studio decides too:
 * otherwise the link would refund everything for as long as it lives (180 days).
 */
export function requestCancellation(
  start: Date | undefined,
  cutoffHours: number,
  now = Date.now(),
): { late: boolean } | { refused: 'datePassed' | 'noDate' } {
  if (!start) return { refused: 'noDate' }
  if (now >= start.getTime()) return { refused: 'datePassed' }
  return { late: now > cancelDeadline({ startsAt: start, cutoffHours }).getTime() }
}

/**
 * Cancels the booking of a manage link, in the request's transaction: the session row is locked
 * first (the order every booking change follows), then the booking's; a second click finds it
 * cancelled and changes nothing. The hooks e-mail the client and offer the seat to the waitlist.
 */
export async function cancelByLink(req: PayloadRequest, token: unknown, locale: Locale): Promise<Booking> {
  const id = bookingIdOf(token, 'manage', locale)
  const current = await req.payload
    .findByID({ collection: 'bookings', id, depth: 0, req, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!current) throw refuse(404, 'NOT_FOUND', 'invalid', locale)
  const sessionId = relationId(current.session)
  const session = sessionId ? await lockSession(req, sessionId) : undefined
  const status = await lockBookingStatus(req, id)
  if (status === 'cancelled' || status === 'lapsed') throw refuse(409, 'ALREADY_CANCELLED', 'alreadyCancelled', locale)
  if (status === 'completed') throw refuse(409, 'COMPLETED', 'completed', locale)
  // After the cut-off, only a booking paid online may still be cancelled by its client: they get
  // back the class's late-cancellation share of it (src/lib/payments/cancellation.ts), the seat is freed.
  let late = Boolean(session && Date.now() > cancelDeadline(session).getTime())
  if (late && (!(await paidOnline(req, id)) || session!.startsAt.getTime() <= Date.now())) {
    throw refuse(409, 'CUTOFF_PASSED', 'cutoff', locale)
  }
  // A request without a session that was paid online (through a payment request) follows the same
  // rules from its date: the class's cut-off and late share, and none once the date has come.
  if (!session && (await paidOnline(req, id))) {
    const cls = await findClass(req, current.classType)
    const rule = requestCancellation(requestStart(current.preferredDate), cls?.cancellationCutoffHours ?? 48)
    if ('refused' in rule) {
      throw refuse(409, rule.refused === 'datePassed' ? 'DATE_PASSED' : 'NO_DATE', rule.refused, locale)
    }
    late = rule.late
  }
  const context: BookingContext = { selfService: true, lateCancellation: late }
  return req.payload.update({
    collection: 'bookings',
    id,
    data: { status: 'cancelled', offerExpiresAt: null },
    depth: 0,
    req,
    overrideAccess: true,
    context: context as Record<string, unknown>,
  })
}

/** A claimed seat: taken (`pending`), or held while its claimant pays online (`pending_payment`). */
export interface ClaimedSeat {
  id: number
  status: 'pending' | 'pending_payment'
  /** When the offer it came from would have ended: where an unpaid claim goes back to. */
  offerExpiresAt: string
}

/**
 * Claims the seat offered to a waitlisted booking: one conditional UPDATE under the session's
 * lock, so of two clicks (or two instances) exactly one succeeds and the other is told the seat
 * is already theirs. An offer that ran out is refused; the seat then goes to the next person.
 * A class paid online (`online`, from src/lib/payments/) is claimed as it is booked: the seat is
 * held (`pending_payment`) and its payment recorded in the same transaction, for Checkout.
 */
export async function claimByLink(
  req: PayloadRequest,
  token: unknown,
  locale: Locale,
  online?: OnlinePayment,
): Promise<ClaimedSeat> {
  const id = bookingIdOf(token, 'claim', locale)
  const current = await req.payload
    .findByID({ collection: 'bookings', id, depth: 0, req, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  const sessionId = relationId(current?.session)
  if (!current || !sessionId) throw refuse(404, 'NOT_FOUND', 'invalid', locale)
  const session = await lockSession(req, sessionId)
  const cls = online && session ? await findClass(req, current.classType) : undefined
  const paysOnline = Boolean(cls && online!.takes(cls, {}, locale))
  const status = paysOnline ? 'pending_payment' : 'pending'
  // A claim that holds the seat unpaid counts as any such hold: within the claimant's share.
  const holder = paysOnline ? holderOf(current.email, online!.ip) : undefined
  if (holder && current.status === 'waitlisted' && current.offerExpiresAt) {
    await checkUnpaidHold(req, holder, online!.limits, locale, { except: id })
  }
  if (await claimOfferedSeat(req, id, status, holder)) {
    if (paysOnline) {
      const bookedIn = (current.locale ?? locale) as Locale
      await online!.hold(req, {
        bookingId: id,
        cls: cls!,
        titles: classTitles(cls, current.classType),
        name: current.name,
        email: current.email,
        locale: bookedIn,
        sessionStartsAt: session!.startsAt,
      })
    }
    return { id, status, offerExpiresAt: String(current.offerExpiresAt) }
  }
  const already = await bookingStatus(req, id)
  if (already === 'pending' || already === 'pending_payment' || already === 'confirmed') {
    throw refuse(409, 'ALREADY_CLAIMED', 'alreadyClaimed', locale)
  }
  throw refuse(409, 'OFFER_EXPIRED', 'offerExpired', locale)
}
