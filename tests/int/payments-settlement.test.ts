import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { execute } from '@/lib/db/statements'
import { createCheckoutSession } from '@/lib/payments/checkout'
import { stripeSettings } from '@/lib/payments/config'
import { readPayment } from '@/lib/payments/store'
import { requestToken } from '@/lib/payments/requests'
import { signatureHeader, type StripeFake } from '@root/tests/fakes/stripe'

import { bearer } from './helpers/admin'
import { api, apiJson, type testPayload } from './helpers/api'
import { nextIp, uid, validBooking, validInquiry } from './helpers/public'
import {
  mailsTo as mailsToOf,
  paidClass,
  receiptsTo as receiptsToOf,
  refundsOf as refundsOfPayment,
  setTaxNumbers,
  startPaymentsSuite,
  until,
} from './helpers/stripe'

/*
 * How a payment is settled: only by a Checkout session the site opened and recorded, against the
 * amount Stripe answered when it created it. A session the site did not open changes nothing; a
 * second charge or a charge of another amount is booked, receipted and refunded in full at once;
 * a session nobody may pay any more is expired at Stripe; a signed event the site cannot read is
 * recorded and answered 200.
 */

let payload: Awaited<ReturnType<typeof testPayload>>
let fake: StripeFake
let close: () => Promise<void>
let token: string

beforeAll(async () => {
  ;({ payload, fake, close, token } = await startPaymentsSuite())
}, 120_000)

afterAll(async () => {
  await close?.()
})

beforeEach(async () => {
  await setTaxNumbers(payload, true)
  fake.setTaxRounding('half-up')
})

const admin = (path: string, options: { method?: string; json?: unknown } = {}) =>
  apiJson(path, { ...options, headers: bearer(token) })

const mailsTo = (to: string) => mailsToOf(payload, to)
const receiptsTo = (to: string) => receiptsToOf(payload, to)
const refundsOf = (paymentId: number) => refundsOfPayment(payload, paymentId)

function paidBody(classId: string, sessionId: number, overrides: Record<string, unknown> = {}) {
  const { totalCost: _, ...body } = validBooking({
    classType: classId,
    session: sessionId,
    preferredDate: '',
    email: `settle-${uid()}@example.ca`,
    ...overrides,
  })
  return body
}

const book = (body: unknown, locale: 'en' | 'fr' = 'en') =>
  apiJson(`/api/class-bookings?locale=${locale}`, { method: 'POST', json: body, ip: nextIp() })

async function paymentsOf(bookingId: number) {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { booking: { equals: bookingId } },
    sort: 'id',
    limit: 10,
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

const bookingStatus = async (id: number) =>
  (await payload.findByID({ collection: 'bookings', id, overrideAccess: true, depth: 0 })).status

async function heldBooking(options: Parameters<typeof paidClass>[1] = {}, locale: 'en' | 'fr' = 'en') {
  const made = await paidClass(payload, options)
  const res = await book(paidBody(made.classId, made.sessionId), locale)
  expect(res.status, JSON.stringify(res.data)).toBe(201)
  const [payment] = await paymentsOf(res.data.id)
  return {
    ...made,
    booking: res.data as { id: number; email: string },
    payment: payment!,
    cs: payment!.checkoutSessionId!,
  }
}

const incidents = async (kind: string) =>
  execute(payload, sql`SELECT * FROM stripe_incidents WHERE kind = ${kind} ORDER BY id`)

const alertTypes = async () =>
  ((await admin('/api/alerts')).data.alerts as { type: string; level: string; value: number }[]) ?? []

/** An inquiry with a payment request of `amount` (as typed), its payment id and the link's path. */
async function requestFor(amount: string, locale: 'en' | 'fr' = 'en') {
  const email = `request-${uid()}@example.ca`
  const made = await apiJson(`/api/contact?locale=${locale}`, {
    method: 'POST',
    json: validInquiry({ name: 'Camille Roy', email }),
    ip: nextIp(),
  })
  expect(made.status).toBeLessThan(300)
  const res = await admin(`/api/admin/contacts/${made.data.id}/payment-requests`, {
    method: 'POST',
    json: { amount, descriptionEn: 'Print order', descriptionFr: 'Commande de tirages' },
  })
  expect(res.status, JSON.stringify(res.data)).toBe(201)
  return {
    inquiryId: Number(made.data.id),
    paymentId: Number(res.data.id),
    email,
    path: `/api/payments/requests/${requestToken(res.data.id)}`,
  }
}

/** Follows a request's link: the Checkout session it opened (or reopened). */
async function followLink(path: string) {
  const res = await api(path, { ip: nextIp() })
  expect(res.status).toBe(303)
  const [row] = await execute(
    payload,
    sql`SELECT checkout_session_id FROM payments WHERE id = ${Number(path.split('/').pop()!.split('.')[0])}`,
  )
  return String(row!.checkout_session_id)
}

const sendSigned = (event: unknown) => {
  const raw = JSON.stringify(event)
  return apiJson('/api/payments/stripe/webhook', {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(raw, fake.webhookSecret) },
  })
}

