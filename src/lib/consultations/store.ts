import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { execute, type Row } from '@/lib/db/statements'
import { HOLDING_STATUSES, type ConsultationStatus } from '@/lib/schemas/consultation'
import { consultationBookings as C, payments as P } from '@/platform/payload-tables'

/**
 * The statements of a consultation paid online: its hold, its release, its confirmation once paid,
 * and what the dashboard shows of its payment. The exclusion constraint on the held statuses
 * (pending, confirmed, pending_payment) stays the only guard against two consultations at one time.
 */

/** `('pending', 'confirmed', 'pending_payment')`: the statuses that hold their time, as SQL. */
export const holding = sql.raw(`(${HOLDING_STATUSES.map((s) => `'${s}'`).join(', ')})`)

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
