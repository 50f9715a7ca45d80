/**
 * The check that holds the site's e-mails to what they said before (tests/helpers/email-content.ts,
 * used by tests/int/email-content.test.ts) finds what a message lost, and only that.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { lostContent, type EmailContent } from '@root/tests/helpers/email-content'

const confirmation: EmailContent = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/emails/booking-session.json'), 'utf8'),
).en[1]

const changed = (change: (c: EmailContent) => void) => {
  const copy = structuredClone(confirmation)
  change(copy)
  return lostContent(confirmation, copy)
}

describe('lostContent', () => {
  it('finds nothing lost in the same message, nor in one that says more, in another order', () => {
    expect(lostContent(confirmation, confirmation)).toEqual([])
    expect(
      changed((c) => {
        c.text = `Header\n${c.text.split('\n').reverse().join('\n')}\nOne more line`
        c.htmlText = ['Header', ...c.htmlText.reverse()]
        c.links = ['https://elsewhere.example/', ...c.links]
      }),
    ).toEqual([])
  })

  it('finds a row, an amount, a link, a sentence, a subject or a file that is gone or changed', () => {
    expect(changed((c) => (c.text = c.text.replace('Phone: (514) 555-0199\n', '')))).toEqual([
      'text line lost: "Phone: (514) 555-0199"',
    ])
    // The row's label beside another value is not the row.
    expect(changed((c) => (c.text = c.text.replace('Total cost: $449', 'Total cost:\n$449')))).toEqual([
      'text line lost: "Total cost: $449"',
    ])
    // An amount inside a longer one is not the amount.
    expect(changed((c) => (c.htmlText = c.htmlText.map((b) => (b === '$449' ? '$4490' : b))))).toEqual([
      'HTML text lost: "$449"',
    ])
    expect(changed((c) => (c.links = []))).toEqual([
      'link lost: https://lumiere.example/classes/booking?token=manage.4211.sample',
    ])
    expect(changed((c) => (c.subject = 'Your booking'))).toHaveLength(1)
    expect(changed((c) => (c.to = ['someone@else.example']))).toHaveLength(1)
    expect(changed((c) => (c.attachments = [{ filename: 'a.pdf', mimeType: 'application/pdf', sha256: '0' }]))).toEqual(
      [],
    )
    const withFile = { ...confirmation, attachments: [{ filename: 'a.pdf', mimeType: 'application/pdf', sha256: '1' }] }
    expect(lostContent(withFile, confirmation)).toHaveLength(1)
  })
})
