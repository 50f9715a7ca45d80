import { fill } from '@/i18n/fill'
import en from '@/i18n/messages/en/privacy.json'
import fr from '@/i18n/messages/fr/privacy.json'
import type { Locale } from '@/i18n/routing'

type Texts = (typeof en)['privacyAdmin']
// Typed by the English file, so a French file that lacks a key does not compile.
const texts: Record<Locale, Texts> = { en: en.privacyAdmin, fr: fr.privacyAdmin }

export function privacyMessage(
  key: keyof Texts['api'],
  locale: Locale = 'en',
  vars: Record<string, string | number> = {},
): string {
  return fill(texts[locale].api[key], vars)
}

export function readmeText(key: keyof Texts['readme'], locale: Locale, vars: Record<string, string | number> = {}) {
  return fill(texts[locale].readme[key], vars)
}
