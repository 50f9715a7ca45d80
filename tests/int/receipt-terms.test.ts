/**
 * What a receipt must say for the tax rules, fixed when the money was taken: the buyer's name
 * (Revenu Québec wants it from $500 on), the payment terms (paid in full, or the balance and when it
 * is due), what was bought in both languages whatever the client's, and the studio's tax numbers
 * and small-supplier status as they were when the payment was made, never as the settings say when
 * Stripe's webhook arrives. Paid through the real handlers with Stripe played by the fake on
 * loopback; each receipt read where the client reads it: the e-mail at a real SMTP server on
 * loopback (postal-mime) and its PDF (pdf.js).
 */
import path from 'node:path'

import PostalMime from 'postal-mime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startMailServer } from './helpers/mail'

const mail = await startMailServer()
process.env.SMTP_URL = mail.url
process.env.STUDIO_EMAIL = 'owner@studio.test'
process.env.EMAIL_FROM = 'no-reply@studio.test'

const { api, apiJson } = await import('./helpers/api')
const { bearer } = await import('./helpers/admin')
const { nextIp, uid, validBooking, validInquiry } = await import('./helpers/public')
const { paidClass, setTaxNumbers, startPaymentsSuite } = await import('./helpers/stripe')
const { deliverDueEmails } = await import('@/lib/email/outbox')
const { requestToken } = await import('@/lib/payments/requests')
const { formatSessionStart } = await import('@/lib/calendar/studio-time')
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')

type Payload = Awaited<ReturnType<typeof startPaymentsSuite>>['payload']
let payload: Payload
let fake: Awaited<ReturnType<typeof startPaymentsSuite>>['fake']
let close: () => Promise<void>
let adminToken: string

beforeAll(async () => {
  ;({ payload, fake, close, token: adminToken } = await startPaymentsSuite())
}, 120_000)

afterAll(async () => {
  await close?.()
  await mail.close()
})

