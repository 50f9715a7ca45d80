import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import { formatCents } from '@/i18n/money'
import { createBooking, type HeldSeat, type OnlinePayment } from '@/lib/bookings/operations'
import type { PublicBooking } from '@/lib/bookings/shape'
import type { CatalogueClass } from '@/lib/bookings/catalogue'
import { execute } from '@/lib/db/statements'
import { isUniqueViolation } from '@/lib/http/payload-errors'
import type { StoringContext } from '@/lib/http/endpoint'
import { HttpError } from '@/lib/http/errors'

import { depositCents, paymentAmounts } from './amounts'
import { openCheckout, expireCheckout } from './checkout'
import { CHECKOUT_MINUTES, stripeSettings } from './config'
import { paymentTexts } from './messages'
import { insertPayment, studioIsTaxed, type NewPayment } from './records'
import { releaseHold } from './release'
import { payments as P } from '@/platform/payload-tables'

/** Seconds a visitor is asked to wait before trying again when Stripe cannot be reached. */
export const PAYMENT_RETRY_AFTER_S = 60

/**
 * Fields a booking of a class paid online must not carry: its price is the catalogue's, and the
 * amount charged is computed here from it. A body that names one is refused rather than ignored,
 * so a client that believes it sets a price learns at once that it does not.
 */
export const PRICE_FIELDS = [
  'totalCost',
  'price',
  'amount',
  'unitAmount',
  'unit_amount',
  'subtotal',
  'total',
  'currency',
  'deposit',
  'depositPercent',
] as const

const namesPrice = (body: unknown) =>
  body !== null && typeof body === 'object' && PRICE_FIELDS.some((f) => Object.hasOwn(body, f))

/** What a class booked online costs before tax: its price, or the deposit share of it. */
export function classCharge(cls: CatalogueClass): { purpose: 'full' | 'deposit'; subtotal: number } {
  const price = Math.round(cls.price * 100)
  if (cls.onlinePayment === 'deposit' && cls.depositPercent) {
    return { purpose: 'deposit', subtotal: depositCents(price, cls.depositPercent) }
  }
  return { purpose: 'full', subtotal: price }
}

function offerName(seat: HeldSeat, purpose: 'full' | 'deposit'): string {
  const title = seat.titles[seat.locale]
  if (purpose === 'full') return title
  const t = paymentTexts(seat.locale).email
  return `${title} — ${fill(t.deposit, {
    percent: seat.cls.depositPercent ?? 0,
    price: formatCents(Math.round(seat.cls.price * 100), seat.locale),
  })}`
}

/** 503 PAYMENT_UNAVAILABLE with Retry-After, in the visitor's language: nothing was held. */
export const paymentUnavailable = (locale: Locale) =>
  new HttpError(503, 'PAYMENT_UNAVAILABLE', paymentTexts(locale).api.unavailable, {
    headers: { 'Retry-After': String(PAYMENT_RETRY_AFTER_S) },
  })

const sessionStored = (
  paymentId: number,
  session: { id: string; url: string; expiresAt: Date },
  answer: BookingAnswer,
  idempotency: StoringContext['idempotency'],
) => {
  const key = idempotency ? sql`, answer AS (${idempotency.insert(201, sql`${JSON.stringify(answer)}::jsonb`)})` : sql``
  return sql`WITH p AS (
      UPDATE ${P.table} SET ${P.checkout_session_id} = ${session.id}, ${P.checkout_url} = ${session.url},
        ${P.expires_at} = ${session.expiresAt.toISOString()}, ${P.updated_at} = now()
      WHERE ${P.id} = ${paymentId} RETURNING ${P.id})
    ${key}
    SELECT ${P.id} FROM p`
}

/** A pending payment recorded for a held seat, with the name of who holds it. */
export type HeldPayment = NewPayment & { id: number; name: string }

/**
 * Records the pending payment of a seat held for it, in the transaction that holds the seat: the
 * catalogue's price (or its deposit share), taxed when the studio charges taxes, in the language
 * of the booking, expiring with its Checkout.
 */
export async function holdSeatPayment(req: PayloadRequest, seat: HeldSeat): Promise<HeldPayment> {
  const taxed = await studioIsTaxed(req)
  const { purpose, subtotal } = classCharge(seat.cls)
  const payment: NewPayment = {
    ...paymentAmounts(subtotal, taxed),
    bookingId: seat.bookingId,
    purpose,
    offerName: offerName(seat, purpose),
    email: seat.email,
    locale: seat.locale,
    expiresAt: new Date(Date.now() + CHECKOUT_MINUTES * 60_000),
  }
  return { ...payment, id: await insertPayment(req, payment), name: seat.name }
}

export type BookingAnswer =
  PublicBooking | (Omit<PublicBooking, 'status'> & { status: 'pending_payment'; checkoutUrl: string })

/**
 * POST /api/class-bookings. Without STRIPE_SECRET_KEY, or for a class not paid online, exactly the
 * booking of src/lib/bookings. For a dated session of a class paid online:
 *
 * 1. the seat is held (booking `pending_payment`) and a pending payment recorded, in the booking's
 *    own transaction under the session's lock, with the price from the catalogue;
 * 2. Stripe's Checkout session is opened (Idempotency-Key derived from the payment id), outside any
 *    transaction, so no lock waits on Stripe;
 * 3. the session's id and address are stored with the answer to the request's Idempotency-Key,
 *    in one statement.
 *
 * If Stripe cannot be reached or refuses, the hold is released in this same request and the
 * visitor gets a 503 with Retry-After: nothing stays held, and the records show what happened.
 */
export async function bookClass(ctx: StoringContext): Promise<BookingAnswer> {
  const settings = stripeSettings()
  if (!settings) return createBooking(ctx)
  let held: HeldPayment | undefined
  const online: OnlinePayment = {
    takes: (cls, body, locale) => {
      if (cls.onlinePayment === 'none') return false
      if (namesPrice(body)) throw new HttpError(400, 'PRICE_NOT_ACCEPTED', paymentTexts(locale).api.priceNotAccepted)
      return true
    },
    hold: async (req: PayloadRequest, seat: HeldSeat) => {
      held = await holdSeatPayment(req, seat)
    },
  }
  const booking = await createBooking(ctx, online)
  if (!held) return booking
  const payment: NewPayment & { id: number } = held

  let session: Awaited<ReturnType<typeof openCheckout>>
  try {
    session = await openCheckout(ctx.payload, settings, payment)
  } catch (error) {
    ctx.payload.logger.error({ err: error, msg: `Stripe Checkout could not be opened for payment ${payment.id}` })
    await ctx.transaction(() => releaseHold(ctx.req, payment.id, 'failed'))
    throw paymentUnavailable(ctx.locale)
  }

  const answer: BookingAnswer = { ...booking, status: 'pending_payment', checkoutUrl: session.url }
  try {
    // One statement, atomic by itself: the session's id and address with the answer to the
    // Idempotency-Key (no BEGIN and COMMIT round trips on the visitor's wait).
    await execute(ctx.req, sessionStored(payment.id, session, answer, ctx.idempotency))
  } catch (error) {
    // Another request with the same Idempotency-Key answered first: this one's hold goes, and the
    // endpoint replays the first answer.
    if (isUniqueViolation(error)) {
      await expireCheckout(settings, payment.id, session.id).catch(() => {})
      await ctx.transaction(() => releaseHold(ctx.req, payment.id, 'canceled'))
    }
    throw error
  }
  return answer
}
