import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { addDays, ownerDate, ownerInstant } from '@/lib/consultations/rules'
import { signConsultationLink } from '@/lib/consultations/links'
import { isExclusionViolation } from '@/lib/consultations/operations'
import { execute } from '@/lib/db/statements'
import { inLocalTransaction } from '@/lib/db/transaction'
import { releaseHold } from '@/lib/payments/release'
import { sweepPayments } from '@/lib/payments/sweep'
import type { StripeFake } from '@root/tests/fakes/stripe'

import { bearer, signInAdmin } from './helpers/admin'
import { apiJson, testPayload } from './helpers/api'
import { ensureStudioSettings, nextIp, uid } from './helpers/public'
import {
  mailsTo as mailsToOf,
  receiptsTo as receiptsToOf,
  refundsOf as refundsOfPayment,
  setTaxNumbers,
  startPaymentsHarness,
  until,
} from './helpers/stripe'

let payload: Awaited<ReturnType<typeof testPayload>>
let fake: StripeFake
let close: () => Promise<void>
let adminToken: string

const AVAILABILITY = {
  weekly: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((weekday) => ({
    weekday,
    from: '01:00',
    to: '23:00',
  })),
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeHours: 1,
  horizonDays: 365,
  maxPerDay: 0,
  slotStepMinutes: 30,
  classSessionsBlock: false,
  changeCutoffHours: 48,
  calendars: [],
}

beforeAll(async () => {
  payload = await testPayload()
  await ensureStudioSettings(payload)
  await payload.updateGlobal({
    slug: 'consultation-availability',
    data: AVAILABILITY as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  ;({ fake, close } = await startPaymentsHarness())
  adminToken = await signInAdmin()
}, 120_000)

afterAll(async () => {
  await close?.()
})

beforeEach(async () => {
  await setTaxNumbers(payload, true)
})

type Payment = 'none' | 'full' | 'deposit'

/** A consultation type of its own, paid online as asked ($150 in full unless told). */
async function paidType({
  onlinePayment = 'full' as Payment,
  price = 150,
  depositPercent,
  lateRefund = 0,
  approvalRequired = false,
}: {
  onlinePayment?: Payment
  price?: number
  depositPercent?: number
  lateRefund?: number
  approvalRequired?: boolean
} = {}) {
  const typeId = `paid-call-${uid()}`
  const doc = await payload.create({
    collection: 'consultation-types',
    locale: 'en',
    overrideAccess: true,
    data: {
      typeId,
      name: 'Wedding planning session',
      durationMinutes: 60,
      modes: ['video'],
      price,
      onlinePayment,
      depositPercent,
      lateCancellationRefundPercent: lateRefund,
      approvalRequired,
    },
  })
  await payload.update({
    collection: 'consultation-types',
    id: doc.id,
    locale: 'fr',
    overrideAccess: true,
    data: { name: 'Séance de planification de mariage' },
  })
  return typeId
}

/** A time of its own: each call a different hour (2:00 to 21:00 in Montréal), `days` ahead or later. */
let nextSlot = 0
function freeStart(days = 30): string {
  const date = addDays(ownerDate(Date.now()), days + Math.floor(nextSlot / 20))
  const minutes = 2 * 60 + (nextSlot++ % 20) * 60
  return new Date(ownerInstant(date, minutes)!).toISOString()
}

const visitor = (type: string, start: string, overrides: Record<string, unknown> = {}) => ({
  type,
  start,
  name: 'Camille Roy',
  email: `camille-${uid()}@example.ca`,
  phone: '',
  serviceType: 'wedding',
  notes: '',
  timeZone: 'America/Toronto',
  ...overrides,
})

const book = (body: Record<string, unknown>, locale: 'en' | 'fr' = 'en') =>
  apiJson(`/api/consultations?locale=${locale}`, { method: 'POST', json: body, ip: nextIp() })

const consultation = async (id: number) =>
  payload.findByID({ collection: 'consultation-bookings', id, overrideAccess: true, depth: 0 })

async function paymentOf(consultationId: number) {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { consultationBooking: { equals: consultationId } },
    sort: '-id',
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]!
}

const mailsTo = (to: string) => mailsToOf(payload, to)
const receiptsTo = (to: string) => receiptsToOf(payload, to)
const refundsOf = (paymentId: number) => refundsOfPayment(payload, paymentId)
/** The studio's notices about a visitor's consultation. */
const studioNoticesAbout = async (email: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { kind: { equals: 'consultation-studio' }, text: { contains: email } },
      limit: 100,
      overrideAccess: true,
    })
  ).docs

