/**
 * The proposals' arithmetic and the drawn signature's check, pure: items and totals (GST 5 %,
 * QST 9.975 %, rounded as receipts round), installments that add up to the total to the cent and
 * whose shares of the subtotal and taxes add up to the proposal's, the refusals of a schedule, the
 * typed name's comparison, and the PNG check.
 */
import { describe, expect, it } from 'vitest'

import { comparableName } from '@/lib/proposals/schemas'
import { buildSchedule, dayBefore, dueDay, itemAmount, proposalTotals } from '@/lib/proposals/schedule'
import { checkSignaturePng } from '@/lib/proposals/signature'
import { chunk, dataUrl, makePng, PNG_MAGIC } from '@root/tests/helpers/png'

const EVENT = '2027-06-12'
const TODAY = '2026-12-01'

describe('items and totals', () => {
  it('rounds an item to the cent and taxes the subtotal once', () => {
    expect(itemAmount(2.5, 333)).toBe(833) // 832.5 → 833
    expect(itemAmount(1, 44_999)).toBe(44_999)
    expect(() => itemAmount(1.125, 100)).toThrow(RangeError)
    // 344 999 cents: GST 17 249.95 → 17 250; QST 34 413.65 → 34 414.
    expect(proposalTotals([{ amount: 300_000 }, { amount: 44_999 }], true)).toEqual({
      subtotal: 344_999,
      gst: 17_250,
      qst: 34_414,
      total: 396_663,
    })
    expect(proposalTotals([{ amount: 344_999 }], false)).toEqual({ subtotal: 344_999, gst: 0, qst: 0, total: 344_999 })
  })
})

describe('the schedule', () => {
  const totals = proposalTotals([{ amount: 344_999 }], true)

  it('splits by percent and amount, the last taking the rest, the shares adding up exactly', () => {
    const { installments, problems } = buildSchedule(
      [
        { due: { kind: 'signing' }, size: { percent: 33.33 } },
        { due: { kind: 'date', date: '2027-01-15' }, size: { amount: 50_001 } },
        { due: { kind: 'before-event', days: 14 }, size: { rest: true } },
      ],
      totals,
      EVENT,
      TODAY,
    )
    expect(problems).toEqual([])
    // 33.33 % of 396 663 = 132 207.7779 → 132 208.
    expect(installments.map((i) => i.amount)).toEqual([132_208, 50_001, 396_663 - 132_208 - 50_001])
    for (const i of installments) expect(i.subtotal + i.gst + i.qst).toBe(i.amount)
    const sum = (k: 'subtotal' | 'gst' | 'qst') => installments.reduce((s, i) => s + i[k], 0)
    expect([sum('subtotal'), sum('gst'), sum('qst')]).toEqual([344_999, 17_250, 34_414])
  })

  it('adds up for every split of many totals (no cent lost or gained)', () => {
    for (let subtotal = 50_000; subtotal < 60_000; subtotal += 37) {
      const whole = proposalTotals([{ amount: subtotal }], true)
      const { installments } = buildSchedule(
        [
          { due: { kind: 'signing' }, size: { percent: 25 } },
          { due: { kind: 'signing' }, size: { percent: 33.33 } },
          { due: { kind: 'signing' }, size: { rest: true } },
        ],
        whole,
        EVENT,
        TODAY,
      )
      const sum = (k: 'subtotal' | 'gst' | 'qst' | 'amount') => installments.reduce((s, i) => s + i[k], 0)
      expect([sum('subtotal'), sum('gst'), sum('qst'), sum('amount')]).toEqual([
        whole.subtotal,
        whole.gst,
        whole.qst,
        whole.total,
      ])
      for (const i of installments) expect(Math.min(i.subtotal, i.gst, i.qst)).toBeGreaterThanOrEqual(0)
    }
  })

  it('gives a first installment the taxes of its own amount, in the whole’s proportions', () => {
    // 30 % of 396 663 = 118 998.9 → 118 999; its GST ≈ 118 999 × 17 250 / 396 663 = 5 175.0… → 5 175.
    const { installments } = buildSchedule(
      [
        { due: { kind: 'signing' }, size: { percent: 30 } },
        { due: { kind: 'signing' }, size: { rest: true } },
      ],
      totals,
      EVENT,
      TODAY,
    )
    expect(installments[0]).toMatchObject({
      amount: 118_999,
      subtotal: 118_999 - 5_175 - 10_324,
      gst: 5_175,
      qst: 10_324,
    })
  })

  it.each([
    ['over 100 %', [{ percent: 70 }, { percent: 40 }, { rest: true }], ['schedule', 1], 'scheduleOver100'],
    ['no remainder', [{ percent: 30 }, { percent: 70 }], ['schedule', 1, 'rest'], 'scheduleNoRest'],
    ['two remainders', [{ rest: true }, { rest: true }], ['schedule', 0, 'rest'], 'scheduleNoRest'],
    ['amounts reaching the total', [{ amount: 396_663 }, { rest: true }], ['schedule', 0], 'scheduleOver100'],
  ] as const)('refuses %s', (_, sizes, path, key) => {
    const rules = sizes.map((size) => ({ due: { kind: 'signing' as const }, size: { ...size } as never }))
    const { problems, installments } = buildSchedule(rules, totals, EVENT, TODAY)
    expect(installments).toEqual([])
    expect(problems).toContainEqual({ path: [...path], key })
  })

  it('refuses a due day after the event or before today, by the calendar (a DST change is no day)', () => {
    const check = (due: Parameters<typeof dueDay>[0]) =>
      buildSchedule([{ due, size: { rest: true } }], totals, EVENT, TODAY).problems.map((p) => p.key)
    expect(check({ kind: 'date', date: '2027-06-13' })).toEqual(['dueAfterEvent'])
    expect(check({ kind: 'date', date: '2026-11-30' })).toEqual(['duePast'])
    expect(check({ kind: 'date', date: EVENT })).toEqual([])
    expect(check({ kind: 'before-event', days: 0 })).toEqual([])
    // 2027-03-14 is the spring change in Montréal; 2026-11-01 the fall one: days stay days.
    expect(dayBefore('2027-03-15', 1)).toBe('2027-03-14')
    expect(dayBefore('2027-03-14', 1)).toBe('2027-03-13')
    expect(dayBefore('2026-11-02', 2)).toBe('2026-10-31')
    expect(dueDay({ kind: 'before-event', days: 90 }, EVENT)).toBe('2027-03-14')
  })
})

