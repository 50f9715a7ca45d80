import crypto from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import { formatCents } from '@/i18n/money'
import { inLocalTransaction, inTransaction } from '@/lib/db/transaction'
import { enqueueEmails, type OutgoingEmail } from '@/lib/email/outbox'
import { studioInfo, type StudioInfo } from '@/lib/email/studio'
import { senderOf } from '@/lib/email/layout'
import { renderEmail } from '@/lib/email/render'
import { HttpError } from '@/lib/http/errors'
import { isUniqueViolation } from '@/lib/http/payload-errors'
import { paidByRequest } from '@/lib/inquiries/linked'
import { chargesTaxes } from '@/lib/receipts/document'
import { ensureSecret } from '@/lib/runtime/secrets'
import { siteUrl } from '@/lib/seo/site-url'

import type { AdminPayment, BalanceAnswer } from './admin-shape'
import { paymentAmounts, taxedTotal } from './amounts'
import { createCheckoutSession } from './checkout'
import { stripeSettings } from './config'
import { adminPayment } from './dashboard'
import { paymentEmail, PaymentRequest } from './emails'
import { paymentTexts } from './messages'
import { chargeableOrRefuse } from './minimum'
import { REFUNDABLE_STATUSES } from './model'
import { balanceAfterDeposit, offerTitles } from './receipts'
import { lockPaymentWithSeat, returnUrl, type PaymentRecord } from './records'
import {
  balanceOfDeposit,
  clientNameOfPayment,
  inquiryOfPayment,
  insertBalancePayment,
  insertRequestPayment,
  lockPayment,
  lockRequestTarget,
  readPayment,
  studioSeller,
  updatePayment,
} from './store'
import type { PaymentRequestInput } from './schemas'
import { stripeClient } from './stripe'

/**
 * Payment requests: the studio asks a client (an inquiry, a class booking) for an amount of its
 * choosing. The client gets an e-mail in their language with a link to the site, not to Stripe:
 * a Checkout session lasts 24 hours at most, so the link opens (or re-opens) one when it is
 * followed, and the e-mail never goes stale. The payment row is `purpose = request`, pending and
 * without an expiry of its own (no seat is held: the payments sweep leaves it alone).
 */

/** How long each Checkout session of a request stays open: Stripe's maximum, less a margin. */
export const REQUEST_SESSION_HOURS = 23

/**
 * When a request's new session expires: REQUEST_SESSION_HOURS from the start of the current ten
 * minutes. Two openings at the same moment send the same Idempotency-Key, and Stripe answers the
 * second with the first's session only if the parameters are the same, so the expiry must not
 * depend on the second each one started in.
 */
export const requestSessionExpiry = (now = Date.now()) => Math.floor(now / 600_000) * 600 + REQUEST_SESSION_HOURS * 3600

export type RequestTarget = { kind: 'inquiry' | 'booking'; id: number }

// The link's token: the payment id and an HMAC of it under the shared secret (ids are sequential).
const LINK_PREFIX = 'payment-request:'
const linkMac = (id: number) =>
  crypto
    .createHmac('sha256', ensureSecret('NEWSLETTER_SECRET', 'newsletter-secret'))
    .update(LINK_PREFIX + id)
    .digest('base64url')
    .slice(0, 32)

export const requestToken = (id: number) => `${id}.${linkMac(id)}`

/** The payment id a request link names, or undefined for a forged or mangled one. */
export function paymentIdOfRequestToken(token: string | null | undefined): number | undefined {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token ?? '')
  if (!match) return undefined
  const id = Number(match[1])
  const expected = Buffer.from(linkMac(id))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : undefined
}

/** The address the client follows: GET /api/payments/requests/{token}. */
export const requestLink = (id: number) => `${siteUrl()}/api/payments/requests/${requestToken(id)}`

/** The e-mail asking the client to pay, in their language. */
export function paymentRequestEmail(
  payment: Pick<PaymentRecord, 'email' | 'locale' | 'offerName' | 'total'> & { name: string },
  link: string,
  studio: StudioInfo,
): Promise<OutgoingEmail> {
  const t = paymentTexts(payment.locale).email
  const vars = {
    description: payment.offerName,
    amount: formatCents(payment.total, payment.locale),
    studio: studio.name,
  }
  return paymentEmail(
    payment,
    studio,
    fill(t.requestSubject, vars),
    renderEmail(PaymentRequest, {
      locale: payment.locale,
      studio: senderOf(studio),
      name: payment.name,
      intro: fill(t.requestIntro, vars),
      link,
    }),
  )
}

