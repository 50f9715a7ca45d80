import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { findClass } from '@/lib/bookings/store'
import type { BookingContext } from '@/lib/bookings/status'
import type { Booking } from '@root/payload-types'

import { lateRefundCents } from './amounts'
import { refundableCents, type PaymentRecord } from './records'
import { openPaymentOf, refundablePayments, refundsSoFar, updatePayment } from './store'
import { recordRefund } from './refunds'

/**
 * The refund policy, applied where a booking is cancelled, whoever cancels it (/admin, /cms, the
 * client's link), in the cancellation's own transaction (the Bookings collection's hook):
 * - cancelled by the studio: everything that remains of its online payments is refunded;
 * - cancelled by the client before the class's cut-off: the same;
 * - cancelled by the client after it: the class's `lateCancellationRefundPercent` of what was paid;
 * - a payment still open (the client had not paid yet) is withdrawn: a payment that completes
 *   anyway finds the booking cancelled and is refunded in full (src/lib/payments/webhook.ts).
 *
 * Refunds are recorded here and sent to Stripe after the commit (sendPendingRefunds: by the
 * endpoint that cancelled, else by the payments sweep within a minute). The client gets an e-mail
 * with the amount once Stripe has made the refund.
 */
export const refundOnCancellation: CollectionAfterChangeHook<Booking> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status || doc.status !== 'cancelled') {
    return doc
  }
  const open = await openPaymentOf(req, doc.id)
  if (open) await updatePayment(req, open.id, { status: 'canceled' })
  const paid = await refundablePayments(req, doc.id)
  if (paid.length === 0) return doc
  const { selfService, lateCancellation } = context as BookingContext
  await refundByPolicy(req, paid, {
    owner: `booking-${doc.id}`,
    selfService: Boolean(selfService),
    late: Boolean(lateCancellation),
    latePercent: () => latePercent(req, doc.classType),
    locale: (doc.locale ?? 'en') as Locale,
  })
  return doc
}

export interface Cancelled {
  /** What was cancelled, for the refunds' keys: `booking-12`, `consultation-7`. */
  owner: string
  /** By its client (through their link), rather than by the studio. */
  selfService: boolean
  /** By its client after the cut-off: the offer's late share only. */
  late: boolean
  latePercent: () => Promise<number>
  locale: Locale
}

/**
 * Refunds what remains of `paid` by the policy above, in the cancellation's transaction (the
 * payments locked: refundablePayments): what really remains, since a refund Stripe refused or
 * failed is no longer counted. Each refund is recorded once: its key names the cancellation, the
 * payment, what was refunded or reserved before and how many refunds failed, so a cancellation
 * retried while its refund is on its way records nothing more, and one retried after a failure
 * refunds again. The ids of the refunds recorded, for sendPendingRefunds.
 */
export async function refundByPolicy(req: PayloadRequest, paid: PaymentRecord[], c: Cancelled): Promise<number[]> {
  const percent = c.selfService && c.late ? Math.max(0, Math.min(100, await c.latePercent())) : 100
  const recorded: number[] = []
  for (const payment of paid) {
    const taken = payment.amountRefunded + payment.amountRefundPending
    const amount = percent >= 100 ? refundableCents(payment) : lateRefundCents(payment.total, taken, percent)
    if (amount <= 0) continue
    const { failed } = await refundsSoFar(req, payment.id)
    const refund = await recordRefund(req, {
      payment,
      amount,
      reason: !c.selfService ? 'studio_cancelled' : c.late ? 'late_cancellation' : 'visitor_cancelled',
      requestedBy: c.selfService ? 'visitor' : 'studio',
      key: `${c.owner}-cancel-payment-${payment.id}-after-${taken}${failed ? `-failed-${failed}` : ''}`,
      locale: c.locale,
    })
    if (refund !== undefined) recorded.push(refund)
  }
  return recorded
}

async function latePercent(req: PayloadRequest, classId: string): Promise<number> {
  return (await findClass(req, classId))?.lateCancellationRefundPercent ?? 0
}
