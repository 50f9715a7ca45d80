import type { Locale } from '@/i18n/routing'

import { siteUrl } from '@/lib/seo/site-url'

import { newsletterSignature, sameSignature } from './unsubscribe'

const PURPOSE = 'newsletter-confirm:'

/** How long a confirmation link works, counted from its sign-up. */
export const CONFIRM_LINK_DAYS = 7
const VALID_MS = CONFIRM_LINK_DAYS * 24 * 3600_000

/**
 * The link of a newsletter confirmation e-mail: the address and the instant of its sign-up
 * (`subscribedAt`, to the millisecond), signed with the shared newsletter key under a purpose of
 * its own, so an unsubscribe token cannot confirm and a confirmation token cannot unsubscribe.
 * Binding the sign-up's instant makes the link of an older sign-up of the same address (replaced
 * by a newer one, withdrawn, or erased and signed up again) worthless: it no longer matches the row.
 */
export function confirmToken(email: string, subscribedAt: Date | string): string {
  const normalized = email.trim().toLowerCase()
  const at = new Date(subscribedAt).getTime().toString(36)
  const encoded = Buffer.from(normalized, 'utf8').toString('base64url')
  return `${encoded}.${at}.${newsletterSignature(PURPOSE, `${normalized}\n${at}`)}`
}

export type ConfirmTokenCheck =
  | { ok: true; email: string; subscribedAt: Date }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; email: string; subscribedAt: Date }

/** What a token says, once its signature is checked; `expired` only for a genuine token past its 7 days. */
export function verifyConfirmToken(token: string | null | undefined, now = new Date()): ConfirmTokenCheck {
  const invalid = { ok: false, reason: 'invalid' } as const
  if (!token || token.length > 1000) return invalid
  const [encoded, at, mac, extra] = token.split('.')
  if (!encoded || !at || !mac || extra !== undefined || !/^[0-9a-z]{1,12}$/.test(at)) return invalid
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  if (!email.includes('@')) return invalid
  if (!sameSignature(newsletterSignature(PURPOSE, `${email}\n${at}`), mac)) return invalid
  const subscribedAt = new Date(parseInt(at, 36))
  if (Number.isNaN(subscribedAt.getTime())) return invalid
  if (now.getTime() - subscribedAt.getTime() > VALID_MS) return { ok: false, reason: 'expired', email, subscribedAt }
  return { ok: true, email, subscribedAt }
}

export function confirmUrl(email: string, subscribedAt: Date | string, locale: Locale = 'en'): string {
  const url = new URL('/api/newsletter/confirm', `${siteUrl()}/`)
  url.searchParams.set('token', confirmToken(email, subscribedAt))
  if (locale !== 'en') url.searchParams.set('locale', locale)
  return url.toString()
}
