/**
 * Receipts and credit notes: numbered without gaps per series and year on a real PostgreSQL, sent
 * through a real SMTP server on loopback, and read back with parsers of their own: postal-mime for
 * the message and its attachment, pdf.js (Mozilla's reader) for the PDF, which must say in French
 * first, then in English, what was charged.
 */
import path from 'node:path'

import PostalMime from 'postal-mime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startMailServer } from './helpers/mail'

const mail = await startMailServer()
process.env.SMTP_URL = mail.url
process.env.STUDIO_EMAIL = 'owner@studio.test'
process.env.EMAIL_FROM = 'no-reply@studio.test'

const { api, apiJson, testPayload } = await import('./helpers/api')
const { bearer, signInAdmin } = await import('./helpers/admin')
const { inLocalTransaction } = await import('@/lib/db/transaction')
const { deliverDueEmails } = await import('@/lib/email/outbox')
const { issueReceipt } = await import('@/lib/receipts/store')
const { receiptUrl } = await import('@/lib/receipts/link')
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')

type Draft = import('@/lib/receipts/store').ReceiptDraft
type Payload = Awaited<ReturnType<typeof testPayload>>

let payload: Payload

const registered = {
  legalName: 'Studio Lumière inc.',
  address: '123 rue Saint-Paul O.\nMontréal QC H2Y 1Z5',
  gstNumber: '123456789 RT0001',
  qstNumber: '1234567890 TQ0001',
}

