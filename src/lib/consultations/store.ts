import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { execute, type Row } from '@/lib/db/statements'
import { outboxInsert, type OutgoingEmail } from '@/lib/email/outbox'
import type { StoringContext } from '@/lib/http/json-call'
import { HOLDING_STATUSES, type ConsultationStatus } from '@/lib/schemas/consultation'
import {
  bookings as B,
  classes as K,
  classSessions as S,
  consultationBookings as C,
  inquiries as I,
  payments as P,
} from '@/platform/payload-tables'

import type { NewConsultation, PublicConsultation } from './operations'
import type { Interval } from './rules'

/**
 * The consultations' store: every statement on `consultation_bookings` that the consultations run
 * themselves, and those of a consultation paid online (its hold, its release, its confirmation once
 * paid, what the dashboard shows of its payment). Reading and changing one consultation otherwise
 * goes through Payload's local API in the domain files beside this one. The exclusion constraint on
 * the held statuses (pending, confirmed, pending_payment) stays the only guard against two
 * consultations at one time.
 */

/** `('pending', 'confirmed', 'pending_payment')`: the statuses that hold their time, as SQL. */
export const holding = sql.raw(`(${HOLDING_STATUSES.map((s) => `'${s}'`).join(', ')})`)

// ---------------------------------------------------------------------------------------------
// Booking: what is taken, the locks, the one-statement insert
// ---------------------------------------------------------------------------------------------

/**
 * What is taken between `from` and `to` (ms): the held consultations' blocked ranges (buffers
 * included), but `except` (its own reschedule), and the class sessions when `classSessions`. One
 * statement across two collections, on every slots call.
 */
export async function heldBetween(
  req: PayloadRequest,
  from: number,
  to: number,
  { classSessions, except }: { classSessions: boolean; except?: number },
): Promise<Interval[]> {
  const fromIso = new Date(from).toISOString()
  const toIso = new Date(to).toISOString()
  const sessions = classSessions
    ? sql`UNION ALL SELECT ${S.starts_at} AS s, ${S.starts_at} + ${S.duration_minutes} * interval '1 minute' AS e
            FROM ${S.table}
           WHERE ${S.starts_at} < ${toIso}::timestamptz
             AND ${S.starts_at} + ${S.duration_minutes} * interval '1 minute' > ${fromIso}::timestamptz`
    : sql``
  const rows = await execute(
    req,
    sql`SELECT extract(epoch FROM s) * 1000 AS s, extract(epoch FROM e) * 1000 AS e FROM (
          SELECT ${C.blocked_from} AS s, ${C.blocked_until} AS e FROM ${C.table}
           WHERE ${C.status} IN ${holding} AND ${C.blocked_from} < ${toIso}::timestamptz
             AND ${C.blocked_until} > ${fromIso}::timestamptz AND ${C.id} <> ${except ?? 0}
          ${sessions}
        ) busy`,
  )
  return rows.map((r) => ({ start: Number(r.s), end: Number(r.e) }))
}

/** Held consultations per Montréal day between `from` and `to` (ms), but `except`, for the daily cap: an aggregate. */
export async function bookedPerDay(
  req: PayloadRequest,
  from: number,
  to: number,
  except?: number,
): Promise<Map<string, number>> {
  const rows = await execute(
    req,
    sql`SELECT to_char(${C.starts_at} AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD') AS day, count(*) AS n
          FROM ${C.table}
         WHERE ${C.status} IN ${holding} AND ${C.starts_at} >= ${new Date(from).toISOString()}::timestamptz
           AND ${C.starts_at} < ${new Date(to).toISOString()}::timestamptz AND ${C.id} <> ${except ?? 0}
         GROUP BY 1`,
  )
  return new Map(rows.map((r) => [String(r.day), Number(r.n)]))
}

/**
 * The Montréal day `date`'s lock (YYYY-MM-DD), until the request's transaction ends: a
 * transaction-level advisory lock, so the day's count that follows holds whichever instance books.
 */
export async function lockOwnerDay(req: PayloadRequest, date: string): Promise<void> {
  await execute(req, sql`SELECT pg_advisory_xact_lock(hashtext(${`consultation-day:${date}`}))`)
}

/**
 * Takes the visitor's advisory locks until the request's transaction ends (mailbox, then client
 * address: always in that order, so two bookings never wait on each other), then counts the future
 * held consultations of each: two bookings of one visitor are counted one after the other.
 */
