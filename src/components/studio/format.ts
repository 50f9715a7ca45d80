import type { Locale } from '@/i18n/routing'
import { languageTag } from '@/i18n/language-tag'

/** The studio is in Montreal: dates and times read in its time zone whatever the browser's. */
export function formatDateTime(value: string | null | undefined, locale: Locale): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(languageTag(locale), {
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
  return new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}

export function formatMoney(value: number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined) return ''
  return new Intl.NumberFormat(languageTag(locale), {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  }).format(value)
}
