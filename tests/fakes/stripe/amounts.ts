/**
 * Checkout's amounts with tax rates, as Stripe computes them for exclusive rates: per line item
 * and per tax rate, each tax on the line's whole amount (unit_amount × quantity, not per unit)
 * rounded to the currency's smallest unit on its own, then summed. Several rates on one line are
 * each applied to the line's amount, never to one another (GST 5 % and QST 9.975 % are both on
 * the price). Rounding is to the nearest cent: 9.975 % of 2 × 10.10 $ is round(201.495) = 201 ¢
 * (per unit it would be 2 × 101) and 9.975 % of 10.10 $ is round(100.7475) = 101 ¢ (not the cut
 * 100). Stripe's reference gives the per-line-item rounding but does not spell out the exact half
 * case (5 % of 10.10 $ is 50.5 ¢), so the fake rounds a half as told (`RoundingMode`): up (away
 * from zero; amounts are positive), the default and the usual reading; to even (50 ¢); or down
 * (50 ¢). A site that settles against what Stripe answered works under all three.
 * Percentages have up to four decimals, so the arithmetic is in integers (percentage × 10,000)
 * and never drifts.
 *
 * Inclusive rates: the line's amount already holds the tax; the taxable amount is
 * amount / (1 + Σ inclusive rates), rounded, and each inclusive rate's tax is that taxable amount
 * × its rate, rounded the same way. The line's total then equals its subtotal.
 */

/** How an exact half of the smallest unit is rounded. */
export type RoundingMode = 'half-up' | 'half-even' | 'half-down'
export const ROUNDING_MODES: readonly RoundingMode[] = ['half-up', 'half-even', 'half-down']

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

/** round(amount × percentage / 100), an exact half as `mode` says, exactly. */
export function taxOf(amount: number, percentage: number, mode: RoundingMode = 'half-up'): number {
  const product = amount * scaled(percentage) // an integer well within 2^53 for any real amount
  const whole = Math.floor(product / SCALE)
  const rest = product - whole * SCALE
  if (rest * 2 < SCALE) return whole
  if (rest * 2 > SCALE) return whole + 1
  if (mode === 'half-up') return whole + 1
  if (mode === 'half-even') return whole % 2 === 0 ? whole : whole + 1
  return whole
}

export function lineAmounts(
  unitAmount: number,
  quantity: number,
  rates: RateForAmounts[],
  mode: RoundingMode = 'half-up',
): LineAmounts {
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
    for (const r of inclusive) taxes.push({ rate: r.id, amount: taxOf(net, r.percentage, mode), taxable_amount: net })
  }
  for (const r of exclusive) taxes.push({ rate: r.id, amount: taxOf(base, r.percentage, mode), taxable_amount: base })
  const tax = taxes.reduce((s, t) => s + t.amount, 0)
  const exclusiveTax = taxes.filter((t) => exclusive.some((r) => r.id === t.rate)).reduce((s, t) => s + t.amount, 0)
  return { amount_subtotal: subtotal, amount_tax: tax, amount_total: subtotal + exclusiveTax, taxes }
}
