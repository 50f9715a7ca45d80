import crypto from 'node:crypto'

import type { Locale } from '@/i18n/routing'
import { ensureSecret } from '@/lib/runtime/secrets'
import { siteUrl } from '@/lib/seo/site-url'

/**
 * Signed links of the booking e-mails: `manage` opens the page where the client sees and cancels
 * the booking, `claim` takes a seat offered from the waitlist. They are signed with the secret
 * every instance shares (NEWSLETTER_SECRET, kept in the database: src/lib/runtime/shared-secrets.ts)
 * under a purpose of their own, so a link made by one instance works on all, and an unsubscribe
 * token can never pass for a booking link or the other way round.
 */
export type LinkPurpose = 'manage' | 'claim'

export interface LinkClaims {
  booking: number
  purpose: LinkPurpose
  /** Seconds since the epoch after which the link is refused. */
  expires: number
}

const PURPOSE_PREFIX = 'class-booking-link:'

function secret(): string {
  return ensureSecret('NEWSLETTER_SECRET', 'newsletter-secret')
}

function mac(body: string): string {
  return crypto
    .createHmac('sha256', secret())
    .update(PURPOSE_PREFIX + body)
    .digest('base64url')
}

export function signLink(claims: LinkClaims): string {
  const body = `${claims.purpose}.${claims.booking}.${claims.expires}`
  return `${body}.${mac(body)}`
}

export type LinkCheck =
  | { ok: true; claims: LinkClaims }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; claims: LinkClaims }

/** The claims of a link we issued, whether it has expired, or `invalid` for anything else. */
export function verifyLink(token: string | null | undefined, purpose: LinkPurpose, now = Date.now()): LinkCheck {
  if (!token || token.length > 300) return { ok: false, reason: 'invalid' }
  const parts = token.split('.')
  if (parts.length !== 4) return { ok: false, reason: 'invalid' }
  const [p, id, exp, given] = parts as [string, string, string, string]
  if (p !== purpose || !/^\d{1,10}$/.test(id) || !/^\d{1,12}$/.test(exp)) return { ok: false, reason: 'invalid' }
  const expected = Buffer.from(mac(`${p}.${id}.${exp}`))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) {
    return { ok: false, reason: 'invalid' }
  }
  const claims: LinkClaims = { booking: Number(id), purpose, expires: Number(exp) }
  if (claims.expires * 1000 <= now) return { ok: false, reason: 'expired', claims }
  return { ok: true, claims }
}

/** A booking without a session may be managed for this long after it was made. */
const REQUEST_LINK_DAYS = 180

/** The manage link of a booking: valid until its session starts (or 180 days for a request). */
export function manageUrl(
  booking: { id: number; createdAt?: string | null },
  locale: Locale,
  sessionStart?: Date,
): string {
  const until = sessionStart
    ? sessionStart.getTime()
    : new Date(booking.createdAt ?? Date.now()).getTime() + REQUEST_LINK_DAYS * 86_400_000
  const token = signLink({ booking: booking.id, purpose: 'manage', expires: Math.floor(until / 1000) })
  return `${siteUrl()}${locale === 'fr' ? '/fr' : ''}/classes/booking?token=${encodeURIComponent(token)}`
}

/** The link that claims the seat offered to a waitlisted booking, valid while the offer holds. */
export function claimUrl(bookingId: number, offerExpiresAt: Date, locale: Locale): string {
  const token = signLink({ booking: bookingId, purpose: 'claim', expires: Math.floor(offerExpiresAt.getTime() / 1000) })
  return `${siteUrl()}${locale === 'fr' ? '/fr' : ''}/classes/booking/claim?token=${encodeURIComponent(token)}`
}