export async function lockVisitor(
  req: PayloadRequest,
  mailboxKey: string,
  clientKey: string,
): Promise<{ mailbox: number; client: number }> {
  await execute(req, sql`SELECT pg_advisory_xact_lock(hashtext(${`consultation-mailbox:${mailboxKey}`}))`)
  await execute(req, sql`SELECT pg_advisory_xact_lock(hashtext(${`consultation-client:${clientKey}`}))`)
  const [row] = await execute(
    req,
    sql`SELECT count(*) FILTER (WHERE ${C.mailbox_key} = ${mailboxKey}) AS mailbox,
               count(*) FILTER (WHERE ${C.client_key} = ${clientKey}) AS client
          FROM ${C.table}
         WHERE ${C.status} IN ${holding} AND ${C.starts_at} > now()
           AND (${C.mailbox_key} = ${mailboxKey} OR ${C.client_key} = ${clientKey})`,
  )
  return { mailbox: Number(row?.mailbox ?? 0), client: Number(row?.client ?? 0) }
}

/**
 * The id of the consultation about to be booked, drawn from its sequence before the insert: its
 * e-mails (whose links carry the id) are then written in the statement that stores it.
 */
export async function nextConsultationId(req: PayloadRequest): Promise<number> {
  const [row] = await execute(req, sql`SELECT nextval(pg_get_serial_sequence(${C.tableName}, 'id')) AS id`)
  return Number(row!.id)
}

/**
 * Stores a new consultation with its e-mails and the answer to the request's Idempotency-Key, in
 * one statement (the booking's hot path, as a class booking's: src/lib/bookings/store.ts). Two
 * bookings of one time: the exclusion constraint refuses the second (23P01).
 */
export async function insertConsultation(
  req: PayloadRequest,
  b: NewConsultation,
  emails: OutgoingEmail[],
  idempotency: StoringContext['idempotency'],
  answer: PublicConsultation,
): Promise<void> {
  const mail = emails.length ? sql`, mail AS (${outboxInsert(emails)})` : sql``
  const key = idempotency ? sql`, answer AS (${idempotency.insert(201, sql`${JSON.stringify(answer)}::jsonb`)})` : sql``
  await execute(
    req,
    sql`WITH c AS (
          INSERT INTO ${C.table} (${C.id}, ${C.name}, ${C.email}, ${C.phone}, ${C.type}, ${C.starts_at}, ${C.ends_at},
            ${C.blocked_from}, ${C.blocked_until}, ${C.service_type}, ${C.notes}, ${C.time_zone}, ${C.status},
            ${C.sequence}, ${C.locale}, ${C.mailbox_key}, ${C.client_key}, ${C.created_at}, ${C.updated_at})
          VALUES (${b.id}, ${b.name}, ${b.email}, ${b.phone ?? null}, ${b.type}, ${new Date(b.start).toISOString()}::timestamptz,
            ${new Date(b.end).toISOString()}::timestamptz, ${new Date(b.blocked.start).toISOString()}::timestamptz,
            ${new Date(b.blocked.end).toISOString()}::timestamptz, ${b.serviceType}, ${b.notes ?? null},
            ${b.timeZone ?? null}, ${b.status}, 0, ${b.locale}, ${b.mailboxKey}, ${b.clientKey}, now(), now())
          RETURNING ${C.id})
        ${mail}
        ${key}
        SELECT ${C.id} FROM c`,
  )
}

// ---------------------------------------------------------------------------------------------
// Changes by the client's link and the owner: once-only by their WHERE on the sequence
// ---------------------------------------------------------------------------------------------

/** The consultation's row as the transaction sees it now (unlocked). */
export async function readConsultation(req: PayloadRequest, id: number): Promise<Row | undefined> {
  const [row] = await execute(req, sql`SELECT * FROM ${C.table} WHERE ${C.id} = ${id}`)
  return row
}

/**
 * Moves a held consultation to a new time, its sequence one higher and its reminder due again, if
 * its sequence is still `sequence`: of two changes through one link, one moves it, and the other
 * finds an old link (false). The exclusion constraint guards this UPDATE as it guards an INSERT.
 */
export async function moveConsultation(
  req: PayloadRequest,
  id: number,
  sequence: number,
  at: { start: number; end: number; blocked: Interval },
): Promise<boolean> {
  const moved = await execute(
    req,
    sql`UPDATE ${C.table}
           SET ${C.starts_at} = ${new Date(at.start).toISOString()}::timestamptz,
               ${C.ends_at} = ${new Date(at.end).toISOString()}::timestamptz,
               ${C.blocked_from} = ${new Date(at.blocked.start).toISOString()}::timestamptz,
               ${C.blocked_until} = ${new Date(at.blocked.end).toISOString()}::timestamptz,
               ${C.sequence} = ${C.sequence} + 1, ${C.reminded_at} = NULL, ${C.updated_at} = now()
         WHERE ${C.id} = ${id} AND ${C.sequence} = ${sequence}
           AND ${C.status} IN ('pending', 'confirmed')
     RETURNING ${C.id}`,
  )
  return moved.length > 0
}

/**
 * Cancels or declines a held consultation (`pending_payment` included), its sequence one higher,
 * if its sequence is still `sequence`; false when it is no longer held or changed meanwhile.
 */
