import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { findClass } from '@/lib/bookings/catalogue'
import type { BookingContext } from '@/lib/bookings/status'
import { enqueueEmails } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import type { Booking } from '@/payload-types'

import { lateRefundCents } from './amounts'
import { refundEmail } from './emails'
import { openPaymentOf, refundablePayments, updatePayment } from './records'
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
 * with the amount.
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
  const percent = lateCancellation ? await latePercent(req, doc.classType) : 100
  const locale = (doc.locale ?? 'en') as Locale
  for (const payment of paid) {
    const amount =
      percent >= 100
        ? payment.total - payment.amountRefunded
        : lateRefundCents(payment.total, payment.amountRefunded, percent)
    if (amount <= 0) continue
    const refund = await recordRefund(req, {
      payment,
      amount,
      reason: !selfService ? 'studio_cancelled' : lateCancellation ? 'late_cancellation' : 'visitor_cancelled',
      requestedBy: selfService ? 'visitor' : 'studio',
      key: `booking-${doc.id}-cancel-payment-${payment.id}-after-${payment.amountRefunded}`,
      locale,
    })
    if (refund !== undefined) {
      await enqueueEmails(req, [refundEmail({ ...payment, name: doc.name }, amount, await studioInfo(req))])
    }
  }
  return doc
}

async function latePercent(req: PayloadRequest, classId: string): Promise<number> {
  const cls = await findClass(req, classId)
  return Math.max(0, Math.min(100, cls?.lateCancellationRefundPercent ?? 0))
}
