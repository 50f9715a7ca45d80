import { fill } from '@/i18n/fill'
import { formatCents } from '@/i18n/money'
import type { Locale } from '@/i18n/routing'
import type { OutgoingEmail } from '@/lib/email/outbox'
import { render, type StudioInfo } from '@/lib/email/templates'

import { paymentTexts } from './messages'
import { CURRENCY } from './model'
import type { PaymentRecord } from './records'

type Recipient = Pick<PaymentRecord, 'email' | 'locale' | 'offerName'> & { name?: string }

/** The amounts of a payment as the visitor's e-mails list them. */
function amountRows(
  payment: Pick<PaymentRecord, 'locale' | 'subtotal' | 'gst' | 'qst' | 'total' | 'gstRate' | 'qstRate'>,
) {
  const t = paymentTexts(payment.locale).email
  const money = (cents: number) => formatCents(cents, payment.locale)
  const rate = (r: number) => r.toLocaleString(payment.locale === 'fr' ? 'fr-CA' : 'en-CA')
  return [
    [t.subtotal, money(payment.subtotal)],
    ...(payment.gst > 0 ? [[fill(t.gst, { rate: rate(payment.gstRate) }), money(payment.gst)]] : []),
    ...(payment.qst > 0 ? [[fill(t.qst, { rate: rate(payment.qstRate) }), money(payment.qst)]] : []),
    [t.total, money(payment.total)],
  ] as [string, string][]
}

/**
 * A payment that completed after its seat (or its consultation's time) went to someone else: the
 * visitor is told, in their language, that the whole amount is being refunded and why.
 */
export function latePaymentEmail(payment: PaymentRecord & { name?: string }, studio: StudioInfo): OutgoingEmail {
  const t = paymentTexts(payment.locale).email
  const vars = { className: payment.offerName, amount: formatCents(payment.total, payment.locale) }
  const { text, html } = render({
    locale: payment.locale,
    studio,
    greetingName: payment.name,
    paragraphs: [fill(payment.consultationId !== null ? t.lateConsultationIntro : t.lateIntro, vars)],
    rows: amountRows(payment),
  })
  return {
    kind: 'booking-status',
    locale: payment.locale,
    to: payment.email,
    replyTo: studio.email,
    subject: `${fill(t.lateSubject, vars)} · ${studio.name}`,
    text,
    html,
  }
}

/** A refund of part or all of a payment (a cancellation), in the visitor's language. */
export function refundEmail(payment: Recipient, amount: number, studio: StudioInfo): OutgoingEmail {
  const t = paymentTexts(payment.locale).email
  const vars = { className: payment.offerName, amount: formatCents(amount, payment.locale) }
  const { text, html } = render({
    locale: payment.locale,
    studio,
    greetingName: payment.name,
    paragraphs: [fill(t.refundIntro, vars)],
  })
  return {
    kind: 'booking-status',
    locale: payment.locale,
    to: payment.email,
    replyTo: studio.email,
    subject: `${fill(t.refundSubject, vars)} · ${studio.name}`,
    text,
    html,
  }
}

/** Why a charge taken on a session of ours is given back in full at once. */
export type RefundedChargeCause = 'second_charge' | 'wrong_amount' | 'withdrawn'

/** An amount as charged: in dollars as usual, or with its currency when Stripe took another one. */
export function chargedMoney(cents: number, currency: string, locale: Locale): string {
  if (currency === CURRENCY) return formatCents(cents, locale)
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100)
}

/**
 * A charge the studio cannot keep, refunded in full at once (src/lib/payments/webhook.ts): a
 * second payment for something already paid, a payment of another amount than asked, or one for
 * a request withdrawn meanwhile (its booking cancelled, its inquiry closed). The client is told
 * why in their language.
 */
export function refundedChargeEmail(
  payment: Pick<PaymentRecord, 'email' | 'locale' | 'offerName' | 'total' | 'currency'> & { name?: string },
  cause: RefundedChargeCause,
  studio: StudioInfo,
  asked?: number,
): OutgoingEmail {
  const t = paymentTexts(payment.locale).email
  const vars = {
    className: payment.offerName,
    amount: chargedMoney(payment.total, payment.currency, payment.locale),
    asked: formatCents(asked ?? 0, payment.locale),
  }
  const [subject, intro] = {
    second_charge: [t.secondChargeSubject, t.secondChargeIntro],
    wrong_amount: [t.wrongAmountSubject, t.wrongAmountIntro],
    withdrawn: [t.lateSubject, t.withdrawnIntro],
  }[cause]
  const { text, html } = render({
    locale: payment.locale,
    studio,
    greetingName: payment.name,
    paragraphs: [fill(intro, vars)],
  })
  return {
    kind: 'booking-status',
    locale: payment.locale,
    to: payment.email,
    replyTo: studio.email,
    subject: `${fill(subject, vars)} · ${studio.name}`,
    text,
    html,
  }
}

/**
 * The studio's notice of a charge of another amount or currency than its Checkout session asked:
 * refunded in full already, the client told; the session to look at in Stripe's dashboard.
 */
export function wrongAmountStudioEmail(
  payment: Pick<PaymentRecord, 'email' | 'offerName' | 'total' | 'currency'>,
  sessionId: string,
  asked: { total: number; currency: string },
  studio: StudioInfo,
): OutgoingEmail {
  const locale = studio.locale
  const t = paymentTexts(locale).email
  const vars = {
    className: payment.offerName,
    email: payment.email,
    amount: chargedMoney(payment.total, payment.currency, locale),
    asked: chargedMoney(asked.total, asked.currency, locale),
    session: sessionId,
  }
  const { text, html } = render({ locale, studio, paragraphs: [fill(t.studioWrongAmountIntro, vars)] })
  return {
    kind: 'booking-studio',
    locale,
    to: studio.notifyTo,
    replyTo: payment.email,
    subject: fill(t.studioWrongAmountSubject, vars),
    text,
    html,
  }
}
