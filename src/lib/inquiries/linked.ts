import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { execute } from '@/lib/db/statements'

import { STAGES_BEFORE_CONSULTATION, type InquiryChangeContext } from './pipeline'
import type { LinkedActivity } from './shape'

/**
 * What else the inquirer did with the same e-mail address (issue 27 §5), newest first. Addresses
 * compare without case: visitors type them as they like.
 */
export async function linkedActivity(req: PayloadRequest, email: string): Promise<LinkedActivity[]> {
  const [bookings, consultations] = await Promise.all([classBookingsOf(req, email), consultationsOf(req, email)])
  return [...consultations, ...bookings].sort((a, b) => b.at.localeCompare(a.at))
}

async function classBookingsOf(req: PayloadRequest, email: string): Promise<LinkedActivity[]> {
  const rows = await execute(
    req,
    sql`SELECT "id", "class_type", "status", "created_at" FROM "bookings"
        WHERE lower("email") = lower(${email}) ORDER BY "created_at" DESC LIMIT 20`,
  )
  return rows.map((row) => ({
    kind: 'class-booking' as const,
    id: Number(row.id),
    at: new Date(String(row.created_at)).toISOString(),
    title: String(row.class_type),
    status: String(row.status),
  }))
}

/** Consultations booked with the same address (issue 26), `at` their start, `title` their type id. */
async function consultationsOf(req: PayloadRequest, email: string): Promise<LinkedActivity[]> {
  const rows = await execute(
    req,
    sql`SELECT "id", "type", "status", "starts_at" FROM "consultation_bookings"
        WHERE lower("email") = lower(${email}) ORDER BY "starts_at" DESC LIMIT 20`,
  )
  return rows.map((row) => ({
    kind: 'consultation' as const,
    id: Number(row.id),
    at: new Date(String(row.starts_at)).toISOString(),
    title: String(row.type),
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
    sql`SELECT "id" FROM "inquiries" WHERE lower("email") = lower(${email})
        AND "stage" IN (${sql.join(
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
