import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { execute } from '@/lib/db/statements'
import type { StoringContext } from '@/lib/http/json-call'
import { payments as P } from '@/platform/payload-tables'

import { paymentColumns, toRecord, type PaymentRecord } from './records'

/**
 * The payments of a consultation, locked until the request's transaction ends (after the
 * consultation's own row, the order lockPaymentWithSeat takes): `refundable`, those that took money
 * and still hold some of it, newest first; `open`, the one still pending.
 */
export async function consultationPayments(
  req: PayloadRequest,
  consultationId: number,
  which: 'refundable' | 'open',
): Promise<PaymentRecord[]> {
  const rows = await execute(
    req,
    sql`SELECT ${paymentColumns} FROM ${P.table}
        WHERE ${P.consultation_booking_id} = ${consultationId} AND ${
          which === 'open'
            ? sql`${P.status} = 'pending'`
            : sql`${P.status} IN ('paid', 'partially_refunded') AND ${P.amount_refunded} < ${P.total}`
        }
        ORDER BY ${P.id} DESC FOR UPDATE`,
  )
  return rows.map(toRecord)
}

/**
 * The Checkout session's id and address stored on its payment, with the answer to the request's
 * Idempotency-Key, in one statement (atomic by itself: no BEGIN and COMMIT round trips on the
 * visitor's wait).
 */
export async function storeCheckoutSession(
  req: PayloadRequest,
  paymentId: number,
  session: { id: string; url: string; expiresAt: Date },
  answer: unknown,
  idempotency: StoringContext['idempotency'],
): Promise<void> {
  const key = idempotency ? sql`, answer AS (${idempotency.insert(201, sql`${JSON.stringify(answer)}::jsonb`)})` : sql``
  await execute(
    req,
    sql`WITH p AS (
      UPDATE ${P.table} SET ${P.checkout_session_id} = ${session.id}, ${P.checkout_url} = ${session.url},
        ${P.expires_at} = ${session.expiresAt.toISOString()}, ${P.updated_at} = now()
      WHERE ${P.id} = ${paymentId} RETURNING ${P.id})
    ${key}
    SELECT ${P.id} FROM p`,
  )
}
