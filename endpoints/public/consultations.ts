import { slotsCall } from '@/lib/consultations/operations'
import { cancel, manageView, reschedule } from '@/lib/consultations/self-service'
import { feedTokenValid, ownerFeed } from '@/lib/consultations/feed'
import { defineEndpoint, defineGet, HttpError, type Handler, type StoringContext } from '@/lib/define-endpoint'
import { kickOutbox } from '@/lib/email/outbox'
import { httpMessage } from '@/lib/http/messages'
import { bookConsultation as bookPaidOrNot, consultationRefunds } from '@/lib/payments/consultation-booking'
import { consultationHoldLimits, submissionLimit } from './limits'

/**
 * A visitor's write: rate-limited per address, and the handler stores the consultation, its
 * e-mails and the Idempotency-Key answer itself (one statement, or one transaction with its lock).
 * Its e-mails (invitation, new time, CANCEL) leave once it has committed, not at the outbox's next poll.
 */
const visitorWrite = (path: string, limit: string, handler: Handler<StoringContext>) =>
  defineEndpoint.public({
    path,
    method: 'post',
    rateLimit: submissionLimit(limit),
    transaction: 'handler',
    handler: async (ctx) => {
      const answer = await handler(ctx)
      ctx.afterCommit(() => kickOutbox(ctx.payload))
      return answer
    },
  })

/** GET /api/consultations/slots?type=ID&from=YYYY-MM-DD&days=N: the bookable times only. */
export const listConsultationSlots = defineGet.public('/consultations/slots', ({ req, locale }) => slotsCall(req, locale))

/**
 * POST /api/consultations: 201 (or 201 `pending_payment` with `checkoutUrl` for a type paid
 * online), 400 in the visitor's language, 409 SLOT_TAKEN with fresh times, 409
 * TOO_MANY_CONSULTATIONS past the visitor's share of future times, 429 MAILBOX_LIMIT past the
 * mailbox's confirmations of the day, or 503 PAYMENT_UNAVAILABLE when Stripe cannot be reached.
 */
export const bookConsultation = visitorWrite('/consultations', 'consultation', (ctx) =>
  bookPaidOrNot(ctx, consultationHoldLimits()),
)

/** GET /api/consultations/manage?token=: the consultation a reschedule or cancel link names. */
export const viewConsultation = defineGet.public('/consultations/manage', ({ req, locale }) => manageView(req, locale))

/** POST /api/consultations/reschedule `{ token, start }`: the same consultation at a new time. */
export const rescheduleConsultation = visitorWrite('/consultations/reschedule', 'consultation-change', reschedule)

/** POST /api/consultations/cancel `{ token }`: frees the time, sends the cancellation, refunds by the type's policy. */
export const cancelConsultationByLink = visitorWrite('/consultations/cancel', 'consultation-change', async (ctx) => {
  const refunds = consultationRefunds()
  const answer = await cancel(ctx, refunds.onCancelled)
  ctx.afterCommit(() => void refunds.send(ctx.payload))
  return answer
})

/** GET /api/consultations/feed?token=: the owner's private calendar (404 without the current token). */
export const consultationFeed = defineEndpoint.public({
  path: '/consultations/feed',
  method: 'get',
  handler: async ({ req, payload, locale }) => {
    const token = new URL(req.url ?? 'http://localhost/').searchParams.get('token')
    if (!(await feedTokenValid(payload, token))) throw new HttpError(404, 'NOT_FOUND', httpMessage('fileNotFound', locale))
    return new Response(await ownerFeed(payload), {
      headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, no-store' },
    })
  },
})
