import en from '@/i18n/messages/en/cms.json'
import fr from '@/i18n/messages/fr/cms.json'
import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'

type Texts = (typeof en)['cms']
// Typed by the English file, so a French file that lacks a key does not compile.
const texts: Record<Locale, Texts> = { en: en.cms, fr: fr.cms }

/**
 * A text of the CMS's interface in both of its languages: what Payload takes for a label, a
 * description, a group or an option label, and shows in the editor's interface language.
 */
export type Bilingual = Record<Locale, string>

/** The areas of cms.json (one per collection or global, plus the shared ones). */
export type CmsArea = keyof Texts
/** The keys of an area that hold a text (not a nested object). */
export type CmsKey<A extends CmsArea> = {
  [K in keyof Texts[A]]: Texts[A][K] extends string ? K : never
}[keyof Texts[A]]

/** A text of cms.json in both interface languages, e.g. cmsLabel('bookings', 'totalCost'). */
export function cmsLabel<A extends CmsArea, K extends CmsKey<A>>(area: A, key: K): Bilingual {
  return { en: String(texts.en[area][key]), fr: String(texts.fr[area][key]) }
}

/** The language of the CMS's own interface (Payload's admin is English or French here). */
export const cmsLanguage = (req: { i18n?: { language?: string } } | undefined): Locale =>
  req?.i18n?.language === 'fr' ? 'fr' : 'en'

/** A validation message of the CMS, in the editor's interface language. */
export function cmsMessage<A extends CmsArea, K extends CmsKey<A>>(
  req: { i18n?: { language?: string } } | undefined,
  area: A,
  key: K,
  values?: Record<string, string>,
): string {
  return fill(String(texts[cmsLanguage(req)][area][key]), values)
}

export const languageName = (req: { i18n?: { language?: string } } | undefined, locale: Locale) =>
  texts[cmsLanguage(req)].languages[locale]
