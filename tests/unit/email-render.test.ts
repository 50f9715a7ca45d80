/**
 * The e-mails' compiled templates (src/lib/email/render.ts): a message filled into its component's
 * template is the message React Email renders from scratch, its strings escaped in the HTML and
 * as written in the text, and nothing of one message ever shows in another.
 */
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'

import { BookingNotice, ClientMessage } from '@/lib/bookings/emails'
import { Details, EmailLayout, Paragraph, type Row } from '@/lib/email/layout'
import { renderEmail, renderEmailDirectly } from '@/lib/email/render'
import { InquiryReply } from '@/lib/inquiries/emails'
import { ReceiptEmail } from '@/lib/receipts/email'
import { NewsletterWelcome } from '@/lib/subscribers/emails'

const studio = { name: 'Lumière & "Co" <Studio>', email: 'bonjour@lumiere.example' }
const rows: Row[] = [
  ['Class', 'Portraits <at> Night & "Day"'],
  ['Total cost', '$449'],
  ["L'heure", 'mardi 15 juillet 2031 à 14 h 30 HAE'],
]

describe('a message filled into its template is the message rendered from scratch', () => {
  const cases = [
    ['studio notice', BookingNotice, { locale: 'en', studio, intro: 'A new booking <b>arrived</b> & more', rows }],
    [
      'client message with a button',
      ClientMessage,
      {
        locale: 'fr',
        studio,
        name: "Zoé O'Brien",
        intro: 'Bonne nouvelle : votre place est confirmée.',
        rows,
        link: { intro: 'Voir ou annuler :', label: 'Voir', href: 'https://lumiere.example/fr/b?token=a&b="c"' },
      },
    ],
    ['client message without a link', ClientMessage, { locale: 'en', studio, name: 'Sam', intro: 'Hello', rows: [] }],
    [
      'newsletter welcome',
      NewsletterWelcome,
      {
        locale: 'fr',
        studio,
        sender: 'Envoyé par Lumière, 5445 avenue de Gaspé.',
        unsubscribeUrl: 'https://x.example/u?t=1&l=fr',
      },
    ],
    ['reply', InquiryReply, { locale: 'en', studio, paragraphs: ['Hi <Zoé>,', 'A boat is fine & "fun".'] }],
    [
      'receipt',
      ReceiptEmail,
      {
        locale: 'fr',
        studio: { name: 'Lumière' },
        link: 'https://x.example/r.pdf?token=a&b',
        parts: [
          {
            lang: 'fr-CA',
            intro: { before: 'Voici votre reçu R-1 : ', after: '' },
            title: 'Reçu R-1',
            header: [['Date', '1 février 2031']],
            parties: { seller: 'Émis par', buyer: 'Facturé à' },
            seller: ['Studio <Lumière> inc.', 'Montréal'],
            buyer: ['Zoé', 'zoe@example.ca'],
            columns: { description: 'Description', quantity: 'Qté', amount: 'Montant' },
            lines: [{ description: 'Portraits & nuit', quantity: '1', amount: '449,00 $' }],
            totals: [['Total', '449,00 $']],
            notes: ['Petit fournisseur'],
            keep: 'Veuillez le conserver.',
          },
        ],
      },
    ],
  ] as const
  for (const [name, Component, props] of cases) {
    it(name, async () => {
      const render = Component as Parameters<typeof renderEmail>[0]
      const direct = await renderEmailDirectly(render, props as Parameters<typeof renderEmail>[1])
      // Twice: the first compiles, the second fills the template it kept.
      for (let i = 0; i < 2; i++) {
        const filled = await renderEmail(render, props as Parameters<typeof renderEmail>[1])
        expect(filled.html).toBe(direct.html)
        expect(filled.text).toBe(direct.text)
      }
      // The marks only the plain-text conversion reads, and React's comments, are not sent.
      expect(direct.html).not.toMatch(/ data-(text-|skip-in-text)|<!--/)
      // Each text style is written once: no margin spelled out again as margin-top…margin-left.
      expect(direct.html).not.toMatch(/margin-(top|right|bottom|left):/)
    })
  }
})

/** A test component: a paragraph per string and the rows, in the shared layout. */
const Listing = ({ locale, lines, rows }: { locale: 'en' | 'fr'; lines: string[]; rows: Row[] }) =>
  createElement(EmailLayout, {
    locale,
    studio: { name: 'Studio' },
    children: [
      ...lines.map((line, i) => createElement(Paragraph, { key: i, children: line })),
      createElement(Details, { key: 'rows', heading: 'Rows', rows }),
    ],
  })

describe('filling', () => {
  it('escapes every string in the HTML and keeps it as written in the text, line breaks included', async () => {
    const hostile = `<script>alert("x")</script> & 'quoted'`
    const { html, text } = await renderEmail(Listing, {
      locale: 'en',
      lines: [hostile],
      rows: [['Note', 'first line\nsecond line']],
    })
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;quoted&#x27;')
    expect(text).toContain(hostile)
    expect(text).toContain('Note: first line\nsecond line')
  })

  it('never shows one message’s strings in another, whatever their shapes', async () => {
    const a = await renderEmail(Listing, {
      locale: 'en',
      lines: ['alpha-one', 'alpha-two'],
      rows: [['A', 'alpha-row']],
    })
    const b = await renderEmail(Listing, { locale: 'en', lines: ['bravo-one'], rows: [] })
    const c = await renderEmail(Listing, {
      locale: 'en',
      lines: ['charlie-one', 'charlie-two'],
      rows: [['C', 'charlie-row']],
    })
    expect(a.text).toContain('alpha-two\n\nRows\n\nA: alpha-row')
    expect(b.text).toContain('bravo-one')
    expect(b.html).not.toContain('Rows')
    expect(c.text).toContain('charlie-two\n\nRows\n\nC: charlie-row')
    for (const other of [b, c]) expect(`${other.html}${other.text}`).not.toContain('alpha')
    expect(`${a.html}${a.text}`).not.toMatch(/bravo|charlie/)
  })

  it('takes a value that looks like a template marker as text', async () => {
    const { text } = await renderEmail(Listing, { locale: 'fr', lines: ['\uE0000\uE001', 'second'], rows: [] })
    expect(text).toContain('\uE0000\uE001\n\nsecond')
  })

  it('refuses content that is not text, and a component that cuts its strings', async () => {
    await expect(renderEmail(Listing, { locale: 'en', lines: [3 as unknown as string], rows: [] })).rejects.toThrow(
      /not number/,
    )
    await expect(
      renderEmail(Listing, { locale: 'en', lines: [new Date() as unknown as string], rows: [] }),
    ).rejects.toThrow(/not object/)
    const Cutting = ({ locale, word }: { locale: 'en'; word: string }) =>
      createElement(EmailLayout, {
        locale,
        studio: { name: 'S' },
        children: createElement(Paragraph, { children: word.slice(0, 2) }),
      })
    await expect(renderEmail(Cutting, { locale: 'en', word: 'abcdef' })).rejects.toThrow(/cut or changed/)
  })
})
