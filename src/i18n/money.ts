import { perLanguage } from './language-tag'
import type { Locale } from './routing'

const money = perLanguage((tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'CAD' }))

/**
 * Cents as a reader of `locale` reads them: "$1,234.50" / "1 234,50 $". The site, its e-mails and
 * its receipts charge in Canadian dollars only; one formatter per language, built once.
 */
export function formatCents(cents: number, locale: Locale): string {
  return money[locale].format(cents / 100)
}
