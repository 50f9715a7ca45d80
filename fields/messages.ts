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

/** Names that fields share across collections and pages (title, body, email…): cms.json `fields`. */
export type SharedFieldName = CmsKey<'fields'>

const isShared = (name: string): name is SharedFieldName => Object.hasOwn(texts.en.fields, name)

/**
 * The label of a field named like a shared one (cms.json `fields`). The field helpers type their
 * names so that any other name has to bring its own label; this only fails when that is bypassed.
 */
export function sharedLabel(name: string): Bilingual {
  if (!isShared(name)) throw new Error(`No shared CMS label for a field named "${name}": give it a label.`)
  return cmsLabel('fields', name)
}

/**
 * The text `key` of an area, for builders that label a field by its name within one area
 * (`localizedIn`, `described`). Typed where they are called; this only fails when that is bypassed.
 */
export function areaLabel(area: CmsArea, key: string): Bilingual {
  const label = areaLabelIfAny(area, key)
  if (!label) throw new Error(`No CMS label "${key}" in cms.json "${area}".`)
  return label
}

/** The text `key` of an area when it has one (a collection's description). */
export const areaLabelIfAny = (area: CmsArea, key: string): Bilingual | undefined =>
  Object.hasOwn(texts.en[area], key) ? cmsLabel(area, key as CmsKey<typeof area>) : undefined

/** The area of cms.json that holds a collection's or global's texts: its slug in camelCase. */
export type AreaOf<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<AreaOf<T>>}` : S
export const areaOf = <S extends string>(slug: S) =>
  slug.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as AreaOf<S>

/**
 * Option labels taken from another catalogue of the site's own texts, e.g. the contact form's
 * service types: one place for each text. Typed so that a value without a text in both languages
 * does not compile.
 */
export const labelsFrom =
  <T extends Record<string, string>>(english: T, french: T) =>
  (value: keyof T & string): Bilingual => ({ en: english[value], fr: french[value] })

/**
 * For values that read the same in both languages (proper names, acronyms: "LCP", "Instagram").
 * Saying so here keeps them apart from texts someone forgot to translate.
 */
export const sameInBothLanguages = (value: string): Bilingual => ({ en: value, fr: value })

const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

/** A language as an option of a list: "English" / "Anglais" (in sentences, cms.json writes it lower-case in French). */
export const languageOption = (locale: Locale): Bilingual => ({
  en: upperFirst(texts.en.languages[locale]),
  fr: upperFirst(texts.fr.languages[locale]),
})

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

/**
 * A field's `validate`: true when `ok(value)`, else the message `key` of `area` in the editor's
 * language, which the CMS shows under the field.
 */
export const cmsRule =
  <A extends CmsArea>(area: A, key: CmsKey<A>, ok: (value: unknown) => boolean) =>
  (value: unknown, { req }: { req?: { i18n?: { language?: string } } }): true | string =>
    ok(value) ? true : cmsMessage(req, area, key)

export const languageName = (req: { i18n?: { language?: string } } | undefined, locale: Locale) =>
  texts[cmsLanguage(req)].languages[locale]
