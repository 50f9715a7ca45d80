import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { classTitles } from '@/lib/bookings/catalogue'
import { findClass, readSessionsByIds } from '@/lib/bookings/store'
import { loadConsultation } from '@/lib/consultations/self-service'
import { studioInfo } from '@/lib/email/studio'
import { fill } from '@/i18n/fill'
import enReceipt from '@/i18n/messages/en/receipt.json'
import frReceipt from '@/i18n/messages/fr/receipt.json'
import type { Bilingual, ReceiptDocument, ReceiptLine } from '@/lib/receipts/document'
import { issueReceipt as issueDocument, type ReceiptDraft } from '@/lib/receipts/store'

import { partAmounts, paymentAmounts, taxedTotal } from './amounts'
import type { PaymentRecord } from './records'
import { studioSeller } from './store'

type Seller = ReceiptDraft['seller']

/**
 * The studio as its receipt names it: as it was when the payment was made (the payment keeps it),
 * never as the settings say when the webhook arrives. A payment made before it was kept reads the
 * settings, as receipts did then.
 */
async function sellerOf(req: PayloadRequest, payment: PaymentRecord): Promise<Seller> {
  return payment.seller ?? (await studioSeller(req))
}

interface Purchase {
  buyer: string
  /** What was bought, in both languages. */
  titles: Bilingual
  /** Its whole price before tax, in cents, when a deposit leaves a balance to pay. */
  priceCents?: number
  /** When what was bought takes place: the deposit's balance is due by then. */
  startsAt?: Date
}

/**
 * The booking a payment is for: who booked, the class (or consultation type) in both languages, its
 * price and when it takes place. The buyer and the titles are the payment's own, as they were when
 * it was made; a payment made before they were kept reads them from the booking and the catalogue.
 */
async function purchaseOf(req: PayloadRequest, payment: PaymentRecord): Promise<Purchase> {
  const kept = {
    buyer: payment.buyerName ?? payment.email,
    titles: payment.descriptions ?? { fr: payment.offerName, en: payment.offerName },
  }
  if (payment.consultationId !== null) {
    // The consultation type's price for a deposit's balance, and the time it is due by.
    const found = await loadConsultation(req, payment.consultationId)
    if (!found) return kept
    return {
      buyer: payment.buyerName ?? found.message.name,
      titles: payment.descriptions ?? found.type.names,
      priceCents: Math.round(found.type.price * 100),
      startsAt: new Date(found.message.start),
    }
  }
  if (payment.bookingId === null) return kept
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id: payment.bookingId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!booking) return kept
  // The class's price for a deposit's balance, and its session's start, which the balance is due by
  // (read for a deposit only, the one receipt that names it).
  const cls = await findClass(req, booking.classType)
  const sessionId = typeof booking.session === 'number' ? booking.session : booking.session?.id
  const [session] = payment.purpose === 'deposit' && sessionId ? await readSessionsByIds(req, [sessionId]) : []
  return {
    buyer: payment.buyerName ?? booking.name,
    titles: payment.descriptions ?? (cls ? classTitles(cls, payment.offerName) : kept.titles),
    priceCents: cls ? Math.round(cls.price * 100) : undefined,
    startsAt: session?.startsAt,
  }
}

/** What a payment pays for, in both languages (the class or consultation type, as the CMS has it now). */
export const offerTitles = async (req: PayloadRequest, payment: PaymentRecord): Promise<Bilingual> =>
  (await purchaseOf(req, payment)).titles

const PURPOSE: Record<PaymentRecord['purpose'], Bilingual> = {
  full: { fr: '', en: '' },
  deposit: { fr: 'Acompte', en: 'Deposit' },
  balance: { fr: 'Solde', en: 'Balance' },
  request: { fr: '', en: '' },
  // Its descriptions name the proposal and the installment already.
  installment: { fr: '', en: '' },
}

function line(payment: PaymentRecord, titles: Bilingual): ReceiptLine {
  const label = (locale: Locale) =>
    PURPOSE[payment.purpose][locale] ? `${PURPOSE[payment.purpose][locale]} — ${titles[locale]}` : titles[locale]
  return {
    description: { fr: label('fr'), en: label('en') },
    quantity: 1,
    unitCents: payment.subtotal,
    amountCents: payment.subtotal,
  }
}

const studioName = async (req: PayloadRequest) => (await studioInfo(req)).name

/**
 * What remains to pay after a deposit: the whole price as booked (the catalogue's of the day for a
 * payment made before the price was kept with it), taxed once as a whole, less the deposit as it
 * was charged (partAmounts), so that the deposit and its balance add up to the taxed full price.
 */
export function balanceAfterDeposit(
  deposit: Pick<PaymentRecord, 'subtotal' | 'gst' | 'qst' | 'fullPrice'>,
  cataloguePrice?: number,
) {
  const price = deposit.fullPrice ?? cataloguePrice
  if (price === undefined || price <= deposit.subtotal) return undefined
  const whole = paymentAmounts(price, deposit.gst > 0 || deposit.qst > 0)
  return partAmounts(whole, deposit, { subtotal: price - deposit.subtotal })
}

