import enAdmin from '@/i18n/messages/en/admin.json'
import enValidation from '@/i18n/messages/en/validation.json'
import frAdmin from '@/i18n/messages/fr/admin.json'
import frValidation from '@/i18n/messages/fr/validation.json'
import enPrivacy from '@/i18n/messages/en/privacy.json'
import frPrivacy from '@/i18n/messages/fr/privacy.json'
import type { Locale } from '@/i18n/routing'

/**
 * Strings of the administrator area (/admin, /admin/blog and the sign-in that /monitoring reuses),
 * from the `admin` namespace of the message files plus the validation texts its forms show.
 *
 * The area is English-only (seed 001 §2: not under /fr), so it does not go through next-intl's
 * routing; the namespace is server-only for the public site (src/i18n/client-messages.ts), so
 * public pages never ship it. French is complete (the type makes a missing key a compile error):
 * switching the area is a change of ADMIN_LOCALE.
 */
const en = { ...enAdmin.admin, privacy: enPrivacy.privacyAdmin.dashboard, validation: enValidation.validation }

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : { [K in keyof T]: Widen<T[K]> }
export type AdminMessages = Widen<typeof en>

const fr: AdminMessages = {
  ...frAdmin.admin,
  privacy: frPrivacy.privacyAdmin.dashboard,
  validation: frValidation.validation,
}

/** The language of the administrator area (seed 001 §2: English; see the note above). */
export const ADMIN_LOCALE: Locale = 'en'

export const adminMessages: Record<Locale, AdminMessages> = { en, fr }

/** A schema's message key ("validation.titleRequired") as text; other text passes through. */
export function validationText(messages: AdminMessages, message: string | undefined): string | undefined {
  if (!message) return undefined
  if (!message.startsWith('validation.')) return message
  const key = message.slice('validation.'.length) as keyof AdminMessages['validation']
  return messages.validation[key] ?? messages.validation.invalidValue
}
