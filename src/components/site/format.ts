import type { Locale } from '@/i18n/routing'
import { languageTag } from '@/i18n/language-tag'

/** Whole Canadian dollars in the page's language: "$3,000" / "3 000 $". */
export function formatPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(languageTag(locale), {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
    currencyDisplay: 'narrowSymbol',
  }).format(amount)
}

/** "November 21, 2026" / "21 novembre 2026", in the studio's time zone. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'long', timeZone: 'America/Toronto' }).format(
    new Date(iso),
  )
}

/** The CMS value when the editor filled it, else the UI message. */
export const or = (value: string | null | undefined, fallback: string) => (value && value.trim() ? value : fallback)
