import { changeConsultation, listConsultations } from '@/lib/consultations/admin'
import { renewFeedToken, revokeFeedToken } from '@/lib/consultations/feed'
import { consultationRefunds } from '@/lib/payments/consultation-booking'
import { kickOutbox } from '@/lib/email/outbox'
import { defineEndpoint, recordId, requestUrl } from '@/lib/define-endpoint'

/** GET /api/admin/consultations?when=upcoming|past: the Consultations tab's list. */
export const listConsultationsForAdmin = defineEndpoint.admin({
  path: '/admin/consultations',
  method: 'get',
  handler: async ({ req }) => {
    const when = requestUrl(req).searchParams.get('when') === 'past' ? 'past' : 'upcoming'
    return { status: 200, body: { when, consultations: await listConsultations(req, when) } }
  },
})

/** PATCH /api/admin/consultations/{id} `{ action: approve|decline|cancel }` or `{ ownerNote }`. */
export const updateConsultation = defineEndpoint.admin({
  path: '/admin/consultations/:id',
  method: 'patch',
  maxBytes: 16 * 1024,
  handler: async ({ req, payload, locale, body, afterCommit }) => {
    // A cancellation by the studio refunds in full what was paid online.
    const refunds = consultationRefunds()
    const result = await changeConsultation(req, recordId(req), body, locale, refunds.onCancelled)
    // Committed by changeConsultation's own transaction: the refunds go to Stripe now.
    await refunds.send(payload)
    afterCommit(() => kickOutbox(payload))
    return { status: 200, body: result }
  },
})

/** POST /api/admin/consultations-feed: a new private feed address (the old one stops working). */
export const renewConsultationFeed = defineEndpoint.admin({
  path: '/admin/consultations-feed',
  method: 'post',
  handler: async ({ payload }) => ({ status: 201, body: { url: await renewFeedToken(payload) } }),
})

/** DELETE /api/admin/consultations-feed: no feed address works any more. */
export const revokeConsultationFeed = defineEndpoint.admin({
  path: '/admin/consultations-feed',
  method: 'delete',
  handler: async ({ payload }) => {
    await revokeFeedToken(payload)
    return { status: 200, body: { revoked: true } }
  },
})

export const consultationAdminEndpoints = [
  listConsultationsForAdmin,
  updateConsultation,
  renewConsultationFeed,
  revokeConsultationFeed,
]
