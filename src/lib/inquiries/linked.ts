import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { execute } from '@/lib/db/statements'
import {
  bookings as B,
  consultationBookings as C,
  inquiries as I,
  type Identifier,
  type PayloadTable,
} from '@/platform/payload-tables'

import { STAGES_BEFORE_CONSULTATION, type InquiryChangeContext } from './pipeline'
import type { LinkedActivity } from './shape'

/**
 * What else the inquirer did with the same e-mail address, newest first. Addresses
 * compare without case: visitors type them as they like.
 */
export async function linkedActivity(req: PayloadRequest, email: string): Promise<LinkedActivity[]> {
  const [bookings, consultations] = await Promise.all([
    // Class bookings: `at` when booked, `title` the class.
    activityOf(req, email, 'class-booking', { table: B, at: B.created_at, title: B.class_type, status: B.status }),
    // Consultations: `at` their start, `title` their type id.
    activityOf(req, email, 'consultation', { table: C, at: C.starts_at, title: C.type, status: C.status }),
  ])
  return [...consultations, ...bookings].sort((a, b) => b.at.localeCompare(a.at))
}

/** The latest 20 rows of one table with this address, as entries of the linked activity. */
async function activityOf(
  req: PayloadRequest,
  email: string,
  kind: LinkedActivity['kind'],
  from: { table: PayloadTable<'id' | 'email'>; at: Identifier; title: Identifier; status: Identifier },
): Promise<LinkedActivity[]> {
  const { table: T } = from
  const rows = await execute(
    req,
    sql`SELECT ${T.id} AS id, ${from.title} AS title, ${from.status} AS status, ${from.at} AS at FROM ${T.table}
        WHERE lower(${T.email}) = lower(${email}) ORDER BY ${from.at} DESC LIMIT 20`,
  )
  return rows.map((row) => ({
    kind,
    id: Number(row.id),
    at: new Date(String(row.at)).toISOString(),
    title: String(row.title),
    status: String(row.status),
  }))
}

/**
 * A consultation booked by an inquirer moves their open inquiries (new or replied) to
 * "consultation booked", recorded in the history as done by the site. Returns the inquiries moved.
 * Call it with the booking's `req`, inside its transaction.
 */
export async function consultationBooked(req: PayloadRequest, email: string): Promise<number[]> {
  const rows = await execute(
    req,
    sql`SELECT ${I.id} FROM ${I.table} WHERE lower(${I.email}) = lower(${email})
        AND ${I.stage} IN (${sql.join(
          STAGES_BEFORE_CONSULTATION.map((stage) => sql`${stage}`),
          sql`, `,
        )}) FOR UPDATE`,
  )
  const moved: number[] = []
  for (const row of rows) {
    await req.payload.update({
      collection: 'inquiries',
      id: Number(row.id),
      data: { stage: 'consultation-booked' },
      req,
      depth: 0,
      overrideAccess: true,
      context: { inquiryActor: 'site' } satisfies InquiryChangeContext,
    })
    moved.push(Number(row.id))
  }
  return moved
}

/**
 * The client paid a payment request of their inquiry: it moves to "booked" (unless it is there
 * already), through the collection's own change of stage, so the history records the site did it.
 * Call it with the payment's `req`, inside the webhook's transaction. True when it moved.
 */
export async function paidByRequest(req: PayloadRequest, inquiryId: number): Promise<boolean> {
  const [row] = await execute(req, sql`SELECT ${I.stage} FROM ${I.table} WHERE ${I.id} = ${inquiryId} FOR UPDATE`)
  if (!row || row.stage === 'booked') return false
  await req.payload.update({
    collection: 'inquiries',
    id: inquiryId,
    data: { stage: 'booked' },
    req,
    depth: 0,
    overrideAccess: true,
    context: { inquiryActor: 'site' } satisfies InquiryChangeContext,
  })
  return true
}
