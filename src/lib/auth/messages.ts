import { fill } from '@/i18n/fill'
import en from '@/i18n/messages/en/api.json'
import fr from '@/i18n/messages/fr/api.json'
import type { Locale } from '@/i18n/routing'

type Texts = (typeof en)['api']['auth']

/** Texts of the administrator calls' errors; the dashboard shows them in its toasts. */
// Typed by the English file, so a French file that lacks a key does not compile.
const texts: Record<Locale, Texts> = { en: en.api.auth, fr: fr.api.auth }

export type AuthMessageKey = keyof Texts

export function authMessage(
  key: AuthMessageKey,
  locale: Locale = 'en',
  vars: Record<string, string | number> = {},
): string {
  return fill(texts[locale][key], vars)
}
