/**
 * The values of the payment records (collections/Payments, Refunds), shared by the collections,
 * the code that writes them and, later, the receipts and the dashboard that read them.
 */

/** How an offer (a class, a consultation type) is paid: at the studio, in full online, or a deposit online. */
export const ONLINE_PAYMENT_MODES = ['none', 'full', 'deposit'] as const
export type OnlinePaymentMode = (typeof ONLINE_PAYMENT_MODES)[number]

/** What a payment is for: the whole price, a deposit, the rest after a deposit, or a request sent by the studio. */
export const PAYMENT_PURPOSES = ['full', 'deposit', 'balance', 'request', 'installment'] as const
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number]

/**
 * - pending: a Checkout session is open (or being opened), or an asynchronous method is on its way;
 * - paid: Stripe took the money;
 * - expired: the visitor left Checkout unpaid (Stripe's expiry or the site's sweep);
 * - failed: Stripe could not be reached when opening it, or the payment was declined for good;
 * - refunded / partially_refunded: by what refunds have reached Stripe;
 * - disputed: the cardholder's bank opened a dispute;
 * - canceled: withdrawn before any money moved.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'expired',
  'failed',
  'refunded',
  'partially_refunded',
  'disputed',
  'canceled',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** The statuses in which Stripe holds money of the payment that can still go back. */
export const REFUNDABLE_STATUSES: readonly PaymentStatus[] = ['paid', 'partially_refunded']

export const REFUND_REASONS = [
  'studio_cancelled',
  'visitor_cancelled',
  'late_cancellation',
  'seat_unavailable',
  'other',
  'made_at_stripe',
  'second_charge',
  'wrong_amount',
  'request_withdrawn',
] as const
export type RefundReason = (typeof REFUND_REASONS)[number]

/**
 * - pending: recorded, its amount reserved on the payment, and not yet `succeeded` at Stripe: not sent
 *   yet (the payments sweep sends it again), or Stripe's `pending` / `requires_action`;
 * - succeeded: Stripe made it: booked on the payment, credited and e-mailed;
 * - failed: Stripe refused it, or it failed or was canceled later: its amount is refundable again.
 */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

/** The only currency the studio charges in. */
export const CURRENCY = 'cad'
