import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { execute } from '@/lib/db/statements'
import { inLocalTransaction } from '@/lib/db/transaction'
import { releaseHold } from '@/lib/payments/release'
import { sweepPayments } from '@/lib/payments/sweep'
import { signatureHeader, type StripeFake } from '@root/tests/fakes/stripe'

import { bearer } from './helpers/admin'
import { apiJson, type testPayload } from './helpers/api'
import { nextIp, uid, validBooking } from './helpers/public'
import {
  mailsTo as mailsToOf,
  paidClass,
  receiptsTo as receiptsToOf,
  refundsOf as refundsOfPayment,
  setTaxNumbers,
  startPaymentsSuite,
  until,
} from './helpers/stripe'

let payload: Awaited<ReturnType<typeof testPayload>>
let fake: StripeFake
let close: () => Promise<void>
let adminToken: string
/** Where the fake delivers events; a test sets it aside to hold deliveries back, then restores it. */
let webhookUrl: string

beforeAll(async () => {
  ;({ payload, fake, close, token: adminToken } = await startPaymentsSuite())
  webhookUrl = fake.webhookUrl!
}, 120_000)

afterAll(async () => {
  await close?.()
})

/** Registered for GST and QST (both numbers), or a small supplier (none). */
beforeEach(async () => {
  await setTaxNumbers(payload, true)
})

/** The booking form's body for a class paid online: no price. */
function paidBody(classId: string, sessionId: number, overrides: Record<string, unknown> = {}) {
  const { totalCost: _, ...body } = validBooking({
    classType: classId,
    session: sessionId,
    preferredDate: '',
    email: `pay-${uid()}@example.ca`,
    ...overrides,
  })
  return body
}

const book = (body: unknown, locale: 'en' | 'fr' = 'en', headers?: Record<string, string>) =>
  apiJson(`/api/class-bookings?locale=${locale}`, { method: 'POST', json: body, ip: nextIp(), headers })

async function paymentOf(bookingId: number) {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { booking: { equals: bookingId } },
    sort: '-id',
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]!
}

const bookingStatus = async (id: number) =>
  (await payload.findByID({ collection: 'bookings', id, overrideAccess: true, depth: 0 })).status

const mailsTo = (to: string) => mailsToOf(payload, to)
const receiptsTo = (to: string) => receiptsToOf(payload, to)
const refundsOf = (paymentId: number) => refundsOfPayment(payload, paymentId)

const sessionTaken = async (sessionId: number) =>
  (await apiJson(`/api/class-bookings/sessions`)).data.sessions?.find((s: { id: number }) => s.id === sessionId)

const checkoutRequests = () => fake.requests().filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')

