import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import type { Locale } from '@/i18n/routing'
import { inTransaction } from '@/lib/db/transaction'
import { readBodyBytes } from '@/lib/http/body'
import { kickOutbox } from '@/lib/email/outbox'
import { HttpError } from '@/lib/http/errors'
import { requestMetrics } from '@/lib/metrics'

import { stripeSettings } from './config'
import { paymentTexts } from './messages'
import { reconcileRefunds, sendPendingRefunds } from './refunds'
import { stripeClient, type Stripe } from './stripe'
import { applyEvent, EventTooEarly, type AfterEvent, type EventOutcome } from './webhook'

/** Stripe signs each delivery with its time: one older than this (a replay) is refused. */
export const WEBHOOK_TOLERANCE_S = 300

/**
 * The largest webhook body read. Stripe's events are a few kilobytes; Payload's routes take 128 KB
 * at most anyway (src/lib/define-endpoint/payload-routes.ts).
 */
export const WEBHOOK_MAX_BYTES = 128 * 1024

/**
 * What the handler reads of every event before anything else: its id (recorded once), its type and
 * its object. Stripe's events always have them; a signed body without them (only a holder of the
 * signing secret can send one) is refused as a 400 rather than failing in the database as a 500,
 * which Stripe would retry for days. The rest of each object is read as the `stripe` package types
 * it, and an event of another type may carry any object.
 */
const eventShape = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.looseObject({ object: z.looseObject({}) }),
})

/**
 * POST /api/payments/stripe/webhook: the signature is checked on the body's bytes exactly as they
 * arrived (read raw, never parsed, screened or re-encoded first), with the official package's
 * `webhooks.constructEvent`; a missing, forged or stale signature is a 400 and changes nothing.
 * The event is then recorded and applied in one transaction (src/lib/payments/webhook.ts); a
 * database that cannot be reached makes the call fail with a 5xx, so Stripe delivers it again.
 */
export async function receiveWebhook(
  req: PayloadRequest,
  payload: Payload,
  locale: Locale,
  branches: Pick<AfterEvent, 'installment'> = {},
): Promise<{ received: true; outcome: EventOutcome }> {
  const settings = stripeSettings()
  const refuse = () => {
    // Counted for /monitoring: a run of these is a wrong signing secret (every event lost to
    // Stripe's retries) or someone forging events.
    requestMetrics().webhookSignatureFailed()
    return new HttpError(400, 'INVALID_SIGNATURE', paymentTexts(locale).api.invalidSignature)
  }
  if (!settings?.webhookSecret) {
    throw new HttpError(404, 'PAYMENTS_OFF', paymentTexts(locale).api.notConfigured)
  }
  const signature = req.headers.get('stripe-signature')
  if (!signature) throw refuse()
  const raw = Buffer.from(await readBodyBytes(req, { maxBytes: WEBHOOK_MAX_BYTES }))
  let event: Stripe.Event
  try {
    event = stripeClient(settings).webhooks.constructEvent(raw, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_S)
  } catch {
    throw refuse()
  }
  if (!eventShape.safeParse(event).success) {
    throw new HttpError(400, 'INVALID_EVENT', paymentTexts(locale).api.invalidEvent)
  }
  const after: AfterEvent = { refunds: [], reconcile: [], settled: [], ...branches }
  const outcome = await inTransaction(req, () => applyEvent(req, event, after)).catch((error: unknown) => {
    if (!(error instanceof EventTooEarly)) throw error
    payload.logger.info({ msg: `Stripe event ${event.id} (${event.type}) came early (${error.message}): asked again` })
    throw new HttpError(503, 'EVENT_TOO_EARLY', paymentTexts(locale).api.eventTooEarly, {
      headers: { 'Retry-After': '60' },
    })
  })
  if (outcome === 'handled') kickOutbox(payload)
  for (const work of after.settled) await work()
  if (after.refunds.length) {
    void sendPendingRefunds(payload, after.refunds).catch((error: unknown) =>
      payload.logger.warn({ msg: `Refunds not sent yet: ${(error as Error).message}` }),
    )
  }
  for (const paymentId of after.reconcile) {
    // Stripe's refunds of the payment, read after the answer: Stripe is not kept waiting on a call to itself.
    void reconcileRefunds(payload, paymentId).catch((error: unknown) =>
      payload.logger.warn({ msg: `Refunds of payment ${paymentId} not reconciled yet: ${(error as Error).message}` }),
    )
  }
  return { received: true, outcome }
}
