import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { execute, type Row } from '@/lib/db/statements'
import type { OutgoingEmail } from '@/lib/email/outbox'
import { outboxInsert } from '@/lib/email/store'
import type { IdempotentAnswer } from '@/lib/http/json-call'
import type { Booking } from '@root/payload-types'
import type { ClassBooking } from '@/lib/schemas/classBooking'
import {
  bookings as B,
  classes as C,
  classesFormatOptions as F,
  classesLocales as L,
  classSessions as S,
  payments as P,
} from '@/platform/payload-tables'

import type { CatalogueClass } from './catalogue'
import type { SessionRow } from './seats'
import { publicBooking } from './shape'

/**
 * The bookings' and class sessions' store: every statement on `bookings`, `class_sessions` and
 * the catalogue's `classes` that the bookings run themselves. Everything else (reading a booking,
 * changing its status, so that the collection's hooks e-mail the client and move the seats) goes
 * through Payload's local API in the domain files beside this one.
 *
 * The statements here are SQL rather than Payload operations for one of two reasons, said at each:
 * the booking's hot path (bench/api.ts), or a row lock or once-only claim Payload cannot express.
 */

// ---------------------------------------------------------------------------------------------
// The catalogue
// ---------------------------------------------------------------------------------------------

/**
 * The class `classId` of the CMS catalogue, all languages, whether published or not: one
 * statement in the request's transaction. Payload's `find` with `locale: 'all'` built and ran a
 * relational query over the localized and hasMany tables, which was the costliest part of a
 * booking (bench/api.ts); bookings need five columns of it.
 *
 * `reserveBookingId`: the same statement also draws the id of the booking about to be made from
 * its sequence, so that its e-mails (whose links carry the id) are written in the statement that
 * stores the booking, not in one more after it. With `parseBooking`, only for a booking without a
 * dated session.
 */
export async function findClass(
  req: PayloadRequest,
  classId: string,
  { reserveBookingId = false } = {},
): Promise<(CatalogueClass & { bookingId?: number }) | undefined> {
  const reserve = reserveBookingId
    ? sql`, nextval(pg_get_serial_sequence(${B.tableName}, ${'id'})) AS booking_id`
    : sql``
  const [row] = await execute(
    req,
    sql`SELECT c.${C.id}, c.${C.class_id}, c.${C.price}, c.${C.is_published}, c.${C.cancellation_cutoff_hours},
               c.${C.online_payment}, c.${C.deposit_percent}, c.${C.late_cancellation_refund_percent},
               (SELECT json_object_agg(l.${L._locale}, l.${L.title}) FROM ${L.table} l WHERE l.${L._parent_id} = c.${C.id}) AS titles,
               (SELECT coalesce(json_agg(f.${F.value} ORDER BY f.${F.order}), '[]') FROM ${F.table} f WHERE f.${F.parent_id} = c.${C.id}) AS formats
               ${reserve}
        FROM ${C.table} c WHERE c.${C.class_id} = ${classId} LIMIT 1`,
  )
  if (!row) return undefined
  return {
    ...(row.booking_id !== undefined && { bookingId: Number(row.booking_id) }),
    id: Number(row.id),
    classId: String(row.class_id),
    title: (row.titles as CatalogueClass['title'] | null) ?? {},
    price: Number(row.price),
    isPublished: row.is_published !== false,
    formatOptions: row.formats as CatalogueClass['formatOptions'],
    cancellationCutoffHours: Number(row.cancellation_cutoff_hours ?? 48),
    onlinePayment: (row.online_payment as CatalogueClass['onlinePayment'] | null) ?? 'none',
    depositPercent:
      row.deposit_percent === null || row.deposit_percent === undefined ? null : Number(row.deposit_percent),
    lateCancellationRefundPercent: Number(row.late_cancellation_refund_percent ?? 0),
  }
}

// ---------------------------------------------------------------------------------------------
// Sessions and their seats
// ---------------------------------------------------------------------------------------------