describe('booking a session of a class paid online', () => {
  it('answers 201 pending_payment with the Checkout address, holds the seat, and opens Checkout with the CMS price in French', async () => {
    const { classId, sessionId } = await paidClass(payload, { capacity: 3 })
    const before = checkoutRequests().length
    const res = await book(paidBody(classId, sessionId), 'fr')
    expect(res.status).toBe(201)
    expect(res.data).toMatchObject({ status: 'pending_payment', totalCost: 449 })
    expect(res.data.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//)
    expect(await bookingStatus(res.data.id)).toBe('pending_payment')

    const payment = await paymentOf(res.data.id)
    expect(payment).toMatchObject({
      status: 'pending',
      purpose: 'full',
      subtotal: 44_900,
      gst: 2_245,
      qst: 4_479,
      total: 51_624,
      currency: 'cad',
      gstRate: 5,
      qstRate: 9.975,
      locale: 'fr',
      offerName: 'Maîtrise du portrait',
    })
    expect(payment.checkoutSessionId).toMatch(/^cs_/)
    expect(new Date(payment.expiresAt!).getTime() - Date.now()).toBeGreaterThan(29 * 60_000)

    const [request] = checkoutRequests().slice(before)
    expect(request!.idempotencyKey).toBe(`payment-${payment.id}-checkout`)
    const p = request!.params as Record<string, any>
    expect(p).toMatchObject({ mode: 'payment', currency: 'cad', locale: 'fr-CA', customer_email: payment.email })
    expect(p.metadata.payment_id).toBe(String(payment.id))
    expect(p.line_items[0].price_data).toMatchObject({ currency: 'cad', unit_amount: '44900' })
    expect(p.line_items[0].price_data.product_data.name).toBe('Maîtrise du portrait')
    expect(p.line_items[0].tax_rates).toHaveLength(2)
    const expires = Number(p.expires_at) * 1000 - Date.now()
    expect(expires).toBeGreaterThan(30 * 60_000 - 5_000)
    expect(expires).toBeLessThan(31 * 60_000)
    expect(p.success_url).toContain('/fr/classes/payment?ref=')

    // Every call the site made to Stripe carried an Idempotency-Key.
    expect(fake.requests().filter((r) => r.method === 'POST' && !r.idempotencyKey)).toEqual([])
    // The hold counts against the seats; no e-mail went out yet. The sessions call tells the form
    // that this session is paid online (the cached page cannot know the site's keys).
    expect(await sessionTaken(sessionId)).toMatchObject({ seatsLeft: 2, payment: { mode: 'full' } })
    expect(await mailsTo(payment.email)).toHaveLength(0)
  })

  it('refuses a body that names a price or an amount (400), storing nothing', async () => {
    const { classId, sessionId } = await paidClass(payload)
    for (const field of [{ totalCost: 1 }, { price: 1 }, { amount: 100 }, { currency: 'usd' }]) {
      const body = { ...paidBody(classId, sessionId), ...field }
      const res = await book(body)
      expect(res.status, JSON.stringify(field)).toBe(400)
      expect(res.data.error).toBe('PRICE_NOT_ACCEPTED')
    }
    const { totalDocs } = await payload.count({
      collection: 'bookings',
      where: { session: { equals: sessionId } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('a deposit is its share of the price, rounded to the cent; a small supplier charges no tax', async () => {
    await setTaxNumbers(payload, false)
    const { classId, sessionId } = await paidClass(payload, {
      onlinePayment: 'deposit',
      depositPercent: 33,
      price: 449,
    })
    const before = checkoutRequests().length
    const res = await book(paidBody(classId, sessionId))
    expect(res.status).toBe(201)
    const payment = await paymentOf(res.data.id)
    expect(payment).toMatchObject({ purpose: 'deposit', subtotal: 14_817, gst: 0, qst: 0, total: 14_817, gstRate: 0 })
    expect((await sessionTaken(sessionId)).payment).toEqual({ mode: 'deposit', depositPercent: 33 })
    const p = checkoutRequests().slice(before)[0]!.params as Record<string, any>
    expect(p.locale).toBe('en')
    expect(p.line_items[0].tax_rates).toBeUndefined()
    expect(p.line_items[0].price_data.unit_amount).toBe('14817')
  })

  it('without online payment on the class, the booking is exactly as before', async () => {
    const { classId, sessionId } = await paidClass(payload, { onlinePayment: 'none', price: 150 })
    const before = fake.requests().length
    const res = await book(validBooking({ classType: classId, session: sessionId, preferredDate: '' }))
    expect(res.status).toBe(201)
    expect(res.data).toMatchObject({ status: 'pending', totalCost: 150 })
    expect(res.data.checkoutUrl).toBeUndefined()
    expect(fake.requests().length).toBe(before)
    expect((await sessionTaken(sessionId)).payment).toBeUndefined()
  })

  it('Stripe unreachable: 503 with Retry-After in the visitor language, the seat released at once', async () => {
    const { classId, sessionId } = await paidClass(payload, { capacity: 1 })
    fake.failNext({ mode: 503, path: '/v1/checkout/sessions', count: 4 })
    const body = paidBody(classId, sessionId)
    const res = await book(body, 'fr')
    fake.clearFaults()
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('60')
    expect(res.data.error).toBe('PAYMENT_UNAVAILABLE')
    expect(res.data.message).toMatch(/paiement en ligne est indisponible/)
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { session: { equals: sessionId } },
      overrideAccess: true,
    })
    expect(docs.map((d) => d.status)).toEqual(['payment_expired'])
    expect((await paymentOf(docs[0]!.id)).status).toBe('failed')
    // The only seat is free again: the next visitor gets it.
    const next = await book(paidBody(classId, sessionId))
    expect(next.status).toBe(201)
  })

  it('two visitors for the last seat: one goes to Checkout, the other gets 409', async () => {
    const { classId, sessionId } = await paidClass(payload, { capacity: 1 })
    const answers = await Promise.all([book(paidBody(classId, sessionId)), book(paidBody(classId, sessionId))])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    expect(answers.find((a) => a.status === 409)!.data.error).toBe('SESSION_FULL')
    expect(answers.find((a) => a.status === 201)!.data.checkoutUrl).toBeTruthy()
  })

  it('a repeated Idempotency-Key replays the first answer: one hold, one Checkout', async () => {
    const { classId, sessionId } = await paidClass(payload)
    const body = paidBody(classId, sessionId)
    const key = `key-${uid()}`
    const first = await book(body, 'en', { 'idempotency-key': key })
    const again = await book(body, 'en', { 'idempotency-key': key })
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.data).toEqual(first.data)
    const { totalDocs } = await payload.count({
      collection: 'bookings',
      where: { session: { equals: sessionId } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })
})

/** Books and returns the booking and its payment's Checkout session id. */
async function heldBooking(options: Parameters<typeof paidClass>[1] = {}, locale: 'en' | 'fr' = 'en') {
  const made = await paidClass(payload, options)
  const res = await book(paidBody(made.classId, made.sessionId), locale)
  expect(res.status).toBe(201)
  const payment = await paymentOf(res.data.id)
  return {
    ...made,
    booking: res.data as { id: number; email: string },
    payment,
    checkoutSessionId: payment.checkoutSessionId!,
  }
}

describe('the webhook', () => {
  it('a paid Checkout confirms the booking once, with one confirmation e-mail', async () => {
    const { booking, payment, checkoutSessionId } = await heldBooking({}, 'fr')
    fake.pay(checkoutSessionId)
    await fake.webhooksIdle()
    expect(await bookingStatus(booking.id)).toBe('confirmed')
    const paid = await paymentOf(booking.id)
    expect(paid).toMatchObject({ status: 'paid', total: payment.total })
    expect(paid.paymentIntentId).toMatch(/^pi_/)
    const mails = await mailsTo(booking.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toMatch(/Confirmé|Confirmée|confirm/i)
    // The studio hears of it once it is paid, not while the seat was only held.
    const studio = await payload.find({
      collection: 'outbox',
      where: { kind: { equals: 'booking-studio' }, replyTo: { equals: booking.email } },
      overrideAccess: true,
    })
    expect(studio.totalDocs).toBe(1)
    // Its receipt, numbered, for what Stripe charged, sent with its PDF in the same transaction.
    const [receipt, ...more] = await receiptsTo(booking.email)
    expect(more).toEqual([])
    expect(receipt).toMatchObject({ kind: 'receipt', source: `payment:${payment.id}`, totalCents: payment.total })
    expect(receipt!.number).toMatch(/^R-\d{4}-\d{6}$/)
    const sent = await payload.find({
      collection: 'outbox',
      where: { to: { equals: booking.email }, kind: { equals: 'payment-receipt' } },
      overrideAccess: true,
    })
    expect(sent.docs).toHaveLength(1)
    expect(sent.docs[0]!.subject).toMatch(
      new RegExp(`^Reçu ${receipt!.number} de .+ / Receipt ${receipt!.number} from `),
    )
    expect(sent.docs[0]!.attachments).toEqual([
      expect.objectContaining({ filename: `${receipt!.number}.pdf`, contentType: 'application/pdf' }),
    ])
  })

  it('30 concurrent deliveries of the same event: one confirmation, one e-mail, one event row', async () => {
    const { booking, checkoutSessionId } = await heldBooking()
    fake.setWebhookUrl(null)
    fake.pay(checkoutSessionId)
    const event = await fake.waitForEvent(
      (e) => e.type === 'checkout.session.completed' && (e.data as any).object.id === checkoutSessionId,
    )
    fake.setWebhookUrl(webhookUrl)
    const deliveries = await fake.deliverConcurrently(String(event.id), 30)
    expect(deliveries.map((d) => d.status)).toEqual(Array(30).fill(200))
    expect(await bookingStatus(booking.id)).toBe('confirmed')
    expect(await mailsTo(booking.email)).toHaveLength(1)
    expect(await receiptsTo(booking.email)).toHaveLength(1)
    const { totalDocs } = await payload.count({
      collection: 'stripe-events',
      where: { eventId: { equals: String(event.id) } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('forged, stale and unsigned deliveries are 400 and change nothing; a replay is 200 and changes nothing', async () => {
    const { booking, checkoutSessionId } = await heldBooking()
    fake.setWebhookUrl(null)
    fake.pay(checkoutSessionId)
    const event = await fake.waitForEvent(
      (e) => e.type === 'checkout.session.completed' && (e.data as any).object.id === checkoutSessionId,
    )
    fake.setWebhookUrl(webhookUrl)
    const body = JSON.stringify(event, null, 2)
    const send = (signature?: string, raw = body) =>
      apiJson('/api/payments/stripe/webhook', {
        method: 'POST',
        body: raw,
        headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
      })
    const forged = await send(signatureHeader(body, 'whsec_not_the_secret'))
    const stale = await send(signatureHeader(body, fake.webhookSecret, Math.floor(Date.now() / 1000) - 301))
    const unsigned = await send()
    const altered = await send(signatureHeader(body, fake.webhookSecret), body.replace('"paid"', '"paid" '))
    for (const res of [forged, stale, unsigned]) {
      expect(res.status).toBe(400)
      expect(res.data.error).toBe('INVALID_SIGNATURE')
    }
    expect(altered.status).toBe(400)
    expect(await bookingStatus(booking.id)).toBe('pending_payment')

    const good = await send(signatureHeader(body, fake.webhookSecret))
    expect(good.status).toBe(200)
    expect(good.data.outcome).toBe('handled')
    const replay = await send(signatureHeader(body, fake.webhookSecret))
    expect(replay.data.outcome).toBe('duplicate')
    expect(await bookingStatus(booking.id)).toBe('confirmed')
    expect(await mailsTo(booking.email)).toHaveLength(1)
    expect(await receiptsTo(booking.email)).toHaveLength(1)
  })

  it('the raw body reaches the handler byte for byte (pretty-printed JSON, non-ASCII)', async () => {
    const { booking, checkoutSessionId } = await heldBooking({}, 'fr')
    fake.pay(checkoutSessionId)
    await fake.webhooksIdle()
    const delivery = fake
      .deliveries()
      .find((d) => d.type === 'checkout.session.completed' && d.body.includes(checkoutSessionId))
    expect(delivery?.status).toBe(200)
    expect(delivery!.body).toContain('\n')
    expect(await bookingStatus(booking.id)).toBe('confirmed')
  })

  it('an expired Checkout releases the seat; a failed asynchronous payment too', async () => {
    const expired = await heldBooking({ capacity: 1 })
    fake.expire(expired.checkoutSessionId)
    await fake.webhooksIdle()
    expect(await bookingStatus(expired.booking.id)).toBe('payment_expired')
    expect((await paymentOf(expired.booking.id)).status).toBe('expired')

    const delayed = await heldBooking({ capacity: 1 })
    fake.payDelayed(delayed.checkoutSessionId)
    await fake.webhooksIdle()
    expect(await bookingStatus(delayed.booking.id)).toBe('pending_payment')
    fake.asyncFail(delayed.checkoutSessionId)
    await fake.webhooksIdle()
    expect(await bookingStatus(delayed.booking.id)).toBe('payment_expired')
    expect((await paymentOf(delayed.booking.id)).status).toBe('failed')

    const later = await heldBooking({ capacity: 1 })
    fake.payDelayed(later.checkoutSessionId)
    fake.asyncSucceed(later.checkoutSessionId)
    await fake.webhooksIdle()
    expect(await bookingStatus(later.booking.id)).toBe('confirmed')
  })

  it('a declined attempt keeps the hold; a dispute marks the payment; unknown events are 200 and ignored', async () => {
    const { booking, checkoutSessionId } = await heldBooking()
    fake.decline(checkoutSessionId)
    await fake.webhooksIdle()
    expect(await bookingStatus(booking.id)).toBe('pending_payment')
    expect((await paymentOf(booking.id)).status).toBe('pending')

    fake.pay(checkoutSessionId)
    await fake.webhooksIdle()
    const paid = await paymentOf(booking.id)
    expect(paid.status).toBe('paid')
    const intent = fake.object(paid.paymentIntentId!) as { latest_charge?: string }
    fake.dispute(String(intent.latest_charge))
    await fake.webhooksIdle()
    expect((await paymentOf(booking.id)).status).toBe('disputed')

    const unknown = { id: `evt_${uid()}`, object: 'event', type: 'customer.created', data: { object: {} } }
    const raw = JSON.stringify(unknown)
    const res = await apiJson('/api/payments/stripe/webhook', {
      method: 'POST',
      body: raw,
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(raw, fake.webhookSecret) },
    })
    expect(res.status).toBe(200)
    expect(res.data.outcome).toBe('ignored')
  })
})

describe('abandoned checkouts and late payments', () => {
  it('the sweep expires an overdue Checkout at Stripe, then frees the seat', async () => {
    const { booking, payment, sessionId } = await heldBooking({ capacity: 1 })
    await execute(payload, sql`UPDATE payments SET expires_at = now() - interval '10 minutes' WHERE id = ${payment.id}`)
    // The sweep is for an expiry event that never came: held back here, Stripe's
    // `checkout.session.expired` (sent when the sweep expires the session) cannot race it.
    fake.setWebhookUrl(null)
    const result = await sweepPayments(payload).finally(() => fake.setWebhookUrl(webhookUrl))
    expect(result.released).toBeGreaterThanOrEqual(1)
    expect(await bookingStatus(booking.id)).toBe('payment_expired')
    expect(fake.requests().some((r) => r.path === `/v1/checkout/sessions/${payment.checkoutSessionId}/expire`)).toBe(
      true,
    )
    const next = await book(paidBody((await paidClassIdOf(sessionId))!, sessionId))
    expect(next.status).toBe(201)
  })

  it('a payment that completes after its seat was given away is refunded in full, and the visitor told why in French', async () => {
    const { booking, payment, sessionId, classId, checkoutSessionId } = await heldBooking({ capacity: 1 }, 'fr')
    // The hold ends on the site's side only (as when the sweep ran while Stripe was slow)…
    await inLocalTransaction(payload, (req) => releaseHold(req, payment.id, 'expired'))
    // …someone else takes the seat and pays…
    const other = await book(paidBody(classId, sessionId))
    expect(other.status).toBe(201)
    // …then the first visitor's payment completes.
    fake.pay(checkoutSessionId)
    await fake.webhooksIdle()
    await until(async () => (await refundsOf(payment.id)).some((r) => r.status === 'succeeded'))
    const [refund] = await refundsOf(payment.id)
    expect(refund).toMatchObject({ amount: payment.total, reason: 'seat_unavailable', status: 'succeeded' })
    const sent = fake.requests().filter((r) => r.method === 'POST' && r.path === '/v1/refunds')
    const mine = sent.filter((r) => r.idempotencyKey === `payment-${payment.id}-late`)
    expect(mine).toHaveLength(1)
    expect((mine[0]!.params as Record<string, string>).amount).toBe(String(payment.total))
    expect(await bookingStatus(booking.id)).toBe('payment_expired')
    const mails = await mailsTo(booking.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toMatch(/remboursé/)
    expect((await paymentOf(booking.id)).status).toBe('refunded')
    // Receipted, then credited in full, the credit note naming the receipt it corrects.
    const [receipt, credit] = await receiptsTo(booking.email)
    expect(credit).toMatchObject({ kind: 'credit-note', totalCents: payment.total, refersTo: receipt!.number })
  })
})

describe('refunds', () => {
  it('the studio cancels a paid booking: full refund sent once, even when the cancellation is repeated', async () => {
    const { booking, payment, checkoutSessionId } = await heldBooking()
    fake.pay(checkoutSessionId)
    await fake.webhooksIdle()
    const cancel = () =>
      apiJson(`/api/admin/class-bookings/${booking.id}`, {
        method: 'PATCH',
        json: { status: 'cancelled' },
        headers: bearer(adminToken),
      })
    expect((await cancel()).status).toBe(200)
    expect((await cancel()).status).toBe(200)
    const refunds = await refundsOf(payment.id)
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ amount: payment.total, reason: 'studio_cancelled', status: 'succeeded' })
    expect(refunds[0]!.gst + refunds[0]!.qst).toBe(payment.gst + payment.qst)
    const sent = fake
      .requests()
      .filter((r) => r.path === '/v1/refunds' && r.idempotencyKey === refunds[0]!.idempotencyKey)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.params).toMatchObject({ amount: String(payment.total) })
    expect((await paymentOf(booking.id)).status).toBe('refunded')
    // One credit note for the one refund, with the taxes given back.
    const credits = (await receiptsTo(booking.email)).filter((r) => r.kind === 'credit-note')
    expect(credits).toHaveLength(1)
    const note = credits[0]!.document as {
      gstCents: number
      qstCents: number
      totalCents: number
      reason: { fr: string }
    }
    expect(note).toMatchObject({ gstCents: refunds[0]!.gst, qstCents: refunds[0]!.qst, totalCents: payment.total })
    expect(note.reason.fr).toBe('Annulation par le studio')
  })

  it('a refund over what remains is a 409 and changes nothing; within it, a partial refund', async () => {
    const { booking, payment, checkoutSessionId } = await heldBooking()
    fake.pay(checkoutSessionId)
    await fake.webhooksIdle()
    // The Payments tab's form: the amount as typed, a reason, and the form's own request id.
    const refund = (amount: string) =>
      apiJson(`/api/admin/payments/${payment.id}/refunds`, {
        method: 'POST',
        json: { amount, reason: 'Session shortened', requestId: crypto.randomUUID() },
        headers: bearer(adminToken),
      })
    const part = await refund('100.00')
    expect(part.status).toBe(201)
    expect(part.data.payment).toMatchObject({ amountRefunded: 10_000, status: 'partially_refunded' })
    expect(part.data.refund).toMatchObject({ amount: 10_000, note: 'Session shortened' })
    // One way to refund from the dashboard: the older call in cents is gone.
    const retired = await apiJson(`/api/admin/payments/${payment.id}/refund`, {
      method: 'POST',
      json: { amount: 100 },
      headers: bearer(adminToken),
    })
    expect(retired.status).toBe(404)
    const over = await refund(((payment.total - 10_000 + 1) / 100).toFixed(2))
    expect(over.status).toBe(409)
    expect(over.data.error).toBe('REFUND_TOO_LARGE')
    expect(await refundsOf(payment.id)).toHaveLength(1)
    expect((await paymentOf(booking.id)).amountRefunded).toBe(10_000)

    // The dashboard's list (the Payments tab's data) and its CSV export, amounts in cents.
    const list = await apiJson(`/api/admin/payments?status=partially_refunded&q=${encodeURIComponent(payment.email)}`, {
      headers: bearer(adminToken),
    })
    expect(list.status).toBe(200)
    expect(list.data).toEqual([
      expect.objectContaining({ id: payment.id, bookingId: booking.id, total: payment.total, amountRefunded: 10_000 }),
    ])
    const csv = await apiJson(`/api/admin/payments?format=csv&q=${encodeURIComponent(payment.email)}`, {
      headers: bearer(adminToken),
    })
    expect(String(csv.data)).toContain(`,${payment.total},10000,cad,`)
    expect((await apiJson('/api/admin/payments')).status).toBe(401)
    expect((await apiJson('/api/payments', {})).status).toBe(403)
  })

  it('the visitor cancels after the cut-off: the class late-cancellation share is refunded', async () => {
    const { booking, payment, checkoutSessionId } = await heldBooking({
      cutoffHours: 48,
      startsInHours: 24,
      lateRefund: 50,
    })
    fake.pay(checkoutSessionId)
    await fake.webhooksIdle()
    const { manageUrl } = await import('@/lib/bookings/links')
    const token = new URL(manageUrl({ id: booking.id }, 'en', new Date(Date.now() + 24 * 3600_000))).searchParams.get(
      'token',
    )
    const res = await apiJson('/api/class-bookings/cancel', { method: 'POST', json: { token }, ip: nextIp() })
    expect(res.status).toBe(200)
    await until(async () => (await refundsOf(payment.id)).some((r) => r.status === 'succeeded'))
    const [refund] = await refundsOf(payment.id)
    expect(refund).toMatchObject({ amount: Math.round(payment.total / 2), reason: 'late_cancellation' })
  })
})

async function paidClassIdOf(sessionId: number) {
  const s = await payload.findByID({ collection: 'class-sessions', id: sessionId, overrideAccess: true, depth: 1 })
  return typeof s.class === 'object' ? s.class.classId : undefined
}

describe('a seat claimed from the waitlist of a class paid online', () => {
  /**
   * A full session of one seat, paid online, with `waiting` visitors on its waitlist; the holder
   * cancels (by the studio), which offers the seat to the first of them. Their claim link's token.
   */
  async function offeredSeat(waiting = 1, locale: 'en' | 'fr' = 'en') {
    const held = await heldBooking({ capacity: 1 })
    const queued: { id: number; email: string }[] = []
    for (let i = 0; i < waiting; i++) {
      const res = await book(paidBody(held.classId, held.sessionId, { waitlist: true }), locale)
      expect(res.status, JSON.stringify(res.data)).toBe(201)
      expect(res.data.status).toBe('waitlisted')
      queued.push(res.data)
    }
    const cancelled = await apiJson(`/api/admin/class-bookings/${held.booking.id}`, {
      method: 'PATCH',
      json: { status: 'cancelled' },
      headers: bearer(adminToken),
    })
    expect(cancelled.status).toBe(200)
    const first = await payload.findByID({ collection: 'bookings', id: queued[0]!.id, overrideAccess: true, depth: 0 })
    expect(first.offerExpiresAt).toBeTruthy()
    const { claimUrl } = await import('@/lib/bookings/links')
    const token = new URL(claimUrl(first.id, new Date(first.offerExpiresAt!), locale)).searchParams.get('token')
    return { ...held, queued, token }
  }

  const claim = (token: string | null, locale: 'en' | 'fr' = 'en') =>
    apiJson(`/api/class-bookings/claim?locale=${locale}`, { method: 'POST', json: { token }, ip: nextIp() })

  it('goes through Checkout like a booking: the seat stays held while paying, and the webhook confirms it', async () => {
    const { queued, token, sessionId } = await offeredSeat(1, 'fr')
    const res = await claim(token, 'fr')
    expect(res.status, JSON.stringify(res.data)).toBe(200)
    expect(res.data).toMatchObject({ id: queued[0]!.id, status: 'pending_payment' })
    expect(res.data.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//)
    expect(await bookingStatus(queued[0]!.id)).toBe('pending_payment')
    const payment = await paymentOf(queued[0]!.id)
    expect(payment).toMatchObject({ status: 'pending', purpose: 'full', total: 51_624, locale: 'fr' })
    expect((await sessionTaken(sessionId))?.seatsLeft).toBe(0)
    // A second click is told the seat is already theirs.
    expect((await claim(token, 'fr')).data.error).toBe('ALREADY_CLAIMED')

    fake.pay(payment.checkoutSessionId!)
    await fake.webhooksIdle()
    expect(await bookingStatus(queued[0]!.id)).toBe('confirmed')
    expect((await paymentOf(queued[0]!.id)).status).toBe('paid')
    expect(await receiptsTo(queued[0]!.email)).toHaveLength(1)
  })

  it('an abandoned Checkout releases the seat, which goes to the next person waiting', async () => {
    const { queued, token } = await offeredSeat(2)
    expect((await claim(token)).data.status).toBe('pending_payment')
    fake.expire((await paymentOf(queued[0]!.id)).checkoutSessionId!)
    await fake.webhooksIdle()
    expect(await bookingStatus(queued[0]!.id)).toBe('payment_expired')
    expect((await paymentOf(queued[0]!.id)).status).toBe('expired')
    const next = await payload.findByID({ collection: 'bookings', id: queued[1]!.id, overrideAccess: true, depth: 0 })
    expect(next).toMatchObject({ status: 'waitlisted' })
    expect(next.offerExpiresAt).toBeTruthy()
  })

  it('Stripe unreachable at the claim: 503 in the visitor language, and the offer is kept', async () => {
    const { queued, token } = await offeredSeat(2, 'fr')
    const before = await payload.findByID({ collection: 'bookings', id: queued[0]!.id, overrideAccess: true, depth: 0 })
    fake.failNext({ mode: 503, path: '/v1/checkout/sessions', count: 4 })
    const res = await claim(token, 'fr')
    fake.clearFaults()
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('60')
    expect(res.data.error).toBe('PAYMENT_UNAVAILABLE')
    const after = await payload.findByID({ collection: 'bookings', id: queued[0]!.id, overrideAccess: true, depth: 0 })
    expect(after).toMatchObject({ status: 'waitlisted', offerExpiresAt: before.offerExpiresAt })
    expect((await paymentOf(queued[0]!.id)).status).toBe('failed')
    // The next person was not offered anything meanwhile, and the claim works once Stripe is back.
    const second = await payload.findByID({ collection: 'bookings', id: queued[1]!.id, overrideAccess: true, depth: 0 })
    expect(second.offerExpiresAt).toBeFalsy()
    expect((await claim(token, 'fr')).data.status).toBe('pending_payment')
  })
})

describe('tax rates remembered for the Stripe account', () => {
  it('a remembered rate Stripe no longer knows is made again, and the booking goes through', async () => {
    await heldBooking() // the rates exist and are remembered
    fake.reset() // Stripe forgets them (as an archived or deleted rate)
    const { classId, sessionId } = await paidClass(payload)
    const res = await book(paidBody(classId, sessionId))
    expect(res.status).toBe(201)
    const created = fake.requests().filter((r) => r.method === 'POST' && r.path === '/v1/tax_rates')
    expect(created).toHaveLength(2)
    const { docs } = await payload.find({ collection: 'bookings', where: { id: { equals: res.data.id } } })
    expect(docs[0]!.status).toBe('pending_payment')
  })
})
