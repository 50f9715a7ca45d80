import { APIError, type Payload, type PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { withinConfirmationLimit } from '@/lib/email/confirmation-limit'
import { aboutRecord } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import { listRecords, type ListCall } from '@/lib/records/list'
import type { StoringContext } from '@/lib/http/json-call'
import { HttpError } from '@/lib/http/errors'
import type { AdminBookingStatus, BookingStatus } from '@/lib/schemas/classBooking'
import { validationTranslator } from '@/lib/schemas/errors'
import { V, type ValidationKey } from '@/lib/schemas/messages'
import { classTitles, parseBooking, type CatalogueClass } from './catalogue'
import { bookingEmails } from './emails'
import { checkUnpaidHold, holderOf, type UnpaidHoldLimits } from './holds'
import { manageUrl } from './links'
import { sessionDetails } from './seats'
import { insertBooking, lockSession, nextBookingId, readSessionsSince, type NewBooking } from './store'
import { studioDate } from '@/lib/calendar/studio-time'
import {
  BOOKING_EXPORT_COLUMNS,
  BOOKING_SEARCH_FIELDS,
  publicBooking,
  type AdminSession,
  type PublicBooking,
} from './shape'

function sessionError(locale: Locale, key: ValidationKey): HttpError {
  const message = validationTranslator(locale)(key)
  return new HttpError(400, 'VALIDATION_FAILED', message, { extra: { fieldErrors: { session: message } } })
}

/** The seat held for a booking paid online, as the payment that pays for it needs it. */
export interface HeldSeat {
  bookingId: number
  cls: CatalogueClass
  titles: Record<Locale, string>
  name: string
  email: string
  locale: Locale
  sessionStartsAt: Date
}

/**
 * Online payment, as the booking sees it (src/lib/payments/ provides it; this folder knows
 * nothing of Stripe): whether a booking of a dated session of `cls` is paid online (it may refuse
 * the body with a 400 before anything is stored), and what to record, in the booking's own
 * transaction, for the seat it holds while the visitor pays.
 */
export interface OnlinePayment {
  takes: (cls: CatalogueClass, body: unknown, locale: Locale) => boolean
  hold: (req: PayloadRequest, seat: HeldSeat) => Promise<void>
  /** How many seats one visitor, and unpaid holds on one session, may hold at once (holds.ts). */
  limits: UnpaidHoldLimits
  /** The client address of the request (src/lib/http/client-ip.ts). */
  ip: string
}

/**
 * Stores a booking and queues its e-mails (insertBooking, store.ts). The class is the catalogue's
 * (parseBooking), and so is the price, whatever the client sent.
 *
 * A booking of a dated session locks the session's row first (lockSession), in a transaction: the
 * seats counted next cannot change before it ends, so concurrent bookings, on any number of site
 * instances, never exceed the capacity. A full session answers 409 unless the visitor asked to
 * join the waitlist, in which case the booking is stored as `waitlisted`. A booking without a
 * session needs no transaction: insertBooking's one statement is the whole write.
 */
export async function createBooking(
  { req, body, locale, idempotency, transaction, ip }: StoringContext,
  online?: OnlinePayment,
): Promise<PublicBooking> {
  const { data, cls, bookingId } = await parseBooking(req, body, locale)
  const { session: sessionId, waitlist, ...fields } = data
  const holder = holderOf(fields.email, ip)
  // Only a dated session is paid online: a request with a preferred date is scheduled, and paid, later.
  const paysOnline = sessionId !== undefined && online !== undefined && online.takes(cls, body, locale)
  const totalCost = cls.price
  const titles = classTitles(cls, fields.classType)
  const studio = await studioInfo(req)

  if (sessionId === undefined) {
    const id = bookingId ?? (await nextBookingId(req))
    const booking: NewBooking = { ...fields, id, totalCost, status: 'pending', locale, holder }
    const emails = aboutRecord(
      await bookingEmails({ ...fields, totalCost }, titles, locale, studio, {
        // The link of a request is valid for a while after it is made: from now, within milliseconds of created_at.
        manageUrl: manageUrl({ id }, locale),
      }),
      { collection: 'bookings', id },
    )
    return publicBooking(await insertBooking(req, booking, await withinConfirmationLimit(req, emails), idempotency))
  }

  return transaction(async () => {
    const session = await lockSession(req, sessionId)
    // A session of another class is as good as forged: the visitor cannot have picked it.
    if (!session || session.classRef !== cls.id) throw sessionError(locale, V.sessionNotFound)
    if (session.startsAt.getTime() <= Date.now()) throw sessionError(locale, V.sessionPast)
    let status: NewBooking['status'] = 'pending'
    if (session.taken >= session.capacity) {
      if (!waitlist) {
        throw new HttpError(409, 'SESSION_FULL', validationTranslator(locale)(V.sessionFull), {
          extra: { waitlist: true },
        })
      }
      status = 'waitlisted'
    }
    // Drawn under the lock: the ids of a session's bookings follow the order of their turns.
    const id = await nextBookingId(req)
    // What the session is, whatever the form said: its format and its date.
    const booked = {
      ...fields,
      format: session.format,
      preferredDate: studioDate(session.startsAt),
      preferredTime: undefined,
    }
    const emails = aboutRecord(
      await bookingEmails({ ...booked, totalCost }, titles, locale, studio, {
        session: sessionDetails(session),
        waitlisted: status === 'waitlisted',
        manageUrl: manageUrl({ id }, locale, session.startsAt),
        cutoffHours: session.cutoffHours,
      }),
      { collection: 'bookings', id },
    )
    if (paysOnline && status === 'pending') {
      // A seat held unpaid: within the visitor's share and the session's (holds.ts).
      await checkUnpaidHold(req, holder, online.limits, locale, {
        session: { id: sessionId, capacity: session.capacity },
      })
      // The seat is held while the visitor pays; the e-mails wait for the payment (the status
      // change to confirmed sends them), and so does the answer to the Idempotency-Key, which
      // will carry the Checkout address.
      const held: NewBooking = {
        ...booked,
        session: sessionId,
        id,
        totalCost,
        status: 'pending_payment',
        locale,
        holder,
      }
      const stored = await insertBooking(req, held, [], undefined)
      await online.hold(req, {
        bookingId: id,
        cls,
        titles,
        name: fields.name,
        email: fields.email,
        locale,
        sessionStartsAt: session.startsAt,
      })
      return publicBooking(stored)
    }
    const booking: NewBooking = { ...booked, session: sessionId, id, totalCost, status, locale, holder }
    return publicBooking(await insertBooking(req, booking, await withinConfirmationLimit(req, emails), idempotency))
  })
}

/**
 * The sessions of the dashboard: upcoming ones and those of the last 30 days, with seats taken
 * over capacity and the waitlist (counted like a booking counts them).
 */
export async function listSessionsForAdmin(req: PayloadRequest): Promise<AdminSession[]> {
  const rows = await readSessionsSince(req, 30)
  return rows.map((s) => ({
    id: s.id,
    classId: s.classId,
    startsAt: s.startsAt.toISOString(),
    format: s.format,
    capacity: s.capacity,
    taken: s.taken,
    waiting: s.waiting,
  }))
}

/** The dashboard's booking list (newest first, `status` narrows), a page of JSON or the CSV export. */
export function listBookings(call: ListCall, status: BookingStatus | undefined) {
  return listRecords(call, {
    collection: 'bookings',
    search: BOOKING_SEARCH_FIELDS,
    where: status ? { status: { equals: status } } : undefined,
    toJson: publicBooking,
    csv: { name: 'class-bookings', columns: BOOKING_EXPORT_COLUMNS },
    // The session's date and place, for the dashboard and the CSV.
    depth: 1,
  })
}

/**
 * The booking with its new status, or undefined when there is no booking `id`. The collection's
 * hooks e-mail the client and free or check the seat (src/lib/bookings/status.ts); `emailed` says
 * whether this change queued a message to the client.
 */
export async function setBookingStatus(
  payload: Payload,
  id: number | undefined,
  status: AdminBookingStatus,
  locale: Locale,
): Promise<(PublicBooking & { emailed: boolean }) | undefined> {
  const existing = id
    ? (
        await payload.find({
          collection: 'bookings',
          where: { id: { equals: id } },
          limit: 1,
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
      ).docs[0]
    : undefined
  if (!existing) return undefined
  try {
    const updated = await payload.update({
      collection: 'bookings',
      id: existing.id,
      data: { status },
      depth: 0,
      overrideAccess: true,
      locale,
    })
    const emailed = existing.status !== status && status !== 'pending'
    return { ...publicBooking(updated), emailed }
  } catch (error) {
    if (error instanceof APIError && error.status === 409) throw new HttpError(409, 'SESSION_FULL', error.message)
    throw error
  }
}