export async function endConsultation(
  req: PayloadRequest,
  id: number,
  sequence: number,
  status: 'cancelled' | 'declined',
): Promise<boolean> {
  const done = await execute(
    req,
    sql`UPDATE ${C.table} SET ${C.status} = ${status}, ${C.sequence} = ${C.sequence} + 1, ${C.updated_at} = now()
         WHERE ${C.id} = ${id} AND ${C.sequence} = ${sequence}
           AND ${C.status} IN ('pending', 'confirmed', 'pending_payment')
     RETURNING ${C.id}`,
  )
  return done.length > 0
}

// ---------------------------------------------------------------------------------------------
// The owner's dashboard
// ---------------------------------------------------------------------------------------------

/**
 * The dashboard's consultations, upcoming (soonest first) or past (latest first), 200 at most,
 * each with the newest inquiry from the same e-mail address (its id and stage): one statement with
 * a lateral join, rather than a call per row.
 */
export async function dashboardConsultations(req: PayloadRequest, when: 'upcoming' | 'past'): Promise<Row[]> {
  return execute(
    req,
    sql`SELECT c.${C.id}, c.${C.type}, c.${C.name}, c.${C.email}, c.${C.phone}, c.${C.service_type}, c.${C.notes},
               c.${C.time_zone}, c.${C.status}, c.${C.owner_note}, c.${C.locale}, c.${C.starts_at}, c.${C.ends_at},
               i.${I.id} AS inquiry_id, i.${I.stage} AS inquiry_stage
          FROM ${C.table} c
          LEFT JOIN LATERAL (SELECT i.${I.id}, i.${I.stage} FROM ${I.table} i WHERE lower(i.${I.email}) = lower(c.${C.email})
                              ORDER BY i.${I.created_at} DESC LIMIT 1) i ON true
         WHERE ${when === 'upcoming' ? sql`c.${C.ends_at} >= now()` : sql`c.${C.ends_at} < now()`}
         ORDER BY c.${C.starts_at} ${when === 'upcoming' ? sql`ASC` : sql`DESC`}
         LIMIT 200`,
  )
}

/** The owner's private note on a consultation. */
export async function setOwnerNote(req: PayloadRequest, id: number, note: string): Promise<void> {
  await execute(
    req,
    sql`UPDATE ${C.table} SET ${C.owner_note} = ${note}, ${C.updated_at} = now()
         WHERE ${C.id} = ${id}`,
  )
}

/**
 * Confirms a pending consultation, its sequence one higher, if its sequence is still `sequence`:
 * of two approvals (or an approval and a cancellation) one changes it; false for the other.
 */
export async function approvePending(req: PayloadRequest, id: number, sequence: number): Promise<boolean> {
  const done = await execute(
    req,
    sql`UPDATE ${C.table} SET ${C.status} = 'confirmed', ${C.sequence} = ${C.sequence} + 1, ${C.updated_at} = now()
         WHERE ${C.id} = ${id} AND ${C.status} = 'pending' AND ${C.sequence} = ${sequence} RETURNING ${C.id}`,
  )
  return done.length > 0
}

// ---------------------------------------------------------------------------------------------
// The owner's calendar feed and the reminders
// ---------------------------------------------------------------------------------------------

/**
 * What the owner's calendar feed shows, the last 30 days and the next year: held consultations
 * (pending or confirmed), class sessions with their class, and confirmed class bookings with their
 * session. Three reads joined across collections, run side by side on every fetch of the feed.
 */
export async function feedRows(payload: Payload): Promise<{ consultations: Row[]; sessions: Row[]; bookings: Row[] }> {
  const [consultations, sessions, bookings] = await Promise.all([
    execute(
      payload,
      sql`SELECT ${C.id}, ${C.name}, ${C.email}, ${C.phone}, ${C.type}, ${C.starts_at}, ${C.ends_at}, ${C.status},
                 ${C.sequence}, ${C.notes}
            FROM ${C.table}
           WHERE ${C.status} IN ('pending', 'confirmed') AND ${C.starts_at} > now() - interval '30 days'
             AND ${C.starts_at} < now() + interval '365 days'`,
    ),
    execute(
      payload,
      sql`SELECT s.${S.id}, s.${S.starts_at}, s.${S.duration_minutes}, s.${S.location}, c.${K.class_id} AS class_id
            FROM ${S.table} s LEFT JOIN ${K.table} c ON c.${K.id} = s.${S.class_id}
           WHERE s.${S.starts_at} > now() - interval '30 days' AND s.${S.starts_at} < now() + interval '365 days'`,
    ),
    execute(
      payload,
      sql`SELECT b.${B.id}, b.${B.name}, b.${B.email}, b.${B.class_type}, s.${S.starts_at}, s.${S.duration_minutes},
                 s.${S.location}
            FROM ${B.table} b JOIN ${S.table} s ON s.${S.id} = b.${B.session_id}
           WHERE b.${B.status} = 'confirmed' AND s.${S.starts_at} > now() - interval '30 days'
             AND s.${S.starts_at} < now() + interval '365 days'`,
    ),
  ])
  return { consultations, sessions, bookings }
}

