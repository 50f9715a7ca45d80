import type { ContractBlock } from '@/lib/contracts/document'

/** A proposal's status, as the client's read and the dashboard's list give it. */
export type ProposalStatus = 'draft' | 'sent' | 'viewed' | 'signed' | 'booked' | 'paid' | 'withdrawn' | 'expired'

/** One language of the frozen contract: its title and blocks (what the client signs). */
export interface ContractVersion {
  title: string
  blocks: ContractBlock[]
  sha256: string
}

/**
 * What the client's page shows: the shape of `GET /api/proposals/{token}`, the contract in both
 * languages as frozen when the proposal was sent. Amounts are integer cents.
 */
export interface ProposalPageView {
  status: ProposalStatus
  client: { name: string }
  event: { date: string; location: string }
  items: { label: { fr: string; en: string }; quantity: number; unitAmount: number; amount: number }[]
  subtotal: number
  gst: number
  qst: number
  total: number
  /** `due`: 'signing' or a day (YYYY-MM-DD, Montréal). */
  installments: { due: string; amount: number; status: string }[]
  contract: { fr: ContractVersion; en: ContractVersion }
  /** The client may choose to save the card for the later installments. */
  autopay: boolean
  /** The studio's name, for the page's heading. */
  studio: string
}

/** The page's texts (the `proposals` messages of its language). */
export type ProposalTexts = (typeof import('@/i18n/messages/en/proposals.json'))['proposals']

/** Still open for signing. */
export const isSignable = (status: ProposalStatus) => status === 'sent' || status === 'viewed'
/** Signed, whatever is paid. */
export const isSigned = (status: ProposalStatus) => status === 'signed' || status === 'booked' || status === 'paid'
/** The signed PDF exists once the first installment is paid. */
export const hasContractPdf = (status: ProposalStatus) => status === 'booked' || status === 'paid'
