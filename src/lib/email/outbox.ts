import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import type { OutboxKind } from '@/collections/Outbox'

import type { Locale } from '@/i18n/routing'

import { execute } from '@/lib/db/statements'
import { isDatabaseUnavailable } from '@/lib/http/database'
import { purgeExpiredKeys } from '@/lib/http/idempotency'

export interface OutgoingEmail {
  to: string
  replyTo?: string
  subject: string
  text: string
  html?: string
  kind: OutboxKind
  locale: Locale
  headers?: Record<string, string>
  /** A calendar invitation (text/calendar; method=…), sent by nodemailer as an alternative part. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string; filename?: string }
}

export const MAX_ATTEMPTS = 8
/** A claimed message is reclaimed after this, e.g. when its sender was killed mid-send. */
export const CLAIM_LEASE_S = 120
const BASE_BACKOFF_MS = 30_000
const MAX_BACKOFF_MS = 60 * 60 * 1000
const POLL_INTERVAL_MS = 30_000
const PURGE_INTERVAL_MS = 60 * 60 * 1000
const BATCH = 10

/** 30 s, 1 min, 2 min, … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS)
}

/**
 * Queues messages inside the caller's transaction (`req`): they exist exactly when the record
 * they are about does. Nothing is sent here; call kickOutbox after the commit.
 *
 * One multi-row INSERT rather than a Payload `create` per message: the outbox has no hooks or
 * access rules to run, and Payload's validate-insert-reread cycle cost more than the booking
 * itself (bench/api.ts). Editors still read and edit the rows in /cms like any other.
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
          ${e.kind}::enum_outbox_kind, ${e.locale}::enum_outbox_locale, 'pending', 0)`,
  )
  return sql`INSERT INTO "outbox" ("to", "reply_to", "subject", "text", "html", "headers", "ical_event", "kind", "locale", "status", "attempts") VALUES ${sql.join(rows, sql`, `)}`
}

/** With no SMTP_URL there is only Payload's console adapter: messages then wait in the outbox. */
export function canSend(payload: Payload): boolean {
  const name = (payload.email as { name?: string } | undefined)?.name
  return Boolean(name) && name !== 'console'
}

/** A claimed message, as claimDue reads it (columns as stored; `attempts` is numeric there). */
interface ClaimedEmail {
  id: number
  to: string
  reply_to: string | null
  subject: string
  text: string
  html: string | null
  headers: Record<string, string> | null
  ical_event: OutgoingEmail['icalEvent'] | null
  kind: OutboxKind
  attempts: number
}

/**
 * Claims due messages for this sender with a lease, and reads them in the same statement.
 * SKIP LOCKED and the lease together keep two site instances (or two timers) from sending one
 * message twice, while a message whose sender died mid-send becomes due again when the lease
 * runs out.
 */
async function claimDue(payload: Payload, limit: number): Promise<ClaimedEmail[]> {
  const rows = await execute(
    payload,
    sql`UPDATE "outbox" SET "locked_until" = now() + make_interval(secs => ${CLAIM_LEASE_S}), "updated_at" = now()
     WHERE "id" IN (
       SELECT "id" FROM "outbox"
       WHERE "status" IN ('pending', 'failed') AND "attempts" < ${MAX_ATTEMPTS}
         AND ("next_attempt_at" IS NULL OR "next_attempt_at" <= now())
         AND ("locked_until" IS NULL OR "locked_until" < now())
       ORDER BY "id" LIMIT ${limit}
       FOR UPDATE SKIP LOCKED)
     RETURNING "id", "to", "reply_to", "subject", "text", "html", "headers", "ical_event", "kind", "attempts"::int AS "attempts"`,
  )
  return (rows as unknown as ClaimedEmail[]).sort((a, b) => a.id - b.id)
}

/**
 * Records an attempt's outcome and releases the claim. One statement like the claim: the outbox has
 * no hooks or access rules to run, and Payload's read-validate-write-reread of an update cost more
 * round trips than the send itself.
 */
async function recordAttempt(
  payload: Payload,
  id: number,
  attempts: number,
  outcome: { sent: true } | { sent: false; error: string; retryAt: Date | null },
): Promise<void> {
  await execute(
    payload,
    outcome.sent
      ? sql`UPDATE "outbox" SET "status" = 'sent', "attempts" = ${attempts}, "sent_at" = now(), "locked_until" = NULL,
           "next_attempt_at" = NULL, "last_error" = NULL, "updated_at" = now() WHERE "id" = ${id}`
      : sql`UPDATE "outbox" SET "status" = 'failed', "attempts" = ${attempts}, "last_error" = ${outcome.error},
           "next_attempt_at" = ${outcome.retryAt}, "locked_until" = NULL, "updated_at" = now() WHERE "id" = ${id}`,
  )
}

/**
 * A database failure while recording the outcome is thrown: the claim then expires and the message
 * is tried again (it may go out twice, which beats never).
 */
async function sendOne(payload: Payload, message: ClaimedEmail): Promise<'sent' | 'failed'> {
  const attempts = message.attempts + 1
  try {
    await payload.sendEmail({
      to: message.to,
      replyTo: message.reply_to || undefined,
      subject: message.subject,
      text: message.text,
      html: message.html || undefined,
      headers: message.headers ?? undefined,
      icalEvent: message.ical_event ?? undefined,
    } as Parameters<Payload['sendEmail']>[0])
  } catch (error) {
    const giveUp = attempts >= MAX_ATTEMPTS
    await recordAttempt(payload, message.id, attempts, {
      sent: false,
      error: String((error as Error)?.message ?? error).slice(0, 2000),
      retryAt: giveUp ? null : new Date(Date.now() + retryDelayMs(attempts)),
    })
    payload.logger.warn({
      msg: `E-mail ${message.id} (${message.kind}) not sent, attempt ${attempts}: ${(error as Error)?.message}`,
    })
    return 'failed'
  }
  await recordAttempt(payload, message.id, attempts, { sent: true })
  return 'sent'
}

type WorkerState = { running: boolean; again: boolean; timers: NodeJS.Timeout[]; lastPurge: number }
const workers = new WeakMap<Payload, WorkerState>()

function stateOf(payload: Payload): WorkerState {
  let state = workers.get(payload)
  if (!state) workers.set(payload, (state = { running: false, again: false, timers: [], lastPurge: 0 }))
  return state
}

/**
 * Sends every due message. One run at a time per process; a call during a run makes that run
 * go around once more instead of starting a second one.
 */
export async function deliverDueEmails(payload: Payload): Promise<{ sent: number; failed: number }> {
  const totals = { sent: 0, failed: 0 }
  if (!canSend(payload)) return totals
  const state = stateOf(payload)
  if (state.running) {
    state.again = true
    return totals
  }
  state.running = true
  try {
    for (;;) {
      state.again = false
      const claimed = await claimDue(payload, BATCH)
      // Sent side by side; the transport's pool bounds the SMTP connections (src/lib/email/adapter.ts).
      // Two messages to one address may then arrive in either order, as SMTP never promised
      // otherwise (a retry reorders them too): a calendar invitation's SEQUENCE, which grows with
      // time, orders a booking's REQUEST and CANCEL whatever their order of arrival.
      for (const outcome of await Promise.all(claimed.map((message) => sendOne(payload, message)))) totals[outcome]++
      if (claimed.length < BATCH && !state.again) break
    }
  } finally {
    state.running = false
  }
  return totals
}

async function tick(payload: Payload): Promise<void> {
  const state = stateOf(payload)
  try {
    await deliverDueEmails(payload)
    if (Date.now() - state.lastPurge > PURGE_INTERVAL_MS) {
      state.lastPurge = Date.now()
      await purgeExpiredKeys(payload)
    }
  } catch (error) {
    // The next tick retries; a database outage is reported by the endpoints and /api/health.
    if (!isDatabaseUnavailable(error)) payload.logger.error({ err: error, msg: 'Outbox delivery failed' })
  }
}

/**
 * Starts the timer that sends queued and failed messages of this process (idempotent). Called
 * from payload.config `onInit`, so messages left pending by a previous run go out at start.
 */
export function startOutboxWorker(payload: Payload, { intervalMs = POLL_INTERVAL_MS } = {}): void {
  if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.OUTBOX_WORKER === '0') return
  const state = stateOf(payload)
  if (state.timers.length) return
  state.timers.push(setTimeout(() => void tick(payload), 1000).unref())
  state.timers.push(setInterval(() => void tick(payload), intervalMs).unref())
}

export function stopOutboxWorker(payload: Payload): void {
  const state = stateOf(payload)
  for (const timer of state.timers) clearTimeout(timer)
  state.timers = []
}

/** Sends right after a submission commits, without holding up its response. */
export function kickOutbox(payload: Payload): void {
  startOutboxWorker(payload)
  setImmediate(() => void tick(payload))
}
