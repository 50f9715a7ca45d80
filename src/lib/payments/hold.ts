import { fill } from '@/i18n/fill'
import { formatCents } from '@/i18n/money'
import type { Locale } from '@/i18n/routing'
import type { StoringContext } from '@/lib/http/json-call'
import { HttpError } from '@/lib/http/errors'
import { isUniqueViolation } from '@/lib/http/payload-errors'

import { depositCents } from './amounts'
import { expireCheckout, openCheckout } from './checkout'
import type { StripeSettings } from './config'
import { paymentTexts } from './messages'
import type { OnlinePaymentMode } from './model'
import type { NewPayment } from './records'
import { releaseHold } from './release'
import { storeCheckoutSession } from './store'

/**
 * What every booking paid online shares, whatever it holds (a class's seat, a consultation's
 * time): the price from the catalogue, never from the body; the charge and its name; and, once
 * the hold is recorded, Stripe's Checkout opened outside any transaction, with the hold released
 * in the same request when Stripe cannot be reached.
 */

/** Seconds a visitor is asked to wait before trying again when Stripe cannot be reached. */
export const PAYMENT_RETRY_AFTER_S = 60

/**
 * Fields a booking paid online must not carry: its price is the catalogue's, and the amount
 * charged is computed here from it. A body that names one is refused rather than ignored, so a
 * client that believes it sets a price learns at once that it does not.
 */
export const PRICE_FIELDS = [
  'totalCost',
  'price',
  'amount',
  'unitAmount',
  'unit_amount',
  'subtotal',
  'total',
  'currency',
  'deposit',
  'depositPercent',
] as const

/** What a booking paid online holds: a class's seat, or a consultation's time. */
export type Held = 'class' | 'consultation'

/** 400 PRICE_NOT_ACCEPTED for a body that names a price or an amount. */
export function refusePriceIn(body: unknown, locale: Locale, held: Held): void {
  if (body !== null && typeof body === 'object' && PRICE_FIELDS.some((f) => Object.hasOwn(body, f))) {
    const t = paymentTexts(locale).api
    throw new HttpError(
      400,
      'PRICE_NOT_ACCEPTED',
      held === 'class' ? t.priceNotAccepted : t.consultationPriceNotAccepted,
    )
  }
}

/** An offer as the catalogue prices it: whole dollars, and how it is paid online. */
export interface PricedOffer {
  price: number
  onlinePayment: OnlinePaymentMode
  depositPercent: number | null
}

/**
 * What an offer booked online costs before tax: its price, or the deposit share of it; and the
 * whole price, kept with the payment so that a deposit's balance is the price as booked.
 */
export function offerCharge(offer: PricedOffer): { purpose: 'full' | 'deposit'; subtotal: number; fullPrice: number } {
  const price = Math.round(offer.price * 100)
  if (offer.onlinePayment === 'deposit' && offer.depositPercent) {
    return { purpose: 'deposit', subtotal: depositCents(price, offer.depositPercent), fullPrice: price }
  }
  return { purpose: 'full', subtotal: price, fullPrice: price }
}

/** The name Checkout and the receipt show: the offer's title, and for a deposit its share of the price. */
export function chargeName(title: string, offer: PricedOffer, purpose: 'full' | 'deposit', locale: Locale): string {
  if (purpose === 'full') return title
  const t = paymentTexts(locale).email
  return `${title} — ${fill(t.deposit, {
    percent: offer.depositPercent ?? 0,
    price: formatCents(Math.round(offer.price * 100), locale),
  })}`
}

/** 503 PAYMENT_UNAVAILABLE with Retry-After, in the visitor's language: nothing was held. */
export const paymentUnavailable = (locale: Locale, held: Held = 'class') => {
  const t = paymentTexts(locale).api
  return new HttpError(503, 'PAYMENT_UNAVAILABLE', held === 'class' ? t.unavailable : t.consultationUnavailable, {
    headers: { 'Retry-After': String(PAYMENT_RETRY_AFTER_S) },
  })
}

/**
 * After the hold and its pending payment have committed:
 *
 * 1. Stripe's Checkout session is opened (Idempotency-Key derived from the payment id), outside any
 *    transaction, so no lock waits on Stripe;
 * 2. the session's id and address are stored with the answer to the request's Idempotency-Key,
 *    in one statement.
 *
 * If Stripe cannot be reached or refuses, the hold is released in this same request and the
 * visitor gets a 503 with Retry-After in their language: nothing stays held, and the records show
 * what happened. The answer, with `status: "pending_payment"` and the Checkout address.
 */
export async function checkoutHeld<T extends object>(
  ctx: StoringContext,
  settings: StripeSettings,
  payment: NewPayment & { id: number },
  booked: T,
): Promise<Omit<T, 'status'> & { status: 'pending_payment'; checkoutUrl: string }> {
  let session: Awaited<ReturnType<typeof openCheckout>>
  try {
    session = await openCheckout(ctx.payload, settings, payment)
  } catch (error) {
    ctx.payload.logger.error({ err: error, msg: `Stripe Checkout could not be opened for payment ${payment.id}` })
    await ctx.transaction(() => releaseHold(ctx.req, payment.id, 'failed'))
    throw paymentUnavailable(ctx.locale, payment.consultationId !== null ? 'consultation' : 'class')
  }

  const answer = { ...booked, status: 'pending_payment' as const, checkoutUrl: session.url }
  try {
    // One statement, atomic by itself: the session's id and address with the answer to the
    // Idempotency-Key (no BEGIN and COMMIT round trips on the visitor's wait).
    await storeCheckoutSession(ctx.req, payment.id, session, answer, ctx.idempotency)
  } catch (error) {
    // Another request with the same Idempotency-Key answered first: this one's hold goes, and the
    // endpoint replays the first answer.
    if (isUniqueViolation(error)) {
      await expireCheckout(settings, payment.id, session.id).catch(() => {})
      await ctx.transaction(() => releaseHold(ctx.req, payment.id, 'canceled'))
    }
    throw error
  }
  return answer
}
