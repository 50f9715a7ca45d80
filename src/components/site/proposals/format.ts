import { formatCents } from '@/i18n/money'
import type { Locale } from '@/i18n/routing'

const days: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }),
}

/** A calendar day (YYYY-MM-DD) as written in the language: the day itself, whatever the reader's zone. */
export function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : days[locale].format(date)
}

export const money = formatCents
