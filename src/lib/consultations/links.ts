import crypto from 'node:crypto'

import type { Locale } from '@/i18n/routing'
import { ensureSecret } from '@/lib/runtime/secrets'
import { siteUrl } from '@/lib/seo/site-url'

/**
 * The signed links of a consultation's e-mails (reschedule, cancel), made like the class
 * bookings' (src/lib/bookings/links.ts): HMAC with the secret every instance shares, under a
 * purpose of their own, so that no other token of the site passes for one. A link names the
 * consultation and its invitation's SEQUENCE: once the consultation moves, the links of the older
 * e-mail are refused (the new e-mail carries new ones); once it is cancelled, every link is.
 */
const PURPOSE = 'consultation-link:'

const mac = (body: string) =>
  crypto
    .createHmac('sha256', ensureSecret('NEWSLETTER_SECRET', 'newsletter-secret'))
    .update(PURPOSE + body)
    .digest('base64url')

export interface ConsultationClaims {
  id: number
  sequence: number
}

export function signConsultationLink(claims: ConsultationClaims): string {
  const body = `${claims.id}.${claims.sequence}`
  return `${body}.${mac(body)}`
}

/** The claims of a link we issued, or undefined for anything forged, tampered or malformed. */
export function verifyConsultationLink(token: string | null | undefined): ConsultationClaims | undefined {
  if (!token || token.length > 200) return undefined
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  const [id, sequence, given] = parts as [string, string, string]
  if (!/^\d{1,10}$/.test(id) || !/^\d{1,6}$/.test(sequence)) return undefined
  const expected = Buffer.from(mac(`${id}.${sequence}`))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return undefined
  return { id: Number(id), sequence: Number(sequence) }
}

/** /consultation/manage?token=…&action=reschedule|cancel, in the visitor's language. */
export function consultationLink(claims: ConsultationClaims, locale: Locale, action: 'reschedule' | 'cancel'): string {
  const token = encodeURIComponent(signConsultationLink(claims))
  return `${siteUrl()}${locale === 'fr' ? '/fr' : ''}/consultation/manage?token=${token}&action=${action}`
}