/**
 * Claims the reminders of the confirmed consultations starting within `hours`, once whatever the
 * number of instances: the UPDATE … WHERE reminded_at IS NULL RETURNING takes the rows (a second
 * instance running it at the same moment waits for the row locks, then finds them reminded), in the
 * request's transaction, where the caller queues their e-mails. The claimed rows.
 */
export async function claimDueReminders(req: PayloadRequest, hours: number): Promise<Row[]> {
  return execute(
    req,
    sql`UPDATE ${C.table} SET ${C.reminded_at} = now()
         WHERE ${C.status} = 'confirmed' AND ${C.reminded_at} IS NULL AND ${C.starts_at} > now()
           AND ${C.starts_at} <= now() + make_interval(hours => ${hours})
     RETURNING *`,
  )
}

/** The consultation's row, locked until the request's transaction ends. */
export async function lockConsultation(req: PayloadRequest, id: number): Promise<Row | undefined> {
  const [row] = await execute(req, sql`SELECT * FROM ${C.table} WHERE ${C.id} = ${id} FOR UPDATE`)
  return row
}

/**
 * Frees the time a consultation held while its visitor paid (`pending_payment` → `payment_expired`).
 * A consultation no longer held for payment (paid meanwhile, cancelled) is left as it is.
 */
export async function releaseConsultationHold(req: PayloadRequest, id: number): Promise<boolean> {
  const rows = await execute(
    req,
    sql`UPDATE ${C.table} SET ${C.status} = 'payment_expired', ${C.updated_at} = now()
         WHERE ${C.id} = ${id} AND ${C.status} = 'pending_payment' RETURNING ${C.id}`,
  )
  return rows.length > 0
}

/**
 * A paid consultation takes its time for good: from `pending_payment`, or, for a payment that
 * arrived after its hold was released, from `payment_expired` when the time is still ahead and no
 * held consultation overlaps it meanwhile. A booking racing this one for the time is still refused
 * by the exclusion constraint (then this statement fails, and Stripe's retry finds the time taken).
 * True when the consultation now holds its time as `status`.
 */
export async function confirmPaidConsultation(
  req: PayloadRequest,
  id: number,
  status: Extract<ConsultationStatus, 'pending' | 'confirmed'>,
): Promise<boolean> {
  const rows = await execute(
    req,
    sql`UPDATE ${C.table} c SET ${C.status} = ${status}, ${C.updated_at} = now()
         WHERE c.${C.id} = ${id}
           AND (c.${C.status} = 'pending_payment'
             OR (c.${C.status} = 'payment_expired' AND c.${C.starts_at} > now() AND NOT EXISTS (
                   SELECT 1 FROM ${C.table} o
                    WHERE o.${C.status} IN ${holding} AND o.${C.id} <> c.${C.id}
                      AND tstzrange(o.${C.blocked_from}, o.${C.blocked_until}, '[)')
                       && tstzrange(c.${C.blocked_from}, c.${C.blocked_until}, '[)'))))
         RETURNING c.${C.id}`,
  )
  return rows.length > 0
}

/** Whether the consultation was paid online and some of it is still to refund (a late cancellation may follow it). */
export async function paidOnline(req: PayloadRequest, id: number): Promise<boolean> {
  const [row] = await execute(
    req,
    sql`SELECT 1 AS paid FROM ${P.table}
         WHERE ${P.consultation_booking_id} = ${id} AND ${P.status} IN ('paid', 'partially_refunded') LIMIT 1`,
  )
  return Boolean(row)
}

export interface ConsultationPaymentState {
  status: string
  purpose: string
  total: number
  amountRefunded: number
}

/** The latest payment of each consultation listed, for the dashboard. */
export async function paymentStates(
  req: PayloadRequest,
  ids: number[],
): Promise<Map<number, ConsultationPaymentState>> {
  if (ids.length === 0) return new Map()
  const rows = await execute(
    req,
    sql`SELECT DISTINCT ON (${P.consultation_booking_id}) ${P.consultation_booking_id} AS id, ${P.status},
               ${P.purpose}, ${P.total}, ${P.amount_refunded}
          FROM ${P.table}
         WHERE ${P.consultation_booking_id} IN (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         ORDER BY ${P.consultation_booking_id}, ${P.id} DESC`,
  )
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        status: String(r.status),
        purpose: String(r.purpose),
        total: Number(r.total),
        amountRefunded: Number(r.amount_refunded),
      },
    ]),
  )
}
