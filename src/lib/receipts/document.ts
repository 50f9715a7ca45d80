import { fill } from '@/i18n/fill'
import { perLanguage } from '@/i18n/language-tag'
import { formatCents } from '@/i18n/money'
import enReceipt from '@/i18n/messages/en/receipt.json'
import frReceipt from '@/i18n/messages/fr/receipt.json'
import type { Locale } from '@/i18n/routing'

import { formatSessionStart, STUDIO_TIME_ZONE } from '@/lib/calendar/studio-time'

export const RECEIPT_KINDS = ['receipt', 'credit-note'] as const
export type ReceiptKind = (typeof RECEIPT_KINDS)[number]

/**
 * The order of the languages on every receipt: French first. Quebec's Charter of the French
 * language wants commercial documents in French, another language beside it no more prominent.
 */
export const RECEIPT_LANGUAGES = ['fr', 'en'] as const satisfies readonly Locale[]

export type Bilingual = Record<Locale, string>

export interface ReceiptLine {
  description: Bilingual
  quantity: number
  /** Before taxes, in cents. */
  unitCents: number
  amountCents: number
}

/**
 * Everything a receipt or credit note says, frozen when it is issued: the studio's legal name,
 * address and tax numbers as they were that day, and the amounts Stripe charged or refunded. The
 * PDF and the e-mail are both drawn from it, so they cannot disagree.
 */
export interface ReceiptDocument {
  kind: ReceiptKind
  number: string
  issuedAt: string
  seller: { legalName: string; address: string; gstNumber?: string; qstNumber?: string }
  buyer: { name: string; email: string }
  lines: ReceiptLine[]
  subtotalCents: number
  gstCents: number
  qstCents: number
  totalCents: number
  /** What this document moves: paid now for a receipt, refunded for a credit note. */
  settledCents: number
  /** What the client still owes for the purchase after this document (a deposit's remainder). */
  balanceDueCents: number
  /**
   * A receipt's payment terms: paid in full, or a balance (`balanceDueCents`) due at the studio by
   * `dueBy` (the start of the class or consultation). Absent from receipts issued before terms
   * were written on them, which read as they did.
   */
  terms?: { kind: 'paid-in-full' } | { kind: 'balance'; dueBy?: string }
  /** Stripe's reference of the payment or refund. */
  reference?: string
  /** A credit note's receipt. */
  refersTo?: string
  reason?: Bilingual
}

const catalogues: Record<Locale, typeof enReceipt.receipt> = { en: enReceipt.receipt, fr: frReceipt.receipt }

export function receiptTexts(locale: Locale) {
  return catalogues[locale]
}

/** Why a refund was made, in both languages, for its credit note. */
export function refundReason(reason: keyof typeof enReceipt.receipt.refundReasons): Bilingual {
  return { fr: frReceipt.receipt.refundReasons[reason], en: enReceipt.receipt.refundReasons[reason] }
}

/** Registered for both taxes: otherwise the studio is a small supplier and charges neither. */
export function chargesTaxes(seller: ReceiptDocument['seller']): boolean {
  return Boolean(seller.gstNumber?.trim() && seller.qstNumber?.trim())
}

const day = perLanguage((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: STUDIO_TIME_ZONE }))

/** The day of issue, in Montréal, where the studio keeps its books. */
export function formatIssueDate(iso: string, locale: Locale): string {
  return day[locale].format(new Date(iso))
}

export type ReceiptRow = [label: string, value: string]

/** One language's reading of a document: its title, header rows, lines and totals. */
export interface ReceiptReading {
  locale: Locale
  title: string
  header: ReceiptRow[]
  seller: string[]
  buyer: string[]
  parties: { seller: string; buyer: string }
  columns: { description: string; quantity: string; amount: string }
  lines: { description: string; quantity: string; amount: string }[]
  totals: ReceiptRow[]
  notes: string[]
}

