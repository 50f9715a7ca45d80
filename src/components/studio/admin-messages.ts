import enAdmin from '@/i18n/messages/en/admin.json'
import enValidation from '@/i18n/messages/en/validation.json'
import frAdmin from '@/i18n/messages/fr/admin.json'
import frValidation from '@/i18n/messages/fr/validation.json'
import enPrivacy from '@/i18n/messages/en/privacy.json'
import enProposals from '@/i18n/messages/en/proposals.json'
import frProposals from '@/i18n/messages/fr/proposals.json'
import frPrivacy from '@/i18n/messages/fr/privacy.json'
import type { Locale } from '@/i18n/routing'

/**
 * Strings of the administrator area (/admin, /admin/blog and the sign-in that /monitoring reuses),
 * from the `admin` namespace of the message files plus the validation texts its forms show.
 *
 * The area is not under /fr (a studio app, not a public page), so it does not go through
 * next-intl's routing: its pages are static shells in ADMIN_LOCALE, and the browser switches them
 * to the language the administrator chose (AdminLanguageProvider). The namespace is server-only for
 * the public site (src/i18n/client-messages.ts), so public pages never ship it. French is complete
 * (the type makes a missing key a compile error).
 */
const en = {
  ...enAdmin.admin,
  privacy: enPrivacy.privacyAdmin.dashboard,
  proposals: enProposals.proposalsAdmin,
  validation: enValidation.validation,
}

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : { [K in keyof T]: Widen<T[K]> }
export type AdminMessages = Widen<typeof en>

const fr: AdminMessages = {
  ...frAdmin.admin,
  privacy: frPrivacy.privacyAdmin.dashboard,
  proposals: frProposals.proposalsAdmin,
  validation: frValidation.validation,
}

/** The language of the area's static shell, and the default when the browser prefers neither. */
export const ADMIN_LOCALE: Locale = 'en'

/**
 * The area's default language from the browser's preferences (`navigator.languages`): the first
 * French or English entry decides (fr, fr-CA… → French), anything else → ADMIN_LOCALE.
 */
export function browserAdminLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0]
    if (base === 'fr' || base === 'en') return base
  }
  return ADMIN_LOCALE
}

export const adminMessages: Record<Locale, AdminMessages> = { en, fr }

/** A schema's message key ("validation.titleRequired") as text; other text passes through. */
export function validationText(messages: AdminMessages, message: string | undefined): string | undefined {
  if (!message) return undefined
  if (!message.startsWith('validation.')) return message
  const key = message.slice('validation.'.length) as keyof AdminMessages['validation']
  return messages.validation[key] ?? messages.validation.invalidValue
}
