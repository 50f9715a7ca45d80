import { chargeFailedMessage, chargeNextInstallment } from '@/flows/charge-installment'
import { defineEndpoint, defineGet, HttpError, recordId } from '@/lib/define-endpoint'
import { kickOutbox } from '@/lib/email/outbox'
import { chargeableOrRefuse } from '@/lib/payments/minimum'
import { proposalTexts } from '@/lib/proposals/messages'
import { csvResponse, toCsv } from '@/lib/records/csv'
import type { CsvColumn } from '@/lib/records/columns'
import {
  adminProposal,
  createProposal,
  dueInstallments,
  duplicateProposal,
  type DueInstallment,
  listProposals,
  sendProposal,
  storedContractPdf,
  withdrawProposal,
} from '@/lib/proposals/operations'
import { readProposal } from '@/lib/proposals/store'

import { pdfResponse } from '@root/endpoints/public/proposals'
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

/** The CSV's columns: amounts in cents, days `YYYY-MM-DD`, as the dashboard's other CSV files. */
const DUE_COLUMNS: CsvColumn<DueInstallment>[] = [
  { key: 'due', value: (r) => r.due },
  { key: 'overdue', value: (r) => (r.overdue ? 'yes' : 'no') },
  { key: 'proposal', value: (r) => r.reference },
  { key: 'client_name', value: (r) => r.client.name },
  { key: 'client_email', value: (r) => r.client.email },
  { key: 'event_date', value: (r) => r.eventDate },
  { key: 'installment', value: (r) => `${r.installment}/${r.installments}` },
  { key: 'amount_cents', value: (r) => r.amount },
  { key: 'subtotal_cents', value: (r) => r.subtotal },
  { key: 'gst_cents', value: (r) => r.gst },
  { key: 'qst_cents', value: (r) => r.qst },
]

/**
 * GET /api/admin/proposals/due: `{ docs: [{ proposal, reference, client, eventDate, installment,
 * installments, due, overdue, amount, subtotal, gst, qst }] }`, the unpaid installments falling due
 * in the next 90 days (overdue ones included); `?format=csv`: the same as a CSV file.
 */
export const dueInstallmentsEndpoint = defineEndpoint.admin({
  path: '/admin/proposals/due',
  method: 'get',
  handler: async ({ req, payload }) => {
    const docs = await dueInstallments(payload)
    if (new URL(req.url ?? '/', 'http://localhost').searchParams.get('format') === 'csv')
      return csvResponse('installments-due.csv', toCsv(docs, DUE_COLUMNS))
    return { status: 200, body: { docs } }
  },
})

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

/**
 * POST /api/admin/proposals/{id}/charge-next: the next unpaid installment charged to the client's
 * saved card now. 200 `{ status: 'succeeded' }`; 402 `{ status: 'failed', code }` (declined, or the
 * card needs its holder: the client is e-mailed a link to pay); 409 when nothing is due, no card is
 * saved, or a charge is under way.
 */
export const chargeNextEndpoint = defineEndpoint.admin({
  path: '/admin/proposals/:id/charge-next',
  method: 'post',
  maxBytes: 1024,
  handler: async ({ req, payload, locale, afterCommit }) => {
    const outcome = await chargeNextInstallment(req, proposalId(req, locale), locale)
    afterCommit(() => kickOutbox(payload))
    if (outcome.status === 'succeeded') return { status: 200, body: outcome }
    // The attempt and the client's e-mail are committed: the answer says the card was declined.
    kickOutbox(payload)
    return {
      status: 402,
      body: { ...outcome, error: 'CARD_DECLINED', message: chargeFailedMessage(locale, outcome.code) },
    }
  },
})

/** GET /api/admin/proposals/{id}/contract.pdf: the signed contract, for the studio's records. */
export const contractPdfForStudio = defineEndpoint.admin({
  path: '/admin/proposals/:id/contract.pdf',
  method: 'get',
  handler: async ({ req, payload, locale }) => {
    const p = await readProposal(payload, proposalId(req, locale))
    if (!p) throw new HttpError(404, 'NOT_FOUND', proposalTexts(locale).api.notFound)
    return pdfResponse(await storedContractPdf(payload, p, locale), p.id, 'contract')
  },
})

export const proposalAdminEndpoints = [
  createProposalEndpoint,
  listProposalsEndpoint,
  // Before /admin/proposals/:id, which would take "due" for an id.
  dueInstallmentsEndpoint,
  proposalPackagesEndpoint,
  readProposalEndpoint,
  sendProposalEndpoint,
  withdrawProposalEndpoint,
  duplicateProposalEndpoint,
  chargeNextEndpoint,
  contractPdfForStudio,
]
