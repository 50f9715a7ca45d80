/**
 * Cards saved for later payments (a proposal's installments): a Customer per client of a proposal,
 * the card a Checkout saved to it, and off-session charges of that card. The caller decides whose
 * card it is; Stripe itself refuses a card attached to another Customer.
 */
import type { PayloadRequest } from 'payload'

import type { StripeSettings } from './config'
import { CURRENCY } from './model'
import { issueReceipt } from './receipts'
import type { PaymentRecord } from './records'
import { lockPayment, updatePayment } from './store'
import { isStripeRefusal, stripeClient, type Stripe } from './stripe'

/** A Customer for `key` (one per proposal's client): the same key makes the same Customer, never a second. */
export async function customerFor(
  settings: StripeSettings,
  who: { key: string; email: string; name: string; metadata: Record<string, string> },
): Promise<string> {
  const customer = await stripeClient(settings).customers.create(
    { email: who.email, name: who.name, metadata: who.metadata },
    { idempotencyKey: `customer-${who.key}` },
  )
  return customer.id
}

export interface SavedCard {
  customer: string
  paymentMethod: string
}

/**
 * The card a paid PaymentIntent saved for off-session use, when it was saved to `customer`: never
 * a card of another Customer (undefined then).
 */
export async function savedCardOf(
  settings: StripeSettings,
  paymentIntentId: string,
  customer: string,
): Promise<SavedCard | undefined> {
  const pi = await stripeClient(settings).paymentIntents.retrieve(paymentIntentId)
  const owner = typeof pi.customer === 'string' ? pi.customer : (pi.customer?.id ?? null)
  const method = typeof pi.payment_method === 'string' ? pi.payment_method : (pi.payment_method?.id ?? null)
  if (owner !== customer || method === null || pi.setup_future_usage !== 'off_session') return undefined
  return { customer, paymentMethod: method }
}

export type OffSessionResult =
  { status: 'succeeded'; paymentIntentId: string } | { status: 'failed'; code: string; paymentIntentId: string | null }

/**
 * Charges `payment` (pending, its amounts the ones to take) to a saved card without the client:
 * a PaymentIntent with `off_session` and `confirm`, under one Idempotency-Key per payment row, so
 * a retried call (a timeout, a second instance) replays Stripe's first answer and never charges
 * twice. A decline or a card that needs its holder (`authentication_required`) is a `failed` result.
 */
export async function chargeSavedCard(
  settings: StripeSettings,
  payment: Pick<PaymentRecord, 'id' | 'total' | 'offerName' | 'email'>,
  card: SavedCard,
  metadata: Record<string, string>,
): Promise<OffSessionResult> {
  try {
    const pi = await stripeClient(settings).paymentIntents.create(
      {
        amount: payment.total,
        currency: CURRENCY,
        customer: card.customer,
        payment_method: card.paymentMethod,
        off_session: true,
        confirm: true,
        description: payment.offerName,
        receipt_email: payment.email,
        metadata: { payment_id: String(payment.id), ...metadata },
      },
      { idempotencyKey: `payment-${payment.id}-off-session` },
    )
    if (pi.status === 'succeeded') return { status: 'succeeded', paymentIntentId: pi.id }
    return { status: 'failed', code: pi.status, paymentIntentId: pi.id }
  } catch (error) {
    if (error instanceof Error && (error as Stripe.errors.StripeError).type === 'StripeCardError') {
      const card = error as Stripe.errors.StripeCardError
      return { status: 'failed', code: card.code ?? 'card_declined', paymentIntentId: card.payment_intent?.id ?? null }
    }
    if (isStripeRefusal(error)) {
      const refusal = error as Stripe.errors.StripeError
      return { status: 'failed', code: refusal.code ?? 'refused', paymentIntentId: null }
    }
    throw error
  }
}

/**
 * Books an off-session charge's answer on its payment, in the caller's transaction: paid (with its
 * receipt, numbered like every receipt) or failed. The payment's amounts are the ones charged.
 * Undefined when the payment was no longer pending (settled meanwhile).
 */
export async function bookOffSessionResult(
  req: PayloadRequest,
  paymentId: number,
  result: OffSessionResult,
): Promise<PaymentRecord | undefined> {
  const payment = await lockPayment(req, { id: paymentId })
  if (payment?.status !== 'pending') return undefined
  if (result.status === 'failed') {
    await updatePayment(req, paymentId, { status: 'failed', paymentIntentId: result.paymentIntentId })
    return { ...payment, status: 'failed' }
  }
  const paidAt = new Date()
  await updatePayment(req, paymentId, {
    status: 'paid',
    paymentIntentId: result.paymentIntentId,
    paidAt,
    expiresAt: null,
  })
  const settled: PaymentRecord = { ...payment, status: 'paid', paymentIntentId: result.paymentIntentId, paidAt }
  await issueReceipt(req, settled)
  return settled
}
