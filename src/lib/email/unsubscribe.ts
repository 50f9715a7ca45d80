import crypto from 'node:crypto'

import type { Locale } from '@/i18n/routing'

import { ensureSecret } from '@/lib/runtime/secrets'
import { siteUrl } from '@/lib/seo/site-url'

const PURPOSE = 'newsletter-unsubscribe:'

function secret(): string {
  // scripts/start.ts sets it before the server starts: from the environment, else the one every
  // instance shares through the database (scripts/lib/environment.ts). The data-directory file is
  // only the fallback of a process started some other way.
  return ensureSecret('NEWSLETTER_SECRET', 'newsletter-secret')
}

/** HMAC of `purpose + message` with the shared newsletter key; the purpose keeps tokens of one kind from serving as another. */
export function newsletterSignature(purpose: string, message: string): string {
  return crypto
    .createHmac('sha256', secret())
    .update(purpose + message)
    .digest('base64url')
}

/** Compares two signatures in constant time. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

function signature(email: string): string {
  return newsletterSignature(PURPOSE, email)
}

/**
 * A token that names the address and proves we issued it, so the link works without signing in
 * and cannot be forged to unsubscribe someone else. It never expires: Canada's anti-spam law wants
 * the mechanism to keep working (at least 60 days after the message), and there is no harm in
 * honouring an old link.
 */
export function unsubscribeToken(email: string): string {
  const normalized = email.trim().toLowerCase()
  return `${Buffer.from(normalized, 'utf8').toString('base64url')}.${signature(normalized)}`
}

/** The address a token was issued for, or undefined when it is malformed or not ours. */
export function verifyUnsubscribeToken(token: string | null | undefined): string | undefined {
  if (!token || token.length > 1000) return undefined
  const [encoded, mac, extra] = token.split('.')
  if (!encoded || !mac || extra !== undefined) return undefined
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  if (!email.includes('@')) return undefined
  return sameSignature(signature(email), mac) ? email : undefined
}

export function unsubscribeUrl(email: string, locale: Locale = 'en'): string {
  const url = new URL('/api/newsletter/unsubscribe', `${siteUrl()}/`)
  url.searchParams.set('token', unsubscribeToken(email))
  if (locale !== 'en') url.searchParams.set('locale', locale)
  return url.toString()
}
