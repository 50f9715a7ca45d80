import { createConsultation, slotsCall } from '@/lib/consultations/operations'
import { defineEndpoint } from '@/lib/http'
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
