import type { Locale } from '@/i18n/routing'

const intlLocale = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA')

/** The studio is in Montreal: dates and times read in its time zone whatever the browser's. */
export function formatDateTime(value: string | null | undefined, locale: Locale): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  }).format(date)
}

/** A YYYY-MM-DD the visitor picked: a calendar day, not an instant, so no time zone applies. */
export function formatDay(value: string | null | undefined, locale: Locale): string {
  if (!value) return ''
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return value
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}

export function formatMoney(value: number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined) return ''
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  }).format(value)
}
