import type { Payload } from 'payload'

import type { OutboxKind, OutboxRecordLink } from './kinds'

import type { Locale } from '@/i18n/routing'

import { emailFrom, sendTimeoutMs } from '@/lib/email/adapter'
import { isDatabaseUnavailable } from '@/lib/http/database'
import { wakeLoop } from '@/lib/runtime/loop-engine'
import { positiveSetting } from '@/lib/runtime/settings'

import { claimDue, recordAttempt, type ClaimedEmail } from './store'

// Queueing is a statement of the outbox's store, offered here with the sender.
export { enqueueEmails, outboxInsert } from './store'

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
  /** Files sent with it (a receipt's PDF), kept in the row so every attempt sends the same bytes. */
  attachments?: EmailAttachment[]
  /**
   * The submission the message is about. The studio's notice of an inquiry, a booking or a
   * consultation carries the person's name and message although it is sent to the studio: this
   * link is how a privacy request finds it as theirs (src/lib/privacy/store.ts).
   */
  about?: OutboxRecordLink
}

export interface EmailAttachment {
  filename: string
  contentType: string
  contentBase64: string
}

/** `emails`, each linked to the record they are about. */
export const aboutRecord = (emails: OutgoingEmail[], about: OutboxRecordLink): OutgoingEmail[] =>
  emails.map((email) => ({ ...email, about }))

/**
 * A failed message is tried again with a growing wait (retryDelayMs) until the waits add up to
 * this: then it is failed for good. Mail servers keep a message for days (RFC 5321 §4.5.4.1
 * suggests 4–5); a relay down for an afternoon or a night must not lose a booking's confirmation,
 * and an administrator can send a message again from the dashboard after that (sendAgain).
 */
export const RETRY_FOR_MS = 48 * 60 * 60 * 1000
const BATCH = 10

/** The first retry's wait (OUTBOX_RETRY_FIRST_S, default 30 s); each later one doubles it. */
function firstRetryMs(): number {
  return positiveSetting(process.env.OUTBOX_RETRY_FIRST_S, 30) * 1000
}

/**
 * The longest wait between two attempts (OUTBOX_RETRY_MAX_S, default an hour). The reliability
 * suite sets a few seconds, so that a burst is delivered seconds after its relay fault ends rather
 * than after the doubling wait its messages had reached; what it checks (each message once, none
 * lost) is the same.
 */
function maxRetryMs(): number {
  return positiveSetting(process.env.OUTBOX_RETRY_MAX_S, 60 * 60) * 1000
}

/** 30 s, 1 min, 2 min, … capped at an hour (with the default first and longest waits). */
export function retryDelayMs(attempts: number): number {
  return Math.min(firstRetryMs() * 2 ** Math.max(0, attempts - 1), maxRetryMs())
}

/** Whether a message whose attempt number `attempts` failed is given up: its waits so far reach RETRY_FOR_MS. */
export function givesUp(attempts: number): boolean {
  let waited = 0
  for (let n = 1; n < attempts && waited < RETRY_FOR_MS; n++) waited += retryDelayMs(n)
  return waited >= RETRY_FOR_MS
}

/**
 * How long a claim protects a message from other senders (instances, timers): longer than a send
 * may take (the transport's deadline, then the outbox's own), so that a slow send is never
 * claimed and sent a second time while it is still under way; a message whose sender died
 * mid-send becomes due again when it runs out.
 */
export function claimLeaseS(): number {
  return Math.max(120, Math.ceil((2 * sendTimeoutMs()) / 1000))
}

/**
 * The outbox's own bound on one send, past the transport's (which closes its connections when it
 * fires): a send that outlives both is recorded as failed and retried.
 */
function sendDeadlineMs(): number {
  return sendTimeoutMs() + 5_000
}

/** With no SMTP_URL there is only Payload's console adapter: messages then wait in the outbox. */
export function canSend(payload: Payload): boolean {
  const name = (payload.email as { name?: string } | undefined)?.name
  return Boolean(name) && name !== 'console'
}

/**
 * The Message-ID of an outbox row, the same on every attempt: a message that reached the relay on
 * an attempt whose answer was lost (a timeout, a dropped connection after the relay's "250") and
 * goes out again is recognisably the same message to the receiving side, which may drop the copy.
 */
