import type { PayloadRequest } from 'payload'

import type { UnpaidHoldLimits } from '@/lib/bookings/holds'
import { createBooking, type HeldSeat, type OnlinePayment } from '@/lib/bookings/operations'
import type { PublicBooking } from '@/lib/bookings/shape'
import type { StoringContext } from '@/lib/http/json-call'
import { chargesTaxes } from '@/lib/receipts/document'

import { paymentAmounts } from './amounts'
import { CHECKOUT_MINUTES, stripeSettings } from './config'
import { chargeName, checkoutHeld, offerCharge, refusePriceIn } from './hold'
import { chargeableOrRefuse } from './minimum'
import { type NewPayment } from './records'
import { insertPayment, studioSeller } from './store'

export type BookingAnswer =
  PublicBooking | (Omit<PublicBooking, 'status'> & { status: 'pending_payment'; checkoutUrl: string })

/** A pending payment recorded for a held seat, with the name of who holds it. */
export type HeldPayment = NewPayment & { id: number; name: string }

/**
 * Records the pending payment of a seat held for it, in the transaction that holds the seat: the
 * catalogue's price (or its deposit share), taxed when the studio charges taxes, in the language
 * of the booking, expiring with its Checkout, with what its receipt will say fixed now (the
 * buyer, the class in both languages, the studio and its tax numbers). A booking and a claim from the waitlist share it.
 */
export async function holdSeatPayment(req: PayloadRequest, seat: HeldSeat): Promise<HeldPayment> {
  const { purpose, subtotal, fullPrice } = offerCharge(seat.cls)
  const seller = await studioSeller(req)
  const payment: NewPayment = {
    ...paymentAmounts(subtotal, chargesTaxes(seller)),
    bookingId: seat.bookingId,
    consultationId: null,
    purpose,
    fullPrice,
    offerName: chargeName(seat.titles[seat.locale], seat.cls, purpose, seat.locale),
    email: seat.email,
    locale: seat.locale,
    expiresAt: new Date(Date.now() + CHECKOUT_MINUTES * 60_000),
    // What its receipt will say, as it is now: who books, the class in both languages, the studio.
    buyerName: seat.name,
    descriptions: { fr: seat.titles.fr, en: seat.titles.en },
    seller,
  }
  // Under Stripe's minimum (a class priced, or its deposit share set, that low): a 400 before any
  // call to Stripe, and the booking's transaction rolls back.
  chargeableOrRefuse(payment.total, seat.locale, 'booking')
  return { ...payment, id: await insertPayment(req, payment), name: seat.name }
}

/**
 * POST /api/class-bookings. Without STRIPE_SECRET_KEY, or for a class not paid online, exactly the
 * booking of src/lib/bookings. For a dated session of a class paid online, the seat is held
 * (booking `pending_payment`) and a pending payment recorded, in the booking's own transaction
 * under the session's lock, with the price from the catalogue, within the visitor's and the
 * session's share of seats held unpaid (`limits`, src/lib/bookings/holds.ts); then Checkout is
 * opened (checkoutHeld, src/lib/payments/hold.ts).
 */
export async function bookClass(ctx: StoringContext, limits: UnpaidHoldLimits): Promise<BookingAnswer> {
  const settings = stripeSettings()
  if (!settings) return createBooking(ctx)
  let held: HeldPayment | undefined
  const online: OnlinePayment = {
    limits,
    ip: ctx.ip,
    takes: (cls, body, locale) => {
      if (cls.onlinePayment === 'none') return false
      refusePriceIn(body, locale, 'class')
      return true
    },
    hold: async (req: PayloadRequest, seat: HeldSeat) => {
      held = await holdSeatPayment(req, seat)
    },
  }
  const booking = await createBooking(ctx, online)
  if (!held) return booking
  return checkoutHeld(ctx, settings, held, booking)
}
