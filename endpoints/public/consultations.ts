import { createConsultation, slotsCall } from '@/lib/consultations/operations'
import { cancel, manageView, reschedule } from '@/lib/consultations/self-service'
import { feedTokenValid, ownerFeed } from '@/lib/consultations/feed'
import { defineEndpoint, HttpError } from '@/lib/endpoint'
import { httpMessage } from '@/lib/http/messages'
import { submissionLimit } from './limits'

/** GET /api/consultations/slots?type=ID&from=YYYY-MM-DD&days=N (issue 26): the bookable times only. */
export const listConsultationSlots = defineEndpoint.public({
  path: '/consultations/slots',
  method: 'get',
  handler: async ({ req, locale }) => ({ status: 200, body: await slotsCall(req, locale) }),
})

/** POST /api/consultations (issue 26): 201, 400 in the visitor's language, or 409 SLOT_TAKEN with fresh times. */
export const bookConsultation = defineEndpoint.public({
  path: '/consultations',
  method: 'post',
  rateLimit: submissionLimit('consultation'),
  // The consultation, its e-mails and the Idempotency-Key answer are stored in one statement.
  transaction: 'handler',
  handler: createConsultation,
})

/** GET /api/consultations/manage?token=: the consultation a reschedule or cancel link names. */
export const viewConsultation = defineEndpoint.public({
  path: '/consultations/manage',
  method: 'get',
  handler: async ({ req, locale }) => ({ status: 200, body: await manageView(req, locale) }),
})

/** POST /api/consultations/reschedule `{ token, start }`: the same consultation at a new time. */
export const rescheduleConsultation = defineEndpoint.public({
  path: '/consultations/reschedule',
  method: 'post',
  rateLimit: submissionLimit('consultation-change'),
  transaction: 'handler',
  handler: reschedule,
})

/** POST /api/consultations/cancel `{ token }`: frees the time, sends the cancellation. */
export const cancelConsultationByLink = defineEndpoint.public({
  path: '/consultations/cancel',
  method: 'post',
  rateLimit: submissionLimit('consultation-change'),
  transaction: 'handler',
  handler: cancel,
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
