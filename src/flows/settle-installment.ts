/**
 * The proposal's branch of a settled Stripe payment (src/lib/payments/webhook.ts calls it inside its
 * transaction, after the payment was recorded paid and its receipt issued): the installment it was
 * made for is marked paid and the proposal booked (first payment) or paid (last).
 */
import type { PayloadRequest } from 'payload'

import { installmentOfPayment, markInstallmentPaid } from '@/lib/proposals/store'

/**
 * - `none`: the payment is not an installment's;
 * - `kept`: it paid its installment;
 * - `already-paid`: the installment was paid meanwhile by another payment: this one goes back in full.
 */
export async function installmentSettled(
  req: PayloadRequest,
  paymentId: number,
): Promise<'none' | 'kept' | 'already-paid'> {
  const installment = await installmentOfPayment(req, paymentId)
  if (!installment) return 'none'
  if (installment.status === 'paid') return installment.paymentId === paymentId ? 'kept' : 'already-paid'
  return (await markInstallmentPaid(req, installment.proposalId, installment.position, paymentId))
    ? 'kept'
    : 'already-paid'
}