/** A class at 50.00 $ before taxes, registered for both taxes: 2.50 GST, 4.99 QST (4.9875 rounded). */
const draft = (email: string, overrides: Partial<Draft> = {}): Draft => ({
  kind: 'receipt',
  seller: registered,
  buyer: { name: 'Élise Tremblay', email },
  lines: [
    {
      description: { fr: 'Atelier portrait', en: 'Portrait workshop' },
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
  balanceDueCents: 0,
  reference: 'pi_test_123',
  ...overrides,
})

const issue = (d: Draft, source: string, now?: Date) =>
  inLocalTransaction(payload, (req) => issueReceipt(req, d, { source, locale: 'fr', studio: 'Lumière Studio', now }))

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({
    data: bytes,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise
  const pages: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await pdf.destroy()
  return pages.join('\n')
}

// pdf.js reads the metrics of the PDF's standard fonts (Helvetica) from its own folder.
const STANDARD_FONTS = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`

const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ')

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await mail.close()
})

describe('receipt numbers', () => {
  it('are given without gaps per series and year, also to receipts issued at the same moment', async () => {
    const now = new Date('2031-03-10T15:00:00Z')
    const issued = await Promise.all(
      Array.from({ length: 6 }, (_, i) => issue(draft(`same-moment-${i}@example.test`), `test:same-moment:${i}`, now)),
    )
    expect(issued.map((r) => r.document.number).sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `R-2031-${String(n).padStart(6, '0')}`),
    )
    const credit = await issue(
      draft('same-moment-0@example.test', { kind: 'credit-note', refersTo: issued[0]!.document.number }),
      'test:same-moment:credit',
      now,
    )
    expect(credit.document.number).toBe('NC-2031-000001')
  })

  it('leaves no gap when the transaction that issued one rolls back', async () => {
    const now = new Date('2032-05-01T12:00:00Z')
    await expect(
      inLocalTransaction(payload, async (req) => {
        await issueReceipt(req, draft('rolled-back@example.test'), {
          source: 'test:rolled-back',
          locale: 'en',
          studio: 'S',
          now,
        })
        throw new Error('the payment it was for failed to record')
      }),
    ).rejects.toThrow(/failed to record/)
    const next = await issue(draft('after-rollback@example.test'), 'test:after-rollback', now)
    expect(next.document.number).toBe('R-2032-000001')
    const { totalDocs } = await payload.count({
      collection: 'receipts',
      where: { source: { equals: 'test:rolled-back' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('counts the year in Montréal: 23:30 on 31 December there is still the old year', async () => {
    const lateEvening = new Date('2036-01-01T04:30:00Z')
    const receipt = await issue(draft('new-year@example.test'), 'test:new-year', lateEvening)
    expect(receipt.document.number).toBe('R-2035-000001')
  })

  it('issues one document per payment, however often it is asked', async () => {
    const now = new Date('2034-02-02T12:00:00Z')
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => issue(draft('twice@example.test'), 'test:once-only', now)),
    )
    const numbers = new Set(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.document.number] : [])))
    expect(numbers).toEqual(new Set(['R-2034-000001']))
    const { totalDocs } = await payload.count({
      collection: 'receipts',
      where: { source: { equals: 'test:once-only' } },
    })
    expect(totalDocs).toBe(1)
    // The race's losers rolled back their rank: the next receipt of the year follows without a gap.
    expect((await issue(draft('after-race@example.test'), 'test:after-race', now)).document.number).toBe(
      'R-2034-000002',
    )
  })
})

describe('the receipt e-mail and its PDF', () => {
  it('says what was charged, French first, with the PDF attached and at its signed link', async () => {
    const email = 'receipt-mail@example.test'
    const receipt = await issue(draft(email), 'test:mail')
    await deliverDueEmails(payload)
    const received = await mail.waitFor((m) => m.envelopeTo.includes(email))
    const parsed = await PostalMime.parse(received.raw)

    expect(parsed.subject).toBe(
      `Reçu ${receipt.document.number} de Lumière Studio / Receipt ${receipt.document.number} from Lumière Studio`,
    )
    const text = normalise(parsed.text ?? '')
    expect(text.indexOf('Sous-total: 50,00 $')).toBeGreaterThan(-1)
    expect(text.indexOf('Subtotal: $50.00')).toBeGreaterThan(text.indexOf('Sous-total: 50,00 $'))
    for (const line of [
      'TPS (5 %): 2,50 $',
      'TVQ (9,975 %): 4,99 $',
      'Total: 57,49 $',
      'GST (5%): $2.50',
      'QST (9.975%): $4.99',
      'Total: $57.49',
    ])
      expect(text).toContain(line)
    expect(text).toContain('No d’inscription TPS 123456789 RT0001')
    expect(text).toContain('QST registration no. 1234567890 TQ0001')

    const attachment = parsed.attachments.find((a) => a.mimeType === 'application/pdf')
    expect(attachment?.filename).toBe(`${receipt.document.number}.pdf`)
    const bytes = new Uint8Array(attachment!.content as ArrayBuffer)
    const pdf = normalise(await pdfText(bytes))
    for (const words of [
      'Reçu',
      'Studio Lumière inc.',
      'Élise Tremblay',
      'Atelier portrait',
      '57,49 $',
      'Receipt',
      'Portrait workshop',
      '$57.49',
      'Balance due',
    ])
      expect(pdf).toContain(words)
    expect(pdf.indexOf('Sous-total')).toBeLessThan(pdf.indexOf('Subtotal'))

    const link = new URL(receiptUrl(receipt.document.number))
    expect(text).toContain(link.pathname)
    const download = await api(`${link.pathname}${link.search}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(normalise(await pdfText(new Uint8Array(await download.arrayBuffer())))).toBe(pdf)
  })

  it('charges no tax for a small supplier, and says so in both languages', async () => {
    const email = 'small-supplier@example.test'
    await issue(
      draft(email, {
        seller: { legalName: 'Lumière Studio', address: 'Montréal QC' },
        gstCents: 0,
        qstCents: 0,
        totalCents: 5000,
        settledCents: 2500,
        balanceDueCents: 2500,
      }),
      'test:small-supplier',
    )
    await deliverDueEmails(payload)
    const parsed = await PostalMime.parse((await mail.waitFor((m) => m.envelopeTo.includes(email))).raw)
    const text = normalise(parsed.text ?? '')
    expect(text).toContain('Petit fournisseur : aucune TPS ni TVQ n’est perçue.')
    expect(text).toContain('Small supplier: no GST or QST is charged.')
    expect(text).not.toMatch(/TPS \(5 %\)|GST \(5%\)/)
    expect(text).toContain('Solde dû: 25,00 $')
    expect(text).toContain('Balance due: $25.00')
  })

  it('refuses a download without the right token, and says nothing of which numbers exist', async () => {
    const receipt = await issue(draft('link@example.test'), 'test:link')
    const link = new URL(receiptUrl(receipt.document.number))
    const wrong = await apiJson(`${link.pathname}?token=${'x'.repeat(43)}`)
    expect(wrong.status).toBe(404)
    expect(wrong.data).toMatchObject({ error: 'NOT_FOUND' })
    const unknown = new URL(receiptUrl('R-1999-000001'))
    const missing = await apiJson(`${unknown.pathname}${unknown.search}`)
    expect(missing.status).toBe(404)
    expect(missing.data).toEqual(wrong.data)
    expect((await apiJson(`${link.pathname.replace('.pdf', '.txt')}${link.search}`)).status).toBe(404)
  })

  it('cannot be created, changed or deleted through the CMS API', async () => {
    const receipt = await issue(draft('locked@example.test'), 'test:locked')
    const { docs } = await payload.find({
      collection: 'receipts',
      where: { number: { equals: receipt.document.number } },
    })
    const id = docs[0]!.id
    await expect(
      payload.update({
        collection: 'receipts',
        id,
        data: { totalCents: 1 },
        overrideAccess: false,
        user: { id: 1, collection: 'users' } as never,
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({
        collection: 'receipts',
        id,
        overrideAccess: false,
        user: { id: 1, collection: 'users' } as never,
      }),
    ).rejects.toThrow()
    expect((await apiJson(`/api/receipts/${id}`)).status).toBe(403)
  })

  it('stay whole through an erasure request, which counts them as kept tax records', async () => {
    const email = 'erase-me@example.test'
    const receipt = await issue(draft(email), 'test:erasure')
    await deliverDueEmails(payload)
    await mail.waitFor((m) => m.envelopeTo.includes(email))
    const token = await signInAdmin()
    const erased = await apiJson('/api/admin/privacy/erase', {
      method: 'POST',
      json: { email, confirm: email },
      headers: bearer(token),
    })
    expect(erased.status).toBe(200)
    expect(erased.data.matched).toEqual(
      expect.arrayContaining([
        { kind: 'receipt', table: 'receipts', rule: 'receipts-by-email', count: 1 },
        expect.objectContaining({ kind: 'email', rule: 'outbox-by-recipient', count: 1 }),
      ]),
    )
    expect(erased.data.byKind.receipt).toBeUndefined()
    const kept = await payload.find({ collection: 'receipts', where: { number: { equals: receipt.document.number } } })
    expect(kept.docs[0]).toMatchObject({ email, totalCents: 5749 })
    // The e-mail that carried it was the person's contact, not a tax record: it is gone.
    expect((await payload.count({ collection: 'outbox', where: { to: { equals: email } } })).totalDocs).toBe(0)
  })
})
