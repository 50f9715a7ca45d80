import 'server-only'

import { payloadClient } from '@/lib/cms/payload'

import { paymentIdOfRef } from './records'
import { readPayment } from './store'
import type { Locale } from '@/i18n/routing'
import { formatCents } from '@/i18n/money'

/** What the return page says: read from the database only, never from what Stripe's redirect claims. */
export type PaymentState = 'paid' | 'pending' | 'expired' | 'refunded' | 'unknown'

export interface ReturnView {
  state: PaymentState
  /**
   * What was paid for: a booking (its seat was held while paying) or a payment request from the
   * studio (a balance too), which holds nothing and is paid through the link of its e-mail, which
   * stays valid.
   */
  paidFor?: 'booking' | 'request'
  /** What the payment holds, for the page's wording and links. */
  held: 'class' | 'consultation'
  offerName?: string
  amount?: string
}

/**
 * The payment a return address names (its signed `ref`), as the page shows it. Only the webhook
 * records a payment as paid: a visitor back before Stripe's event reads "pending", and the page
 * never confirms anything itself.
 */
export async function returnView(ref: string | undefined, locale: Locale): Promise<ReturnView> {
  const id = paymentIdOfRef(ref)
  if (id === undefined) return { state: 'unknown', held: 'class' }
  const payment = await readPayment(await payloadClient(), { id })
  if (!payment) return { state: 'unknown', held: 'class' }
  const state: PaymentState =
    payment.status === 'paid' || payment.status === 'disputed'
      ? 'paid'
      : payment.status === 'pending'
        ? 'pending'
        : payment.status === 'refunded' || payment.status === 'partially_refunded'
          ? 'refunded'
          : 'expired'
  return {
    state,
    paidFor: ['request', 'balance', 'installment'].includes(payment.purpose) ? 'request' : 'booking',
    held: payment.consultationId !== null ? 'consultation' : 'class',
    offerName: payment.offerName,
    amount: formatCents(payment.total, locale),
  }
}
