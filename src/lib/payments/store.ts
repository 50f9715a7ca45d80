import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { execute } from '@/lib/db/statements'
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
