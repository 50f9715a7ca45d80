/**
 * A proposal's arithmetic, pure: its items' amounts, its totals with Quebec's taxes, and its
 * payment schedule with each installment's share of the subtotal, GST and QST. Amounts are integer
 * cents; days are `YYYY-MM-DD` (Montréal's calendar).
 *
 * The rounding is the payments' own (src/lib/payments/amounts.ts, docs/payments.md "Parts of a
 * payment and their taxes"): the totals are a payment's amounts, and the installments are parts of
 * that whole (partAmounts), so their shares add up to the proposal's subtotal, GST and QST exactly
 * and each installment's Checkout charges exactly its share. That module is pure arithmetic that
 * imports nothing, the one import the proposals domain takes from payments.
 */
import { partAmounts, paymentAmounts, roundedShare, sumTaxed, type Taxed } from '@/lib/payments/amounts'

import type { Due, Installment, InstallmentSize, ProposalItem, ScheduleRule, Totals } from './model'

/** A quantity of at most two decimals, as hundredths (2.5 → 250), or undefined. */
export function quantityHundredths(quantity: number): number | undefined {
  if (!Number.isFinite(quantity) || quantity <= 0) return undefined
  const hundredths = Math.round(quantity * 100)
  return Math.abs(hundredths - quantity * 100) < 1e-6 && hundredths > 0 ? hundredths : undefined
}

/** An item's amount: quantity × unit amount, rounded to the cent. */
export function itemAmount(quantity: number, unitAmount: number): number {
  const hundredths = quantityHundredths(quantity)
  if (hundredths === undefined) throw new RangeError(`Not a quantity: ${quantity}`)
  return roundedShare(unitAmount, hundredths, 100)
}

/**
 * The proposal's totals. `taxed`: the studio has both tax numbers; otherwise it is a small supplier
 * and charges neither tax (as the receipts say).
 */
export function proposalTotals(items: Pick<ProposalItem, 'amount'>[], taxed: boolean): Totals {
  const { subtotal, gst, qst, total } = paymentAmounts(
    items.reduce((sum, item) => sum + item.amount, 0),
    taxed,
  )
  return { subtotal, gst, qst, total }
}

const CIVIL_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `value` is a real day written `YYYY-MM-DD`. */
export function isDay(value: string): boolean {
  const match = CIVIL_DAY.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The day `days` before `day` (both `YYYY-MM-DD`): calendar days, whatever the clocks do. */
export function dayBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number)
  const date = new Date(Date.UTC(y!, m! - 1, d!))
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/** The day an installment falls due, or undefined for one due at signing. */
export function dueDay(due: Due, eventDate: string): string | undefined {
  if (due.kind === 'signing') return undefined
  if (due.kind === 'date') return due.date
  return dayBefore(eventDate, due.days)
}

/** Why a schedule is refused, and where: the field path the 400 names, and the validation key. */
export interface ScheduleProblem {
  path: (string | number)[]
  key:
    | 'scheduleOver100'
    | 'scheduleNoRest'
    | 'dueAfterEvent'
    | 'duePast'
    | 'scheduleRequired'
    | 'percentInvalid'
    | 'amountInvalid'
}

/** The amount (taxes included) of an installment sized by a percentage or an amount. */
function fixedAmount(size: InstallmentSize, total: number): number | undefined {
  if ('percent' in size) return roundedShare(total, Math.round(size.percent * 100), 10_000)
  if ('amount' in size) return size.amount
  return undefined
}

/**
 * The installments of a schedule over `totals`, or the problems that refuse it: the last (and only
 * the last) takes the remainder; the others must leave it something; no installment falls due
 * after the event or before `today`. Pure: `today` is Montréal's day.
 */
export function buildSchedule(
  rules: ScheduleRule[],
  totals: Totals,
  eventDate: string,
  today: string,
): { installments: Installment[]; problems: ScheduleProblem[] } {
  const problems: ScheduleProblem[] = []
  if (rules.length === 0) return { installments: [], problems: [{ path: ['schedule'], key: 'scheduleRequired' }] }
  rules.forEach((rule, i) => {
    const isRest = 'rest' in rule.size
    if (isRest !== (i === rules.length - 1)) problems.push({ path: ['schedule', i, 'rest'], key: 'scheduleNoRest' })
    const day = dueDay(rule.due, eventDate)
    if (day !== undefined && day > eventDate) problems.push({ path: ['schedule', i, 'due'], key: 'dueAfterEvent' })
    else if (day !== undefined && day < today) problems.push({ path: ['schedule', i, 'due'], key: 'duePast' })
  })
  let fixed = 0
  rules.forEach((rule, i) => {
    const amount = fixedAmount(rule.size, totals.total)
    if (amount === undefined) return
    fixed += amount
    if (amount <= 0)
      problems.push({ path: ['schedule', i, 'percent' in rule.size ? 'percent' : 'amount'], key: 'amountInvalid' })
    // The remainder must be something: a schedule that reaches 100 % before its last installment is over it.
    else if (fixed >= totals.total) problems.push({ path: ['schedule', i], key: 'scheduleOver100' })
  })
  if (totals.total <= 0) problems.push({ path: ['items'], key: 'amountInvalid' })
  if (problems.length > 0) return { installments: [], problems }

  // Each installment is sized taxes included (a percentage of the total, or an amount): its share
  // of each tax is the whole's proportion of everything paid through it, less the earlier ones'.
  const installments: Installment[] = []
  rules.forEach((rule, position) => {
    const earlier: Taxed = sumTaxed(installments)
    const left = totals.total - (earlier.subtotal + earlier.gst + earlier.qst)
    const amount = fixedAmount(rule.size, totals.total) ?? left
    const { subtotal, gst, qst } = partAmounts(totals, earlier, { total: amount })
    installments.push({ position, due: rule.due, amount, subtotal, gst, qst })
  })
  return { installments, problems }
}
