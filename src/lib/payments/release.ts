import type { PayloadRequest } from 'payload'

import { lockBookingStatus } from '@/lib/bookings/store'
import { releaseConsultationHold } from '@/lib/consultations/store'

import type { PaymentStatus } from './model'
import { lockPaymentWithSeat } from './records'
import { updatePayment } from './store'

/**
 * Ends a pending payment unpaid (`expired`, `failed` or `canceled`) and frees the seat its booking
 * held, in the request's transaction: the booking becomes `payment_expired` through Payload, so the
 * collection's hooks pass the freed seat to the waitlist as for any cancellation. A consultation's
 * time is freed the same way (`pending_payment` → `payment_expired`). A payment that
 * is no longer pending (paid meanwhile, or already released) is left as it is. True when it
 * released something.
 */
export async function releaseHold(
  req: PayloadRequest,
  paymentId: number,
  status: Extract<PaymentStatus, 'expired' | 'failed' | 'canceled'>,
): Promise<boolean> {
  const payment = await lockPaymentWithSeat(req, { id: paymentId })
  if (!payment || payment.status !== 'pending') return false
  await updatePayment(req, payment.id, { status })
  if (payment.consultationId !== null) await releaseConsultationHold(req, payment.consultationId)
  if (payment.bookingId === null) return true
  if ((await lockBookingStatus(req, payment.bookingId)) !== 'pending_payment') return true
  await req.payload.update({
    collection: 'bookings',
    id: payment.bookingId,
    data: { status: 'payment_expired' },
    depth: 0,
    req,
    overrideAccess: true,
  })
  return true
}
