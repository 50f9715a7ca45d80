import { fill } from '@/i18n/fill'
import { formatCents } from '@/i18n/money'
import type { Locale } from '@/i18n/routing'
import {
  aroundLink,
  Details,
  EmailLayout,
  emailTexts,
  Greeting,
  InlineLink,
  Paragraph,
  senderOf,
  type MessageBase,
  type Row,
} from '@/lib/email/layout'
import type { OutgoingEmail } from '@/lib/email/outbox'
import { renderEmail } from '@/lib/email/render'
import type { StudioInfo } from '@/lib/email/studio'

import { paymentTexts } from './messages'
import { CURRENCY } from './model'
import type { PaymentRecord } from './records'

type Recipient = Pick<PaymentRecord, 'email' | 'locale' | 'offerName'> & { name?: string }

/** A message about a payment: the greeting, what happened, and the amounts when they matter. */
export function PaymentMessage({
  locale,
  studio,
  name,
  paragraphs,
  rows = [],
}: MessageBase & { name?: string; paragraphs: string[]; rows?: Row[] }) {
  return (
    <EmailLayout locale={locale} studio={studio} signed>
      <Greeting locale={locale} name={name} />
      {paragraphs.map((p, i) => (
        <Paragraph key={i}>{p}</Paragraph>
      ))}
      <Details heading={emailTexts(locale).fieldsHeading} rows={rows} />
    </EmailLayout>
  )
}

/** The studio's request for a payment, with the link to the site's page that opens Stripe's. */
export function PaymentRequest({
  locale,
  studio,
  name,
  intro,
  link,
}: MessageBase & { name: string; intro: string; link: string }) {
  const t = paymentTexts(locale).email
  const { before, after } = aroundLink(t.requestLink, 'link')
  return (
    <EmailLayout locale={locale} studio={studio} signed>
      <Greeting locale={locale} name={name} />
      <Paragraph>{intro}</Paragraph>
      <Paragraph>
        {before}
        <InlineLink href={link}>{link}</InlineLink>
        {after}
      </Paragraph>
      <Paragraph>{t.requestNote}</Paragraph>
    </EmailLayout>
  )
}

/** The message a client receives about a payment, in their language, with the studio as Reply-To. */
export async function paymentEmail(
  payment: Pick<Recipient, 'email' | 'locale'>,
  studio: StudioInfo,
  subject: string,
  rendered: Promise<{ html: string; text: string }>,
): Promise<OutgoingEmail> {
  return {
    kind: 'booking-status',
    locale: payment.locale,
    to: payment.email,
    replyTo: studio.email,
    subject: `${subject} · ${studio.name}`,
    ...(await rendered),
  }
}

/** The amounts of a payment as the visitor's e-mails list them. */
function amountRows(
  payment: Pick<PaymentRecord, 'locale' | 'subtotal' | 'gst' | 'qst' | 'total' | 'gstRate' | 'qstRate'>,
): Row[] {
  const t = paymentTexts(payment.locale).email
  const money = (cents: number) => formatCents(cents, payment.locale)
  const rate = (r: number) => r.toLocaleString(payment.locale === 'fr' ? 'fr-CA' : 'en-CA')
  return [
    [t.subtotal, money(payment.subtotal)],
    ...(payment.gst > 0 ? [[fill(t.gst, { rate: rate(payment.gstRate) }), money(payment.gst)] as Row] : []),
    ...(payment.qst > 0 ? [[fill(t.qst, { rate: rate(payment.qstRate) }), money(payment.qst)] as Row] : []),
    [t.total, money(payment.total)],
  ]
}

/**
 * A payment that completed after its seat (or its consultation's time) went to someone else: the
 * visitor is told, in their language, that the whole amount is being refunded and why.
 */
export function latePaymentEmail(
  payment: PaymentRecord & { name?: string },
  studio: StudioInfo,
): Promise<OutgoingEmail> {
  const t = paymentTexts(payment.locale).email
  const vars = { className: payment.offerName, amount: formatCents(payment.total, payment.locale) }
  return paymentEmail(
    payment,
    studio,
    fill(t.lateSubject, vars),
    renderEmail(PaymentMessage, {
      locale: payment.locale,
      studio: senderOf(studio),
      name: payment.name,
      paragraphs: [fill(payment.consultationId !== null ? t.lateConsultationIntro : t.lateIntro, vars)],
      rows: amountRows(payment),
    }),
  )
}

/** A refund of part or all of a payment (a cancellation), in the visitor's language. */
export function refundEmail(payment: Recipient, amount: number, studio: StudioInfo): Promise<OutgoingEmail> {
  const t = paymentTexts(payment.locale).email
  const vars = { className: payment.offerName, amount: formatCents(amount, payment.locale) }
  return paymentEmail(
    payment,
    studio,
    fill(t.refundSubject, vars),
    renderEmail(PaymentMessage, {
      locale: payment.locale,
      studio: senderOf(studio),
      name: payment.name,
      paragraphs: [fill(t.refundIntro, vars)],
    }),
  )
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
 * A charge the studio cannot keep, refunded in full (src/lib/payments/webhook.ts): a second
 * payment for something already paid, a payment of another amount than asked, or one for a
 * request withdrawn meanwhile (its booking cancelled, its inquiry closed). Sent once Stripe has
 * made the refund, chosen by its reason (refunds.ts); the client is told why in their language.
 */
export function refundedChargeEmail(
  payment: Pick<PaymentRecord, 'email' | 'locale' | 'offerName' | 'total' | 'currency'> & { name?: string },
  cause: RefundedChargeCause,
  studio: StudioInfo,
  asked?: number,
): Promise<OutgoingEmail> {
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
  return paymentEmail(
    payment,
    studio,
    fill(subject, vars),
    renderEmail(PaymentMessage, {
      locale: payment.locale,
      studio: senderOf(studio),
      name: payment.name,
      paragraphs: [fill(intro, vars)],
    }),
  )
}

/**
 * The studio's notice of a charge of another amount or currency than its Checkout session asked,
 * sent when the charge is seen: its refund in full is on its way to Stripe, and the client is told
 * once Stripe has made it; the session to look at in Stripe's dashboard.
 */
export async function wrongAmountStudioEmail(
  payment: Pick<PaymentRecord, 'email' | 'offerName' | 'total' | 'currency'>,
  sessionId: string,
  asked: { total: number; currency: string },
  studio: StudioInfo,
): Promise<OutgoingEmail> {
  const locale = studio.locale
  const t = paymentTexts(locale).email
  const vars = {
    className: payment.offerName,
    email: payment.email,
    amount: chargedMoney(payment.total, payment.currency, locale),
    asked: chargedMoney(asked.total, asked.currency, locale),
    session: sessionId,
  }
  return {
    kind: 'booking-studio',
    locale,
    to: studio.notifyTo,
    replyTo: payment.email,
    subject: fill(t.studioWrongAmountSubject, vars),
    ...(await renderEmail(PaymentMessage, {
      locale,
      studio: senderOf(studio),
      paragraphs: [fill(t.studioWrongAmountIntro, vars)],
    })),
  }
}