/** The payment terms in one language: paid in full, or the balance, where and by when it is due. */
function termsNote(doc: ReceiptDocument, locale: Locale): string {
  const t = catalogues[locale]
  if (doc.terms?.kind !== 'balance' || doc.balanceDueCents <= 0) return t.paidInFull
  const amount = formatCents(doc.balanceDueCents, locale)
  if (!doc.terms.dueBy) return fill(t.balanceTerms, { amount })
  return fill(t.balanceTermsBy, { amount, due: formatSessionStart(doc.terms.dueBy, locale) })
}

export function readReceipt(doc: ReceiptDocument, locale: Locale): ReceiptReading {
  const t = catalogues[locale]
  const taxed = chargesTaxes(doc.seller)
  const amount = (cents: number) => formatCents(cents, locale)
  const seller = [doc.seller.legalName, ...doc.seller.address.split('\n').filter(Boolean)]
  if (taxed) seller.push(`${t.gstNumber} ${doc.seller.gstNumber}`, `${t.qstNumber} ${doc.seller.qstNumber}`)
  const totals: ReceiptRow[] = [[t.subtotal, amount(doc.subtotalCents)]]
  if (taxed) totals.push([t.gst, amount(doc.gstCents)], [t.qst, amount(doc.qstCents)])
  totals.push([t.total, amount(doc.totalCents)])
  totals.push([doc.kind === 'receipt' ? t.paid : t.refunded, amount(doc.settledCents)])
  if (doc.kind === 'receipt') totals.push([t.balanceDue, amount(doc.balanceDueCents)])
  const notes: string[] = []
  if (doc.kind === 'receipt' && doc.terms) notes.push(termsNote(doc, locale))
  if (!taxed) notes.push(t.smallSupplier)
  if (doc.refersTo) notes.push(fill(t.refersTo, { number: doc.refersTo }))
  if (doc.reason) notes.push(fill(t.reason, { reason: doc.reason[locale] }))
  if (doc.reference)
    notes.push(fill(doc.kind === 'receipt' ? t.reference : t.refundReference, { reference: doc.reference }))
  return {
    locale,
    title: t[doc.kind],
    header: [
      [t.number, doc.number],
      [t.date, formatIssueDate(doc.issuedAt, locale)],
    ],
    seller,
    buyer: [doc.buyer.name, doc.buyer.email],
    parties: { seller: t.issuedBy, buyer: t.billedTo },
    columns: { description: t.description, quantity: t.quantity, amount: t.amount },
    lines: doc.lines.map((line) => ({
      description: line.description[locale],
      quantity: String(line.quantity),
      amount: amount(line.amountCents),
    })),
    totals,
    notes,
  }
}

/** Both readings, French first. */
export function readReceiptBothLanguages(doc: ReceiptDocument): ReceiptReading[] {
  return RECEIPT_LANGUAGES.map((locale) => readReceipt(doc, locale))
}

/** `R-2026-000042`, `NC-2026-000003`: the series letter, the year, the rank in the year. */
export function receiptNumber(kind: ReceiptKind, year: number, sequence: number): string {
  return `${kind === 'receipt' ? 'R' : 'NC'}-${year}-${String(sequence).padStart(6, '0')}`
}

/** The kind, year and rank a document's number names ("R-2026-000043"); undefined for anything else. */
export function parseReceiptNumber(number: string): { kind: ReceiptKind; year: number; sequence: number } | undefined {
  const match = /^(R|NC)-(\d{4})-(\d{1,9})$/.exec(number.trim())
  if (!match) return undefined
  const sequence = Number(match[3])
  if (sequence < 1) return undefined
  return { kind: match[1] === 'R' ? 'receipt' : 'credit-note', year: Number(match[2]), sequence }
}

/** The calendar year a document issued at `at` belongs to, in Montréal. */
export function receiptYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: STUDIO_TIME_ZONE }).format(at))
}