describe('a paid Checkout session the site did not open', () => {
  it('settles nothing, whatever its client_reference_id and metadata say, and is recorded with a warning', async () => {
    const { booking, payment } = await heldBooking()
    const buyer = `link-${uid()}@example.ca`
    // A Payment Link where the buyer typed our payment's id, for the same amount.
    const foreign = fake.payForeign({
      amount: payment.total,
      email: buyer,
      clientReferenceId: String(payment.id),
      metadata: { payment_id: String(payment.id), booking_id: String(booking.id) },
      paymentLink: true,
    })
    await fake.webhooksIdle()
    expect(await bookingStatus(booking.id)).toBe('pending_payment')
    const [after] = await paymentsOf(booking.id)
    expect(after).toMatchObject({ status: 'pending', paymentIntentId: null })
    expect(await receiptsTo(booking.email)).toHaveLength(0)
    const [incident, ...more] = await incidents('foreign_session')
    expect(more).toEqual([])
    expect(incident).toMatchObject({
      reference: foreign.id,
      amount: String(payment.total),
      currency: 'cad',
      buyer_email: buyer,
    })
    expect(String(incident!.detail)).toContain('payment link plink_')
    // Delivered again: recorded once.
    const completed = fake
      .events()
      .find((e) => e.type === 'checkout.session.completed' && e.data.object.id === foreign.id)!
    await fake.redeliver(String(completed.id))
    expect(await incidents('foreign_session')).toHaveLength(1)
    expect(await alertTypes()).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'stripe_foreign_session', level: 'warning', value: 1 })]),
    )
    // The visitor's own session still settles their booking.
    fake.pay(payment.checkoutSessionId!)
    await fake.webhooksIdle()
    expect(await bookingStatus(booking.id)).toBe('confirmed')
  })
})

