import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { execute, type Row } from '@/lib/db/statements'
import type { SessionDetails } from '@/lib/email/templates'
import { bookings as B, classes as C, classSessions as S } from '@/platform/payload-tables'

/**
 * A booking holds a seat of its session while it is pending, confirmed or completed, while the
 * visitor pays for it online (`pending_payment`, until the payment completes or its Checkout
 * expires: src/lib/payments/), and while a waitlisted booking has been offered a freed seat (until
 * it claims it or the offer lapses).
 */
export const SEAT_HOLDING_STATUSES = ['pending', 'confirmed', 'completed', 'pending_payment'] as const
const holds = (alias: string) => {
  const a = sql.raw(alias)
  return sql`(${a}.${B.status} IN ('pending', 'confirmed', 'completed', 'pending_payment') OR (${a}.${B.status} = 'waitlisted' AND ${a}.${B.offer_expires_at} IS NOT NULL))`
}

export interface SessionRow {
  id: number
  classRef: number
  classId: string
  startsAt: Date
  durationMinutes: number
  format: 'online' | 'in-person'
  location: string
  capacity: number
  /** Seats held (see above). */
  taken: number
  /** Bookings waiting for a seat, offered one or not. */
  waiting: number
  cutoffHours: number
  offerHoldHours: number
  /** How the class is paid when the site takes payments online (collections/Classes). */
  onlinePayment: 'none' | 'full' | 'deposit'
  depositPercent: number | null
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

/** Sessions whose id is one of `ids` (a `where` for readSessions). */
export const sessionIdIn = (ids: number[]) =>
  sql`s.${S.id} IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`

/** Sessions of a class the owner has not hidden (a `where` for readSessions). */
export const classIsPublished = sql`c.${C.is_published} IS NOT FALSE`

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

/** Sessions with their seats, without locking (pages, dashboard). */
export async function readSessions(req: PayloadRequest, where: SQL): Promise<SessionRow[]> {
  return (await execute(req, sql`${sessionSelect(where)} ORDER BY s.${S.starts_at}`)).map(toSession)
}

/**
 * Passes the freed seat of a locked session to the first person of its waitlist who has not been
 * offered one yet: their booking holds the seat until `offer_expires_at`. The id of the booking
 * offered the seat, or undefined when nobody is waiting (the seat is then simply free).
 */
export async function offerFreedSeat(req: PayloadRequest, session: SessionRow): Promise<number | undefined> {
  if (session.taken >= session.capacity || session.startsAt.getTime() <= Date.now()) return undefined
  const [row] = await execute(
    req,
    sql`UPDATE ${B.table} SET ${B.offer_expires_at} = now() + make_interval(hours => ${session.offerHoldHours}), ${B.updated_at} = now()
        WHERE ${B.id} = (
          SELECT ${B.id} FROM ${B.table}
          WHERE ${B.session_id} = ${session.id} AND ${B.status} = 'waitlisted' AND ${B.offer_expires_at} IS NULL
          ORDER BY ${B.created_at}, ${B.id} LIMIT 1)
        RETURNING ${B.id}`,
  )
  return row ? Number(row.id) : undefined
}

export const sessionDetails = (s: SessionRow): SessionDetails => ({
  startsAt: s.startsAt,
  durationMinutes: s.durationMinutes,
  format: s.format,
  location: s.location,
})
