import { z } from 'zod'

import { V } from '@/lib/schemas/messages'

import { MAX_FORM_CENTS, parseCents } from './money'

/** The longest reason the studio gives for a refund (stored with it: refunds.note). */
export const REFUND_NOTE_MAX = 500

/**
 * An amount typed in dollars ("120", "120.50", "120,50"), read as integer cents (money.ts): the
 * form sends the text as typed, and the server reads it with the same rules.
 */
export const centsField = z.string({ error: V.amountInvalid }).transform((text, ctx) => {
  const cents = parseCents(text)
  if (cents === undefined) {
    ctx.addIssue({ code: 'custom', message: V.amountInvalid })
    return z.NEVER
  }
  if (cents <= 0) {
    ctx.addIssue({ code: 'custom', message: V.amountTooSmall })
    return z.NEVER
  }
  if (cents > MAX_FORM_CENTS) {
    ctx.addIssue({ code: 'custom', message: V.amountTooLarge })
    return z.NEVER
  }
  return cents
})

/**
 * POST /api/admin/payments/{id}/refunds: the amount, the studio's reason, and an id the form makes
 * when it opens, so a form sent twice (a double click, a retried request) refunds once.
 */
export const studioRefundSchema = z.object({
  amount: centsField,
  reason: z
    .string({ error: V.refundReasonRequired })
    .trim()
    .min(1, { error: V.refundReasonRequired })
    .max(REFUND_NOTE_MAX, { error: V.refundReasonTooLong }),
  requestId: z.uuid({ error: V.invalidValue }),
})
export type StudioRefundInput = z.input<typeof studioRefundSchema>
export type StudioRefund = z.output<typeof studioRefundSchema>

/** The longest description of a payment request, in each language (Checkout's line and the e-mail). */
export const REQUEST_DESCRIPTION_MAX = 200

const description = z
  .string({ error: V.descriptionRequired })
  .trim()
  .min(1, { error: V.descriptionRequired })
  .max(REQUEST_DESCRIPTION_MAX, { error: V.descriptionTooLong })

/**
 * POST /api/admin/contacts/{id}/payment-requests (and class-bookings): the amount before taxes as
 * typed, and what it is for in both languages (the client reads theirs).
 */
export const paymentRequestSchema = z.object({
  amount: centsField,
  descriptionEn: description,
  descriptionFr: description,
})
export type PaymentRequestInput = z.output<typeof paymentRequestSchema>
