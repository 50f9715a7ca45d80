/**
 * What a proposal is (docs/proposals.md): the values its tables, its calls and the dashboard share.
 * Amounts are integer cents; days are `YYYY-MM-DD` in Montréal; instants are UTC.
 */
import type { Locale } from '@/i18n/routing'

/**
 * - draft: being written; nobody outside the studio has seen it;
 * - sent: the client was e-mailed the link; viewed: the client opened it;
 * - signed: the client signed, the first installment is not paid yet;
 * - booked: the first installment is paid; paid: every installment is;
 * - withdrawn: by the studio before signing; expired: not signed by its expiry.
 */
export const PROPOSAL_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'signed',
  'booked',
  'paid',
  'withdrawn',
  'expired',
] as const
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number]

/** The statuses in which the client's link may be signed. */
export const SIGNABLE: readonly ProposalStatus[] = ['sent', 'viewed']
/** The statuses of a proposal that was sent and is still waiting for its client. */
export const OPEN: readonly ProposalStatus[] = ['sent', 'viewed']
/** The statuses after signing. */
export const SIGNED: readonly ProposalStatus[] = ['signed', 'booked', 'paid']

/** What the audit trail records, in the order it happens. */
export const PROPOSAL_EVENTS = [
  'created',
  'sent',
  'resent',
  'viewed',
  'language-chosen',
  'signed',
  'paid',
  'withdrawn',
  'expired',
  'duplicated',
  'charge-failed',
] as const
export type ProposalEvent = (typeof PROPOSAL_EVENTS)[number]

/** When an installment falls due: at signing, on a day, or N days before the event. */
export type Due = { kind: 'signing' } | { kind: 'date'; date: string } | { kind: 'before-event'; days: number }

/** How large an installment is: a percentage of the total, a fixed amount (taxes included), or what remains. */
export type InstallmentSize = { percent: number } | { amount: number } | { rest: true }

export interface ScheduleRule {
  due: Due
  size: InstallmentSize
}

export interface Bilingual {
  fr: string
  en: string
}

export interface ProposalItem {
  label: Bilingual
  /** Up to two decimals (hours, prints). */
  quantity: number
  unitAmount: number
  /** quantity × unitAmount, rounded to the cent. */
  amount: number
}

export interface Totals {
  subtotal: number
  gst: number
  qst: number
  total: number
}

/** One installment with its share of the proposal's subtotal, GST and QST (they add up to its amount). */
export interface Installment {
  position: number
  due: Due
  amount: number
  subtotal: number
  gst: number
  qst: number
}

export type InstallmentStatus = 'due' | 'paid' | 'overdue'

export interface ProposalClient {
  name: string
  email: string
  locale: Locale
}

/** A proposal's default life before it expires unsigned. */
export const DEFAULT_EXPIRY_DAYS = 14

/** The largest drawn signature accepted, in bytes of PNG. */
export const SIGNATURE_MAX_BYTES = 200 * 1024

/** The reference a proposal is known by in e-mails and in its contract (P-000042). */
export const proposalReference = (id: number) => `P-${String(id).padStart(6, '0')}`
