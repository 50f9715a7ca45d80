import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'

import { escapeHtml } from '@/lib/email/templates'
import type { OutgoingEmail } from '@/lib/email/outbox'

import { RECEIPT_LANGUAGES, readReceipt, receiptTexts, type ReceiptDocument, type ReceiptReading } from './document'
import { receiptUrl } from './link'

function textOf(reading: ReceiptReading, intro: string): string {
  const t = receiptTexts(reading.locale)
  const rows = (list: [string, string][]) => list.map(([label, value]) => `${label}: ${value}`)
  return [
    intro,
    '',
    `${reading.title} ${reading.header[0]![1]}`,
    ...rows(reading.header.slice(1)),
    '',
    `${reading.parties.seller}:`,
    ...reading.seller,
    '',
    `${reading.parties.buyer}:`,
    ...reading.buyer,
    '',
    ...reading.lines.map((l) => `${l.description} × ${l.quantity}: ${l.amount}`),
    '',
    ...rows(reading.totals),
    ...(reading.notes.length ? ['', ...reading.notes] : []),
    '',
    t.keep,
  ].join('\n')
}

function htmlOf(reading: ReceiptReading, intro: string): string {
  const t = receiptTexts(reading.locale)
  const e = escapeHtml
  const cells = (list: [string, string][]) =>
    list
      .map(([label, value]) => `<tr><th align="left">${e(label)}</th><td align="right">${e(value)}</td></tr>`)
      .join('')
  return `<section lang="${reading.locale === 'fr' ? 'fr-CA' : 'en-CA'}">
<p>${e(intro)}</p>
<h2>${e(reading.title)} ${e(reading.header[0]![1])}</h2>
<table>${cells(reading.header.slice(1))}</table>
<p><strong>${e(reading.parties.seller)}</strong><br>${reading.seller.map(e).join('<br>')}</p>
<p><strong>${e(reading.parties.buyer)}</strong><br>${reading.buyer.map(e).join('<br>')}</p>
<table><tr><th align="left">${e(reading.columns.description)}</th><th>${e(reading.columns.quantity)}</th><th align="right">${e(reading.columns.amount)}</th></tr>
${reading.lines.map((l) => `<tr><td>${e(l.description)}</td><td align="center">${e(l.quantity)}</td><td align="right">${e(l.amount)}</td></tr>`).join('')}
</table>
<table>${cells(reading.totals)}</table>
${reading.notes.map((n) => `<p>${e(n)}</p>`).join('')}
<p>${e(t.keep)}</p>
</section>`
}

/**
 * The e-mail that carries a receipt or credit note: French first, then English, whatever the
 * language of the booking (the Charter of the French language), with the PDF attached and the
 * link to download it again. `locale` is the client's language: it only files the message.
 */
export function receiptEmail(
  doc: ReceiptDocument,
  pdf: Buffer,
  { studio, locale }: { studio: string; locale: Locale },
): OutgoingEmail {
  const link = receiptUrl(doc.number)
  const readings = RECEIPT_LANGUAGES.map((language) => {
    const reading = readReceipt(doc, language)
    const t = receiptTexts(language)
    const intro = fill(t.intro, { kind: reading.title.toLowerCase(), number: doc.number, studio, link })
    const subject = fill(t.subject, { kind: reading.title, number: doc.number, studio })
    return { reading, intro, subject }
  })
  return {
    to: doc.buyer.email,
    subject: readings.map((r) => r.subject).join(' / '),
    text: readings.map((r) => textOf(r.reading, r.intro)).join('\n\n— — —\n\n'),
    html: `<!doctype html><html lang="fr-CA"><body>${readings.map((r) => htmlOf(r.reading, r.intro)).join('<hr>')}</body></html>`,
    kind: 'payment-receipt',
    locale,
    attachments: [
      {
        filename: `${doc.number}.pdf`,
        contentType: 'application/pdf',
        contentBase64: pdf.toString('base64'),
      },
    ],
  }
}
