import { formatCents } from '@/i18n/money'
import type { Locale } from '@/i18n/routing'

/** The payments tab's calls: the list (and a payment's refunds under it), the totals, the movements' CSV. */
export const PAYMENTS_PATH = '/api/admin/payments'
export const TOTALS_PATH = '/api/admin/payment-totals'
export const MOVEMENTS_PATH = '/api/admin/payment-movements'

export const money = (cents: number, locale: Locale) => formatCents(cents, locale)
