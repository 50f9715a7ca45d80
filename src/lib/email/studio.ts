import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'

/** Who the messages come from and go to. */
export interface StudioInfo {
  name: string
  /** Public contact address shown in footers. */
  email: string
  /** Where notifications of new inquiries and bookings go. */
  notifyTo: string
  /** Language of the studio's notifications. */
  locale: Locale
  /** Postal address that every newsletter-type e-mail names (Canada's anti-spam law, s. 6(2)). */
  mailingAddress?: string
}

const CACHE_MS = 60_000
let cached: { at: number; payload: Payload; info: StudioInfo } | undefined

/**
 * Studio name and addresses for e-mails: STUDIO_EMAIL receives notifications (falling back to the
 * contact address of the site settings), STUDIO_EMAIL_LOCALE picks their language (English by
 * default). Read through `req` so that inside a submission's transaction it uses the
 * transaction's connection instead of waiting for a second one from the pool.
 */
export async function studioInfo(req: PayloadRequest): Promise<StudioInfo> {
  const now = Date.now()
  if (cached && cached.payload === req.payload && now - cached.at < CACHE_MS) return cached.info
  const settings = await req.payload
    .findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: true })
    .catch((error: unknown) => {
      req.payload.logger.warn({ msg: `Site settings unavailable for e-mails: ${(error as Error).message}` })
      throw error
    })
  const contact = (settings as { email?: string | null }).email || process.env.EMAIL_FROM || 'studio@localhost'
  const info: StudioInfo = {
    name: (settings as { studioName?: string | null }).studioName || 'Studio',
    email: contact,
    notifyTo: process.env.STUDIO_EMAIL || contact,
    locale: (process.env.STUDIO_EMAIL_LOCALE === 'fr' ? 'fr' : 'en') as Locale,
    mailingAddress: (settings as { mailingAddress?: string | null }).mailingAddress || undefined,
  }
  cached = { at: now, payload: req.payload, info }
  return info
}
