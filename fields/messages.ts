import en from '@/i18n/messages/en/cms.json'
import fr from '@/i18n/messages/fr/cms.json'
import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'

type Texts = (typeof en)['cms']
// Typed by the English file, so a French file that lacks a key does not compile.
const texts: Record<Locale, Texts> = { en: en.cms, fr: fr.cms }

/** The language of the CMS's own interface (Payload's admin is English or French here). */
export const cmsLanguage = (req: { i18n?: { language?: string } } | undefined): Locale =>
  req?.i18n?.language === 'fr' ? 'fr' : 'en'

/** A validation message of the CMS, in the editor's interface language. */
export function cmsMessage<A extends keyof Texts, K extends Exclude<keyof Texts[A], 'languages'>>(
  req: { i18n?: { language?: string } } | undefined,
  area: A,
  key: K,
  values?: Record<string, string>,
): string {
  return fill(String(texts[cmsLanguage(req)][area][key]), values)
}

export const languageName = (req: { i18n?: { language?: string } } | undefined, locale: Locale) =>
  texts[cmsLanguage(req)].media.languages[locale]
