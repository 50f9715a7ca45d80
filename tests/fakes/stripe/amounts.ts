/**
 * Checkout's amounts with tax rates, as Stripe computes them for exclusive rates: per line item
 * and per tax rate, each tax on the line's whole amount (unit_amount × quantity, not per unit)
 * rounded to the currency's smallest unit on its own, then summed. Several rates on one line are
 * each applied to the line's amount, never to one another (GST 5 % and QST 9.975 % are both on
 * the price). Rounding is to the nearest cent, an exact half going up (away from zero; amounts
 * are positive): 9.975 % of 2 × 10.10 $ is round(201.495) = 201 ¢ (per unit it would be 2 × 101),
 * 5 % of 10.10 $ is round(50.5) = 51 ¢ (not 50, as rounding half to even would give) and
 * 9.975 % of 10.10 $ is round(100.7475) = 101 ¢ (not the cut 100). Stripe's reference gives the
 * per-line-item rounding but does not spell out the half case; half up is the usual reading.
 * Percentages have up to four decimals, so the arithmetic is in integers (percentage × 10,000)
 * and never drifts.
 *
 * Inclusive rates: the line's amount already holds the tax; the taxable amount is
 * amount / (1 + Σ inclusive rates), rounded, and each inclusive rate's tax is that taxable amount
 * × its rate, rounded the same way. The line's total then equals its subtotal.
 */

export interface RateForAmounts {
  id: string
  percentage: number
  inclusive: boolean
}

export interface LineTax {
  rate: string
  amount: number
  taxable_amount: number
}

export interface LineAmounts {
  amount_subtotal: number
  amount_tax: number
  amount_total: number
  taxes: LineTax[]
}

const SCALE = 1_000_000 // percentage (4 decimals, ×10,000) and /100

function scaled(percentage: number): number {
  return Math.round(percentage * 10_000)
}

/** round(amount × percentage / 100), half up, exactly. */
export function taxOf(amount: number, percentage: number): number {
  const product = amount * scaled(percentage) // an integer well within 2^53 for any real amount
  return Math.floor((product + SCALE / 2) / SCALE)
}

export function lineAmounts(unitAmount: number, quantity: number, rates: RateForAmounts[]): LineAmounts {
  const subtotal = unitAmount * quantity
  const inclusive = rates.filter((r) => r.inclusive)
  const exclusive = rates.filter((r) => !r.inclusive)
  const taxes: LineTax[] = []
  let base = subtotal
  if (inclusive.length > 0) {
    const sum = inclusive.reduce((s, r) => s + scaled(r.percentage), 0)
    // amount / (1 + Σ p/100), rounded half up, in integers.
    const net = Math.floor((subtotal * SCALE * 2 + (SCALE + sum)) / ((SCALE + sum) * 2))
    base = net
    for (const r of inclusive) taxes.push({ rate: r.id, amount: taxOf(net, r.percentage), taxable_amount: net })
  }
  for (const r of exclusive) taxes.push({ rate: r.id, amount: taxOf(base, r.percentage), taxable_amount: base })
  const tax = taxes.reduce((s, t) => s + t.amount, 0)
  const exclusiveTax = taxes.filter((t) => exclusive.some((r) => r.id === t.rate)).reduce((s, t) => s + t.amount, 0)
  return { amount_subtotal: subtotal, amount_tax: tax, amount_total: subtotal + exclusiveTax, taxes }
}
