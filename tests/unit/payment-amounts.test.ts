import { describe, expect, it } from 'vitest'

import { formatCents } from '@/i18n/money'
import {
  depositCents,
  lateRefundCents,
  NOTHING_TAXED,
  partAmounts,
  paymentAmounts,
  sumTaxed,
  taxCents,
  taxedTotal,
  type Taxed,
} from '@/lib/payments/amounts'

const RATES = { gstMilli: 5_000, qstMilli: 9_975 }
const taxes = ({ subtotal, gst, qst }: Taxed) => ({ subtotal, gst, qst })

describe('payment amounts in integer cents', () => {
  it('GST 5 % and QST 9.975 % on the price before tax, each rounded to the nearest cent', () => {
    expect(paymentAmounts(44_900, true)).toEqual({
      subtotal: 44_900,
      gst: 2_245,
      qst: 4_479, // 4 478.775
      total: 51_624,
      gstRate: 5,
      qstRate: 9.975,
    })
    expect(paymentAmounts(12_000, true)).toMatchObject({ gst: 600, qst: 1_197, total: 13_797 })
  })

  it('rounds halves up and stays exact on large amounts', () => {
    expect(taxCents(10, 5_000)).toBe(1) // 0.5 cent
    expect(taxCents(9, 5_000)).toBe(0) // 0.45 cent
    expect(taxCents(200, 9_975)).toBe(20) // 19.95 cents
    expect(taxCents(1_000_000_001, 9_975)).toBe(99_750_000) // 99 750 000.099 75
  })

  it('a small supplier charges no tax', () => {
    expect(paymentAmounts(44_900, false)).toEqual({
      subtotal: 44_900,
      gst: 0,
      qst: 0,
      total: 44_900,
      gstRate: 0,
      qstRate: 0,
    })
  })

  it('a deposit is its percentage of the price, rounded to the nearest cent', () => {
    expect(depositCents(44_900, 33)).toBe(14_817)
    expect(depositCents(44_950, 50)).toBe(22_475)
    expect(depositCents(101, 50)).toBe(51) // 50.5 cents
    expect(depositCents(99, 1)).toBe(1)
  })

  it('a deposit and its balance add up to the taxed full price to the cent', () => {
    // $175 at 30 %: the deposit ($52.50) is taxed on its own, the balance takes the rest of the whole's taxes.
    const whole = paymentAmounts(17_500, true)
    expect(whole.total).toBe(20_121)
    const deposit = partAmounts(whole, NOTHING_TAXED, { subtotal: depositCents(17_500, 30) }, RATES)
    expect(deposit).toEqual({ subtotal: 5_250, gst: 263, qst: 524 })
    expect(taxedTotal(deposit)).toBe(6_037)
    const balance = partAmounts(whole, deposit, { subtotal: 17_500 - 5_250 }, RATES)
    expect(balance).toEqual({ subtotal: 12_250, gst: 612, qst: 1_222 })
    expect(taxedTotal(deposit) + taxedTotal(balance)).toBe(whole.total)
    // Each rounded on its own, the balance would be $140.85 and the parts a cent over the whole.
    expect(taxedTotal(paymentAmounts(12_250, true))).toBe(14_085)
  })

  it('a first part is taxed on its own, as Stripe taxes a line; the parts between take the running whole less the earlier', () => {
    const whole = paymentAmounts(30_000, true) // three installments of $100
    const first = partAmounts(whole, NOTHING_TAXED, { subtotal: 10_000 }, RATES)
    expect(first).toEqual(taxes(paymentAmounts(10_000, true)))
    const second = partAmounts(whole, first, { subtotal: 10_000 }, RATES)
    expect(second).toEqual({
      subtotal: 10_000,
      gst: taxCents(20_000, 5_000) - first.gst,
      qst: taxCents(20_000, 9_975) - first.qst,
    })
    const third = partAmounts(whole, sumTaxed([first, second]), { subtotal: 10_000 }, RATES)
    expect(sumTaxed([first, second, third])).toEqual(taxes(whole))
  })

  it('refunds in parts never give back more GST or QST than was collected', () => {
    const paid = paymentAmounts(44_900, true) // $516.24: GST 22.45, QST 44.79
    const half = partAmounts(paid, NOTHING_TAXED, { total: 25_812 })
    expect(half).toEqual({ subtotal: 22_449, gst: 1_123, qst: 2_240 })
    const rest = partAmounts(paid, half, { total: 25_812 })
    expect(rest).toEqual({ subtotal: 22_451, gst: 1_122, qst: 2_239 })
    expect(sumTaxed([half, rest])).toEqual(taxes(paid))
    // All of it at once gives back exactly the taxes charged.
    expect(partAmounts(paid, NOTHING_TAXED, { total: paid.total })).toEqual(taxes(paid))
    // A small supplier gives back no tax.
    expect(partAmounts({ subtotal: 500, gst: 0, qst: 0 }, NOTHING_TAXED, { total: 200 })).toEqual({
      subtotal: 200,
      gst: 0,
      qst: 0,
    })
  })

  it('any sequence of parts stays within each tax and ends on the whole exactly', () => {
    let seed = 20_261_128
    const random = (n: number) => {
      seed = (seed * 48_271) % 2_147_483_647 // MINSTD: the same sequence on every run
      return seed % n
    }
    for (let run = 0; run < 2_000; run++) {
      const whole = paymentAmounts(1 + random(200_000), random(5) > 0)
      const bySubtotal = random(2) === 0
      let earlier = NOTHING_TAXED
      for (;;) {
        const left = bySubtotal ? whole.subtotal - earlier.subtotal : whole.total - taxedTotal(earlier)
        if (left === 0) break
        const size = random(3) === 0 ? left : 1 + random(left)
        const part = partAmounts(whole, earlier, bySubtotal ? { subtotal: size } : { total: size }, RATES)
        for (const k of ['subtotal', 'gst', 'qst'] as const) {
          expect(part[k]).toBeGreaterThanOrEqual(0)
          expect(earlier[k] + part[k]).toBeLessThanOrEqual(whole[k])
        }
        if (bySubtotal) expect(part.subtotal).toBe(size)
        else expect(taxedTotal(part)).toBe(size)
        earlier = sumTaxed([earlier, part])
      }
      expect(earlier).toEqual(taxes(whole))
    }
  })

  it('refuses a part larger than what is left', () => {
    const whole = paymentAmounts(10_000, true)
    expect(() => partAmounts(whole, NOTHING_TAXED, { total: whole.total + 1 })).toThrow(RangeError)
    expect(() => partAmounts(whole, NOTHING_TAXED, { subtotal: 0 })).toThrow(RangeError)
  })

  it('a late cancellation gives back its share, never more than remains', () => {
    expect(lateRefundCents(51_624, 0, 50)).toBe(25_812)
    expect(lateRefundCents(51_624, 40_000, 50)).toBe(11_624)
    expect(lateRefundCents(51_624, 0, 0)).toBe(0)
  })

  it('shows amounts in each language', () => {
    expect(formatCents(51_624, 'en')).toBe('$516.24')
    expect(formatCents(51_624, 'fr')).toMatch(/^516,24\s\$$/)
  })

  it('refuses what is not a whole number of cents', () => {
    expect(() => taxCents(1.5, 5_000)).toThrow(RangeError)
    expect(() => depositCents(-1, 10)).toThrow(RangeError)
  })
})
