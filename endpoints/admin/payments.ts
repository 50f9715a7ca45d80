import { kickOutbox } from '@/lib/email/outbox'
import { defineEndpoint, defineGet, HttpError, recordId, requestUrl } from '@/lib/define-endpoint'
import { listPayments } from '@/lib/payments/admin'
import {
  listPaymentsForTab,
  paymentMovementsCsv,
  paymentTotals,
  refundFromDashboard,
  retryRefundFromDashboard,
} from '@/lib/payments/dashboard'
import { paymentTexts } from '@/lib/payments/messages'
import { PAYMENT_STATUSES, type PaymentStatus } from '@/lib/payments/model'
import { createPaymentRequest, requestBalance, type RequestTarget } from '@/lib/payments/requests'
import { paymentRequestSchema, studioRefundSchema } from '@/lib/payments/schemas'

const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value)

/**
 * GET /api/admin/payments: newest first; ?status= ?q= ?page ?limit. JSON: the Payments tab's
 * cards (each payment with what it pays for and its refunds); ?format=csv: the payments, one row
 * each, amounts in cents.
 */
export const listPaymentsEndpoint = defineEndpoint.admin({
  path: '/admin/payments',
  method: 'get',
  handler: async (ctx) => {
    const params = requestUrl(ctx.req).searchParams
    const status = params.get('status')
    if (status !== null && !isPaymentStatus(status)) {
      throw new HttpError(400, 'INVALID_QUERY', `status must be one of ${PAYMENT_STATUSES.join(', ')}.`)
    }
    if (params.get('format') === 'csv') return listPayments(ctx, status ?? undefined)
    return listPaymentsForTab(ctx, status ?? undefined)
  },
})

/**
 * GET /api/admin/payment-movements (?q): the CSV the accountant reads: each payment that took money
 * and each refund, on its own day in Montreal, in dollars, refunds negative.
 */
export const paymentMovementsEndpoint = defineEndpoint.admin({
  path: '/admin/payment-movements',
  method: 'get',
  handler: (ctx) => paymentMovementsCsv(ctx),
})

/** GET /api/admin/payment-totals: sales, GST and QST collected and refunded, by month and quarter (America/Toronto). */
export const paymentTotalsForAdmin = defineGet.admin('/admin/payment-totals', ({ req }) => paymentTotals(req))

/**
 * POST /api/admin/payments/{id}/refunds `{ amount: "12.50", reason, requestId }`: the Payments
 * tab's refund form (the amount as typed, the studio's reason, the form's id). 201 with the refund
 * and the payment, 200 when the same form was already sent; 409 REFUND_TOO_LARGE (more than
 * remains) or NOT_REFUNDABLE, changing nothing.
 */
export const refundFromDashboardEndpoint = defineEndpoint.admin({
  path: '/admin/payments/:id/refunds',
  method: 'post',
  maxBytes: 8 * 1024,
  handler: async ({ req, payload, locale, body }) => {
    const id = recordId(req)
    if (id === undefined) throw new HttpError(404, 'NOT_FOUND', paymentTexts(locale).api.notFound)
    const input = studioRefundSchema.parse(body)
    const answer = await refundFromDashboard(req, id, input, locale)
    kickOutbox(payload)
    return { status: answer.replayed ? 200 : 201, body: answer }
  },
})

/**
 * POST /api/admin/refunds/{id}/retry: a refund Stripe refused or failed, sent again as a new refund
 * with its own Idempotency-Key. 201 with the new refund and the payment; 200 when it was already
 * retried; 409 NOT_FAILED, NOT_REFUNDABLE or REFUND_TOO_LARGE (what remains no longer covers it).
 */
export const retryRefundEndpoint = defineEndpoint.admin({
  path: '/admin/refunds/:id/retry',
  method: 'post',
  maxBytes: 1024,
  handler: async ({ req, payload, locale }) => {
    const id = recordId(req)
    if (id === undefined) throw new HttpError(404, 'NOT_FOUND', paymentTexts(locale).api.refundNotFound)
    const answer = await retryRefundFromDashboard(req, id, locale)
    kickOutbox(payload)
    return { status: answer.replayed ? 200 : 201, body: answer }
  },
})

/**
 * POST /api/admin/payments/{id}/balance-request: the rest of a paid deposit asked of the client
 * (its amount from the price as booked, never typed). 201 with the balance and the deposit; 200
 * when it was already requested; 409 NO_BALANCE, PAYMENT_PENDING or PAYMENTS_OFF.
 */
export const balanceRequestEndpoint = defineEndpoint.admin({
  path: '/admin/payments/:id/balance-request',
  method: 'post',
  maxBytes: 1024,
  handler: async ({ req, payload, locale }) => {
    const id = recordId(req)
    if (id === undefined) throw new HttpError(404, 'NOT_FOUND', paymentTexts(locale).api.notFound)
    const answer = await requestBalance(req, id, locale)
    kickOutbox(payload)
    return { status: answer.replayed ? 200 : 201, body: answer }
  },
})

const requestEndpoint = (kind: RequestTarget['kind'], path: string) =>
  defineEndpoint.admin({
    path,
    method: 'post',
    maxBytes: 8 * 1024,
    handler: async ({ req, payload, locale, body }) => {
      const id = recordId(req)
      if (id === undefined) throw new HttpError(404, 'NOT_FOUND', paymentTexts(locale).api.requestTargetNotFound)
      const input = paymentRequestSchema.parse(body)
      const payment = await createPaymentRequest(req, { kind, id }, input, locale)
      kickOutbox(payload)
      return { status: 201, body: payment }
    },
  })

/**
 * POST /api/admin/contacts/{id}/payment-requests and /api/admin/class-bookings/{id}/payment-requests
 * `{ amount: "250.00", descriptionEn, descriptionFr }`: 201 with the pending payment; the client is
 * e-mailed the link in their language. 409 PAYMENTS_OFF without Stripe.
 */
export const inquiryPaymentRequest = requestEndpoint('inquiry', '/admin/contacts/:id/payment-requests')
export const bookingPaymentRequest = requestEndpoint('booking', '/admin/class-bookings/:id/payment-requests')

export const paymentAdminEndpoints = [
  inquiryPaymentRequest,
  bookingPaymentRequest,
  listPaymentsEndpoint,
  paymentMovementsEndpoint,
  paymentTotalsForAdmin,
  refundFromDashboardEndpoint,
  retryRefundEndpoint,
  balanceRequestEndpoint,
]