/**
 * A booking holds a seat of its session while it is pending, confirmed or completed, while the
 * visitor pays for it online (`pending_payment`, until the payment completes or its Checkout
 * expires: src/lib/payments/), and while a waitlisted booking has been offered a freed seat (until
 * it claims it or the offer lapses). `holdsSeat` (status.ts) is the same rule for one booking.
 */
export const SEAT_HOLDING_STATUSES = ['pending', 'confirmed', 'completed', 'pending_payment'] as const
const holds = (alias: string) => {
  const a = sql.raw(alias)
  return sql`(${a}.${B.status} IN ('pending', 'confirmed', 'completed', 'pending_payment') OR (${a}.${B.status} = 'waitlisted' AND ${a}.${B.offer_expires_at} IS NOT NULL))`
}

const toSession = (r: Row): SessionRow => ({
  id: Number(r.id),
  classRef: Number(r.class_ref),
  classId: String(r.class_key),
  startsAt: new Date(r.starts_at as string),
  durationMinutes: Number(r.duration_minutes),
  format: r.format as SessionRow['format'],
  location: String(r.location ?? ''),
  capacity: Number(r.capacity),
  taken: Number(r.taken),
  waiting: Number(r.waiting),
  cutoffHours: Number(r.cutoff_hours ?? 48),
  offerHoldHours: Number(r.offer_hold_hours ?? 24),
  onlinePayment: (r.online_payment as SessionRow['onlinePayment'] | null) ?? 'none',
  depositPercent: r.deposit_percent === null || r.deposit_percent === undefined ? null : Number(r.deposit_percent),
})

const sessionSelect = (where: SQL) => sql`
  SELECT s.${S.id}, s.${S.class_id} AS class_ref, c.${C.class_id} AS class_key, s.${S.starts_at}, s.${S.duration_minutes},
         s.${S.format}, s.${S.location}, s.${S.capacity},
         c.${C.cancellation_cutoff_hours} AS cutoff_hours, c.${C.offer_hold_hours} AS offer_hold_hours,
         c.${C.online_payment} AS online_payment, c.${C.deposit_percent} AS deposit_percent,
         (SELECT count(*) FROM ${B.table} b WHERE b.${B.session_id} = s.${S.id} AND ${holds('b')})::int AS taken,
         (SELECT count(*) FROM ${B.table} b WHERE b.${B.session_id} = s.${S.id} AND b.${B.status} = 'waitlisted')::int AS waiting
  FROM ${S.table} s JOIN ${C.table} c ON c.${C.id} = s.${S.class_id}
  WHERE ${where}`

/**
 * The session, locked for the rest of the request's transaction: every booking, cancellation and
 * offer of one session passes through this row lock, so the count of seats taken that follows is
 * the truth until the transaction ends, whatever the number of requests and site instances.
 */
export async function lockSession(req: PayloadRequest, id: number): Promise<SessionRow | undefined> {
  // Two statements: a statement's snapshot is taken before it waits for the lock, so a count in
  // the locking statement itself would miss the bookings committed while it waited.
  const [locked] = await execute(req, sql`SELECT ${S.id} FROM ${S.table} WHERE ${S.id} = ${id} FOR UPDATE`)
  if (!locked) return undefined
  const [row] = await execute(req, sessionSelect(sql`s.${S.id} = ${id}`))
  return row ? toSession(row) : undefined
}

async function readSessions(req: PayloadRequest, where: SQL): Promise<SessionRow[]> {
  return (await execute(req, sql`${sessionSelect(where)} ORDER BY s.${S.starts_at}`)).map(toSession)
}

/**
 * The sessions `ids` with their seats, without locking (pages, the CMS list), in the order they
 * start; `publishedOnly` leaves out those of a class the owner has hidden.
 */
export async function readSessionsByIds(
  req: PayloadRequest,
  ids: number[],
  { publishedOnly = false }: { publishedOnly?: boolean } = {},
): Promise<SessionRow[]> {
  if (ids.length === 0) return []
  const idIn = sql`s.${S.id} IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`
  return readSessions(req, publishedOnly ? sql`${idIn} AND c.${C.is_published} IS NOT FALSE` : idIn)
}

