import type { Payload } from 'payload'

import type { Amounts } from './amounts'
import { CURRENCY } from './model'
import { insertCheckoutSession, type CheckoutSessionRecord, type SessionTax } from './store'
import type { Stripe } from './stripe'

/**
 * The Checkout sessions the site opens, and the only way the webhook finds a payment: each session
 * is recorded with what Stripe answered when it created it (its id, the amount and currency asked,
 * the tax lines Stripe computed), before its address is given to anyone. A payment request opens
 * several over its life; a session nobody recorded (a Payment Link, another app on the account, a
 * session made by hand) never settles anything of ours, whatever its metadata or
 * client_reference_id say.
 */

/**
 * Stripe's tax lines of a session: its `total_details.breakdown` (expanded when created) for a line
 * taxed with the account's rates, and, for a session of exact lines (a deposit's balance: its
 * price and each tax a line of its own, checkout.ts), the lines whose product is marked as a tax
 * (`line_items` expanded when created).
 */
export function sessionTaxes(session: Stripe.Checkout.Session): SessionTax[] {
  const taxes = session.total_details?.breakdown?.taxes ?? []
  return [
    ...taxes.map((t) => ({
      rate: typeof t.rate === 'string' ? t.rate : t.rate.id,
      type: typeof t.rate === 'string' ? null : (t.rate.tax_type ?? null),
      percentage: typeof t.rate === 'string' ? null : t.rate.percentage,
      amount: t.amount,
      taxable: t.taxable_amount ?? 0,
      line: false,
    })),
    ...taxLines(session).map(({ item, tax }) => ({
      rate: item.id,
      type: tax,
      percentage: null,
      amount: item.amount_total,
      taxable: 0,
      line: true,
    })),
  ]
}

/** The lines of a session that are a tax of their own (their product's `metadata.tax`). */
function taxLines(session: Stripe.Checkout.Session): { item: Stripe.LineItem; tax: string }[] {
  return (session.line_items?.data ?? []).flatMap((item) => {
    const product = item.price?.product
    const tax = product && typeof product === 'object' && 'metadata' in product ? product.metadata?.tax : undefined
    return tax === 'gst' || tax === 'qst' ? [{ item, tax }] : []
  })
}

/** Records a session the site has just opened for `paymentId`, with Stripe's answer. */
export async function recordOpenedSession(
  payload: Payload,
  paymentId: number,
  session: Stripe.Checkout.Session,
): Promise<void> {
  await insertCheckoutSession(payload, {
    sessionId: session.id,
    paymentId,
    amountTotal: session.amount_total ?? 0,
    // Stripe counts a tax line in the subtotal: the price before tax is the rest.
    amountSubtotal:
      (session.amount_subtotal ?? session.amount_total ?? 0) -
      taxLines(session).reduce((sum, { item }) => sum + item.amount_total, 0),
    currency: session.currency ?? CURRENCY,
    taxes: sessionTaxes(session),
    expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : null,
  })
}

/**
 * What a session asked, as a payment's amounts: Stripe's subtotal, its GST line (the rate of type
 * `gst`) and the rest of its tax as QST, so the total is exactly Stripe's `amount_total` and the
 * receipt shows the tax lines Stripe charged, whichever way it rounded a half cent.
 */
export function askedAmounts(record: CheckoutSessionRecord): Pick<Amounts, 'subtotal' | 'gst' | 'qst' | 'total'> {
  const total = record.amountTotal
  const subtotal = Math.min(record.amountSubtotal, total)
  const tax = total - subtotal
  const gst = Math.min(
    tax,
    record.taxes.filter((t) => t.type === 'gst').reduce((sum, t) => sum + t.amount, 0),
  )
  return { subtotal, gst, qst: tax - gst, total }
}

/**
 * A charge of another amount than asked, split as the session's tax lines were: Stripe's subtotal
 * when it gives one, the rest as tax in the asked proportions of GST and QST (none when nothing was
 * taxed). The charge is refunded in full, so its credit note mirrors its receipt exactly.
 */
export function chargedAmounts(
  record: CheckoutSessionRecord,
  charged: { total: number; subtotal: number | null },
): Pick<Amounts, 'subtotal' | 'gst' | 'qst' | 'total'> {
  const asked = askedAmounts(record)
  const askedTax = asked.gst + asked.qst
  const total = charged.total
  if (askedTax === 0) return { subtotal: total, gst: 0, qst: 0, total }
  const subtotal = Math.min(charged.subtotal ?? Math.round((total * asked.subtotal) / asked.total), total)
  const tax = total - subtotal
  const gst = Math.round((tax * asked.gst) / askedTax)
  return { subtotal, gst, qst: tax - gst, total }
}
