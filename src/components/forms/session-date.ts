import type { Locale } from '@/i18n/routing'
import { languageTag } from '@/i18n/language-tag'

/**
 * A class session's date, e.g. "Sat., Mar. 14, 2031, 10:00 a.m. EDT", always in the studio's time
 * zone: the booking form's session picker and the class cards show it the same way. It lives with
 * the form because the cards (site/classes) sit above the forms and import them, not the reverse.
 */
export function formatSessionDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag(locale), {
    timeZone: 'America/Toronto',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso))
}
