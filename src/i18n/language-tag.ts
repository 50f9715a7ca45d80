import type { Locale } from './routing'

/**
 * The BCP 47 tag of a language of the site: Canadian English and French, the studio being in
 * Montréal. What Intl formats with, and what feeds, JSON-LD and the manifest declare.
 */
export const languageTag = (locale: Locale): string => (locale === 'fr' ? 'fr-CA' : 'en-CA')

/** One of `make` per language, built once (an Intl formatter costs far more to build than to use). */
export const perLanguage = <T>(make: (tag: string) => T): Record<Locale, T> => ({
  en: make(languageTag('en')),
  fr: make(languageTag('fr')),
})
