import type { Locale } from '@/i18n/routing'
import { parseCents } from '@/lib/payments/money'

/** A proposal as `GET /api/admin/proposals` lists it (amounts in cents, days YYYY-MM-DD). */
export interface AdminProposal {
  id: number
  status: 'draft' | 'sent' | 'viewed' | 'signed' | 'booked' | 'paid' | 'withdrawn' | 'expired'
  client: { name: string; email: string }
  eventDate: string
  total: number
  paid: number
  /** `due`: 'signing' or the day. */
  nextDue: { due: string; amount: number; overdue: boolean } | null
}

export const PROPOSALS_PATH = '/api/admin/proposals'
export const PACKAGES_PATH = '/api/admin/proposal-packages'
export const DUE_PATH = '/api/admin/proposals/due'

export interface ItemRow {
  fr: string
  en: string
  quantity: string
  unitAmount: string
}
export type DueKind = 'signing' | 'date' | 'before'
export type SizeKind = 'percent' | 'amount' | 'rest'
export interface InstallmentRow {
  due: DueKind
  day: string
  days: string
  size: SizeKind
  value: string
}

export interface ProposalDraft {
  inquiry?: number
  consultation?: number
  client: { name: string; email: string; locale: Locale }
  event: { date: string; location: string }
  items: ItemRow[]
  contractTemplate: string
  schedule: InstallmentRow[]
  autopay: boolean
  expiresAt: string
}

const ZONE = 'America/Toronto'

/** Today in Montréal, as YYYY-MM-DD, plus `days` calendar days. */
export function montrealDay(days = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(now)
  const date = new Date(`${today}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * The last second of a day in Montréal, with the offset it has that day (-05:00 or -04:00): what
 * the form's expiry day means, as the call's ISO instant.
 */
export function endOfMontrealDay(day: string): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T23:59:59-05:00`))
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '')
  return `${day}T23:59:59${offset || '+00:00'}`
}

export const emptyItem = (): ItemRow => ({ fr: '', en: '', quantity: '1', unitAmount: '' })

export function emptyDraft(now = new Date()): ProposalDraft {
  return {
    client: { name: '', email: '', locale: 'fr' },
    event: { date: '', location: '' },
    items: [emptyItem()],
    contractTemplate: '',
    schedule: [
      { due: 'signing', day: '', days: '', size: 'percent', value: '30' },
      { due: 'before', day: '', days: '14', size: 'rest', value: '' },
    ],
    autopay: false,
    expiresAt: montrealDay(14, now),
  }
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')))
/** What the studio typed, as typed when it cannot be read: the server's schema names the field. */
const cents = (text: string) => parseCents(text) ?? text

/**
 * The body of `POST /api/admin/proposals` from the form, as typed: the call's schema (which the
 * form also runs before sending) judges it. The expiry day is its last second in Montréal.
 */
export function proposalBody(draft: ProposalDraft) {
  return {
    ...(draft.inquiry ? { inquiry: draft.inquiry } : {}),
    ...(draft.consultation ? { consultation: draft.consultation } : {}),
    client: { name: draft.client.name.trim(), email: draft.client.email.trim(), locale: draft.client.locale },
    event: { date: draft.event.date, location: draft.event.location.trim() },
    items: draft.items.map((item) => ({
      label: { fr: item.fr.trim(), en: item.en.trim() },
      quantity: number(item.quantity),
      unitAmount: cents(item.unitAmount),
    })),
    // Left out when none is chosen: the schema's own "choose a template" then names the field.
    contractTemplate:
      draft.contractTemplate === '' ? undefined : Number(draft.contractTemplate) || draft.contractTemplate,
    schedule: draft.schedule.map((row) => ({
      ...(row.due === 'before'
        ? { daysBeforeEvent: number(row.days) }
        : { due: row.due === 'signing' ? 'signing' : row.day }),
      ...(row.size === 'rest'
        ? { rest: true }
        : row.size === 'percent'
          ? { percent: number(row.value) }
          : { amount: cents(row.value) }),
    })),
    autopay: draft.autopay,
    ...(draft.expiresAt
      ? { expiresAt: /^\d{4}-\d{2}-\d{2}$/.test(draft.expiresAt) ? endOfMontrealDay(draft.expiresAt) : draft.expiresAt }
      : {}),
  }
}