const STANDARD_FONTS = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`
const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ')

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
  return normalise(pages.join('\n'))
}

/** The receipt e-mailed to `to`: its text and its PDF's text, both normalised. */
async function receiptTo(to: string) {
  await deliverDueEmails(payload)
  const received = await mail.waitFor((m) => m.envelopeTo.includes(to) && /^Reçu R-/.test(m.subject))
  const parsed = await PostalMime.parse(received.raw)
  const attachment = parsed.attachments.find((a) => a.mimeType === 'application/pdf')
  expect(attachment, 'the receipt carries its PDF').toBeDefined()
  return {
    subject: parsed.subject ?? '',
    text: normalise(parsed.text ?? ''),
    pdf: await pdfText(new Uint8Array(attachment!.content as ArrayBuffer)),
  }
}

const setBilling = (billing: { legalName: string; gstNumber: string; qstNumber: string }) =>
  payload.updateGlobal({ slug: 'site-settings', data: { billing }, context: { disableRevalidate: true } })

const REGISTERED = { legalName: 'Studio Lumière inc.', gstNumber: '123456789 RT0001', qstNumber: '1234567890 TQ0001' }

describe('a payment request of $500 and more, paid after the studio changed its settings', () => {
  it('names the buyer, describes it in both languages, and keeps the studio and its taxes as they were', async () => {
    await setBilling(REGISTERED)
    const email = `buyer-${uid()}@example.ca`
    const inquiry = await apiJson('/api/contact?locale=en', {
      method: 'POST',
      json: validInquiry({ name: 'Marie-Ève Gagnon', email }),
      ip: nextIp(),
    })
    expect(inquiry.status, JSON.stringify(inquiry.data)).toBeLessThan(300)
    const asked = await apiJson(`/api/admin/contacts/${inquiry.data.id}/payment-requests`, {
      method: 'POST',
      json: { amount: '600.00', descriptionEn: 'Engagement session', descriptionFr: 'Séance de fiançailles' },
      headers: bearer(adminToken),
    })
    expect(asked.status, JSON.stringify(asked.data)).toBe(201)
    expect(asked.data).toMatchObject({ subtotal: 60_000, gst: 3_000, qst: 5_985, total: 68_985 })

    // Before the client pays, the studio changes its legal name and drops its tax numbers.
    await setBilling({ legalName: 'Another Name Ltd.', gstNumber: '', qstNumber: '' })
    const opened = await api(`/api/payments/requests/${requestToken(asked.data.id)}`, { ip: nextIp() })
    expect(opened.status).toBe(303)
    const payment = await payload.findByID({ collection: 'payments', id: asked.data.id, overrideAccess: true })
    fake.pay(payment.checkoutSessionId!)
    await fake.webhooksIdle()

    const receipt = await receiptTo(email)
    for (const read of [receipt.text, receipt.pdf]) {
      expect(read).toContain('Marie-Ève Gagnon')
      expect(read).toContain('Séance de fiançailles')
      expect(read).toContain('Engagement session')
      expect(read).toContain('Studio Lumière inc.')
      expect(read).not.toContain('Another Name Ltd.')
      expect(read).toContain('123456789 RT0001')
      expect(read).toContain('1234567890 TQ0001')
      expect(read).not.toContain('Petit fournisseur')
      expect(read).toContain('Payé en entier : aucun solde n’est dû.')
      expect(read).toContain('Paid in full: nothing remains due.')
    }
    expect(receipt.text).toContain('TPS (5 %): 30,00 $')
    expect(receipt.text).toContain('QST (9.975%): $59.85')
    // French first, whatever the client's language (English here).
    expect(receipt.pdf.indexOf('Séance de fiançailles')).toBeLessThan(receipt.pdf.indexOf('Engagement session'))
    const stored = await payload.find({ collection: 'receipts', where: { email: { equals: email } } })
    expect(stored.docs[0]!.document).toMatchObject({
      buyer: { name: 'Marie-Ève Gagnon', email },
      seller: { legalName: 'Studio Lumière inc.', gstNumber: '123456789 RT0001' },
      terms: { kind: 'paid-in-full' },
    })
  })

  it('made by a small supplier that registered before the money arrived: still no tax, and says so', async () => {
    await setTaxNumbers(payload, false)
    const email = `small-${uid()}@example.ca`
    const inquiry = await apiJson('/api/contact?locale=fr', {
      method: 'POST',
      json: validInquiry({ name: 'Jean Tremblay', email }),
      ip: nextIp(),
    })
    const asked = await apiJson(`/api/admin/contacts/${inquiry.data.id}/payment-requests`, {
      method: 'POST',
      json: { amount: '520.00', descriptionEn: 'Family portraits', descriptionFr: 'Portraits de famille' },
      headers: bearer(adminToken),
    })
    expect(asked.data).toMatchObject({ subtotal: 52_000, gst: 0, qst: 0, total: 52_000 })
    await setBilling(REGISTERED)
    await api(`/api/payments/requests/${requestToken(asked.data.id)}`, { ip: nextIp() })
    const payment = await payload.findByID({ collection: 'payments', id: asked.data.id, overrideAccess: true })
    fake.pay(payment.checkoutSessionId!)
    await fake.webhooksIdle()
    const receipt = await receiptTo(email)
    for (const read of [receipt.text, receipt.pdf]) {
      expect(read).toContain('Jean Tremblay')
      expect(read).toContain('Petit fournisseur : aucune TPS ni TVQ n’est perçue.')
      expect(read).toContain('Small supplier: no GST or QST is charged.')
      expect(read).not.toContain('123456789 RT0001')
      expect(read).toContain('Portraits de famille')
      expect(read).toContain('Family portraits')
    }
  })
})

describe('a class paid online', () => {
  async function paidSeat(options: Parameters<typeof paidClass>[1], name: string, locale: 'en' | 'fr') {
    await setBilling(REGISTERED)
    const made = await paidClass(payload, {
      ...options,
      title: { en: 'Portrait Mastery', fr: 'Maîtrise du portrait' },
    })
    const email = `class-${uid()}@example.ca`
    const { totalCost: _, ...body } = validBooking({
      classType: made.classId,
      session: made.sessionId,
      preferredDate: '',
      email,
      name,
    })
    const res = await apiJson(`/api/class-bookings?locale=${locale}`, { method: 'POST', json: body, ip: nextIp() })
    expect(res.status, JSON.stringify(res.data)).toBe(201)
    const classRef = (await payload.find({ collection: 'classes', where: { classId: { equals: made.classId } } }))
      .docs[0]!.id
    // The owner renames the class before the visitor has paid: the receipt names what was bought.
    await payload.update({
      collection: 'classes',
      id: classRef,
      locale: 'fr',
      data: { title: 'Nouveau nom' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'classes',
      id: classRef,
      locale: 'en',
      data: { title: 'New name' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const { docs } = await payload.find({
      collection: 'payments',
      where: { booking: { equals: res.data.id } },
      overrideAccess: true,
      depth: 0,
    })
    fake.pay(docs[0]!.checkoutSessionId!)
    await fake.webhooksIdle()
    return { ...made, email, bookingId: Number(res.data.id), payment: docs[0]! }
  }

  it('a deposit’s receipt says what remains and by when, in both languages', async () => {
    const seat = await paidSeat({ onlinePayment: 'deposit', depositPercent: 30, price: 175 }, 'Zoé Bouchard', 'fr')
    const receipt = await receiptTo(seat.email)
    const session = await payload.findByID({ collection: 'class-sessions', id: seat.sessionId, overrideAccess: true })
    // The balance the terms name is the one the receipt shows due ($175 less the $52.50 deposit,
    // with its taxes: how that is rounded is the amounts' business, not the terms').
    const due = {
      fr: /Solde dû:? ([\d ,]+ \$)/.exec(receipt.text)?.[1],
      en: /Balance due:? (\$[\d,.]+)/.exec(receipt.text)?.[1],
    }
    expect(due.fr).toMatch(/^140,8\d \$$/)
    expect(due.en).toMatch(/^\$140\.8\d$/)
    for (const read of [receipt.text, receipt.pdf]) {
      expect(read).toContain('Zoé Bouchard')
      expect(read).toContain('Acompte — Maîtrise du portrait')
      expect(read).toContain('Deposit — Portrait Mastery')
      expect(read).not.toMatch(/Nouveau nom|New name/)
      expect(read).toContain(
        normalise(
          `Modalités de paiement : le solde de ${due.fr} est payable au studio au plus tard le ${formatSessionStart(session.startsAt, 'fr')}.`,
        ),
      )
      expect(read).toContain(
        normalise(
          `Payment terms: the balance of ${due.en} is payable to the studio by ${formatSessionStart(session.startsAt, 'en')}.`,
        ),
      )
      expect(read).not.toContain('Paid in full')
    }
  })

  it('paid in full: says so; its credit note names the buyer the receipt named', async () => {
    const seat = await paidSeat({ onlinePayment: 'full' }, 'Léa Fortin', 'en')
    const receipt = await receiptTo(seat.email)
    expect(receipt.text).toContain('Paid in full: nothing remains due.')
    expect(receipt.text).toContain('Payé en entier : aucun solde n’est dû.')
    expect(receipt.text).toContain('Maîtrise du portrait')

    // The booking's name is corrected in /cms, then the studio cancels: the credit note answers the receipt.
    await payload.update({
      collection: 'bookings',
      id: seat.bookingId,
      data: { name: 'Someone Else' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const cancelled = await apiJson(`/api/admin/class-bookings/${seat.bookingId}`, {
      method: 'PATCH',
      json: { status: 'cancelled' },
      headers: bearer(adminToken),
    })
    expect(cancelled.status).toBe(200)
    const { until } = await import('./helpers/stripe')
    await until(async () => {
      const { totalDocs } = await payload.count({
        collection: 'receipts',
        where: { email: { equals: seat.email }, kind: { equals: 'credit-note' } },
      })
      return totalDocs === 1
    }, 10_000)
    const credit = await payload.find({
      collection: 'receipts',
      where: { email: { equals: seat.email }, kind: { equals: 'credit-note' } },
    })
    expect(credit.docs[0]!.document).toMatchObject({
      buyer: { name: 'Léa Fortin' },
      lines: [expect.objectContaining({ description: { fr: 'Maîtrise du portrait', en: 'Portrait Mastery' } })],
    })
    expect((credit.docs[0]!.document as { terms?: unknown }).terms).toBeUndefined()
  })
})