export function outboxMessageId(id: number, createdAt: Date | string): string {
  const domain = emailFrom().address.split('@')[1] || 'localhost'
  return `<outbox.${id}.${new Date(createdAt).getTime()}@${domain}>`
}

/** Rejects when `promise` has not settled within `ms`. */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Send not finished after ${Math.round(ms / 1000)} s`)), ms)
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}

/**
 * One attempt, bounded in time whatever the transport does (sendDeadlineMs), so that a batch
 * always ends and the outbox runs again. A failed attempt is retried after retryDelayMs, until
 * givesUp. A database failure while recording the outcome is thrown: the claim then expires and
 * the message is tried again (it may go out twice, which beats never).
 */
async function sendOne(payload: Payload, message: ClaimedEmail, state: WorkerState): Promise<'sent' | 'failed'> {
  const attempts = message.attempts + 1
  try {
    await withDeadline(
      payload.sendEmail({
        to: message.to,
        replyTo: message.reply_to || undefined,
        subject: message.subject,
        text: message.text,
        html: message.html || undefined,
        headers: message.headers ?? undefined,
        icalEvent: message.ical_event ?? undefined,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.contentBase64,
          encoding: 'base64',
        })),
        messageId: outboxMessageId(message.id, message.created_at),
      } as Parameters<Payload['sendEmail']>[0]),
      sendDeadlineMs(),
    )
  } catch (error) {
    const retryAt = givesUp(attempts) ? null : new Date(Date.now() + retryDelayMs(attempts))
    await recordAttempt(payload, message.id, attempts, {
      sent: false,
      error: String((error as Error)?.message ?? error).slice(0, 2000),
      retryAt,
    })
    if (retryAt && (!state.nextRetryAt || retryAt < state.nextRetryAt)) state.nextRetryAt = retryAt
    payload.logger.warn({
      msg: `E-mail ${message.id} (${message.kind}) not sent, attempt ${attempts}${retryAt ? '' : ', given up'}: ${(error as Error)?.message}`,
    })
    return 'failed'
  }
  await recordAttempt(payload, message.id, attempts, { sent: true })
  return 'sent'
}

type WorkerState = {
  running: boolean
  again: boolean
  /** The soonest retry this process scheduled, to run then rather than at the next poll. */
  nextRetryAt?: Date
}
const workers = new WeakMap<Payload, WorkerState>()

function stateOf(payload: Payload): WorkerState {
  let state = workers.get(payload)
  if (!state) workers.set(payload, (state = { running: false, again: false }))
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
      const claimed = await claimDue(payload, BATCH, claimLeaseS())
      // Sent side by side; the transport's pool bounds the SMTP connections (src/lib/email/adapter.ts).
      // Two messages to one address may then arrive in either order, as SMTP never promised
      // otherwise (a retry reorders them too): a calendar invitation's SEQUENCE, which grows with
      // time, orders a booking's REQUEST and CANCEL whatever their order of arrival.
      for (const outcome of await Promise.all(claimed.map((message) => sendOne(payload, message, state))))
        totals[outcome]++
      if (claimed.length < BATCH && !state.again) break
    }
  } finally {
    state.running = false
  }
  return totals
}

/** The outbox's loop in the process's scheduler (src/lib/jobs/background-loops.ts), woken by kickOutbox. */
export const OUTBOX_LOOP = 'outbox'

/**
 * One turn of the outbox's loop: sends what is due. It asks for its next turn at the soonest retry it scheduled: with short first waits
 * (OUTBOX_RETRY_FIRST_S) a relay's brief hiccup then costs seconds, not a poll interval.
 */
export async function runOutbox(payload: Payload): Promise<{ nextAt?: Date }> {
  const state = stateOf(payload)
  await deliverDueEmails(payload)
  const nextAt = state.nextRetryAt
  state.nextRetryAt = undefined
  return { nextAt }
}

/**
 * Sends right after a submission commits, without holding up its response: a turn of the
 * process's outbox loop, or without a scheduler (a script that started Payload without its
 * onInit) a run of its own.
 */
export function kickOutbox(payload: Payload): void {
  if (wakeLoop(OUTBOX_LOOP, payload)) return
  setImmediate(
    () =>
      void runOutbox(payload).catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) payload.logger.error({ err: error, msg: 'Outbox delivery failed' })
      }),
  )
}
