import { perLanguage } from '@/i18n/language-tag'
import type { Locale } from '@/i18n/routing'

import type { Row } from './layout'

// Built once per language: every booking's two e-mails use them (bench/api.ts).
const dollars = perLanguage(
  (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }),
)
const hours = perLanguage((tag) => new Intl.NumberFormat(tag, { style: 'unit', unit: 'hour', unitDisplay: 'long' }))

/** A catalogue price in whole dollars, as the class e-mails show it: "$449" / "449 $". */
export function formatDollars(amount: number, locale: Locale): string {
  return dollars[locale].format(amount)
}

/** "48 hours" / "48 heures": a cut-off before a session or a consultation. */
export function hoursText(count: number, locale: Locale): string {
  return hours[locale].format(count)
}

/** The rows a visitor filled in: an optional field left empty gets no line. */
export function answered(rows: [string, string | null | undefined][]): Row[] {
  return rows.filter((row): row is Row => typeof row[1] === 'string' && row[1] !== '')
}

/** The label of a choice (a list's value), or the value itself when the list does not know it. */
export function choiceLabel(labels: Record<string, string>, value: string | null | undefined): string | undefined {
  return value === undefined || value === null ? undefined : (labels[value] ?? value)
}
