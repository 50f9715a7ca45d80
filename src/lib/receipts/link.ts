import crypto from 'node:crypto'

import { ensureSecret } from '@/lib/runtime/secrets'
import { siteUrl } from '@/lib/seo/site-url'

/**
 * The link where a client downloads a receipt again: its number and a signature made with the
 * secret every instance shares, under a purpose of its own (no booking or newsletter link can pass
 * for one). It does not expire: a receipt is a tax record the client may need years later, and it
 * shows nothing the e-mail did not already carry.
 */
const PURPOSE = 'receipt-link:'

const RECEIPT_PATH = '/api/payments/receipts'

export function receiptToken(number: string): string {
  return crypto
    .createHmac('sha256', ensureSecret('NEWSLETTER_SECRET', 'newsletter-secret'))
    .update(PURPOSE + number)
    .digest('base64url')
}

export function receiptTokenMatches(number: string, token: string | null | undefined): boolean {
  if (!token || token.length > 100) return false
  const expected = Buffer.from(receiptToken(number))
  const given = Buffer.from(token)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

export function receiptUrl(number: string): string {
  const url = new URL(`${RECEIPT_PATH}/${encodeURIComponent(number)}.pdf`, `${siteUrl()}/`)
  url.searchParams.set('token', receiptToken(number))
  return url.toString()
}
