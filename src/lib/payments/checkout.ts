import type { Payload } from 'payload'

import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'

import { CHECKOUT_MINUTES, type StripeSettings } from './config'
import { paymentTexts } from './messages'
import { CURRENCY, type PaymentPurpose } from './model'
import { returnPath, returnUrl, type NewPayment } from './records'
import { recordOpenedSession } from './sessions'
import { forgetTaxRates, isStripeRefusal, stripeClient, taxRateIds, type Stripe } from './stripe'

/** Stripe's Checkout speaks Canadian French to a French booking and plain English otherwise. */
const checkoutLocale = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en')

/**
 * Stripe refuses an `expires_at` under 30 minutes from when it receives the request: the few
 * seconds between our clock and its arrival are added, so "30 minutes" is always accepted.
 */
const EXPIRY_MARGIN_S = 15

export interface OpenedCheckout {
  id: string
  url: string
  expiresAt: Date
}

/**
 * Opens Stripe's hosted Checkout for a pending payment: CAD, the visitor's language and e-mail,
 * one line (the offer's name in their language, the subtotal from the catalogue) taxed with the
 * account's GST and QST rates when the studio charges them, and the payment id in the metadata of
 * the session and of its PaymentIntent (the webhook finds the payment by either). The
 * Idempotency-Key is the payment's: a retried call opens the same session, never a second one.
 */
export async function openCheckout(
  payload: Payload,
  settings: StripeSettings,
  payment: NewPayment & { id: number },
): Promise<OpenedCheckout> {
  try {
    return await createSession(payload, settings, payment, 'checkout')
  } catch (error) {
    // A remembered tax rate Stripe no longer takes (archived in its dashboard): made again, once.
    if (!isStripeRefusal(error) || !String((error as Stripe.errors.StripeError).param ?? '').includes('tax_rates')) {
      throw error
    }
    await forgetTaxRates(payload, settings)
    return createSession(payload, settings, payment, 'checkout-new-tax-rates')
  }
}

async function createSession(
  payload: Payload,
  settings: StripeSettings,
  payment: NewPayment & { id: number },
  attempt: string,
): Promise<OpenedCheckout> {
  const expiresAt = Math.ceil(Date.now() / 1000) + CHECKOUT_MINUTES * 60 + EXPIRY_MARGIN_S
  const metadata = {
    payment_id: String(payment.id),
    ...(payment.consultationId
      ? { consultation_id: String(payment.consultationId) }
      : { booking_id: String(payment.bookingId) }),
  }
  const session = await createCheckoutSession(payload, settings, payment, {
    expiresAt,
    metadata,
    back: returnUrl(payment.id, payment.locale, returnPath(payment)),
    idempotencyKey: `payment-${payment.id}-${attempt}`,
  })
  return { id: session.id, url: session.url, expiresAt: new Date((session.expires_at ?? expiresAt) * 1000) }
}

/** What a Checkout session is made of, from its payment: the one line, its taxes, who pays. */
type CheckoutPayment = Pick<
  NewPayment,
  'subtotal' | 'gst' | 'qst' | 'gstRate' | 'qstRate' | 'offerName' | 'email' | 'locale'
> & { id: number; purpose?: PaymentPurpose }

type LineItem = NonNullable<Stripe.Checkout.SessionCreateParams['line_items']>[number]

/**
 * The lines of a later part of a purchase (a deposit's balance, a proposal's installment): its taxes are the whole's less
 * what the earlier parts were charged (partAmounts), a figure of the site's that a tax rate cannot
 * reproduce, since Stripe rounds a rate's tax on the line itself and its rounding of a half cent is
 * Stripe's to choose. So the price and each tax are lines of their own, in exact cents: Stripe
 * charges exactly that total, and the receipt shows exactly those taxes.
 */
