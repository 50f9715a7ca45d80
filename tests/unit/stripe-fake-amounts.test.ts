/** The Stripe fake's tax arithmetic (tests/fakes/stripe/amounts.ts): per line, per rate, a half as told. */
import { describe, expect, it } from 'vitest'

import { lineAmounts, taxOf } from '@root/tests/fakes/stripe/amounts'

const gst = { id: 'txr_gst', percentage: 5, inclusive: false }
const qst = { id: 'txr_qst', percentage: 9.975, inclusive: false }

describe('taxOf', () => {
  it('rounds to the nearest cent, an exact half up', () => {
    expect(taxOf(1010, 5)).toBe(51) // 50.5
    expect(taxOf(1030, 5)).toBe(52) // 51.5
    expect(taxOf(1009, 5)).toBe(50) // 50.45
    expect(taxOf(2020, 9.975)).toBe(201) // 201.495
    expect(taxOf(1010, 9.975)).toBe(101) // 100.7475
  })

  it('rounds an exact half up, to even or down as told; anything else to the nearest cent', () => {
    // GST on $12.50 is 62.5 ¢; on $12.70, 63.5 ¢; on $12.49, 62.45 ¢.
    expect([taxOf(1250, 5, 'half-up'), taxOf(1250, 5, 'half-even'), taxOf(1250, 5, 'half-down')]).toEqual([63, 62, 62])
    expect([taxOf(1270, 5, 'half-up'), taxOf(1270, 5, 'half-even'), taxOf(1270, 5, 'half-down')]).toEqual([64, 64, 63])
    for (const mode of ['half-up', 'half-even', 'half-down'] as const) {
      expect(taxOf(1249, 5, mode)).toBe(62)
      expect(taxOf(1251, 5, mode)).toBe(63) // 62.55
      expect(taxOf(1250, 9.975, mode)).toBe(125) // 124.6875
    }
    expect(lineAmounts(1250, 1, [gst, qst], 'half-even')).toMatchObject({ amount_tax: 187, amount_total: 1437 })
  })

  it('keeps four decimals of a percentage exact where floating point would not', () => {
    // 9.975 % of 20.00 $ is exactly 199.5 ¢, so 200; 2000 × (9.975 / 100) in floating point is
    // 199.49999999999997, which would round to 199.
    expect(taxOf(2000, 9.975)).toBe(200)
    expect(taxOf(10_000, 9.975)).toBe(998) // 997.5
    expect(taxOf(99_999_999 * 10, 9.975)).toBe(99_749_999) // 99,749,999.0025
  })
})

describe('lineAmounts', () => {
  it('taxes the whole line once per rate, never per unit or one rate on another', () => {
    expect(lineAmounts(1010, 2, [gst, qst])).toEqual({
      amount_subtotal: 2020,
      amount_tax: 302,
      amount_total: 2322,
      taxes: [
        { rate: 'txr_gst', amount: 101, taxable_amount: 2020 },
        { rate: 'txr_qst', amount: 201, taxable_amount: 2020 },
      ],
    })
  })

  it('takes an inclusive rate out of the amount: the total stays the subtotal', () => {
    const hst = { id: 'txr_hst', percentage: 15, inclusive: true }
    expect(lineAmounts(1150, 1, [hst])).toEqual({
      amount_subtotal: 1150,
      amount_tax: 150,
      amount_total: 1150,
      taxes: [{ rate: 'txr_hst', amount: 150, taxable_amount: 1000 }],
    })
  })

  it('has no tax without rates', () => {
    expect(lineAmounts(500, 3, [])).toEqual({ amount_subtotal: 1500, amount_tax: 0, amount_total: 1500, taxes: [] })
  })
})
