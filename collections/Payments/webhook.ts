import { installmentSettled } from '@/flows/settle-installment'
import { defineEndpoint } from '@/lib/define-endpoint'
import { receiveWebhook } from '@/lib/payments/webhook-request'

/**
 * POST /api/payments/stripe/webhook: Stripe's events (docs/payments.md). Not JSON-parsed, not
 * rate-limited, no Idempotency-Key: the body's bytes are what the signature covers, and Stripe's
 * event id is the idempotency key. The handler runs its own transaction, after the signature.
 */
export const stripeWebhook = defineEndpoint.public({
  path: '/stripe/webhook',
  method: 'post',
  json: false,
  transaction: false,
  idempotent: false,
  handler: async ({ req, payload, locale }) => ({
    status: 200,
    // The proposals' installments are settled by their flow, inside the event's transaction.
    body: await receiveWebhook(req, payload, locale, { installment: installmentSettled }),
  }),
})