/** The sessions that started within the last `days` days or are still to come, with their seats. */
export function readSessionsSince(req: PayloadRequest, days: number): Promise<SessionRow[]> {
  return readSessions(req, sql`s.${S.starts_at} > now() - make_interval(days => ${days})`)
}

/**
 * Offers a freed seat of the locked session `sessionId` to the first booking of its waitlist not
 * offered one yet (the waitlist is served in `created_at` order), holding it for `holdHours`. The
 * id of that booking, or undefined when nobody is waiting.
 */
export async function offerSeatToNextWaiting(
  req: PayloadRequest,
  sessionId: number,
  holdHours: number,
): Promise<number | undefined> {
  const [row] = await execute(
    req,
    sql`UPDATE ${B.table} SET ${B.offer_expires_at} = now() + make_interval(hours => ${holdHours}), ${B.updated_at} = now()
        WHERE ${B.id} = (
          SELECT ${B.id} FROM ${B.table}
          WHERE ${B.session_id} = ${sessionId} AND ${B.status} = 'waitlisted' AND ${B.offer_expires_at} IS NULL
          ORDER BY ${B.created_at}, ${B.id} LIMIT 1)
        RETURNING ${B.id}`,
  )
  return row ? Number(row.id) : undefined
}

// ---------------------------------------------------------------------------------------------
// A new booking
// ---------------------------------------------------------------------------------------------

