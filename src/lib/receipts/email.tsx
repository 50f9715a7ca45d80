import { Fragment } from 'react'

import { Section } from '@react-email/section'

import { fill } from '@/i18n/fill'
import { languageTag } from '@/i18n/language-tag'
import type { Locale } from '@/i18n/routing'
import { aroundLink, Details, EmailLayout, InlineLink, Paragraph, type Row } from '@/lib/email/layout'
import type { OutgoingEmail } from '@/lib/email/outbox'
import { renderEmail } from '@/lib/email/render'

import { RECEIPT_LANGUAGES, readReceipt, receiptTexts, type ReceiptDocument } from './document'
import { receiptUrl } from './link'

/** One language's reading of the document, as the e-mail shows it (./document.ts, readReceipt). */
interface ReceiptPart {
  lang: string
  intro: { before: string; after: string }
  title: string
  header: Row[]
  parties: { seller: string; buyer: string }
  seller: string[]
  buyer: string[]
  columns: { description: string; quantity: string; amount: string }
  lines: { description: string; quantity: string; amount: string }[]
  totals: Row[]
  notes: string[]
  keep: string
}

const cell = { padding: '6px 8px 6px 0', borderBottom: '1px solid #e8e0d4', fontFamily: 'Helvetica,Arial,sans-serif' }

function Party({ label, lines }: { label: string; lines: string[] }) {
  return (
    <p style={{ fontSize: '14px', lineHeight: '1.5', margin: '0 0 12px' }}>
      <strong data-text-after=":">{label}</strong>
      {lines.map((line, i) => (
        <Fragment key={i}>
          <br />
          {line}
        </Fragment>
      ))}
    </p>
  )
}

function ReceiptSection({ part, link }: { part: ReceiptPart; link: string }) {
  return (
    <Section lang={part.lang}>
      <Paragraph>
        {part.intro.before}
        <InlineLink href={link}>{link}</InlineLink>
        {part.intro.after}
      </Paragraph>
      <Details heading={part.title} rows={part.header} />
      <Party label={part.parties.seller} lines={part.seller} />
      <Party label={part.parties.buyer} lines={part.buyer} />
      <table
        role="presentation"
        width="100%"
        cellPadding="0"
        cellSpacing="0"
        style={{ fontSize: '14px', margin: '8px 0 16px' }}
      >
        <tbody>
          <tr data-skip-in-text="true">
            <th align="left" style={cell}>
              {part.columns.description}
            </th>
            <th align="center" style={cell}>
              {part.columns.quantity}
            </th>
            <th align="right" style={cell}>
              {part.columns.amount}
            </th>
          </tr>
          {part.lines.map((line, i) => (
            <tr key={i} data-text-line="">
              <td data-text-after=" × " style={cell}>
                {line.description}
              </td>
              <td data-text-after=": " align="center" style={cell}>
                {line.quantity}
              </td>
              <td data-text-inline="" align="right" style={cell}>
                {line.amount}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Details rows={part.totals} />
      {part.notes.map((note, i) => (
        <Paragraph key={i}>{note}</Paragraph>
      ))}
      <Paragraph>{part.keep}</Paragraph>
    </Section>
  )
}

/** A receipt or credit note, French first, then English, each in full. */
export function ReceiptEmail({
  locale,
  studio,
  parts,
  link,
}: {
  locale: Locale
  studio: { name: string }
  parts: ReceiptPart[]
  link: string
}) {
  return (
    <EmailLayout locale={locale} studio={studio}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <p style={{ textAlign: 'center', color: '#8a8178', margin: '24px 0' }}>— — —</p> : null}
          <ReceiptSection part={part} link={link} />
        </Fragment>
      ))}
    </EmailLayout>
  )
}

/**
 * The e-mail that carries a receipt or credit note: French first, then English, whatever the
 * language of the booking (the Charter of the French language), with the PDF attached and the
 * link to download it again. `locale` is the client's language: it only files the message.
 */
export async function receiptEmail(
  doc: ReceiptDocument,
  pdf: Buffer,
  { studio, locale }: { studio: string; locale: Locale },
): Promise<OutgoingEmail> {
  const link = receiptUrl(doc.number)
  const readings = RECEIPT_LANGUAGES.map((language) => {
    const reading = readReceipt(doc, language)
    const t = receiptTexts(language)
    const part: ReceiptPart = {
      lang: languageTag(language),
      intro: aroundLink(fill(t.intro, { kind: reading.title.toLowerCase(), number: doc.number, studio }), 'link'),
      title: `${reading.title} ${reading.header[0]![1]}`,
      header: reading.header.slice(1),
      parties: reading.parties,
      seller: reading.seller,
      buyer: reading.buyer,
      columns: reading.columns,
      lines: reading.lines,
      totals: reading.totals,
      notes: reading.notes,
      keep: t.keep,
    }
    return { part, subject: fill(t.subject, { kind: reading.title, number: doc.number, studio }) }
  })
  const rendered = await renderEmail(ReceiptEmail, {
    // The document's first language: French.
    locale: RECEIPT_LANGUAGES[0],
    studio: { name: studio },
    parts: readings.map((r) => r.part),
    link,
  })
  return {
    to: doc.buyer.email,
    subject: readings.map((r) => r.subject).join(' / '),
    ...rendered,
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
