import { describe, expect, it } from 'vitest'

import { centsToDecimal, MAX_FORM_CENTS, parseCents } from '@/lib/payments/money'
import { studioRefundSchema } from '@/lib/payments/schemas'

describe('amounts typed in the dashboard, to cents without floats', () => {
  it('reads dollars and cents in either language’s habit', () => {
    expect(parseCents('120')).toBe(12_000)
    expect(parseCents('120.5')).toBe(12_050)
    expect(parseCents('120,50')).toBe(12_050)
    expect(parseCents(' 1 234,56 $ ')).toBe(123_456)
    expect(parseCents('$0.07')).toBe(7)
    expect(parseCents('1\u00a0000')).toBe(100_000)
    // 1.15 × 100 is 114.99999999999999 in floating point; read by its digits it is 115.
    expect(parseCents('1.15')).toBe(115)
    expect(parseCents('4.35')).toBe(435)
    expect(parseCents('0')).toBe(0)
  })

  it('refuses what it would have to guess', () => {
    for (const text of [
      '',
      ' ',
      '12.345',
      '1,234',
      '1.234,5',
      '-5',
      '+5',
      '1e3',
      'ten',
      '12.',
      '.5',
      '12..5',
      '$$12',
      '0x10',
    ])
      expect(parseCents(text), text).toBeUndefined()
  })

  it('writes cents back as a plain decimal', () => {
    expect(centsToDecimal(123_456)).toBe('1234.56')
    expect(centsToDecimal(5)).toBe('0.05')
    expect(centsToDecimal(-8_697)).toBe('-86.97')
    expect(centsToDecimal(0)).toBe('0.00')
    for (const cents of [1, 99, 100, 115, 435, 51_624, MAX_FORM_CENTS])
      expect(parseCents(centsToDecimal(cents))).toBe(cents)
  })

  it('the refund form’s schema: a positive amount up to the form’s ceiling, a reason, the form’s id', () => {
    const base = { reason: 'Class cancelled', requestId: '3b241101-e2bb-4255-8caf-4136c566a962' }
    expect(studioRefundSchema.parse({ ...base, amount: '516,24' })).toEqual({ ...base, amount: 51_624 })
    const message = (amount: string) =>
      studioRefundSchema.safeParse({ ...base, amount }).error?.issues.map((i) => i.message)
    expect(message('0')).toEqual(['validation.amountTooSmall'])
    expect(message('100000.01')).toEqual(['validation.amountTooLarge'])
    expect(message('1,234')).toEqual(['validation.amountInvalid'])
    expect(studioRefundSchema.safeParse({ ...base, amount: '1', reason: '   ' }).success).toBe(false)
    expect(studioRefundSchema.safeParse({ ...base, amount: '1', requestId: 'x' }).success).toBe(false)
  })
})
