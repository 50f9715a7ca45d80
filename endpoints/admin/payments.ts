import { defineEndpoint, recordId } from '@/lib/endpoint'
import { refundPayment } from '@/lib/payments/admin'

/**
 * POST /api/admin/payments/{id}/refund {amount}: the studio refunds part or all of an online
 * payment (cents). 409 REFUND_TOO_LARGE over what remains, 409 NOT_REFUNDABLE for a payment that
 * took no money or is disputed. The answer is the payment with its new refunded amount.
 */
export const refundPaymentEndpoint = defineEndpoint.admin({
  path: '/admin/payments/:id/refund',
  method: 'post',
  maxBytes: 1024,
  handler: async ({ req, locale, body }) => ({
    status: 200,
    body: await refundPayment(req, recordId(req), body, locale),
  }),
})

export const paymentAdminEndpoints = [refundPaymentEndpoint]
