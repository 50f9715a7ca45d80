/**
 * Checkout's amounts with tax rates, as Stripe computes them: per line item and per tax rate, each
 * tax rounded to the currency's smallest unit on its own, then summed. The rounding is half up
 * (half away from zero, amounts being positive) on the tax of the whole line
 * (unit_amount × quantity × percentage), not per unit: a 9.975 % rate on 2 × 10.10 $ is
 * round(2,020 × 0.09975) = round(201.495) = 201 ¢, and on 1 × 10.05 $ round(100.24875) = 100 ¢.
 * Several rates on one line are each applied to the line's amount, never to one another (no
 * compounding: GST 5 % and QST 9.975 % are both on the price). Percentages have up to four
 * decimals, so the arithmetic is done in integers (percentage × 10,000) and never drifts.
 *
 * Inclusive rates: the line's amount already holds the tax; the taxable amount is
 * amount / (1 + Σ inclusive rates), and each inclusive rate's tax is that taxable amount × its rate,
 * rounded the same way. The line's total then equals its subtotal.
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
