/**
 * The pure rules behind four findings of an outside tester: which ids can be a record's, the share
 * of a session unpaid holds may take, when a booking without a session is cancelled late or no
 * longer by its client, and a receipt's payment terms.
 */
import { describe, expect, it } from 'vitest'

import { unpaidShare } from '@/lib/bookings/holds'
import { requestCancellation, requestStart } from '@/lib/bookings/self-service'
import { isRecordId, recordId } from '@/lib/http/request'
import { readReceipt, type ReceiptDocument } from '@/lib/receipts/document'

describe('record ids', () => {
  it('are whole numbers from 1 to PostgreSQL’s integer maximum, as numbers or digits', () => {
    for (const id of [1, 42, 2_147_483_647, '1', '0042', '2147483647']) expect(isRecordId(id), String(id)).toBe(true)
    for (const id of [0, -1, 1.5, 2_147_483_648, Number.NaN, '', 'abc', '1.5', '-1', '1e3', '0x10', ' 1', '1abc'])
      expect(isRecordId(id), String(id)).toBe(false)
    for (const id of ['2147483648', '999999999999999', '99999999999']) expect(isRecordId(id), id).toBe(false)
  })

  it('recordId() reads a route’s :id only when it is one', () => {
    expect(recordId({ routeParams: { id: '17' } })).toBe(17)
    expect(recordId({ routeParams: { id: '2147483648' } })).toBeUndefined()
    expect(recordId({ routeParams: { id: '999999999999999' } })).toBeUndefined()
    expect(recordId({ routeParams: {} })).toBeUndefined()
  })
})

describe('the share of a session that unpaid holds may take', () => {
  it('is half its seats, rounded up, and at least one', () => {
    expect(unpaidShare(15, 50)).toBe(8)
    expect(unpaidShare(8, 50)).toBe(4)
    expect(unpaidShare(1, 50)).toBe(1)
    expect(unpaidShare(2, 50)).toBe(1)
    expect(unpaidShare(40, 100)).toBe(40)
    expect(unpaidShare(10, 0)).toBe(1)
  })
})

describe('a paid booking without a session, cancelled by its client', () => {
  // 2031-03-14 starts at 04:00 UTC in Montréal (EDT since 9 March).
  const start = requestStart('2031-03-14')!

  it('takes place from the first minute of its date in Montréal', () => {
    expect(start.toISOString()).toBe('2031-03-14T04:00:00.000Z')
    expect(requestStart('2031-01-14')!.toISOString()).toBe('2031-01-14T05:00:00.000Z')
    expect(requestStart('')).toBeUndefined()
    expect(requestStart('14/03/2031')).toBeUndefined()
  })

  it('is early before the cut-off, late after it, and the studio’s call from its date on, or without one', () => {
    const hour = 3_600_000
    expect(requestCancellation(start, 48, start.getTime() - 49 * hour)).toEqual({ late: false })
    expect(requestCancellation(start, 48, start.getTime() - 47 * hour)).toEqual({ late: true })
    expect(requestCancellation(start, 48, start.getTime())).toEqual({ refused: 'datePassed' })
    expect(requestCancellation(start, 48, start.getTime() + 90 * 86_400_000)).toEqual({ refused: 'datePassed' })
    expect(requestCancellation(undefined, 48)).toEqual({ refused: 'noDate' })
  })
})

describe('a receipt’s payment terms', () => {
  const receipt: ReceiptDocument = {
    kind: 'receipt',
    number: 'R-2031-000007',
    issuedAt: '2031-03-01T15:00:00.000Z',
    seller: { legalName: 'Studio Lumière inc.', address: 'Montréal', gstNumber: '1 RT0001', qstNumber: '1 TQ0001' },
    buyer: { name: 'Ana Roy', email: 'ana@example.test' },
    lines: [
      {
        description: { fr: 'Acompte — Portrait', en: 'Deposit — Portrait' },
        quantity: 1,
        unitCents: 5000,
        amountCents: 5000,
      },
    ],
    subtotalCents: 5000,
    gstCents: 250,
    qstCents: 499,
    totalCents: 5749,
    settledCents: 5749,
    balanceDueCents: 17_246,
    terms: { kind: 'balance', dueBy: '2031-03-14T14:00:00.000Z' },
  }

  it('give the balance and when it is due, in each language', () => {
    expect(readReceipt(receipt, 'fr').notes[0]!.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'Modalités de paiement : le solde de 172,46 $ est payable au studio au plus tard le vendredi 14 mars 2031 à 10 h 00 HAE.',
    )
    expect(readReceipt(receipt, 'en').notes[0]!.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'Payment terms: the balance of $172.46 is payable to the studio by Friday, March 14, 2031 at 10:00 a.m. EDT.',
    )
  })

  it('say a receipt is paid in full, and are left off receipts issued before terms were written', () => {
    const full = { ...receipt, balanceDueCents: 0, terms: { kind: 'paid-in-full' as const } }
    expect(readReceipt(full, 'fr').notes[0]).toBe('Payé en entier : aucun solde n’est dû.')
    expect(readReceipt(full, 'en').notes[0]).toBe('Paid in full: nothing remains due.')
    const older = { ...full, terms: undefined }
    expect(readReceipt(older, 'en').notes.join(' ')).not.toMatch(/Paid in full|Payment terms/)
  })
})