describe('a charge of another amount or currency than the session asked', () => {
  it('is booked, receipted and refunded in full at once; the seat is released; visitor (French) and studio are told', async () => {
    const { booking, payment, cs } = await heldBooking({ capacity: 1 }, 'fr')
    fake.pay(cs, { amountTotal: payment.total + 1_000 })
    await fake.webhooksIdle()
    const [asked, charge, ...more] = await paymentsOf(booking.id)
    expect(more).toEqual([])
    // The payment asked is not settled and its seat is released, as before.
    expect(asked).toMatchObject({ id: payment.id, status: 'failed', amountRefunded: 0 })
    expect(await bookingStatus(booking.id)).toBe('payment_expired')
    // The charge is a payment row of its own, paid and refunded in full under a key of the session
    // (booked as refunded once Stripe has made the refund).
    expect(charge).toMatchObject({ total: payment.total + 1_000, currency: 'cad' })
    expect(charge!.paymentIntentId).toMatch(/^pi_/)
    await until(async () => (await refundsOf(charge!.id)).some((r) => r.status === 'succeeded'))
    expect((await paymentsOf(booking.id))[1]).toMatchObject({ id: charge!.id, status: 'refunded' })
    const refunds = await refundsOf(charge!.id)
    expect(refunds).toEqual([
      expect.objectContaining({ amount: payment.total + 1_000, idempotencyKey: `checkout-${cs}-refund` }),
    ])
    const sent = fake.requests().filter((r) => r.path === '/v1/refunds' && r.idempotencyKey === `checkout-${cs}-refund`)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.params).toMatchObject({ amount: String(payment.total + 1_000) })
    // Receipted like any charge, and credited once Stripe refunded it: taxes net to zero.
    const [receipt, credit] = await receiptsTo(booking.email)
    expect(receipt).toMatchObject({
      kind: 'receipt',
      source: `payment:${charge!.id}`,
      totalCents: payment.total + 1_000,
    })
    expect(credit).toMatchObject({ kind: 'credit-note', totalCents: payment.total + 1_000, refersTo: receipt!.number })
    const r = receipt!.document as { gstCents: number; qstCents: number }
    const c = credit!.document as { gstCents: number; qstCents: number }
    expect([c.gstCents, c.qstCents]).toEqual([r.gstCents, r.qstCents])
    // The visitor, in French, and the studio.
    const mails = await mailsTo(booking.email)
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Votre paiement pour .+ est remboursé/)])
    expect(mails[0]!.text).toMatch(/plutôt que des/)
    const studio = await payload.find({
      collection: 'outbox',
      where: { kind: { equals: 'booking-studio' }, replyTo: { equals: booking.email } },
      overrideAccess: true,
    })
    expect(studio.docs.map((d) => d.subject)).toEqual([expect.stringMatching(/another amount|autre montant/)])
    expect(studio.docs[0]!.text).toContain(cs)
    expect(await alertTypes()).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'stripe_wrong_amount', level: 'warning' })]),
    )
  })

  it("tells the client only once Stripe has made the refund, with the e-mail of its cause, not a plain refund's", async () => {
    fake.setRefundStatus('pending')
    try {
      const { booking, payment, cs } = await heldBooking({}, 'fr')
      fake.pay(cs, { amountTotal: payment.total + 500 })
      await fake.webhooksIdle()
      const [, charge] = await paymentsOf(booking.id)
      await until(async () => (await refundsOf(charge!.id)).some((r) => r.stripeRefundId))
      const [refund] = await refundsOf(charge!.id)
      expect(refund).toMatchObject({ status: 'pending', reason: 'wrong_amount' })
      // Stripe has not made it: the charge stays paid, with no credit note and no word to the client yet.
      expect((await paymentsOf(booking.id))[1]).toMatchObject({ status: 'paid', amountRefunded: 0 })
      expect((await receiptsTo(booking.email)).map((d) => d.kind)).toEqual(['receipt'])
      expect(await mailsTo(booking.email)).toEqual([])
      fake.settleRefund(refund!.stripeRefundId!, 'succeeded')
      await until(async () => (await refundsOf(charge!.id))[0]!.status === 'succeeded')
      await until(async () => (await mailsTo(booking.email)).length > 0)
      const mails = await mailsTo(booking.email)
      expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Votre paiement pour .+ est remboursé/)])
      // The wrong amount's own words (the amount asked), not the plain refund's.
      expect(mails[0]!.text).toMatch(/plutôt que des/)
      expect(mails[0]!.text).not.toMatch(/Nous vous remboursons .+ de votre paiement pour/)
    } finally {
      fake.setRefundStatus('succeeded')
    }
  })

  it('another currency is refunded the same way, once however often the event is delivered, concurrently too', async () => {
    const { booking, payment, cs } = await heldBooking()
    const webhookUrl = fake.webhookUrl
    fake.setWebhookUrl(null)
    fake.pay(cs, { currency: 'usd' })
    const event = await fake.waitForEvent((e) => e.type === 'checkout.session.completed' && e.data.object.id === cs)
    fake.setWebhookUrl(webhookUrl)
    const deliveries = await fake.deliverConcurrently(String(event.id), 8)
    expect(deliveries.map((d) => d.status)).toEqual(Array(8).fill(200))
    await fake.redeliver(String(event.id))
    const [, charge, ...more] = await paymentsOf(booking.id)
    expect(more).toEqual([])
    expect(charge).toMatchObject({ currency: 'usd', total: payment.total })
    await until(async () => (await refundsOf(charge!.id)).some((r) => r.status === 'succeeded'))
    expect(await refundsOf(charge!.id)).toHaveLength(1)
    expect(
      fake.requests().filter((r) => r.path === '/v1/refunds' && r.idempotencyKey === `checkout-${cs}-refund`).length,
    ).toBe(1)
  })
})

