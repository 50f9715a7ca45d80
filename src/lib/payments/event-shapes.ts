import { z } from 'zod'

/**
 * Every field of a Stripe event's object that the webhook reads, checked before it reads it. A
 * signed event is Stripe's (or whoever holds the signing secret), yet an API version change, a
 * hand-made test event or a bug upstream can still put a string where a number belongs; such an
 * event is recorded as unusable and answered 200 (a 5xx would have Stripe retry it for days),
 * rather than failing in the database.
 */

/** An id of Stripe's: short text (a column of ours holds it). */
const stripeId = z.string().min(1).max(255)

/** An amount in the currency's smallest unit, within PostgreSQL's `integer`. */
const amount = z.number().int().min(0).max(2_147_483_647)

const currency = z.string().regex(/^[a-z]{3}$/)

/** A field Stripe gives as an id, or as the object when expanded. */
const reference = z.union([stripeId, z.looseObject({ id: stripeId })])

const email = z.string().max(320)

/** `checkout.session.expired` and `.async_payment_failed`: which session. */
export const endedSession = z.looseObject({ id: stripeId })

/** `checkout.session.completed` and `.async_payment_succeeded`: which session, and what it took. */
export const completedSession = z.looseObject({
  id: stripeId,
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  amount_total: amount,
  amount_subtotal: amount.nullable().optional(),
  currency,
  payment_intent: reference.nullable().optional(),
  payment_link: reference.nullable().optional(),
  client_reference_id: z.string().max(200).nullable().optional(),
  customer_email: email.nullable().optional(),
  customer_details: z.looseObject({ email: email.nullable().optional() }).nullable().optional(),
})
export type CompletedSession = z.infer<typeof completedSession>

/** `payment_intent.payment_failed`: which intent. */
export const failedIntent = z.looseObject({ id: stripeId })

/** `charge.refunded`: the charge's intent, and Stripe's refunded amount. */
export const refundedCharge = z.looseObject({
  id: stripeId,
  payment_intent: reference.nullable(),
  amount,
  amount_refunded: amount,
  /** The PaymentIntent's metadata, which Stripe copies to its charge: the payment of ours it names. */
  metadata: z.record(z.string(), z.string()).nullable().optional(),
})
export type RefundedCharge = z.infer<typeof refundedCharge>

/**
 * `refund.created`, `refund.updated`, `refund.failed`, `charge.refund.updated`, and a refund Stripe
 * answers or lists: which refund, of which intent, how much and in what state; the refund row of
 * ours it carries in its metadata, if any.
 */
export const seenRefund = z.looseObject({
  id: stripeId,
  amount: amount.min(1),
  status: z.string().max(100).nullable(),
  payment_intent: reference.nullable().transform((v) => idOf(v)),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  failure_reason: z.string().max(100).nullable().optional(),
})
export type SeenRefund = z.output<typeof seenRefund>

/** `charge.dispute.created`: the disputed charge's intent. */
export const createdDispute = z.looseObject({ id: stripeId, payment_intent: reference.nullable() })

/** The schema of each event type the webhook acts on. */
export const EVENT_OBJECTS = {
  'checkout.session.completed': completedSession,
  'checkout.session.async_payment_succeeded': completedSession,
  'checkout.session.async_payment_failed': endedSession,
  'checkout.session.expired': endedSession,
  'payment_intent.payment_failed': failedIntent,
  'charge.refunded': refundedCharge,
  'refund.created': seenRefund,
  'refund.updated': seenRefund,
  'refund.failed': seenRefund,
  'charge.refund.updated': seenRefund,
  'charge.dispute.created': createdDispute,
} as const

/** Why an object does not fit its schema, in a line for the studio: the first fields at fault. */
export function unusableBecause(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(object)'}: ${issue.message}`)
    .join('; ')
}

/** An id of a field given as an id or an object. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)