const checkoutRequests = () => fake.requests().filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')

/** A consultation of a paid type, held for its payment. */
async function held(type: string, locale: 'en' | 'fr' = 'en', start = freeStart()) {
  const body = visitor(type, start)
  const res = await book(body, locale)
  expect(res.status).toBe(201)
  const payment = await paymentOf(res.data.id)
  return { id: res.data.id as number, email: body.email, start, payment, session: payment.checkoutSessionId! }
}

/** Held, then paid at the fake, its webhook applied. */
async function paid(type: string, locale: 'en' | 'fr' = 'en', start = freeStart()) {
  const h = await held(type, locale, start)
  fake.pay(h.session)
  await fake.webhooksIdle()
  expect((await consultation(h.id)).status).toBe('confirmed')
  return h
}

describe('booking a consultation of a type paid online', () => {
  it('answers 201 pending_payment with the Checkout address, holds the time (409 for the next visitor), and says nothing yet', async () => {
    const type = await paidType()
    const start = freeStart()
    const before = checkoutRequests().length
    const body = visitor(type, start)
    const res = await book(body, 'fr')
    expect(res.status).toBe(201)
    expect(res.data).toMatchObject({ status: 'pending_payment', type, start })
    expect(res.data.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//)
    expect((await consultation(res.data.id)).status).toBe('pending_payment')

    const payment = await paymentOf(res.data.id)
    // $150.00, GST 5 % = $7.50, QST 9.975 % = $14.9625 → $14.96.
    expect(payment).toMatchObject({
      status: 'pending',
      purpose: 'full',
      subtotal: 15_000,
      gst: 750,
      qst: 1_496,
      total: 17_246,
      locale: 'fr',
      offerName: 'Séance de planification de mariage',
      email: body.email,
    })
    const [request] = checkoutRequests().slice(before)
    expect(request!.idempotencyKey).toBe(`payment-${payment.id}-checkout`)
    const p = request!.params as Record<string, any>
    expect(p).toMatchObject({ currency: 'cad', locale: 'fr-CA', customer_email: body.email })
    expect(p.metadata).toMatchObject({ payment_id: String(payment.id), consultation_id: String(res.data.id) })
    expect(p.line_items[0].price_data).toMatchObject({ unit_amount: '15000' })
    expect(p.line_items[0].tax_rates).toHaveLength(2)
    expect(Number(p.expires_at) * 1000 - Date.now()).toBeGreaterThan(30 * 60_000 - 5_000)
    expect(p.success_url).toContain('/fr/consultation/payment?ref=')

    // Nothing says "booked" before the money arrives: no e-mail to the visitor nor to the studio.
    expect(await mailsTo(body.email)).toEqual([])
    expect(await studioNoticesAbout(body.email)).toEqual([])

    // The held time is the database's: another visitor gets 409, and the time is not offered.
    const other = await book(visitor(type, start))
    expect(other.status).toBe(409)
    expect(other.data.error).toBe('SLOT_TAKEN')
    const slots = await apiJson(`/api/consultations/slots?type=${type}&from=${start.slice(0, 10)}&days=2`)
    expect(slots.data.slots.map((s: { start: string }) => s.start)).not.toContain(start)
    // The database itself refuses a second row held for payment over the same time.
    const refused = await execute(
      payload,
      sql`INSERT INTO consultation_bookings (name, email, type, starts_at, ends_at, blocked_from, blocked_until,
              service_type, status, sequence, locale, created_at, updated_at)
            VALUES ('x', 'x@example.ca', ${type}, ${start}::timestamptz, ${start}::timestamptz + interval '1 hour',
              ${start}::timestamptz, ${start}::timestamptz + interval '1 hour', 'wedding', 'pending_payment', 0, 'en', now(), now())`,
    ).catch((error: unknown) => error)
    expect(isExclusionViolation(refused)).toBe(true)
  })

  it('two visitors for one paid time at once: one goes to Checkout, the other gets 409; a repeated key replays', async () => {
    const type = await paidType()
    const start = freeStart()
    const answers = await Promise.all([book(visitor(type, start)), book(visitor(type, start))])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    expect(answers.find((a) => a.status === 409)!.data.error).toBe('SLOT_TAKEN')
    expect(answers.find((a) => a.status === 201)!.data.checkoutUrl).toBeTruthy()

    const body = visitor(type, freeStart())
    const key = `key-${uid()}`
    const send = () =>
      apiJson('/api/consultations?locale=en', {
        method: 'POST',
        json: body,
        ip: nextIp(),
        headers: { 'idempotency-key': key },
      })
    const first = await send()
    const again = await send()
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.data).toEqual(first.data)
    const { totalDocs } = await payload.count({
      collection: 'consultation-bookings',
      where: { email: { equals: body.email } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('a deposit is its share of the CMS price, rounded to the cent; a body naming a price is a 400', async () => {
    const type = await paidType({ onlinePayment: 'deposit', depositPercent: 33, price: 449 })
    const { payment } = await held(type)
    // 33 % of $449.00 = $148.17, taxed on its own.
    expect(payment).toMatchObject({ purpose: 'deposit', subtotal: 14_817, gst: 741, qst: 1_478, total: 17_036 })
    expect(payment.offerName).toBe('Wedding planning session — Deposit (33 % of $449.00)')

    const priced = await book({ ...visitor(type, freeStart()), price: 1 }, 'fr')
    expect(priced.status).toBe(400)
    expect(priced.data.error).toBe('PRICE_NOT_ACCEPTED')
    expect(priced.data.message).toMatch(/prix de cette consultation/)
  })

  it('without online payment on the type, or free, the booking is exactly as before: confirmed at once, no Checkout', async () => {
    for (const type of [await paidType({ onlinePayment: 'none' }), await paidType({ price: 0 })]) {
      const before = fake.requests().length
      const body = visitor(type, freeStart())
      const res = await book(body)
      expect(res.status).toBe(201)
      expect(res.data.status).toBe('confirmed')
      expect(res.data.checkoutUrl).toBeUndefined()
      expect(fake.requests().length).toBe(before)
      expect((await mailsTo(body.email)).length).toBe(1)
    }
  })

  it('Stripe unreachable: 503 in the visitor language with Retry-After, and the time is not held', async () => {
    const type = await paidType()
    const start = freeStart()
    fake.failNext({ mode: 503, path: '/v1/checkout/sessions', count: 4 })
    const res = await book(visitor(type, start), 'fr')
    fake.clearFaults()
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('60')
    expect(res.data.error).toBe('PAYMENT_UNAVAILABLE')
    expect(res.data.message).toMatch(/créneau n’a donc pas été retenu/)
    const { docs } = await payload.find({
      collection: 'consultation-bookings',
      where: { type: { equals: type } },
      overrideAccess: true,
    })
    expect(docs.map((d) => d.status)).toEqual(['payment_expired'])
    expect((await paymentOf(docs[0]!.id)).status).toBe('failed')
    expect((await book(visitor(type, start))).status).toBe(201)
  })
})

describe('the hold ends unpaid', () => {
  it('checkout.session.expired frees the time for the next visitor', async () => {
    const type = await paidType()
    const h = await held(type)
    fake.expire(h.session)
    await fake.webhooksIdle()
    expect((await consultation(h.id)).status).toBe('payment_expired')
    expect((await paymentOf(h.id)).status).toBe('expired')
    expect((await book(visitor(type, h.start))).status).toBe(201)
    expect(await mailsTo(h.email)).toEqual([])
  })

  it('the sweep expires an overdue Checkout at Stripe, then frees the time', async () => {
    const type = await paidType()
    const h = await held(type)
    await execute(
      payload,
      sql`UPDATE payments SET expires_at = now() - interval '10 minutes' WHERE id = ${h.payment.id}`,
    )
    // Stripe's own expiry event held back: the sweep alone releases the time.
    const webhookUrl = fake.webhookUrl!
    fake.setWebhookUrl(null)
    const result = await sweepPayments(payload).finally(() => fake.setWebhookUrl(webhookUrl))
    expect(result.released).toBeGreaterThanOrEqual(1)
    expect(fake.requests().some((r) => r.path === `/v1/checkout/sessions/${h.session}/expire`)).toBe(true)
    expect((await consultation(h.id)).status).toBe('payment_expired')
    expect((await book(visitor(type, h.start))).status).toBe(201)
  })
})

describe('the webhook confirms a paid consultation', () => {
  it('confirmed once, with the receipt in its transaction and the e-mails and invitation sent only then', async () => {
    const type = await paidType()
    const h = await held(type, 'fr')
    expect(await mailsTo(h.email)).toEqual([])
    fake.pay(h.session)
    await fake.webhooksIdle()
    expect((await consultation(h.id)).status).toBe('confirmed')
    expect((await paymentOf(h.id)).status).toBe('paid')
    const mails = await mailsTo(h.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'consultation-confirmation', locale: 'fr' })
    expect(await studioNoticesAbout(h.email)).toHaveLength(1)
    const receipts = await receiptsTo(h.email)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({ kind: 'receipt', totalCents: 17_246 })
    // A redelivery of the same event changes nothing.
    const event = fake
      .events()
      .find((e) => e.type === 'checkout.session.completed' && (e.data as any).object.id === h.session)!
    await fake.deliverConcurrently(String(event.id), 5)
    expect(await mailsTo(h.email)).toHaveLength(1)
    expect(await receiptsTo(h.email)).toHaveLength(1)
  })

  it('a deposit receipt shows the amount paid and the balance due', async () => {
    const type = await paidType({ onlinePayment: 'deposit', depositPercent: 25, price: 400 })
    const h = await paid(type)
    const [receipt] = await receiptsTo(h.email)
    const doc = receipt!.document as {
      settledCents: number
      balanceDueCents: number
      totalCents: number
      lines: { description: { en: string; fr: string } }[]
    }
    // $100.00 deposit + taxes paid; $300.00 of the price still due, with the rest of the whole's
    // taxes: the two add up to the taxed price, $459.90 (each rounded on its own: a cent more).
    expect(doc.settledCents).toBe(h.payment.total)
    expect(doc.totalCents).toBe(11_498)
    expect(doc.balanceDueCents).toBe(34_492)
    expect(doc.totalCents + doc.balanceDueCents).toBe(45_990)
    expect(doc.lines[0]!.description).toEqual({
      en: 'Deposit — Wedding planning session',
      fr: 'Acompte — Séance de planification de mariage',
    })
  })

  it('a type that needs approval is pending once paid, and the visitor hears it then', async () => {
    const type = await paidType({ approvalRequired: true })
    const h = await held(type)
    fake.pay(h.session)
    await fake.webhooksIdle()
    expect((await consultation(h.id)).status).toBe('pending')
    expect(await mailsTo(h.email)).toHaveLength(1)
  })

  it('a payment after the hold was released and the time taken is refunded in full, the visitor told why', async () => {
    const type = await paidType()
    const h = await held(type, 'fr')
    await inLocalTransaction(payload, (req) => releaseHold(req, h.payment.id, 'expired'))
    const other = await book(visitor(type, h.start))
    expect(other.status).toBe(201)
    fake.pay(h.session)
    await fake.webhooksIdle()
    await until(async () => (await refundsOf(h.payment.id)).some((r) => r.status === 'succeeded'))
    const [refund] = await refundsOf(h.payment.id)
    expect(refund).toMatchObject({ amount: h.payment.total, reason: 'seat_unavailable' })
    const sent = fake
      .requests()
      .filter((r) => r.path === '/v1/refunds' && r.idempotencyKey === `payment-${h.payment.id}-late`)
    expect(sent).toHaveLength(1)
    expect((await consultation(h.id)).status).toBe('payment_expired')
    const mails = await mailsTo(h.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toMatch(/remboursé/)
    expect(String(mails[0]!.text)).toMatch(/retenir votre consultation/)
    const [, credit] = await receiptsTo(h.email)
    expect(credit).toMatchObject({ kind: 'credit-note', totalCents: h.payment.total })
  })

  it('a payment after the hold was released, its time still free, takes the time back', async () => {
    const type = await paidType()
    const h = await held(type)
    await inLocalTransaction(payload, (req) => releaseHold(req, h.payment.id, 'expired'))
    fake.pay(h.session)
    await fake.webhooksIdle()
    expect((await consultation(h.id)).status).toBe('confirmed')
    expect(await refundsOf(h.payment.id)).toEqual([])
  })
})

describe('cancelling a paid consultation', () => {
  const creditNotes = async (email: string) => (await receiptsTo(email)).filter((r) => r.kind === 'credit-note')

  it('the visitor cancels through their link before the cut-off: a full refund, sent once, with a credit note', async () => {
    const type = await paidType({ lateRefund: 25 })
    const h = await paid(type)
    const token = signConsultationLink({ id: h.id, sequence: 0 })
    const cancel = () => apiJson('/api/consultations/cancel', { method: 'POST', json: { token }, ip: nextIp() })
    expect((await cancel()).status).toBe(200)
    expect((await cancel()).status).toBe(409)
    await until(async () => (await refundsOf(h.payment.id)).some((r) => r.status === 'succeeded'))
    const refunds = await refundsOf(h.payment.id)
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ amount: h.payment.total, reason: 'visitor_cancelled', requestedBy: 'visitor' })
    expect(fake.requests().filter((r) => r.idempotencyKey === refunds[0]!.idempotencyKey)).toHaveLength(1)
    await until(async () => (await creditNotes(h.email)).length === 1)
    expect((await consultation(h.id)).status).toBe('cancelled')
  })

  it('the visitor cancels after the cut-off: the type late-cancellation share is refunded', async () => {
    const type = await paidType({ lateRefund: 25 })
    // 24 hours ahead, the owner's cut-off being 48: late, but the consultation has not started.
    const h = await paid(type, 'en', freeStart(1))
    const token = signConsultationLink({ id: h.id, sequence: 0 })
    const res = await apiJson('/api/consultations/cancel', { method: 'POST', json: { token }, ip: nextIp() })
    expect(res.status).toBe(200)
    await until(async () => (await refundsOf(h.payment.id)).some((r) => r.status === 'succeeded'))
    const [refund] = await refundsOf(h.payment.id)
    expect(refund).toMatchObject({ amount: Math.round(h.payment.total / 4), reason: 'late_cancellation' })
    // A consultation not paid online still may not be cancelled after the cut-off.
    const free = await book(visitor(await paidType({ onlinePayment: 'none' }), freeStart(1)))
    const freeToken = signConsultationLink({ id: free.data.id, sequence: 0 })
    const refused = await apiJson('/api/consultations/cancel', {
      method: 'POST',
      json: { token: freeToken },
      ip: nextIp(),
    })
    expect(refused.status).toBe(409)
    expect(refused.data.error).toBe('TOO_LATE')
  })

  it('the studio cancels from /admin: a full refund with its credit note, and the dashboard shows the payment', async () => {
    const type = await paidType({ lateRefund: 0 })
    const h = await paid(type, 'en', freeStart(1))
    const list = await apiJson('/api/admin/consultations?when=upcoming', { headers: bearer(adminToken) })
    const row = list.data.consultations.find((c: { id: number }) => c.id === h.id)
    expect(row.payment).toEqual({ status: 'paid', purpose: 'full', total: h.payment.total, amountRefunded: 0 })

    const res = await apiJson(`/api/admin/consultations/${h.id}`, {
      method: 'PATCH',
      json: { action: 'cancel' },
      headers: bearer(adminToken),
    })
    expect(res.status).toBe(200)
    await until(async () => (await refundsOf(h.payment.id)).some((r) => r.status === 'succeeded'))
    const refunds = await refundsOf(h.payment.id)
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ amount: h.payment.total, reason: 'studio_cancelled' })
    await until(async () => (await creditNotes(h.email)).length === 1)
    const after = await apiJson('/api/admin/consultations?when=upcoming', { headers: bearer(adminToken) })
    expect(after.data.consultations.find((c: { id: number }) => c.id === h.id).payment).toMatchObject({
      status: 'refunded',
      amountRefunded: h.payment.total,
    })
  })

  it('the studio cancels in /cms: the refund is recorded in the edit and sent by the payments loop', async () => {
    const type = await paidType()
    const h = await paid(type)
    await payload.update({
      collection: 'consultation-bookings',
      id: h.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    const [refund] = await refundsOf(h.payment.id)
    expect(refund).toMatchObject({ amount: h.payment.total, reason: 'studio_cancelled', status: 'pending' })
    await sweepPayments(payload)
    expect((await refundsOf(h.payment.id))[0]!.status).toBe('succeeded')
    expect(await creditNotes(h.email)).toHaveLength(1)
  })
})
