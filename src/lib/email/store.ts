import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { execute } from '@/lib/db/statements'
import { outbox as O, outboxAboutCollection, outboxKind, outboxLocale } from '@/platform/payload-tables'

import type { OutboxKind } from './kinds'
import type { EmailAttachment, OutgoingEmail } from './outbox'

/**
 * The outbox's store: every statement on the `outbox` table. The sender (outbox.ts) decides what
 * is due, when to retry and when to give up; this file claims, records and queues.
 *
 * All of it is SQL rather than Payload operations: the outbox has no hooks or access rules to run,
 * and its queueing and claims are on the hot paths. bench/outbox.ts hands 458–551 messages a
 * second to a loopback relay with one statement per claim and per outcome; the claim needs
 * FOR UPDATE SKIP LOCKED, which Payload cannot express. Editors still read and edit the rows in
 * /cms like any other.
 */

/**
 * Queues messages inside the caller's transaction (`req`): they exist exactly when the record
 * they are about does. Nothing is sent here; call kickOutbox after the commit.
 *
 * One multi-row INSERT rather than a Payload `create` per message: Payload's
 * validate-insert-reread cycle cost more than the booking itself (bench/api.ts).
 */
export async function enqueueEmails(req: PayloadRequest, emails: OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return
  await execute(req, outboxInsert(emails))
}

/** The INSERT of `emails` (at least one) into the outbox, as one statement or a step of one. */
export function outboxInsert(emails: OutgoingEmail[]): SQL {
  const rows = emails.map(
    (e) =>
      sql`(${e.to}, ${e.replyTo ?? null}, ${e.subject}, ${e.text}, ${e.html ?? null}, ${e.headers ? JSON.stringify(e.headers) : null}::jsonb,
          ${e.icalEvent ? JSON.stringify(e.icalEvent) : null}::jsonb,
          ${e.attachments?.length ? JSON.stringify(e.attachments) : null}::jsonb,
          ${e.kind}::${outboxKind.type}, ${e.locale}::${outboxLocale.type}, 'pending', 0,
          ${e.about?.collection ?? null}::${outboxAboutCollection.type}, ${e.about?.id ?? null})`,
  )
  return sql`INSERT INTO ${O.table} (${O.to}, ${O.reply_to}, ${O.subject}, ${O.text}, ${O.html}, ${O.headers}, ${O.ical_event}, ${O.attachments}, ${O.kind}, ${O.locale}, ${O.status}, ${O.attempts}, ${O.about_collection}, ${O.about_id}) VALUES ${sql.join(rows, sql`, `)}`
}

/**
 * Queues one message in the caller's transaction, as queueEmails does, and answers its row's id
 * and creation time (a message the caller records beside it, such as an inquiry's reply).
 */
export async function enqueueEmailReturning(
  req: PayloadRequest,
  email: OutgoingEmail,
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await execute(req, sql`${outboxInsert([email])} RETURNING ${O.id}, ${O.created_at}`)
  return { id: Number(row!.id), createdAt: new Date(row!.created_at as string) }
}

/** A claimed message, as claimDue reads it (columns as stored; `attempts` is numeric there). */
export interface ClaimedEmail {
  id: number
  to: string
  reply_to: string | null
  subject: string
  text: string
  html: string | null
  headers: Record<string, string> | null
  ical_event: OutgoingEmail['icalEvent'] | null
  attachments: EmailAttachment[] | null
  kind: OutboxKind
  attempts: number
  created_at: Date | string
}

/**
 * Claims due messages for this sender with a lease of `leaseS` seconds, and reads them in the
 * same statement. SKIP LOCKED and the lease together keep two site instances (or two timers) from
 * sending one message twice, while a message whose sender died mid-send becomes due again when the
 * lease runs out.
 */
export async function claimDue(payload: Payload, limit: number, leaseS: number): Promise<ClaimedEmail[]> {
  const rows = await execute(
    payload,
    sql`UPDATE ${O.table} SET ${O.locked_until} = now() + make_interval(secs => ${leaseS}), ${O.updated_at} = now()
     WHERE ${O.id} IN (
       SELECT ${O.id} FROM ${O.table}
       WHERE ${O.status} IN ('pending', 'failed') AND (${O.status} = 'pending' OR ${O.next_attempt_at} IS NOT NULL)
         AND (${O.next_attempt_at} IS NULL OR ${O.next_attempt_at} <= now())
         AND (${O.locked_until} IS NULL OR ${O.locked_until} < now())
       ORDER BY ${O.id} LIMIT ${limit}
       FOR UPDATE SKIP LOCKED)
     RETURNING ${O.id}, ${O.to}, ${O.reply_to}, ${O.subject}, ${O.text}, ${O.html}, ${O.headers}, ${O.ical_event}, ${O.attachments}, ${O.kind},
       ${O.attempts}::int AS "attempts", ${O.created_at}`,
  )
  return (rows as unknown as ClaimedEmail[]).sort((a, b) => a.id - b.id)
}

/**
 * Records an attempt's outcome and releases the claim. One statement like the claim: Payload's
 * read-validate-write-reread of an update cost more round trips than the send itself.
 */
export async function recordAttempt(
  payload: Payload,
  id: number,
  attempts: number,
  outcome: { sent: true } | { sent: false; error: string; retryAt: Date | null },
): Promise<void> {
  await execute(
    payload,
    outcome.sent
      ? sql`UPDATE ${O.table} SET ${O.status} = 'sent', ${O.attempts} = ${attempts}, ${O.sent_at} = now(), ${O.locked_until} = NULL,
           ${O.next_attempt_at} = NULL, ${O.last_error} = NULL, ${O.updated_at} = now() WHERE ${O.id} = ${id}`
      : sql`UPDATE ${O.table} SET ${O.status} = 'failed', ${O.attempts} = ${attempts}, ${O.last_error} = ${outcome.error},
           ${O.next_attempt_at} = ${outcome.retryAt}, ${O.locked_until} = NULL, ${O.updated_at} = now() WHERE ${O.id} = ${id}`,
  )
}

/**
 * Makes the unsent message `id` due now with a fresh retry schedule (attempts back to 0), unless it
 * was sent or is being sent at this moment (its claim is live). True when it was made due: one
 * conditional UPDATE, so a concurrent claim and this never both win.
 */
export async function makeDueAgain(payload: Payload, id: number): Promise<boolean> {
  const updated = await execute(
    payload,
    sql`UPDATE ${O.table} SET ${O.status} = 'pending', ${O.attempts} = 0, ${O.next_attempt_at} = NULL, ${O.locked_until} = NULL,
          ${O.updated_at} = now()
        WHERE ${O.id} = ${id} AND ${O.status} <> 'sent' AND (${O.locked_until} IS NULL OR ${O.locked_until} < now())
        RETURNING ${O.id}`,
  )
  return updated.length > 0
}
