/**
 * A class booking without a session (a request with a preferred date), paid through a payment
 * request, cancelled by its client through the manage link. An outside tester cancelled one for a
 * full refund long after its date: the cut-off was counted from a session only, so a booking
 * without one was "early" for the 180 days its link lives. Its date now stands for the session:
 * the class's cut-off and late share count back from it, and once it has come (or when there is
 * none) the studio decides. Through the real handlers, with Stripe played by the fake on loopback.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { addDays, ownerDate } from '@/lib/consultations/rules'
import { signLink } from '@/lib/bookings/links'
import { requestToken } from '@/lib/payments/requests'
import type { StripeFake } from '@root/tests/fakes/stripe'

import { bearer } from './helpers/admin'
import { api, apiJson, type testPayload } from './helpers/api'
import { classWithSession } from './helpers/classes'
import { nextIp, uid, validBooking } from './helpers/public'
import { refundsOf, startPaymentsSuite, until } from './helpers/stripe'

// The manage page's view is a server module (Next's `server-only` marker refuses other importers).
vi.mock('server-only', () => ({}))
const { linkView } = await import('@/lib/bookings/link-view')

let payload: Awaited<ReturnType<typeof testPayload>>
let fake: StripeFake
let close: () => Promise<void>
let adminToken: string
let classId: string

const PRICE = 200
/** The class's rules: 48 hours' notice, and a quarter back after it. */
const CUTOFF_HOURS = 48
const LATE_PERCENT = 25

beforeAll(async () => {
  ;({ payload, fake, close, token: adminToken } = await startPaymentsSuite())
  ;({ classId } = await classWithSession(payload, {
    idPrefix: 'request-class',
    price: PRICE,
    cutoffHours: CUTOFF_HOURS,
    lateRefund: LATE_PERCENT,
  }))
}, 120_000)

afterAll(async () => {
  await close?.()
})

const today = () => ownerDate(Date.now())

/** A request for `preferredDate` (or none), in `locale`, without a session. */
async function request(preferredDate: string, locale: 'en' | 'fr' = 'en') {
  const res = await apiJson(`/api/class-bookings?locale=${locale}`, {
    method: 'POST',
    json: validBooking({ classType: classId, preferredDate, email: `request-${uid()}@example.ca`, totalCost: PRICE }),
    ip: nextIp(),
  })
  expect(res.status, JSON.stringify(res.data)).toBe(201)
  return Number(res.data.id)
}

/** The studio asks for the class's price through a payment request, and the client pays it. */
async function payByRequest(bookingId: number) {
  const asked = await apiJson(`/api/admin/class-bookings/${bookingId}/payment-requests`, {
    method: 'POST',
    json: { amount: `${PRICE}.00`, descriptionEn: 'Portrait class', descriptionFr: 'Cours de portrait' },
    headers: bearer(adminToken),
  })
  expect(asked.status, JSON.stringify(asked.data)).toBe(201)
  const paymentId = Number(asked.data.id)
  const opened = await api(`/api/payments/requests/${requestToken(paymentId)}`, { ip: nextIp() })
  expect(opened.status).toBe(303)
  const payment = await payload.findByID({ collection: 'payments', id: paymentId, overrideAccess: true, depth: 0 })
  fake.pay(payment.checkoutSessionId!)
  await fake.webhooksIdle()
  const paid = await payload.findByID({ collection: 'payments', id: paymentId, overrideAccess: true, depth: 0 })
  expect(paid.status).toBe('paid')
  return paid
}

const manageToken = (bookingId: number) =>
  signLink({ booking: bookingId, purpose: 'manage', expires: Math.floor(Date.now() / 1000) + 180 * 86_400 })

const cancel = (bookingId: number, locale: 'en' | 'fr' = 'en') =>
  apiJson(`/api/class-bookings/cancel?locale=${locale}`, {
    method: 'POST',
    json: { token: manageToken(bookingId) },
    ip: nextIp(),
  })

const bookingStatus = async (id: number) =>
  (await payload.findByID({ collection: 'bookings', id, overrideAccess: true, depth: 0 })).status

