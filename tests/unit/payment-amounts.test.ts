import { describe, expect, it } from 'vitest'

import { formatCents } from '@/i18n/money'
import { depositCents, lateRefundCents, paymentAmounts, refundSplit, taxCents } from '@/lib/payments/amounts'

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

  it('refunds split into GST and QST in the payment proportions; a full refund gives back exactly the taxes', () => {
    const paid = paymentAmounts(44_900, true)
    expect(refundSplit(paid.total, paid)).toEqual({ gst: paid.gst, qst: paid.qst })
    const half = refundSplit(25_812, paid)
    expect(half.gst + half.qst).toBeLessThan(25_812)
    expect(half).toEqual({ gst: 1_123, qst: 2_240 })
    expect(refundSplit(500, { gst: 0, qst: 0, total: 500 })).toEqual({ gst: 0, qst: 0 })
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