describe('the typed name', () => {
  it('ignores case, accents, spacing and punctuation between words, nothing else', () => {
    const name = comparableName('Josée Tremblay-Gagnon')
    expect(comparableName('  josee   TREMBLAY gagnon ')).toBe(name)
    expect(comparableName('JOSÉE TREMBLAY‑GAGNON')).toBe(name)
    expect(comparableName('Josée Tremblay')).not.toBe(name)
    expect(comparableName('Josie Tremblay-Gagnon')).not.toBe(name)
  })
})

describe('the drawn signature', () => {
  it('accepts a PNG as a canvas writes it', () => {
    expect(checkSignaturePng(dataUrl(makePng()))).toMatchObject({ width: 120, height: 40 })
  })

  it.each([
    ['another type', `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`],
    ['not base64', 'data:image/png;base64,<script>'],
    ['the magic alone', dataUrl(PNG_MAGIC)],
    ['bytes after IEND', dataUrl(makePng({ after: Buffer.from('<script>alert(1)</script>') }))],
    ['a text chunk', dataUrl(makePng({ extra: [chunk('tEXt', Buffer.from('a\0<script>'))] }))],
    ['a private chunk', dataUrl(makePng({ extra: [chunk('prVt', Buffer.from('x'))] }))],
    ['a wrong CRC', dataUrl(Buffer.from(makePng().map((b, i) => (i === 29 ? b ^ 1 : b))))],
    ['an enormous canvas', dataUrl(makePng({ width: 5000, height: 1 }))],
  ])('refuses %s', (_, url) => {
    expect(checkSignaturePng(url)).toBe('not-png')
  })

  it('refuses over 200 KB as too large', () => {
    expect(checkSignaturePng(dataUrl(makePng({ width: 300, height: 200, noise: true })))).toBe('too-large')
  })
})