/**
 * The receipt of a payment, issued once per payment in the transaction that records it as paid
 * (the webhook's), dated when it was paid, numbered and sent with its PDF. Its amounts are the
 * payment's, which the webhook has just checked against what Stripe charged; its buyer, description
 * and seller are those the payment kept when it was made; it says whether it is paid in full, or
 * what remains and by when.
 */
export async function issueReceipt(req: PayloadRequest, payment: PaymentRecord): Promise<void> {
  const [from, purchase, studio] = await Promise.all([
    sellerOf(req, payment),
    purchaseOf(req, payment),
    studioName(req),
  ])
  const balance = payment.purpose === 'deposit' ? balanceAfterDeposit(payment, purchase.priceCents) : undefined
  const rest = balance ? taxedTotal(balance) : 0
  // The payment terms: paid in full, or what remains and when it is due (by the class's or the
  // consultation's start; the studio takes it at the studio or asks it online, by a balance request).
  const terms: ReceiptDocument['terms'] =
    rest > 0
      ? { kind: 'balance', ...(purchase.startsAt && { dueBy: purchase.startsAt.toISOString() }) }
      : { kind: 'paid-in-full' }
  await issueDocument(
    req,
    {
      kind: 'receipt',
      seller: from,
      buyer: { name: purchase.buyer, email: payment.email },
      lines: [line(payment, purchase.titles)],
      subtotalCents: payment.subtotal,
      gstCents: payment.gst,
      qstCents: payment.qst,
      totalCents: payment.total,
      settledCents: payment.total,
      balanceDueCents: rest,
      terms,
      reference: payment.paymentIntentId ?? undefined,
    },
    { source: `payment:${payment.id}`, locale: payment.locale, studio, now: payment.paidAt ?? undefined },
  )
}

export interface AcceptedRefund {
  id: number
  amount: number
  gst: number
  qst: number
  reason: Bilingual
  stripeRefundId: string
}

/**
 * What a document for a refund's amount carries, whichever way the money went: the buyer, one line
 * of the refund's price without tax, its GST and QST, settled in full.
 */
function refundAmounts(
  payment: PaymentRecord,
  purchase: Purchase,
  refund: { amount: number; gst: number; qst: number },
) {
  const subtotal = refund.amount - refund.gst - refund.qst
  return {
    buyer: { name: purchase.buyer, email: payment.email },
    lines: [{ ...line(payment, purchase.titles), unitCents: subtotal, amountCents: subtotal }],
    subtotalCents: subtotal,
    gstCents: refund.gst,
    qstCents: refund.qst,
    totalCents: refund.amount,
    settledCents: refund.amount,
    balanceDueCents: 0,
  }
}

/**
 * The credit note of a refund Stripe has accepted, in the transaction that records its answer:
 * the amount given back with its GST and QST (the refund's split of the payment's taxes), and the
 * receipt it corrects. Once per refund, however often the answer is recorded.
 */
export async function issueCreditNote(req: PayloadRequest, payment: PaymentRecord, refund: AcceptedRefund) {
  const [from, purchase, studio] = await Promise.all([
    sellerOf(req, payment),
    purchaseOf(req, payment),
    studioName(req),
  ])
  const receipt = await req.payload.find({
    collection: 'receipts',
    where: { source: { equals: `payment:${payment.id}` } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  await issueDocument(
    req,
    {
      kind: 'credit-note',
      seller: from,
      ...refundAmounts(payment, purchase, refund),
      reference: refund.stripeRefundId,
      refersTo: receipt.docs[0]?.number,
      reason: refund.reason,
    },
    { source: `refund:${refund.id}`, locale: payment.locale, studio },
  )
}

/**
 * A refund Stripe had made and that failed afterwards (the card's issuer returned it, weeks later
 * at most): the money is the studio's again, so a receipt for it joins the credit note, and the
 * books (receipts less credit notes) follow Stripe. Once per refund.
 */
export async function issueRefundReturned(
  req: PayloadRequest,
  payment: PaymentRecord,
  refund: { id: number; amount: number; gst: number; qst: number; stripeRefundId: string | null },
) {
  const [from, purchase, studio] = await Promise.all([
    sellerOf(req, payment),
    purchaseOf(req, payment),
    studioName(req),
  ])
  const credit = await req.payload.find({
    collection: 'receipts',
    where: { source: { equals: `refund:${refund.id}` } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const number = credit.docs[0]?.number ?? ''
  await issueDocument(
    req,
    {
      kind: 'receipt',
      seller: from,
      ...refundAmounts(payment, purchase, refund),
      reference: refund.stripeRefundId ?? undefined,
      reason: {
        fr: fill(frReceipt.receipt.refundReturned, { number }),
        en: fill(enReceipt.receipt.refundReturned, { number }),
      },
    },
    { source: `refund-returned:${refund.id}`, locale: payment.locale, studio },
  )
}