describe('a second charge for something already paid', () => {
  it('is its own payment row, receipted, refunded in full with its own key and credit note, and the client told why', async () => {
    const { paymentId, email, path } = await requestFor('100.00', 'fr')
    const first = await followLink(path)
    // A second session of ours for the same request (two openings the site could not tell apart).
    const settings = stripeSettings()!
    const request = (await readPayment(payload, { id: paymentId }))!
    const second = await createCheckoutSession(payload, settings, request, {
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
      metadata: { payment_id: String(paymentId), purpose: 'request' },
      back: 'http://localhost:3000/fr/classes/payment',
      idempotencyKey: `second-${uid()}`,
    })
    fake.pay(first)
    await fake.webhooksIdle()
    fake.pay(second.id)
    await fake.webhooksIdle()
    const rowsOfRequest = () =>
      execute(
        payload,
        sql`SELECT id, status, total, amount_refunded FROM payments WHERE inquiry_id = (SELECT inquiry_id FROM payments WHERE id = ${paymentId}) ORDER BY id`,
      )
    const chargeId = Number((await rowsOfRequest())[1]!.id)
    await until(async () => (await refundsOf(chargeId)).some((r) => r.status === 'succeeded'))
    expect((await rowsOfRequest()).map((r) => [Number(r.id) === paymentId, r.status])).toEqual([
      [true, 'paid'],
      [false, 'refunded'],
    ])
    expect(await refundsOf(chargeId)).toEqual([
      expect.objectContaining({
        amount: request.total,
        idempotencyKey: `checkout-${second.id}-refund`,
        status: 'succeeded',
      }),
    ])
    await until(async () => (await receiptsTo(email)).length === 3)
    const docs = await receiptsTo(email)
    expect(docs.map((d) => [d.kind, d.source])).toEqual([
      ['receipt', `payment:${paymentId}`],
      ['receipt', `payment:${chargeId}`],
      ['credit-note', expect.stringMatching(/^refund:/)],
    ])
    expect(docs[2]!.refersTo).toBe(docs[1]!.number)
    // The charge's receipt and credit note say what the request's does: the client, both
    // descriptions and the studio as they were when the request was made.
    for (const doc of docs.slice(1)) {
      expect(doc.document).toMatchObject({
        buyer: { name: 'Camille Roy', email },
        seller: { legalName: 'Studio Lumière inc.', gstNumber: '123456789 RT0001' },
      })
    }
    const [kept] = await execute(
      payload,
      sql`SELECT buyer_name, description_fr, description_en, seller FROM payments WHERE id = ${chargeId}`,
    )
    expect(kept).toMatchObject({
      buyer_name: 'Camille Roy',
      description_fr: 'Commande de tirages',
      description_en: 'Print order',
      seller: expect.objectContaining({ legalName: 'Studio Lumière inc.' }),
    })
    const mails = (await mailsTo(email)).filter((m) => /deuxième paiement/.test(m.subject))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('Camille Roy')
    expect(await alertTypes()).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'stripe_second_charge' })]),
    )
  })
})

describe('half a cent of tax, however Stripe rounds it', () => {
  for (const mode of ['half-up', 'half-even', 'half-down'] as const) {
    it(`a $12.50 request settles at Stripe's amounts, its receipt showing Stripe's tax lines (${mode})`, async () => {
      fake.setTaxRounding(mode)
      const { paymentId, email, path } = await requestFor('12.50')
      const cs = await followLink(path)
      const session = fake.object(cs)!
      // GST on $12.50 is 62.5 ¢: 63 half up, 62 half even or half down. QST 124.6875 ¢: 125.
      const gst = mode === 'half-up' ? 63 : 62
      expect(session.amount_total).toBe(1_250 + gst + 125)
      fake.pay(cs)
      await fake.webhooksIdle()
      const paid = (await readPayment(payload, { id: paymentId }))!
      expect(paid).toMatchObject({ status: 'paid', subtotal: 1_250, gst, qst: 125, total: 1_250 + gst + 125 })
      expect(await refundsOf(paymentId)).toEqual([])
      const [receipt] = await receiptsTo(email)
      expect(receipt!.document).toMatchObject({
        subtotalCents: 1_250,
        gstCents: gst,
        qstCents: 125,
        totalCents: 1_250 + gst + 125,
      })
    })
  }
})

