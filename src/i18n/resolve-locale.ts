import type { Locale } from './routing'

/**
 * Picks the answer language from whatever the server has: a locale ("fr-CA"), an Accept-Language
 * header ("fr-CA,fr;q=0.9,en;q=0.8", first preference wins) or nothing (English, the default
 * locale of the site). Calls, e-mails and validation answers outside the localized routes use it.
 */
export function resolveLocale(value?: string | null): Locale {
  const first = value?.split(',')[0]?.trim().toLowerCase() ?? ''
  return first === 'fr' || first.startsWith('fr-') || first.startsWith('fr;') ? 'fr' : 'en'
}
