/**
 * The amounts of a payment, in integer cents (docs/payments.md). Pure: the checkout, the webhook's
 * check of what Stripe charged, refunds and the receipts all compute with these.
 */

/** Quebec's sales taxes, in thousandths of a percent: GST 5 %, QST 9.975 %, both on the price before tax. */
export const GST_RATE_MILLI = 5_000
export const QST_RATE_MILLI = 9_975

/** A rate as the percentage people read (5, 9.975). */
export const ratePercent = (milli: number) => milli / 1000

/**
 * `cents × numerator / denominator`, rounded to the nearest cent, halves up: every amount here is
 * positive, and "rounded to the nearest cent" is how the tax authorities and Stripe round a tax.
 */
export function roundedShare(cents: number, numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a whole number of cents: ${cents}`)
  return Math.floor((cents * numerator * 2 + denominator) / (denominator * 2))
}

/**
 * The deposit share of a price: `percent` % of it, rounded to the nearest cent (halves up). A
 * deposit of 33 % of $449.00 is $148.17 (14 817 cents).
 */
export const depositCents = (priceCents: number, percent: number) => roundedShare(priceCents, percent, 100)

/** A tax on an amount before tax, at a rate in thousandths of a percent, rounded to the cent. */
export const taxCents = (cents: number, rateMilli: number) => roundedShare(cents, rateMilli, 100_000)

export interface Amounts {
  subtotal: number
  gst: number
  qst: number
  total: number
  /** The rates applied, in percent (0 for a small supplier). */
  gstRate: number
  qstRate: number
}

/**
 * What a payment of `subtotal` cents costs the visitor. `taxed`: the studio is registered for GST
 * and QST (both numbers in the site settings); otherwise it is a small supplier and charges neither.
 * Each tax is computed on the subtotal and rounded on its own, as Stripe does for a line item with
 * two exclusive tax rates.
 */
export function paymentAmounts(subtotal: number, taxed: boolean): Amounts {
  if (!taxed) return { subtotal, gst: 0, qst: 0, total: subtotal, gstRate: 0, qstRate: 0 }
  const gst = taxCents(subtotal, GST_RATE_MILLI)
  const qst = taxCents(subtotal, QST_RATE_MILLI)
  return {
    subtotal,
    gst,
    qst,
    total: subtotal + gst + qst,
    gstRate: ratePercent(GST_RATE_MILLI),
    qstRate: ratePercent(QST_RATE_MILLI),
  }
}

/**
 * A refund of `amount` cents of a payment, split into GST and QST in the proportions the payment
 * was taxed (rounded to the cent; the remainder is the price's share), for the receipts and the
 * accountant. A full refund gives back exactly the taxes charged.
 */
export function refundSplit(
  amount: number,
  paid: Pick<Amounts, 'gst' | 'qst' | 'total'>,
): { gst: number; qst: number } {
  if (paid.total === 0) return { gst: 0, qst: 0 }
  const gst = roundedShare(amount, paid.gst, paid.total)
  const qst = Math.min(roundedShare(amount, paid.qst, paid.total), amount - gst)
  return { gst, qst }
}

/** The share of a payment a late cancellation gives back: `percent` % of what was paid, never more than remains. */
export const lateRefundCents = (paidTotal: number, refunded: number, percent: number) =>
  Math.min(roundedShare(paidTotal, percent, 100), paidTotal - refunded)