describe("Stripe's minimum charge", () => {
  it('a request under $0.50 with its taxes is a 400 in both languages, before any call to Stripe', async () => {
    const made = await apiJson('/api/contact?locale=en', {
      method: 'POST',
      json: validInquiry({ email: `min-${uid()}@example.ca` }),
      ip: nextIp(),
    })
    const before = fake.requests().length
    for (const locale of ['en', 'fr'] as const) {
      const res = await apiJson(`/api/admin/contacts/${made.data.id}/payment-requests?locale=${locale}`, {
        method: 'POST',
        json: { amount: '0.01', descriptionEn: 'Tip', descriptionFr: 'Pourboire' },
        headers: bearer(token),
      })
      expect(res.status).toBe(400)
      expect(res.data.error).toBe('AMOUNT_TOO_SMALL')
      expect(res.data.message).toMatch(
        locale === 'fr' ? /ne peut pas prélever moins de 0,50\s\$/ : /cannot charge less than \$0\.50/,
      )
    }
    expect(fake.requests().length).toBe(before)
    // With GST and QST, $0.43 is $0.49 (refused) and $0.44 is $0.50 (what Stripe takes at least).
    const ask = (amount: string) =>
      admin(`/api/admin/contacts/${made.data.id}/payment-requests`, {
        method: 'POST',
        json: { amount, descriptionEn: 'Tip', descriptionFr: 'Pourboire' },
      })
    expect((await ask('0.43')).status).toBe(400)
    const ok = await ask('0.44')
    expect(ok.status).toBe(201)
    expect(ok.data.total).toBe(50)
  })

  it('a class whose deposit is under it refuses the booking with 400; the CMS refuses such a setting', async () => {
    const made = await paidClass(payload, { onlinePayment: 'deposit', depositPercent: 10, price: 50 })
    // Set below the minimum before the CMS checked it (10 % of $4 = 40 ¢).
    await execute(payload, sql`UPDATE classes SET price = 4 WHERE class_id = ${made.classId}`)
    const before = fake.requests().length
    const res = await book(paidBody(made.classId, made.sessionId), 'fr')
    expect(res.status).toBe(400)
    expect(res.data.error).toBe('AMOUNT_TOO_SMALL')
    expect(res.data.message).toMatch(/minimum de 0,50\s\$/)
    expect(fake.requests().length).toBe(before)
    const { totalDocs } = await payload.count({
      collection: 'bookings',
      where: { session: { equals: made.sessionId } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
    // The CMS shows the reason under the Online payment field.
    const fieldError = (made: Promise<unknown>) =>
      made.then(
        () => 'saved',
        (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors?.[0],
      )
    expect(
      await fieldError(paidClass(payload, { onlinePayment: 'deposit', depositPercent: 10, price: 4 })),
    ).toMatchObject({
      path: 'onlinePayment',
      message: expect.stringMatching(/charge \$0\.40 before tax, under the payment processor’s minimum of \$0\.50/),
    })
    expect(await fieldError(paidClass(payload, { onlinePayment: 'full', price: 0 }))).toMatchObject({
      path: 'onlinePayment',
    })
    // A deposit of $0.50 or more is accepted.
    expect(await fieldError(paidClass(payload, { onlinePayment: 'deposit', depositPercent: 10, price: 5 }))).toBe(
      'saved',
    )
  })
})

describe('a session nobody may pay any more is expired at Stripe', () => {
  it('a held booking cancelled by the studio: its Checkout is expired at once', async () => {
    const { booking, cs } = await heldBooking()
    expect(fake.object(cs)!.status).toBe('open')
    const res = await admin(`/api/admin/class-bookings/${booking.id}`, {
      method: 'PATCH',
      json: { status: 'cancelled' },
    })
    expect(res.status).toBe(200)
    expect(fake.object(cs)!.status).toBe('expired')
  })

  it('a payment request of a booking cancelled through the manage link: expired; paid anyway, it is refunded in full with the e-mail', async () => {
    const { booking, payment, cs } = await heldBooking({}, 'fr')
    fake.pay(cs)
    await fake.webhooksIdle()
    const asked = await admin(`/api/admin/class-bookings/${booking.id}/payment-requests`, {
      method: 'POST',
      json: { amount: '40.00', descriptionEn: 'Prints', descriptionFr: 'Tirages' },
    })
    expect(asked.status).toBe(201)
    const requestId = Number(asked.data.id)
    const requestSession = await followLink(`/api/payments/requests/${requestToken(requestId)}`)
    const { manageUrl } = await import('@/lib/bookings/links')
    const manage = new URL(
      manageUrl({ id: booking.id }, 'fr', new Date(Date.now() + 7 * 24 * 3600_000)),
    ).searchParams.get('token')
    // Stripe cannot be reached when the cancellation tries to withdraw the request's Checkout…
    fake.failNext({ mode: 503, path: `/v1/checkout/sessions/${requestSession}/expire`, count: 4 })
    const cancelled = await apiJson('/api/class-bookings/cancel', {
      method: 'POST',
      json: { token: manage },
      ip: nextIp(),
    })
    expect(cancelled.status).toBe(200)
    await new Promise((r) => setTimeout(r, 300))
    fake.clearFaults()
    expect((await readPayment(payload, { id: requestId }))!.status).toBe('canceled')
    // …and the client pays it meanwhile: kept in the books, then refunded in full, and told why.
    fake.pay(requestSession)
    await fake.webhooksIdle()
    await until(async () => (await refundsOf(requestId)).some((r) => r.status === 'succeeded'))
    expect(await refundsOf(requestId)).toEqual([
      expect.objectContaining({ amount: asked.data.total, idempotencyKey: `payment-${requestId}-withdrawn` }),
    ])
    expect((await readPayment(payload, { id: requestId }))!.status).toBe('refunded')
    const mails = await mailsTo(booking.email)
    expect(mails.some((m) => /retrait de cette demande/.test(String(m.text)))).toBe(true)
    expect(payment.id).not.toBe(requestId)
  })

  it('a request on an inquiry marked lost: its open Checkout is withdrawn by the payments loop', async () => {
    const { inquiryId, paymentId, path } = await requestFor('80.00')
    const cs = await followLink(path)
    const moved = await admin(`/api/admin/contacts/${inquiryId}`, {
      method: 'PATCH',
      json: { stage: 'lost', lostReason: 'budget' },
    })
    expect(moved.status, JSON.stringify(moved.data)).toBe(200)
    const { sweepPayments } = await import('@/lib/payments/sweep')
    const swept = await sweepPayments(payload)
    expect(swept.withdrawn).toBeGreaterThanOrEqual(1)
    expect(fake.object(cs)!.status).toBe('expired')
    expect((await readPayment(payload, { id: paymentId }))!.status).toBe('canceled')
  })

  it('a request on a booking whose waitlist offer lapsed: withdrawn and expired by the payments loop', async () => {
    const held = await heldBooking({ capacity: 1 })
    const waiting = await book(paidBody(held.classId, held.sessionId, { waitlist: true }))
    expect(waiting.data.status).toBe('waitlisted')
    const asked = await admin(`/api/admin/class-bookings/${waiting.data.id}/payment-requests`, {
      method: 'POST',
      json: { amount: '25.00', descriptionEn: 'Materials', descriptionFr: 'Matériel' },
    })
    expect(asked.status).toBe(201)
    const requestSession = await followLink(`/api/payments/requests/${requestToken(asked.data.id)}`)
    await admin(`/api/admin/class-bookings/${held.booking.id}`, { method: 'PATCH', json: { status: 'cancelled' } })
    // The offer runs out unclaimed.
    await execute(
      payload,
      sql`UPDATE bookings SET offer_expires_at = now() - interval '1 minute' WHERE id = ${waiting.data.id}`,
    )
    const { lapseExpiredOffers } = await import('@/lib/bookings/housekeeping')
    expect(await lapseExpiredOffers(payload)).toBeGreaterThanOrEqual(1)
    expect(await bookingStatus(waiting.data.id)).toBe('lapsed')
    const { sweepPayments } = await import('@/lib/payments/sweep')
    await sweepPayments(payload)
    expect(fake.object(requestSession)!.status).toBe('expired')
    expect((await readPayment(payload, { id: Number(asked.data.id) }))!.status).toBe('canceled')
  })

  it('a waitlist claim supersedes an open payment request: 200, the request withdrawn and its Checkout expired', async () => {
    const held = await heldBooking({ capacity: 1 })
    const waiting = await book(paidBody(held.classId, held.sessionId, { waitlist: true }))
    expect(waiting.data.status).toBe('waitlisted')
    const asked = await admin(`/api/admin/class-bookings/${waiting.data.id}/payment-requests`, {
      method: 'POST',
      json: { amount: '25.00', descriptionEn: 'Materials', descriptionFr: 'Matériel' },
    })
    expect(asked.status).toBe(201)
    const requestSession = await followLink(`/api/payments/requests/${requestToken(asked.data.id)}`)
    const cancelled = await admin(`/api/admin/class-bookings/${held.booking.id}`, {
      method: 'PATCH',
      json: { status: 'cancelled' },
    })
    expect(cancelled.status).toBe(200)
    const offered = await payload.findByID({
      collection: 'bookings',
      id: waiting.data.id,
      overrideAccess: true,
      depth: 0,
    })
    const { claimUrl } = await import('@/lib/bookings/links')
    const claimToken = new URL(claimUrl(offered.id, new Date(offered.offerExpiresAt!), 'en')).searchParams.get('token')
    const claim = await apiJson('/api/class-bookings/claim?locale=en', {
      method: 'POST',
      json: { token: claimToken },
      ip: nextIp(),
    })
    expect(claim.status, JSON.stringify(claim.data)).toBe(200)
    expect(claim.data.status).toBe('pending_payment')
    expect((await readPayment(payload, { id: Number(asked.data.id) }))!.status).toBe('canceled')
    expect(fake.object(requestSession)!.status).toBe('expired')
  })
})

describe('a session of ours completed with nothing charged', () => {
  it('books and refunds nothing, releases the hold and is recorded (200, not a refusal Stripe retries)', async () => {
    const { booking, payment, cs } = await heldBooking()
    const event = {
      id: `evt_${uid()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { ...fake.object(cs), status: 'complete', payment_status: 'no_payment_required', amount_total: 0 },
      },
    }
    const res = await sendSigned(event)
    expect(res.status, JSON.stringify(res.data)).toBe(200)
    expect(res.data.outcome).toBe('handled')
    expect((await paymentsOf(booking.id)).map((p) => p.status)).toEqual(['failed'])
    expect(await refundsOf(payment.id)).toEqual([])
    expect(await bookingStatus(booking.id)).toBe('payment_expired')
    expect((await incidents('wrong_amount')).some((r) => r.reference === cs)).toBe(true)
  })
})

describe('signed events the site cannot use', () => {
  it('answer 200, are recorded once with why, and raise a warning', async () => {
    const bigId = {
      id: `evt_${uid()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_test_${uid()}`,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 51_624,
          currency: 'cad',
          metadata: { payment_id: '99999999999' },
          client_reference_id: '99999999999',
        },
      },
    }
    const lots = {
      id: `evt_${uid()}`,
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: { id: `ch_${uid()}`, object: 'charge', payment_intent: 'pi_x', amount: 100, amount_refunded: 'lots' },
      },
    }
    const huge = {
      id: `evt_${uid()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: `cs_test_${uid()}`, payment_status: 'paid', amount_total: 1e30, currency: 'cad' } },
    }
    const a = await sendSigned(bigId)
    expect(a.status).toBe(200)
    expect(a.data.outcome).toBe('foreign')
    for (const event of [lots, huge]) {
      const res = await sendSigned(event)
      expect(res.status, JSON.stringify(res.data)).toBe(200)
      expect(res.data.outcome).toBe('unusable')
      const again = await sendSigned(event)
      expect(again.data.outcome).toBe('duplicate')
    }
    const rows = await incidents('unusable_event')
    const mine = rows.filter((r) => r.reference === lots.id || r.reference === huge.id)
    expect(mine).toHaveLength(2)
    expect(String(mine.find((r) => r.reference === lots.id)!.detail)).toContain('amount_refunded')
    expect(await alertTypes()).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'stripe_unusable_event', level: 'warning' })]),
    )
  })
})