export type NewBooking = Omit<ClassBooking, 'waitlist'> & {
  id: number
  totalCost: number
  status: 'pending' | 'waitlisted' | 'pending_payment'
  locale: Locale
  /** Who booked, hashed (src/lib/bookings/holds.ts): the caps on seats held unpaid count by these. */
  holder?: { mailboxKey: string; clientKey: string }
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

/** The id of the booking about to be made, drawn from the table's sequence. */
export async function nextBookingId(req: PayloadRequest): Promise<number> {
  const [row] = await execute(req, sql`SELECT nextval(pg_get_serial_sequence(${B.tableName}, ${'id'})) AS id`)
  return Number(row!.id)
}

/**
 * The booking, its e-mails and the answer to its Idempotency-Key, in ONE statement: a statement is
 * atomic by itself, so they are stored together or not at all, with or without a transaction
 * around it. Inside a dated session's transaction it is the last statement before COMMIT; without
 * a session it is the whole write. Each round trip to PostgreSQL costs the server about as much CPU
 * as validating and rendering the booking: a booking without a session went from six round trips
 * to three, and bench/api.ts from about 270 to 430–475 bookings a second with the change to the
 * request's routing that followed.
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
export async function insertBooking(
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
            ${B.notes}, ${B.status}, ${B.locale}, ${B.mailbox_key}, ${B.client_key}, ${B.created_at}, ${B.updated_at})
          VALUES (${b.id}, ${b.name}, ${b.email}, ${b.phone ?? null}, ${b.classType}, ${b.format}, ${b.session ?? null},
            ${b.preferredDate ?? null}, ${b.preferredTime ?? null}, ${b.experience}, ${b.goals ?? null},
            ${b.equipment ?? null}, ${b.totalCost}, ${b.notes ?? null}, ${b.status}, ${b.locale},
            ${b.holder?.mailboxKey ?? null}, ${b.holder?.clientKey ?? null}, clock_timestamp(), clock_timestamp())
          RETURNING ${B.created_at}, ${B.updated_at})
        ${mailStep}
        ${keyStep}
        SELECT ${isoTimestamp(sql`${B.created_at}`)} AS created_at, ${isoTimestamp(sql`${B.updated_at}`)} AS updated_at FROM b`,
  )
  return storedBooking(b, String(row.created_at), String(row.updated_at))
}

// ---------------------------------------------------------------------------------------------
// Changes under the session's lock: once-only by their WHERE, whatever the number of instances
// ---------------------------------------------------------------------------------------------

/** The booking's status, its row locked for the rest of the transaction. */
export async function lockBookingStatus(req: PayloadRequest, id: number): Promise<Booking['status'] | undefined> {
  const [row] = await execute(req, sql`SELECT ${B.status} FROM ${B.table} WHERE ${B.id} = ${id} FOR UPDATE`)
  return row?.status as Booking['status'] | undefined
}

/** The booking's status as the transaction sees it now. */
export async function bookingStatus(req: PayloadRequest, id: number): Promise<Booking['status'] | undefined> {
  const [row] = await execute(req, sql`SELECT ${B.status} FROM ${B.table} WHERE ${B.id} = ${id}`)
  return row?.status as Booking['status'] | undefined
}

/**
 * The offered seat becomes the booking's (`pending`), if the offer still runs: true when this call
 * claimed it. Of two clicks (or two instances) exactly one finds the row still waitlisted.
 */
export async function claimOfferedSeat(
  req: PayloadRequest,
  id: number,
  status: 'pending' | 'pending_payment' = 'pending',
  holder?: { mailboxKey: string; clientKey: string },
): Promise<boolean> {
  // Whoever claims holds the seat now: their address is the one the caps on unpaid holds count.
  const keys = holder ? sql`, ${B.mailbox_key} = ${holder.mailboxKey}, ${B.client_key} = ${holder.clientKey}` : sql``
  const [claimed] = await execute(
    req,
    sql`UPDATE ${B.table} SET ${B.status} = ${status}, ${B.offer_expires_at} = NULL, ${B.updated_at} = now()${keys}
        WHERE ${B.id} = ${id} AND ${B.status} = 'waitlisted' AND ${B.offer_expires_at} > now()
        RETURNING ${B.id}`,
  )
  return Boolean(claimed)
}

// ---------------------------------------------------------------------------------------------
// Seats held unpaid (src/lib/bookings/holds.ts)
// ---------------------------------------------------------------------------------------------

/**
 * A seat held without payment: a booking whose visitor is paying online (`pending_payment`, a
 * claim from the waitlist included), or a seat of a class paid online offered from its waitlist
 * and not yet claimed.
 */
const unpaidHold = sql`(b.${B.status} = 'pending_payment' OR (b.${B.status} = 'waitlisted' AND b.${B.offer_expires_at} > now()
  AND EXISTS (SELECT 1 FROM ${S.table} s JOIN ${C.table} c ON c.${C.id} = s.${S.class_id}
              WHERE s.${S.id} = b.${B.session_id} AND c.${C.online_payment} <> 'none')))`

/**
 * Takes the holder's advisory locks until the request's transaction ends (mailbox, then client
 * address: always in that order, and always after the session's row lock, so two bookings never
 * wait on each other), then counts the seats each holds unpaid, on every session, `except` the
 * booking being claimed: two bookings of one visitor, on any instances, are counted one after the
 * other.
 */
export async function lockUnpaidHolder(
  req: PayloadRequest,
  holder: { mailboxKey: string; clientKey: string },
  except?: number,
): Promise<{ mailbox: number; client: number }> {
  await execute(req, sql`SELECT pg_advisory_xact_lock(hashtext(${`class-hold-mailbox:${holder.mailboxKey}`}))`)
  await execute(req, sql`SELECT pg_advisory_xact_lock(hashtext(${`class-hold-client:${holder.clientKey}`}))`)
  const [row] = await execute(
    req,
    sql`SELECT count(*) FILTER (WHERE b.${B.mailbox_key} = ${holder.mailboxKey}) AS mailbox,
               count(*) FILTER (WHERE b.${B.client_key} = ${holder.clientKey}) AS client
          FROM ${B.table} b
         WHERE (b.${B.mailbox_key} = ${holder.mailboxKey} OR b.${B.client_key} = ${holder.clientKey})
           AND b.${B.id} <> ${except ?? 0} AND ${unpaidHold}`,
  )
  return { mailbox: Number(row?.mailbox ?? 0), client: Number(row?.client ?? 0) }
}

/** The seats of a session held while their visitors pay (`pending_payment`), under its row lock. */
export async function unpaidHoldsOfSession(req: PayloadRequest, sessionId: number): Promise<number> {
  const [row] = await execute(
    req,
    sql`SELECT count(*) AS n FROM ${B.table} WHERE ${B.session_id} = ${sessionId} AND ${B.status} = 'pending_payment'`,
  )
  return Number(row?.n ?? 0)
}

/** The waitlisted booking whose offer ran out first, if any. */
export async function firstExpiredOffer(req: PayloadRequest): Promise<{ id: number; sessionId: number } | undefined> {
  const [due] = await execute(
    req,
    sql`SELECT ${B.id}, ${B.session_id} FROM ${B.table} WHERE ${B.status} = 'waitlisted' AND ${B.offer_expires_at} <= now()
        ORDER BY ${B.offer_expires_at} LIMIT 1`,
  )
  return due ? { id: Number(due.id), sessionId: Number(due.session_id) } : undefined
}

/** The offer of booking `id` lapses if it still ran out: true when this call lapsed it. */
export async function lapseOffer(req: PayloadRequest, id: number): Promise<boolean> {
  const [row] = await execute(
    req,
    sql`UPDATE ${B.table} SET ${B.status} = 'lapsed', ${B.offer_expires_at} = NULL, ${B.updated_at} = now()
        WHERE ${B.id} = ${id} AND ${B.status} = 'waitlisted' AND ${B.offer_expires_at} <= now() RETURNING ${B.id}`,
  )
  return Boolean(row)
}

/**
 * Claims the reminders due: every confirmed booking whose session starts within `leadHours` and
 * that was not reminded yet is marked reminded, atomically (a second instance running the same
 * statement waits for the row locks, then finds them reminded). The bookings claimed.
 */
export async function claimDueReminders(
  req: PayloadRequest,
  leadHours: number,
): Promise<{ id: number; sessionId: number }[]> {
  const due = await execute(
    req,
    sql`UPDATE ${B.table} b SET ${B.reminded_at} = now(), ${B.updated_at} = now()
        FROM ${S.table} s
        WHERE b.${B.session_id} = s.${S.id} AND b.${B.status} = 'confirmed' AND b.${B.reminded_at} IS NULL
          AND s.${S.starts_at} > now() AND s.${S.starts_at} <= now() + make_interval(hours => ${leadHours})
        RETURNING b.${B.id}, b.${B.session_id}`,
  )
  return due.map((row) => ({ id: Number(row.id), sessionId: Number(row.session_id) }))
}

/**
 * Whether the booking has a payment made online that still holds money. The payments' own store
 * owns that table; this one read is here until the payments folder's store offers it.
 */
export async function paidOnline(req: PayloadRequest, bookingId: number): Promise<boolean> {
  const [row] = await execute(
    req,
    sql`SELECT 1 FROM ${P.table} WHERE ${P.booking_id} = ${bookingId} AND ${P.status} IN ('paid', 'partially_refunded') LIMIT 1`,
  )
  return Boolean(row)
}

/** The dated session a booking is for, if any. */
export async function sessionOfBooking(req: PayloadRequest, id: number): Promise<number | undefined> {
  const [row] = await execute(req, sql`SELECT ${B.session_id} FROM ${B.table} WHERE ${B.id} = ${id}`)
  return row?.session_id === null || row?.session_id === undefined ? undefined : Number(row.session_id)
}

/**
 * A claim whose payment could not be opened goes back to the waitlist with its offer and the
 * offer's deadline, if it is still held for that payment. No hook runs: nothing to e-mail, and the
 * seat was never passed on.
 */
export async function restoreWaitlistOffer(req: PayloadRequest, id: number, offerExpiresAt: string): Promise<void> {
  await execute(
    req,
    sql`UPDATE ${B.table} SET ${B.status} = 'waitlisted', ${B.offer_expires_at} = ${offerExpiresAt}, ${B.updated_at} = now()
        WHERE ${B.id} = ${id} AND ${B.status} = 'pending_payment'`,
  )
}