/**
 * POST /api/admin/contacts/{id}/payment-requests and /api/admin/class-bookings/{id}/payment-requests:
 * records the request (amount before tax, the studio's taxes added as for any payment, the
 * description in the client's language, and both descriptions, the client's name and the studio
 * for its receipt) and queues the e-mail, in one transaction.
 */
export async function createPaymentRequest(
  req: PayloadRequest,
  target: RequestTarget,
  input: PaymentRequestInput,
  locale: Locale,
): Promise<AdminPayment> {
  const t = paymentTexts(locale).api
  if (!stripeSettings()) throw new HttpError(409, 'PAYMENTS_OFF', t.notConfigured)
  const id = await inTransaction(req, async () => {
    const client = await lockRequestTarget(req, target)
    if (!client) throw new HttpError(404, 'NOT_FOUND', t.requestTargetNotFound)
    const clientLocale: Locale = client.locale === 'fr' ? 'fr' : 'en'
    const seller = await studioSeller(req)
    const amounts = paymentAmounts(input.amount, chargesTaxes(seller))
    // Stripe charges no less than its minimum: refused now, not when the client follows the link.
    chargeableOrRefuse(amounts.total, locale)
    const offerName = clientLocale === 'fr' ? input.descriptionFr : input.descriptionEn
    let paymentId
    try {
      paymentId = await insertRequestPayment(req, target, {
        ...amounts,
        offerName,
        email: client.email,
        locale: clientLocale,
        // What its receipt will say: the client's name, both descriptions, the studio as it is now.
        buyerName: client.name,
        descriptions: { fr: input.descriptionFr, en: input.descriptionEn },
        seller,
      })
    } catch (error) {
      // A booking has at most one pending payment (PostgreSQL's constraint): one is still open.
      if (isUniqueViolation(error)) throw new HttpError(409, 'PAYMENT_PENDING', t.requestPending)
      throw error
    }
    const email = await paymentRequestEmail(
      { email: client.email, locale: clientLocale, offerName, total: amounts.total, name: client.name },
      requestLink(paymentId),
      await studioInfo(req),
    )
    await enqueueEmails(req, [email])
    return paymentId
  })
  return (await adminPayment(req.payload, id))!
}

/**
 * POST /api/admin/payments/{id}/balance-request: the rest of a paid deposit, asked of the client
 * as a payment request (the e-mail, the link, Checkout opened when it is followed). Its amount is
 * not typed: it is the price as booked (kept with the deposit), taxed once as a whole, less the
 * deposit as charged (partAmounts), so that the deposit and the balance add up to the taxed full
 * price to the cent; Checkout then charges exactly those taxes (checkout.ts). One balance per
 * deposit (PostgreSQL's unique index): asked again, the first one is answered.
 */
