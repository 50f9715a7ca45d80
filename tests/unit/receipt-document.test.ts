import { describe, expect, it } from 'vitest'

import {
  parseReceiptNumber,
  readReceipt,
  receiptNumber,
  receiptYear,
  type ReceiptDocument,
} from '@/lib/receipts/document'

const creditNote: ReceiptDocument = {
  kind: 'credit-note',
  number: 'NC-2026-000003',
  issuedAt: '2026-11-03T04:30:00.000Z',
  seller: { legalName: 'Studio Lumière inc.', address: 'Montréal', gstNumber: '1 RT0001', qstNumber: '1 TQ0001' },
  buyer: { name: 'Ana', email: 'ana@example.test' },
  lines: [{ description: { fr: 'Remboursement', en: 'Refund' }, quantity: 1, unitCents: 2500, amountCents: 2500 }],
  subtotalCents: 2500,
  gstCents: 125,
  qstCents: 249,
  totalCents: 2874,
  settledCents: 2874,
  balanceDueCents: 0,
  refersTo: 'R-2026-000041',
  reason: { fr: 'Annulation par le studio', en: 'Cancelled by the studio' },
  reference: 're_1',
}

describe('a credit note', () => {
  it('says what was refunded and which receipt it corrects, with no balance line', () => {
    const fr = readReceipt(creditNote, 'fr')
    expect(fr.title).toBe('Note de crédit')
    expect(fr.totals.map(([label]) => label)).toEqual([
      'Sous-total',
      'TPS (5 %)',
      'TVQ (9,975 %)',
      'Total',
      'Montant remboursé',
    ])
    expect(fr.notes).toEqual([
      'Corrige le reçu R-2026-000041',
      'Motif : Annulation par le studio',
      'Remboursé sur la carte utilisée, référence re_1.',
    ])
    const en = readReceipt(creditNote, 'en')
    expect(en.totals.at(-1)).toEqual(['Amount refunded', '$28.74'])
  })

  it('is dated on the day it was issued in Montréal, not in UTC', () => {
    // 04:30 UTC on 3 November 2026 is 23:30 on the 2nd in Montréal (EST, the day after the change).
    expect(readReceipt(creditNote, 'en').header[1]).toEqual(['Date', 'November 2, 2026'])
    expect(readReceipt(creditNote, 'fr').header[1]).toEqual(['Date', '2 novembre 2026'])
  })
})

describe('receipt numbers', () => {
  it('carry the series, the year and a six-digit rank', () => {
    expect(receiptNumber('receipt', 2026, 42)).toBe('R-2026-000042')
    expect(receiptNumber('credit-note', 2027, 1)).toBe('NC-2027-000001')
    // Read back, as a restore's --receipts-next names them.
    expect(parseReceiptNumber('R-2026-000042')).toEqual({ kind: 'receipt', year: 2026, sequence: 42 })
    expect(parseReceiptNumber(' NC-2027-000001 ')).toEqual({ kind: 'credit-note', year: 2027, sequence: 1 })
    for (const wrong of ['R-2026-000000', 'X-2026-000001', 'R-26-000001', 'R-2026-', 'R-2026-0000000001'])
      expect(parseReceiptNumber(wrong), wrong).toBeUndefined()
  })

  it('count the year in Montréal, across the summer-time change too', () => {
    expect(receiptYear(new Date('2027-01-01T04:59:00Z'))).toBe(2026)
    expect(receiptYear(new Date('2027-01-01T05:00:00Z'))).toBe(2027)
  })
})
