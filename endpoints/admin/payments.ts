import { defineEndpoint, HttpError, recordId, requestUrl } from '@/lib/endpoint'
import { listPayments, refundPayment } from '@/lib/payments/admin'
import { PAYMENT_STATUSES, type PaymentStatus } from '@/lib/payments/model'

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

const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value)

/** GET /api/admin/payments: newest first; ?status= ?q= ?page ?limit ?format=csv. */
export const listPaymentsEndpoint = defineEndpoint.admin({
  path: '/admin/payments',
  method: 'get',
  handler: async (ctx) => {
    const status = requestUrl(ctx.req).searchParams.get('status')
    if (status !== null && !isPaymentStatus(status)) {
      throw new HttpError(400, 'INVALID_QUERY', `status must be one of ${PAYMENT_STATUSES.join(', ')}.`)
    }
    return listPayments(ctx, status ?? undefined)
  },
})

export const paymentAdminEndpoints = [listPaymentsEndpoint, refundPaymentEndpoint]
