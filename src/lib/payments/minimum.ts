import { fill } from '@/i18n/fill'
import { formatCents } from '@/i18n/money'
import type { Locale } from '@/i18n/routing'
import { HttpError } from '@/lib/http/errors'

import { depositCents } from './amounts'
import { paymentTexts } from './messages'
import type { OnlinePaymentMode } from './model'

/**
 * Stripe's minimum charge in Canadian dollars, in cents: it refuses a Checkout session whose total
 * is under it (`amount_too_small`). The site refuses such an amount itself, before any call to
 * Stripe, with a 400 that says why in the caller's language: payment requests, deposits, and the
 * installments of proposals (which call chargeableOrRefuse with each one's total).
 */
export const STRIPE_MINIMUM_CENTS = 50

/** Whether Stripe can charge this total (taxes included), in cents. */
export const isChargeable = (totalCents: number) =>
  Number.isSafeInteger(totalCents) && totalCents >= STRIPE_MINIMUM_CENTS

/**
 * 400 AMOUNT_TOO_SMALL for a total Stripe would refuse, in `locale`. `what`: an amount the studio
 * typed (a request, an installment), or the online charge of a booking (a deposit or a price set
 * too low in the CMS, which the visitor cannot change).
 */
export function chargeableOrRefuse(totalCents: number, locale: Locale, what: 'amount' | 'booking' = 'amount'): void {
  if (isChargeable(totalCents)) return
  const t = paymentTexts(locale).api
  const vars = {
    amount: formatCents(Math.max(0, totalCents), locale),
    minimum: formatCents(STRIPE_MINIMUM_CENTS, locale),
  }
  throw new HttpError(400, 'AMOUNT_TOO_SMALL', fill(what === 'amount' ? t.amountTooSmall : t.depositTooSmall, vars), {
    extra: { minimum: STRIPE_MINIMUM_CENTS },
  })
}

/**
 * What an offer would charge online before tax, in cents, for the CMS's check of its settings:
 * the price, or its deposit share; undefined when it is not paid online (or is free, for a
 * consultation type, which is then never sent to Checkout). Before tax, since whether the studio
 * charges taxes is another setting: an offer accepted here is chargeable either way.
 */
export function onlineChargeBeforeTax(
  offer: { price?: unknown; onlinePayment?: unknown; depositPercent?: unknown },
  freeIsOffline: boolean,
): number | undefined {
  const mode = (offer.onlinePayment ?? 'none') as OnlinePaymentMode
  const price = typeof offer.price === 'number' && Number.isFinite(offer.price) ? Math.round(offer.price * 100) : 0
  if (mode === 'none' || (freeIsOffline && price <= 0)) return undefined
  if (mode === 'deposit') {
    const percent = offer.depositPercent
    if (!Number.isInteger(percent) || (percent as number) < 1 || (percent as number) > 99) return undefined
    return depositCents(price, percent as number)
  }
  return price
}
