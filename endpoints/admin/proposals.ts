import { defineEndpoint, defineGet, HttpError, recordId } from '@/lib/define-endpoint'
import { kickOutbox } from '@/lib/email/outbox'
import { chargeableOrRefuse } from '@/lib/payments/minimum'
import { proposalTexts } from '@/lib/proposals/messages'
import {
  adminProposal,
  createProposal,
  duplicateProposal,
  listProposals,
  sendProposal,
  withdrawProposal,
} from '@/lib/proposals/operations'
import { servicePackages } from '@/lib/proposals/packages'

const proposalId = (req: Parameters<typeof recordId>[0], locale: 'en' | 'fr') => {
  const id = recordId(req)
  if (id === undefined) throw new HttpError(404, 'NOT_FOUND', proposalTexts(locale).api.notFound)
  return id
}

/**
 * POST /api/admin/proposals: 201 `{ id, status: 'draft', subtotal, gst, qst, total, installments }`;
 * 400 naming the field (the schedule over 100 %, without its remainder, due after the event or in
 * the past; an item's bad amount; an installment under Stripe's minimum: AMOUNT_TOO_SMALL); 404
 * for an inquiry or consultation that does not exist. Nothing is stored on a refusal.
 */
export const createProposalEndpoint = defineEndpoint.admin({
  path: '/admin/proposals',
  method: 'post',
  maxBytes: 64 * 1024,
  handler: async ({ req, locale, body }) => ({
    status: 201,
    body: await createProposal(req, body, locale, { checkInstallment: (cents, l) => chargeableOrRefuse(cents, l) }),
  }),
})

/** GET /api/admin/proposals: `{ docs: [{ id, status, client, eventDate, total, paid, nextDue }] }`, newest first. */
export const listProposalsEndpoint = defineGet.admin('/admin/proposals', ({ payload }) => listProposals(payload))

/** GET /api/admin/proposal-packages: the services of the CMS as items to pick (label in both languages, price). */
export const proposalPackagesEndpoint = defineGet.admin('/admin/proposal-packages', ({ payload }) =>
  servicePackages(payload),
)

/** GET /api/admin/proposals/{id}: the proposal, its contract (preview before sending), its evidence and audit trail. */
export const readProposalEndpoint = defineGet.admin('/admin/proposals/:id', async ({ req, payload, locale }) => {
  const proposal = await adminProposal(payload, proposalId(req, locale))
  if (!proposal) throw new HttpError(404, 'NOT_FOUND', proposalTexts(locale).api.notFound)
  return proposal
})

/** POST /api/admin/proposals/{id}/send: 200 `{ status: 'sent', url }` (a resend gives a new link; the old one stops). */
export const sendProposalEndpoint = defineEndpoint.admin({
  path: '/admin/proposals/:id/send',
  method: 'post',
  maxBytes: 1024,
  handler: async ({ req, payload, locale, afterCommit }) => {
    const answer = await sendProposal(req, proposalId(req, locale), locale)
    afterCommit(() => kickOutbox(payload))
    return { status: 200, body: answer }
  },
})

/** POST /api/admin/proposals/{id}/withdraw: 200 `{ status: 'withdrawn' }`; 409 once signed. */
export const withdrawProposalEndpoint = defineEndpoint.admin({
  path: '/admin/proposals/:id/withdraw',
  method: 'post',
  maxBytes: 1024,
  handler: async ({ req, locale }) => ({
    status: 200,
    body: await withdrawProposal(req, proposalId(req, locale), locale),
  }),
})

/** POST /api/admin/proposals/{id}/duplicate: 201 with the new draft. */
export const duplicateProposalEndpoint = defineEndpoint.admin({
  path: '/admin/proposals/:id/duplicate',
  method: 'post',
  maxBytes: 1024,
  handler: async ({ req, locale }) => ({
    status: 201,
    body: await duplicateProposal(req, proposalId(req, locale), locale),
  }),
})

export const proposalAdminEndpoints = [
  createProposalEndpoint,
  listProposalsEndpoint,
  proposalPackagesEndpoint,
  readProposalEndpoint,
  sendProposalEndpoint,
  withdrawProposalEndpoint,
  duplicateProposalEndpoint,
]