describe('cancelling a paid request without a session through its link', () => {
  it('well before its date: everything is refunded', async () => {
    const id = await request(addDays(today(), 10))
    const paid = await payByRequest(id)
    const res = await cancel(id)
    expect(res.status, JSON.stringify(res.data)).toBe(200)
    await until(async () => (await refundsOf(payload, paid.id)).length === 1)
    const [refund] = await refundsOf(payload, paid.id)
    expect(refund).toMatchObject({ amount: paid.total, reason: 'visitor_cancelled' })
  })

  it('within the class’s cut-off of its date: the class’s late share only', async () => {
    const id = await request(addDays(today(), 1))
    const paid = await payByRequest(id)
    const res = await cancel(id)
    expect(res.status, JSON.stringify(res.data)).toBe(200)
    expect(await bookingStatus(id)).toBe('cancelled')
    await until(async () => (await refundsOf(payload, paid.id)).length === 1)
    const [refund] = await refundsOf(payload, paid.id)
    // 25 % of what was paid, to the cent (halves up), never the whole.
    expect(refund).toMatchObject({ amount: Math.floor((paid.total * LATE_PERCENT * 2 + 100) / 200) })
    expect(refund!.reason).toBe('late_cancellation')
  })

  it('the date the studio set since counts, not the one first asked for', async () => {
    const id = await request(addDays(today(), 30))
    const paid = await payByRequest(id)
    await payload.update({
      collection: 'bookings',
      id,
      data: { preferredDate: addDays(today(), 1) },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect((await cancel(id)).status).toBe(200)
    await until(async () => (await refundsOf(payload, paid.id)).length === 1)
    expect((await refundsOf(payload, paid.id))[0]!.reason).toBe('late_cancellation')
  })

  it('once its date has come: refused in the client’s language, nothing refunded, the studio decides', async () => {
    const id = await request(addDays(today(), 20), 'fr')
    const paid = await payByRequest(id)
    // The class was given yesterday: the studio moved the date to it.
    await payload.update({
      collection: 'bookings',
      id,
      data: { preferredDate: addDays(today(), -1), status: 'confirmed' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const fr = await cancel(id, 'fr')
    expect(fr.status).toBe(409)
    expect(fr.data).toMatchObject({ error: 'DATE_PASSED' })
    expect(fr.data.message).toMatch(/^Le jour de ce cours est arrivé/)
    const en = await cancel(id, 'en')
    expect(en.data.message).toMatch(/^The day of this class has arrived/)
    expect(await bookingStatus(id)).toBe('confirmed')
    expect(await refundsOf(payload, paid.id)).toHaveLength(0)
    expect((await payload.findByID({ collection: 'payments', id: paid.id, overrideAccess: true })).status).toBe('paid')

    // The manage page says so, and offers no button.
    const view = await linkView(manageToken(id), 'manage', 'fr', { paymentsOnline: true })
    expect(view.booking).toMatchObject({ open: false, refusal: 'datePassed', dateOnly: true })
    expect(view.booking!.when).toMatch(/\d{4}/)
  })

  it('without any date: the studio decides, for a paid request only', async () => {
    const id = await request('')
    const paid = await payByRequest(id)
    const res = await cancel(id)
    expect(res.status).toBe(409)
    expect(res.data).toMatchObject({ error: 'NO_DATE' })
    expect(await refundsOf(payload, paid.id)).toHaveLength(0)
    const view = await linkView(manageToken(id), 'manage', 'en', { paymentsOnline: true })
    expect(view.booking).toMatchObject({ open: false, refusal: 'noDate' })

    // A request nobody paid for is cancelled as before, whatever its date.
    const unpaid = await request(addDays(today(), -3))
    expect((await cancel(unpaid)).status).toBe(200)
    expect(await bookingStatus(unpaid)).toBe('cancelled')
  })

  it('the manage page shows the date and the cut-off before it', async () => {
    const id = await request(addDays(today(), 10))
    await payByRequest(id)
    const open = await linkView(manageToken(id), 'manage', 'en', { paymentsOnline: true })
    expect(open.booking).toMatchObject({ open: true, dateOnly: true })
    expect(open.booking!.refusal).toBeUndefined()
    expect(open.booking!.deadline).toBeTruthy()
  })
})
