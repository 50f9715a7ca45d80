import type { ClientView } from '@/lib/proposals/operations'

/** A proposal's status, as the client's read and the dashboard's list give it. */
export type ProposalStatus = ClientView['status']

/** One language of the contract frozen at sending: its title, its HTML (escaped by the renderer) and SHA-256. */
export type ContractVersion = ClientView['contract']['fr']

/**
 * What the client's page shows: the client's read of `GET /api/proposals/{token}` (clientView),
 * the contract in both languages as frozen when the proposal was sent. Amounts are integer cents;
 * an installment's `due` is 'signing' or its day (YYYY-MM-DD, Montréal).
 */
export type ProposalPageView = Pick<
  ClientView,
  | 'status'
  | 'client'
  | 'event'
  | 'items'
  | 'subtotal'
  | 'gst'
  | 'qst'
  | 'total'
  | 'installments'
  | 'autopay'
  | 'studio'
  | 'signature'
> & { contract: { fr: ContractVersion; en: ContractVersion } }

/** The page's texts (the `proposals` messages of its language). */
export type ProposalTexts = (typeof import('@/i18n/messages/en/proposals.json'))['proposals']

/** Still open for signing. */
export const isSignable = (status: ProposalStatus) => status === 'sent' || status === 'viewed'
/** The signed PDF exists once the first installment is paid. */
export const hasContractPdf = (status: ProposalStatus) => status === 'booked' || status === 'paid'
