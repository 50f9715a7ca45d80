import { fill } from '@/i18n/fill'
import { formatCents } from '@/i18n/money'
import type { OutgoingEmail } from '@/lib/email/outbox'
import { render, type StudioInfo } from '@/lib/email/templates'

import { paymentTexts } from './messages'
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