function exactLines(payment: CheckoutPayment): LineItem[] {
  const t = paymentTexts(payment.locale).email
  const rate = (r: number) => r.toLocaleString(payment.locale === 'fr' ? 'fr-CA' : 'en-CA')
  const line = (name: string, cents: number, tax?: 'gst' | 'qst'): LineItem => ({
    quantity: 1,
    price_data: {
      currency: CURRENCY,
      unit_amount: cents,
      product_data: { name, ...(tax && { metadata: { tax } }) },
    },
  })
  return [
    line(payment.offerName, payment.subtotal),
    ...(payment.gst > 0 ? [line(fill(t.gst, { rate: rate(payment.gstRate) }), payment.gst, 'gst')] : []),
    ...(payment.qst > 0 ? [line(fill(t.qst, { rate: rate(payment.qstRate) }), payment.qst, 'qst')] : []),
  ]
}

/**
 * One Checkout session at Stripe for a payment, in CAD and the payer's language, one line taxed
 * with the account's GST and QST rates when the payment carries taxes (a balance, or a part the
 * caller says is one, such as a proposal's installment: its price and taxes as exact lines,
 * exactLines), and `metadata` on the session and its PaymentIntent. Bookings
 * and payment requests differ only in the expiry, the metadata, the page Stripe returns to and the
 * Idempotency-Key.
 */
export async function createCheckoutSession(
  payload: Payload,
  settings: StripeSettings,
  payment: CheckoutPayment,
  options: {
    expiresAt: number
    metadata: Record<string, string>
    back: string
    idempotencyKey: string
    /** The payer as a Customer (instead of the e-mail), and whether the card is saved for later charges. */
    customer?: { id: string; saveCard: boolean }
    /** The payment is a part of a whole whose taxes it carries (a proposal's installment): exact lines. */
    exact?: boolean
  },
): Promise<Stripe.Checkout.Session & { url: string }> {
  const exact = payment.purpose === 'balance' || options.exact === true
  const taxRates = !exact && (payment.gst > 0 || payment.qst > 0) ? await taxRateIds(payload, settings) : undefined
  const session = await stripeClient(settings).checkout.sessions.create(
    {
      mode: 'payment',
      currency: CURRENCY,
      locale: checkoutLocale(payment.locale),
      ...(options.customer ? { customer: options.customer.id } : { customer_email: payment.email }),
      client_reference_id: String(payment.id),
      expires_at: options.expiresAt,
      metadata: options.metadata,
      payment_intent_data: {
        metadata: options.metadata,
        ...(options.customer?.saveCard && { setup_future_usage: 'off_session' as const }),
      },
      line_items: exact
        ? exactLines(payment)
        : [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: payment.subtotal,
                product_data: { name: payment.offerName },
              },
              ...(taxRates && { tax_rates: [taxRates.gst, taxRates.qst] }),
            },
          ],
      success_url: `${options.back}&checkout=success`,
      cancel_url: `${options.back}&checkout=cancel`,
      // Stripe's tax lines, recorded with the session: what the payment is settled against (for a
      // session of exact lines, the lines themselves, whose products say which tax they are).
      expand: exact ? ['total_details.breakdown', 'line_items.data.price.product'] : ['total_details.breakdown'],
    },
    { idempotencyKey: options.idempotencyKey },
  )
  if (!session.url) throw new Error(`Stripe opened Checkout session ${session.id} without an address`)
  // Recorded before anyone is given its address: only a recorded session settles a payment.
  await recordOpenedSession(payload, payment.id, session)
  return session as Stripe.Checkout.Session & { url: string }
}

/**
 * Expires an open Checkout session at Stripe, so the visitor can no longer pay for a seat that is
 * being released. True when it is expired (now or already); false when Stripe says it cannot be
 * (it completed meanwhile: its payment is on its way to the webhook).
 */
export async function expireCheckout(settings: StripeSettings, paymentId: number, sessionId: string): Promise<boolean> {
  const stripe = stripeClient(settings)
  try {
    const session = await stripe.checkout.sessions.expire(
      sessionId,
      {},
      // One key per session: a payment request opens several over its life.
      { idempotencyKey: `checkout-${sessionId}-expire` },
    )
    return session.status === 'expired'
  } catch (error) {
    if (!isStripeRefusal(error)) throw error
    const session = await stripe.checkout.sessions.retrieve(sessionId)
    return session.status === 'expired'
  }
}
