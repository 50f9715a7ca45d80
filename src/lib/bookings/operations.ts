import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import { APIError, type Payload, type PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { execute } from '@/lib/db/statements'
import { withinConfirmationLimit } from '@/lib/email/confirmation-limit'
import { aboutRecord, outboxInsert, type OutgoingEmail } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import { bookingEmails } from '@/lib/email/templates'
import { listRecords, type ListCall } from '@/lib/records/list'
import type { IdempotentAnswer, StoringContext } from '@/lib/http/endpoint'
import { HttpError } from '@/lib/http/errors'
import type { Booking } from '@/payload-types'
import type { AdminBookingStatus, BookingStatus, ClassBooking } from '@/lib/schemas/classBooking'
import { validationTranslator } from '@/lib/schemas/errors'
import { V, type ValidationKey } from '@/lib/schemas/messages'
import { bookings as B, classSessions as S } from '@/platform/payload-tables'
import { classTitles, parseBooking, type CatalogueClass } from './catalogue'
import { manageUrl } from './links'
import { lockSession, readSessions, sessionDetails } from './seats'
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

type NewBooking = Omit<ClassBooking, 'waitlist'> & {
  id: number
  totalCost: number
  status: 'pending' | 'waitlisted' | 'pending_payment'
  locale: Locale
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
}

/** The booking as Payload would answer it, from what was stored and the row's two timestamps. */
function storedBooking(b: NewBooking, createdAt: string, updatedAt: string): Booking {
  return {
    id: b.id,
    name: b.name,
    email: b.email,
    phone: b.phone ?? null,
    classType: b.classType,
    format: b.format,
    session: b.session ?? null,
    preferredDate: b.preferredDate ?? null,
    preferredTime: b.preferredTime ?? null,
    experience: b.experience,
    goals: b.goals ?? null,
    equipment: b.equipment ?? null,
    totalCost: b.totalCost,
    notes: b.notes ?? null,
    status: b.status,
    offerExpiresAt: null,
    remindedAt: null,
    locale: b.locale,
    createdAt,
    updatedAt,
  }
}

// JavaScript's toISOString of a timestamptz column, in SQL (both truncate to the millisecond).
const isoTimestamp = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/**
 * The booking, its e-mails and the answer to its Idempotency-Key, in ONE statement: a statement is
 * atomic by itself, so they are stored together or not at all, with or without a transaction
 * around it. Inside a dated session's transaction it is the last statement before COMMIT; without
 * a session it is the whole write (measured by bench/api.ts: each round trip to PostgreSQL costs the
 * server about as much CPU as validating and rendering the booking).
 *
 * Not Payload's `create`: on this, the site's busiest write, its validate, insert, re-read and
 * hook passes cost more than everything else of a booking together. What they would check is
 * already checked: the shared zod schema is stricter than the fields, the class and price come from
 * the catalogue, the session is locked and counted above; the collection's hooks act on status
 * changes of existing bookings only (src/lib/bookings/status.ts). Editors still read and change the
 * row in /cms, through Payload, with those hooks.
 *
 * `created_at` is the moment of the insert, after the session's lock, not the column's default
 * `now()` (the transaction's start, before the wait): the waitlist is served in `created_at`
 * order, which must be the order in which the bookings took their turn at the seats.
 */
async function storeBooking(
  req: PayloadRequest,
  b: NewBooking,
  emails: OutgoingEmail[],
  idempotency: IdempotentAnswer | undefined,
): Promise<Booking> {
  const answer = (({ createdAt: _, ...rest }) => rest)(publicBooking(storedBooking(b, '', '')))
  const keyStep = idempotency
    ? sql`, answer AS (${idempotency.insert(
        201,
        sql`(SELECT ${JSON.stringify(answer)}::jsonb || jsonb_build_object('createdAt', ${isoTimestamp(sql`b.${B.created_at}`)}) FROM b)`,
      )})`
    : sql``
  // A seat held for an online payment has no e-mail yet (the payment's confirmation sends it).
  const mailStep = emails.length > 0 ? sql`, mail AS (${outboxInsert(emails)})` : sql``
  const [row] = await execute(
    req,
    sql`WITH b AS (
          INSERT INTO ${B.table} (${B.id}, ${B.name}, ${B.email}, ${B.phone}, ${B.class_type}, ${B.format}, ${B.session_id},
            ${B.preferred_date}, ${B.preferred_time}, ${B.experience}, ${B.goals}, ${B.equipment}, ${B.total_cost},
            ${B.notes}, ${B.status}, ${B.locale}, ${B.created_at}, ${B.updated_at})
          VALUES (${b.id}, ${b.name}, ${b.email}, ${b.phone ?? null}, ${b.classType}, ${b.format}, ${b.session ?? null},
            ${b.preferredDate ?? null}, ${b.preferredTime ?? null}, ${b.experience}, ${b.goals ?? null},
            ${b.equipment ?? null}, ${b.totalCost}, ${b.notes ?? null}, ${b.status}, ${b.locale},
            clock_timestamp(), clock_timestamp())
          RETURNING ${B.created_at}, ${B.updated_at})
        ${mailStep}
        ${keyStep}
        SELECT ${isoTimestamp(sql`${B.created_at}`)} AS created_at, ${isoTimestamp(sql`${B.updated_at}`)} AS updated_at FROM b`,
  )
  return storedBooking(b, String(row.created_at), String(row.updated_at))
}

async function nextBookingId(req: PayloadRequest): Promise<number> {
  const [row] = await execute(req, sql`SELECT nextval(pg_get_serial_sequence(${B.tableName}, ${'id'})) AS id`)
  return Number(row!.id)
}

/**
 * Stores a booking and queues its e-mails (storeBooking). The class is the catalogue's
 * (parseBooking), and so is the price, whatever the client sent.
 *
 * A booking of a dated session locks the session's row first (lockSession), in a transaction: the
 * seats counted next cannot change before it ends, so concurrent bookings, on any number of site
 * instances, never exceed the capacity. A full session answers 409 unless the visitor asked to
 * join the waitlist, in which case the booking is stored as `waitlisted`. A booking without a
 * session needs no transaction: storeBooking's one statement is the whole write.
 */
export async function createBooking(
  { req, body, locale, idempotency, transaction }: StoringContext,
  online?: OnlinePayment,
): Promise<PublicBooking> {
  const { data, cls, bookingId } = await parseBooking(req, body, locale)
  const { session: sessionId, waitlist, ...fields } = data
  // Only a dated session is paid online: a request with a preferred date is scheduled, and paid, later.
  const paysOnline = sessionId !== undefined && online !== undefined && online.takes(cls, body, locale)
  const totalCost = cls.price
  const titles = classTitles(cls, fields.classType)
  const studio = await studioInfo(req)

  if (sessionId === undefined) {
    const id = bookingId ?? (await nextBookingId(req))
    const booking: NewBooking = { ...fields, id, totalCost, status: 'pending', locale }
    const emails = aboutRecord(
      bookingEmails({ ...fields, totalCost }, titles, locale, studio, {
        // The link of a request is valid for a while after it is made: from now, within milliseconds of created_at.
        manageUrl: manageUrl({ id }, locale),
      }),
      { collection: 'bookings', id },
    )
    return publicBooking(await storeBooking(req, booking, await withinConfirmationLimit(req, emails), idempotency))
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
      bookingEmails({ ...booked, totalCost }, titles, locale, studio, {
        session: sessionDetails(session),
        waitlisted: status === 'waitlisted',
        manageUrl: manageUrl({ id }, locale, session.startsAt),
        cutoffHours: session.cutoffHours,
      }),
      { collection: 'bookings', id },
    )
    if (paysOnline && status === 'pending') {
      // The seat is held while the visitor pays; the e-mails wait for the payment (the status
      // change to confirmed sends them), and so does the answer to the Idempotency-Key, which
      // will carry the Checkout address.
      const held: NewBooking = { ...booked, session: sessionId, id, totalCost, status: 'pending_payment', locale }
      const stored = await storeBooking(req, held, [], undefined)
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
    const booking: NewBooking = { ...booked, session: sessionId, id, totalCost, status, locale }
    return publicBooking(await storeBooking(req, booking, await withinConfirmationLimit(req, emails), idempotency))
  })
}

/**
 * The sessions of the dashboard: upcoming ones and those of the last 30 days, with seats taken
 * over capacity and the waitlist (counted like a booking counts them).
 */
export async function listSessionsForAdmin(req: PayloadRequest): Promise<AdminSession[]> {
  const rows = await readSessions(req, sql`s.${S.starts_at} > now() - interval '30 days'`)
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
