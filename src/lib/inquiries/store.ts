import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { execute } from '@/lib/db/statements'
import {
  bookings as B,
  consultationBookings as C,
  inquiries as I,
  inquiryEvents as E,
  outbox as O,
  type Identifier,
  type PayloadTable,
} from '@/platform/payload-tables'

import type { InquiryStage } from './stages'
import type { InquiryHistoryEntry, LinkedActivity } from './shape'

/**
 * The inquiries' store: the statements on `inquiries` and `inquiry_events` that Payload's local
 * API cannot express (row locks, a once-only claim, an aggregate, a join with the outbox) and the
 * reads by address across the bookings. Creating an inquiry, changing its stage and writing its
 * history go through Payload in the domain files, so the collection's hooks record each change.
 */

/** How many inquiries are in each stage that has any. */
export async function countByStage(req: PayloadRequest): Promise<{ stage: InquiryStage; count: number }[]> {
  const rows = await execute(req, sql`SELECT ${I.stage}, count(*)::int AS "count" FROM ${I.table} GROUP BY ${I.stage}`)
  return rows.map((row) => ({ stage: row.stage as InquiryStage, count: Number(row.count) }))
}

/** Locks the inquiry for the rest of the transaction: false when there is none. */
export async function lockInquiryRow(req: PayloadRequest, id: number): Promise<boolean> {
  const [row] = await execute(req, sql`SELECT ${I.id} FROM ${I.table} WHERE ${I.id} = ${id} FOR UPDATE`)
  return Boolean(row)
}

/** The inquiry's stage, its row locked for the rest of the transaction; undefined when there is none. */
export async function lockInquiryStage(req: PayloadRequest, id: number): Promise<InquiryStage | undefined> {
  const [row] = await execute(req, sql`SELECT ${I.stage} FROM ${I.table} WHERE ${I.id} = ${id} FOR UPDATE`)
  return row?.stage as InquiryStage | undefined
}

/** The open inquiries of this address (any case), in `stages`, locked for the rest of the transaction. */
export async function lockInquiriesOf(
  req: PayloadRequest,
  email: string,
  stages: readonly string[],
): Promise<number[]> {
  const rows = await execute(
    req,
    sql`SELECT ${I.id} FROM ${I.table} WHERE lower(${I.email}) = lower(${email})
        AND ${I.stage} IN (${sql.join(
          stages.map((stage) => sql`${stage}`),
          sql`, `,
        )}) FOR UPDATE`,
  )
  return rows.map((row) => Number(row.id))
}

/** The id of the inquiry's newest history entry, 0 when it has none. */
export async function lastEventId(req: PayloadRequest, id: number): Promise<number> {
  const [last] = await execute(
    req,
    sql`SELECT coalesce(max(${E.id}), 0)::int AS "id" FROM ${E.table} WHERE ${E.inquiry_id} = ${id}`,
  )
  return Number(last?.id ?? 0)
}

/** The inquiry's history, oldest first, each reply with the delivery of its e-mail. */
export async function inquiryHistory(req: PayloadRequest, id: number): Promise<InquiryHistoryEntry[]> {
  const rows = await execute(
    req,
    sql`SELECT e.${E.id}, e.${E.kind}, e.${E.created_at}, e.${E.from_stage}, e.${E.to_stage}, e.${E.lost_reason},
               e.${E.subject}, e.${E.text}, e.${E.actor}, e.${E.actor_name}, o.${O.id} AS "email_id",
               o.${O.status} AS "email_status", o.${O.to} AS "email_to", o.${O.sent_at} AS "email_sent_at"
        FROM ${E.table} e LEFT JOIN ${O.table} o ON o.${O.id} = e.${E.email_id}
        WHERE e.${E.inquiry_id} = ${id} ORDER BY e.${E.created_at}, e.${E.id}`,
  )
  const iso = (value: unknown) => (value ? new Date(String(value)).toISOString() : null)
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as InquiryHistoryEntry['kind'],
    at: iso(row.created_at)!,
    fromStage: (row.from_stage ?? null) as InquiryHistoryEntry['fromStage'],
    toStage: (row.to_stage ?? null) as InquiryHistoryEntry['toStage'],
    lostReason: (row.lost_reason ?? null) as InquiryHistoryEntry['lostReason'],
    subject: (row.subject ?? null) as string | null,
    text: (row.text ?? null) as string | null,
    actor: row.actor as InquiryHistoryEntry['actor'],
    actorName: (row.actor_name ?? null) as string | null,
    delivery: row.email_id
      ? {
          id: Number(row.email_id),
          status: row.email_status as 'pending' | 'sent' | 'failed',
          to: String(row.email_to),
          sentAt: iso(row.email_sent_at),
        }
      : null,
  }))
}

/**
 * Claims the reminders due: each inquiry still `new` `afterHours` after it arrived and not reminded
 * yet is marked reminded, atomically (a second instance running the same statement waits for the
 * row locks, then finds them reminded). The inquiries claimed, with their age in whole hours.
 */
export async function claimWaitingReminders(req: PayloadRequest, afterHours: number) {
  const due = await execute(
    req,
    sql`UPDATE ${I.table} SET ${I.reminded_at} = now(), ${I.updated_at} = now()
      WHERE ${I.stage} = 'new' AND ${I.reminded_at} IS NULL
        AND ${I.created_at} <= now() - make_interval(hours => ${afterHours})
      RETURNING ${I.id}, ${I.name}, ${I.email}, ${I.service_type}, ${I.message},
        floor(extract(epoch FROM now() - ${I.created_at}) / 3600)::int AS "hours"`,
  )
  return due.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    email: String(row.email),
    serviceType: String(row.service_type),
    message: String(row.message),
    hours: Number(row.hours),
  }))
}

/** The latest 20 class bookings and 20 consultations made with this address (any case). */
export async function activityOfAddress(
  req: PayloadRequest,
  email: string,
): Promise<{ bookings: LinkedActivity[]; consultations: LinkedActivity[] }> {
  const [bookings, consultations] = await Promise.all([
    // Class bookings: `at` when booked, `title` the class.
    activityOf(req, email, 'class-booking', { table: B, at: B.created_at, title: B.class_type, status: B.status }),
    // Consultations: `at` their start, `title` their type id.
    activityOf(req, email, 'consultation', { table: C, at: C.starts_at, title: C.type, status: C.status }),
  ])
  return { bookings, consultations }
}

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
