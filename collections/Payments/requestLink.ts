import { defineEndpoint, HttpError } from '@/lib/define-endpoint'
import { paymentTexts } from '@/lib/payments/messages'
import { followRequestLink } from '@/lib/payments/requests'

/** Seconds a client is asked to wait when Stripe cannot be reached as the link is followed. */
const RETRY_AFTER_S = 60

/**
 * GET /api/payments/requests/{token}: the link of a payment request's e-mail. 303 to Stripe's
 * Checkout (opened or re-opened now, the same session when one is open), or to the return page
 * when the request is already paid; 404 for a link that names no request; 503 with Retry-After
 * when Stripe cannot be reached. No transaction of the endpoint's own: nothing is held while
 * Stripe answers (src/lib/payments/requests.ts).
 */
export const paymentRequestLink = defineEndpoint.public({
  path: '/requests/:token',
  method: 'get',
  transaction: false,
  idempotent: false,
  handler: async ({ req, payload, locale }) => {
    const token = typeof req.routeParams?.token === 'string' ? req.routeParams.token : undefined
    let target: string | undefined
    try {
      target = await followRequestLink(payload, token)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Checkout could not be opened for a payment request' })
      throw new HttpError(503, 'PAYMENT_UNAVAILABLE', paymentTexts(locale).api.unavailable, {
        headers: { 'Retry-After': String(RETRY_AFTER_S) },
      })
    }
    if (!target) throw new HttpError(404, 'NOT_FOUND', paymentTexts(locale).api.requestLinkInvalid)
    return new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } })
  },
})