export async function requestBalance(req: PayloadRequest, depositId: number, locale: Locale): Promise<BalanceAnswer> {
  const t = paymentTexts(locale).api
  if (!stripeSettings()) throw new HttpError(409, 'PAYMENTS_OFF', t.notConfigured)
  const recorded = await inTransaction(req, async () => {
    const deposit = await lockPaymentWithSeat(req, { id: depositId })
    if (!deposit) throw new HttpError(404, 'NOT_FOUND', t.notFound)
    const earlier = await balanceOfDeposit(req, deposit.id)
    if (earlier !== undefined) return { id: earlier, replayed: true }
    const balance =
      deposit.purpose === 'deposit' && REFUNDABLE_STATUSES.includes(deposit.status) && balanceAfterDeposit(deposit)
    if (!balance) throw new HttpError(409, 'NO_BALANCE', t.noBalance)
    // What it pays for, in both languages (the receipt's line adds "Balance"), as the deposit has it.
    const descriptions = await offerTitles(req, deposit)
    const offerName = fill(paymentTexts(deposit.locale).email.balanceName, { offer: descriptions[deposit.locale] })
    const total = taxedTotal(balance)
    // What remains of a deposit can be under what Stripe can charge (a 99 % deposit of a small price).
    chargeableOrRefuse(total, locale)
    let id
    try {
      id = await insertBalancePayment(req, deposit, {
        ...balance,
        total,
        offerName,
        // The same sale as the deposit: its buyer and its seller (whose tax numbers the deposit's
        // taxes, and so the balance's, followed), not the settings of the day the balance is asked.
        buyerName: deposit.buyerName ?? (await clientNameOfPayment(req, deposit.id)) ?? deposit.email,
        descriptions,
        seller: deposit.seller ?? (await studioSeller(req)),
      })
    } catch (error) {
      // A booking has at most one pending payment (PostgreSQL's constraint): one is still open.
      if (isUniqueViolation(error)) throw new HttpError(409, 'PAYMENT_PENDING', t.requestPending)
      throw error
    }
    const name = (await clientNameOfPayment(req, deposit.id)) ?? ''
    await enqueueEmails(req, [
      await paymentRequestEmail(
        { email: deposit.email, locale: deposit.locale, offerName, total, name },
        requestLink(id),
        await studioInfo(req),
      ),
    ])
    return { id, replayed: false }
  })
  return {
    balance: (await adminPayment(req.payload, recorded.id))!,
    deposit: (await adminPayment(req.payload, depositId))!,
    replayed: recorded.replayed,
  }
}

/**
 * GET /api/payments/requests/{token}: where the client's link leads. Answers the address to send
 * them to:
 * - a request already paid (or refunded, or withdrawn): the return page, which says so;
 * - a Checkout session still open: that same session (a link opened twice never opens a second);
 * - otherwise (none yet, or the last one expired): a new session, opened with an Idempotency-Key
 *   made of the payment and the session it replaces, so two openings at the same moment send the
 *   same key and get the same session from Stripe.
 * Undefined for a link that names no request. `customer`: the payer's Customer (a proposal's
 * client), whose card the session saves for the later installments when asked; `exact`: the
 * payment is a part of a whole that carries its own taxes (a proposal's installment), charged as
 * exact lines like a balance.
 */
export async function followRequestLink(
  payload: Payload,
  token: string | undefined,
  options: { customer?: { id: string; saveCard: boolean }; exact?: boolean } = {},
): Promise<string | undefined> {
  const id = paymentIdOfRequestToken(token)
  if (id === undefined) return undefined
  const payment = await readPayment(payload, { id })
  if (!payment || !['request', 'balance', 'installment'].includes(payment.purpose)) return undefined
  const back = returnUrl(payment.id, payment.locale)
  if (payment.status !== 'pending' && payment.status !== 'expired') return back
  const settings = stripeSettings()
  if (!settings) return back
  const stripe = stripeClient(settings)
  if (payment.checkoutSessionId) {
    const current = await stripe.checkout.sessions.retrieve(payment.checkoutSessionId)
    if (current.status === 'open' && current.url) return current.url
    // Complete: paid, or an asynchronous method on its way; the webhook settles it.
    if (current.status === 'complete') return back
  }
  const session = await createCheckoutSession(payload, settings, payment, {
    expiresAt: requestSessionExpiry(),
    metadata: { payment_id: String(payment.id), purpose: payment.purpose },
    back,
    idempotencyKey: `payment-${payment.id}-request-after-${payment.checkoutSessionId ?? 'none'}`,
    ...options,
  })
  await inLocalTransaction(payload, async (req) => {
    const locked = await lockPayment(req, { id: payment.id })
    if (locked?.status !== 'pending' && locked?.status !== 'expired') return
    await updatePayment(req, payment.id, {
      status: 'pending',
      checkoutSessionId: session.id,
      checkoutUrl: session.url,
    })
  })
  return session.url
}

/**
 * A request the client paid (the webhook, in its transaction): an inquiry's request books it,
 * through the pipeline's own change of stage, so its history says the site moved it.
 */
export async function requestPaid(req: PayloadRequest, paymentId: number): Promise<void> {
  const inquiryId = await inquiryOfPayment(req, paymentId)
  if (inquiryId !== undefined) await paidByRequest(req, inquiryId)
}
