import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { consultationEmails } from '@/lib/consultations/emails'
import { consultationBooked } from '@/lib/consultations/inquiry-link'
import { createConsultation, type HoldLimits, type PublicConsultation } from '@/lib/consultations/operations'
import { loadConsultation, type StoredConsultation } from '@/lib/consultations/self-service'
import { confirmPaidConsultation } from '@/lib/consultations/store'
import { enqueueEmails } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import type { StoringContext } from '@/lib/http/json-call'
import { chargesTaxes } from '@/lib/receipts/document'
import type { ConsultationBooking } from '@root/payload-types'

import { paymentAmounts } from './amounts'
import { refundByPolicy } from './cancellation'
import { CHECKOUT_MINUTES, stripeSettings } from './config'
import { chargeName, checkoutHeld, offerCharge, refusePriceIn } from './hold'
import { chargeableOrRefuse } from './minimum'
import { type NewPayment, type PaymentRecord } from './records'
import { sendPendingRefunds } from './refunds'
import { withdrawCheckouts } from './withdraw'
import { consultationPayments, insertPayment, studioSeller, updatePayment } from './store'

/**
 * POST /api/consultations. Without STRIPE_SECRET_KEY, or for a type that is free or not paid
 * online, exactly the booking of src/lib/consultations. For a type paid online (in full or a
 * deposit of its CMS price), the time is held as `pending_payment` (under the same exclusion
 * constraint as a booked one, so nobody else can take it) with its pending payment, in the
 * booking's transaction; then Checkout is opened as for a class (checkoutHeld): 201
 * `pending_payment` with `checkoutUrl`, or a 503 in the visitor's language with the time released.
 * No e-mail goes out until the webhook records the payment.
 */
export async function bookConsultation(
  ctx: StoringContext,
  limits: HoldLimits,
): Promise<{ status: number; body: unknown } | Response> {
  const settings = stripeSettings()
  if (!settings) return createConsultation(ctx, limits)
  let held: (NewPayment & { id: number }) | undefined
  const booked = await createConsultation(ctx, limits, {
    takes: (type, body, locale) => {
      if (type.onlinePayment === 'none' || type.price <= 0) return false
      refusePriceIn(body, locale, 'consultation')
      return true
    },
    hold: async (req, booking, type) => {
      const { purpose, subtotal, fullPrice } = offerCharge(type)
      const seller = await studioSeller(req)
      const payment: NewPayment = {
        ...paymentAmounts(subtotal, chargesTaxes(seller)),
        bookingId: null,
        consultationId: booking.id,
        purpose,
        fullPrice,
        offerName: chargeName(type.names[booking.locale], type, purpose, booking.locale),
        email: booking.email,
        locale: booking.locale,
        expiresAt: new Date(Date.now() + CHECKOUT_MINUTES * 60_000),
        // What its receipt will say, as it is now: who books, the type in both languages, the studio.
        buyerName: booking.name,
        descriptions: { fr: type.names.fr, en: type.names.en },
        seller,
      }
      // Under Stripe's minimum (a deposit share set that low): a 400 before any call to Stripe.
      chargeableOrRefuse(payment.total, ctx.locale, 'booking')
      held = { ...payment, id: await insertPayment(req, payment) }
    },
  })
  if (!held || booked instanceof Response) return booked
  return { status: 201, body: await checkoutHeld<PublicConsultation>(ctx, settings, held, booked.body) }
}

/**
 * A consultation's payment that Stripe took (the webhook, in its transaction): the consultation
 * takes its time for good (`confirmed`, or `pending` when its type needs the studio's approval),
 * also after its hold was released if the time is still free, and only now are the visitor's
 * confirmation with its invitation and the studio's notice queued. `kept` false: the time went to
 * someone else meanwhile (or the consultation was cancelled), for the caller to refund.
 */
export async function consultationPaid(
  req: PayloadRequest,
  paid: PaymentRecord,
  settled: (() => Promise<void>)[],
): Promise<{ kept: boolean; name?: string }> {
  const found = await loadConsultation(req, paid.consultationId!)
  if (!found) return { kept: false }
  const name = found.message.name
  const status = found.type.approvalRequired ? ('pending' as const) : ('confirmed' as const)
  if (await confirmPaidConsultation(req, found.message.id, status)) {
    const message = { ...found.message, status }
    await enqueueEmails(req, await consultationEmails(message, 'booked', await studioInfo(req)))
    settled.push(() => consultationBooked(req.payload, message))
    return { kept: true, name }
  }
  // Paid twice for one consultation (a second Checkout of the same hold cannot happen, but a
  // payment request can): the consultation already holds its time.
  return { kept: found.row.status === 'confirmed' || found.row.status === 'pending', name }
}

/**
 * What a cancelled consultation gives back, in the cancellation's transaction: its open payment is
 * withdrawn (one that completes anyway is refunded by the webhook), and what was paid is refunded
 * by the policy of src/lib/payments/cancellation.ts with the type's late share. The refunds
 * recorded, for sendPendingRefunds once committed.
 */
export async function refundCancelledConsultation(
  req: PayloadRequest,
  found: Pick<StoredConsultation, 'message' | 'type'>,
  how: { selfService: boolean; late: boolean },
): Promise<number[]> {
  const id = found.message.id
  for (const open of await consultationPayments(req, id, 'open')) {
    await updatePayment(req, open.id, { status: 'canceled' })
  }
  const paid = await consultationPayments(req, id, 'refundable')
  if (paid.length === 0) return []
  return refundByPolicy(req, paid, {
    owner: `consultation-${id}`,
    selfService: how.selfService,
    late: how.late,
    latePercent: async () => found.type.lateCancellationRefundPercent,
    locale: found.message.locale,
  })
}

/**
 * The refunds of the consultations one call cancels (the client's link, the dashboard): recorded in
 * each cancellation's transaction by `onCancelled`, sent to Stripe by `send` after the commit.
 */
export function consultationRefunds() {
  const recorded: number[] = []
  return {
    onCancelled: async (
      req: PayloadRequest,
      found: StoredConsultation,
      how: { selfService: boolean; late: boolean },
    ) => {
      recorded.push(...(await refundCancelledConsultation(req, found, how)))
    },
    send: async (payload: Payload) => {
      // The open Checkout of a time no longer held is expired at Stripe, after the commit.
      await withdrawCheckouts(payload).catch((error: unknown) =>
        payload.logger.warn({ msg: `Checkouts not withdrawn yet: ${(error as Error).message}` }),
      )
      if (recorded.length === 0) return
      await sendPendingRefunds(payload, recorded).catch((error: unknown) =>
        payload.logger.warn({ msg: `Refunds not sent yet: ${(error as Error).message}` }),
      )
    },
  }
}

/**
 * A consultation cancelled or declined in /cms (through Payload, unlike the site's own calls): the
 * studio's cancellation, refunded in full in the edit's transaction. The refunds reach Stripe with
 * the payments loop, within a minute.
 */
export const refundConsultationOnCancel: CollectionAfterChangeHook<ConsultationBooking> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status) return doc
  if (doc.status !== 'cancelled' && doc.status !== 'declined') return doc
  const found = await loadConsultation(req, doc.id)
  if (found) await refundCancelledConsultation(req, found, { selfService: false, late: false })
  return doc
}
