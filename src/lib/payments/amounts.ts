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

/** What one document of a purchase holds: its price before tax and each tax, in cents (its total is their sum). */
export interface Taxed {
  subtotal: number
  gst: number
  qst: number
}

export const taxedTotal = (t: Taxed) => t.subtotal + t.gst + t.qst

export const NOTHING_TAXED: Taxed = { subtotal: 0, gst: 0, qst: 0 }

/** The sum of several documents' amounts (what earlier parts of a whole already hold). */
export const sumTaxed = (parts: Taxed[]): Taxed =>
  parts.reduce((a, p) => ({ subtotal: a.subtotal + p.subtotal, gst: a.gst + p.gst, qst: a.qst + p.qst }), NOTHING_TAXED)

/** How large a part is: by its price before tax (a balance, an installment), or taxes included (a refund). */
export type PartSize = { subtotal: number } | { total: number }

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/**
 * One part of a whole, with its GST and QST: a deposit and its balance, a payment and its refunds,
 * a proposal and its installments. The whole's taxes were rounded once, on the whole; rounding each
 * part again on its own would make the parts add up to a cent more or less than the whole (a
 * deposit of 30 % of $175 and its balance: $60.37 + $140.85 against $201.21 for the whole; two
 * halves of a $449 payment refunded: GST $22.46 given back of $22.45 collected). So:
 *
 * - the part that completes the whole takes the whole's amounts minus what earlier parts hold: the
 *   parts then add up to the whole exactly;
 * - a first part is taxed on its own: by its price before tax at `rates` (thousandths of a percent,
 *   rounded as Stripe rounds a line's tax), or, sized taxes included, in the whole's proportions;
 * - a part between takes the taxes of everything up to and including it, computed as one first
 *   part, minus what earlier parts hold.
 *
 * Each tax is kept between nothing and what remains of it, so however the parts fall no part ever
 * gives back (or charges) more of a tax than the whole holds. `earlier` is what the earlier parts'
 * documents say (receipts, credit notes), not what they were expected to say. Pure.
 */
export function partAmounts(
  whole: Taxed,
  earlier: Taxed,
  part: PartSize,
  rates: { gstMilli: number; qstMilli: number } = { gstMilli: 0, qstMilli: 0 },
): Taxed {
  const left = {
    subtotal: whole.subtotal - earlier.subtotal,
    gst: whole.gst - earlier.gst,
    qst: whole.qst - earlier.qst,
  }
  const leftTotal = taxedTotal(left)
  if (left.subtotal < 0 || left.gst < 0 || left.qst < 0) {
    throw new RangeError(`Earlier parts hold more than the whole: ${JSON.stringify({ whole, earlier })}`)
  }
  if ('subtotal' in part) {
    const s = part.subtotal
    if (!Number.isSafeInteger(s) || s <= 0 || s > left.subtotal) {
      throw new RangeError(`A part of ${s} cents before tax does not fit in the ${left.subtotal} left`)
    }
    if (s === left.subtotal) return left
    const through = earlier.subtotal + s
    return {
      subtotal: s,
      gst: clamp(taxCents(through, rates.gstMilli) - earlier.gst, 0, left.gst),
      qst: clamp(taxCents(through, rates.qstMilli) - earlier.qst, 0, left.qst),
    }
  }
  const t = part.total
  if (!Number.isSafeInteger(t) || t <= 0 || t > leftTotal) {
    throw new RangeError(`A part of ${t} cents does not fit in the ${leftTotal} left`)
  }
  if (t === leftTotal) return left
  const wholeTotal = taxedTotal(whole)
  const through = taxedTotal(earlier) + t
  // Kept so that the price's share never goes below nothing or above what is left of it.
  const gst = clamp(
    roundedShare(through, whole.gst, wholeTotal) - earlier.gst,
    Math.max(0, t - left.subtotal - left.qst),
    Math.min(left.gst, t),
  )
  const qst = clamp(
    roundedShare(through, whole.qst, wholeTotal) - earlier.qst,
    Math.max(0, t - gst - left.subtotal),
    Math.min(left.qst, t - gst),
  )
  return { subtotal: t - gst - qst, gst, qst }
}

/** A rate in percent as stored on a payment (5, 9.975), in thousandths of a percent. */
export const rateMilli = (percent: number) => Math.round(percent * 1000)

/** The share of a payment a late cancellation gives back: `percent` % of what was paid, never more than remains. */
export const lateRefundCents = (paidTotal: number, refunded: number, percent: number) =>
  Math.min(roundedShare(paidTotal, percent, 100), paidTotal - refunded)
