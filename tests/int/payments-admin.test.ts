import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { execute } from '@/lib/db/statements'
import type { StripeFake } from '@root/tests/fakes/stripe'

import { bearer, cookie, parseCsv } from './helpers/admin'
import { apiJson, type testPayload } from './helpers/api'
import { nextIp, uid, validBooking } from './helpers/public'
import { paidClass, startPaymentsSuite } from './helpers/stripe'

/*
 * The administrator's side of payments (the dashboard's Payments tab): the list, the totals the
 * studio files by month and quarter of its own time zone, the CSV, and refunds from the tab, with
 * real payments made through the site, the Stripe fake and the webhook.
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

const admin = (path: string, options: { method?: string; json?: unknown } = {}) =>
  apiJson(path, { ...options, headers: bearer(token) })

/** A booking of a class at `price` dollars, paid through the fake's Checkout; its payment as the tab lists it. */
async function paidBooking(price: number, locale: 'en' | 'fr' = 'en', name = 'Élodie Tremblay') {
  const { classId, sessionId } = await paidClass(payload, { price })
  const { totalCost: _, ...body } = validBooking({
    classType: classId,
    session: sessionId,
    preferredDate: '',
    name,
    email: `admin-pay-${uid()}@example.ca`,
  })
  const booked = await apiJson(`/api/class-bookings?locale=${locale}`, { method: 'POST', json: body, ip: nextIp() })
  expect(booked.status, JSON.stringify(booked.data)).toBe(201)
  const [row] = await execute(
    payload,
    sql`SELECT id, checkout_session_id FROM payments WHERE booking_id = ${booked.data.id} ORDER BY id DESC LIMIT 1`,
  )
  fake.pay(String(row!.checkout_session_id))
  await fake.webhooksIdle()
  const listed = await admin(`/api/admin/payments?q=${row!.id}`)
  const payment = listed.data.find((p: { id: number }) => p.id === Number(row!.id))
  expect(payment.status).toBe('paid')
  return { payment, bookingId: Number(booked.data.id), email: String(body.email) }
}

const refund = (paymentId: number, json: Record<string, unknown>) =>
  admin(`/api/admin/payments/${paymentId}/refunds`, { method: 'POST', json })

const refundRows = async (paymentId: number) =>
  execute(payload, sql`SELECT id, amount, note, status, reason FROM refunds WHERE payment_id = ${paymentId}`)

describe('the Payments tab: list and refunds', () => {
  it('lists each payment with what it pays for, its taxes and its refunds; admin session required', async () => {
    const { payment, bookingId } = await paidBooking(449, 'fr', 'Marie Gagnon')
    expect(payment).toMatchObject({
      purpose: 'full',
      offerName: 'Maîtrise du portrait',
      subtotal: 44_900,
      gst: 2_245,
      qst: 4_479,
      total: 51_624,
      amountRefunded: 0,
      refundable: 51_624,
      suggestedRefund: 51_624,
      paidFor: { kind: 'booking', id: bookingId, name: 'Marie Gagnon', status: 'confirmed' },
      refunds: [],
    })
    const byName = await admin('/api/admin/payments?q=marie%20gagnon')
    expect(byName.data.map((p: { id: number }) => p.id)).toContain(payment.id)
    expect(Number(byName.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1)

    expect((await apiJson('/api/admin/payments')).status).toBe(401)
    expect((await apiJson('/api/admin/payment-totals')).status).toBe(401)
  })

  it('refunds part of a payment with the reason, through Stripe, e-mailing the client in their language', async () => {
    const { payment, email } = await paidBooking(449, 'fr')
    const requestId = crypto.randomUUID()
    const res = await refund(payment.id, { amount: '100,00', reason: 'Session shortened by an hour', requestId })
    expect(res.status, JSON.stringify(res.data)).toBe(201)
    expect(res.data.refund).toMatchObject({
      amount: 10_000,
      gst: 435,
      qst: 868,
      reason: 'other',
      note: 'Session shortened by an hour',
      requestedBy: 'studio',
      status: 'succeeded',
    })
    expect(res.data.payment).toMatchObject({
      amountRefunded: 10_000,
      status: 'partially_refunded',
      refundable: 41_624,
    })
    const sent = fake.requests().filter((r) => r.path === '/v1/refunds' && r.params.amount === '10000')
    expect(sent.map((r) => r.idempotencyKey)).toContain(`payment-${payment.id}-studio-${requestId}`)

    // The same form sent again (a double click) refunds nothing more.
    const again = await refund(payment.id, { amount: '100.00', reason: 'Session shortened by an hour', requestId })
    expect(again.status).toBe(200)
    expect(again.data.replayed).toBe(true)
    expect(await refundRows(payment.id)).toHaveLength(1)

    await fake.webhooksIdle()
    const mails = (
      await payload.find({ collection: 'outbox', where: { to: { equals: email } }, limit: 20, overrideAccess: true })
    ).docs
    const refundMail = mails.find((m) => /Remboursement/.test(m.subject))
    expect(refundMail?.subject).toContain('100,00')
  })

  it('refuses more than remains (409), a missing reason or a malformed amount (400), changing nothing', async () => {
    const { payment } = await paidBooking(120)
    const before = fake.requests().filter((r) => r.path === '/v1/refunds').length
    const over = await refund(payment.id, { amount: '137.98', reason: 'Too much', requestId: crypto.randomUUID() })
    expect(over.status).toBe(409)
    expect(over.data.error).toBe('REFUND_TOO_LARGE')

    const noReason = await refund(payment.id, { amount: '10', reason: '  ', requestId: crypto.randomUUID() })
    expect(noReason.status).toBe(400)
    expect(noReason.data.fieldErrors.reason).toBeTruthy()
    for (const amount of ['12.345', '-5', '0', '1,234', 'ten', 12]) {
      const bad = await refund(payment.id, { amount, reason: 'Typo', requestId: crypto.randomUUID() })
      expect(bad.status, String(amount)).toBe(400)
      expect(bad.data.fieldErrors.amount, String(amount)).toBeTruthy()
    }

    expect(await refundRows(payment.id)).toHaveLength(0)
    const [row] = await execute(payload, sql`SELECT amount_refunded, status FROM payments WHERE id = ${payment.id}`)
    expect(row).toMatchObject({ status: 'paid' })
    expect(Number(row!.amount_refunded)).toBe(0)
    expect(fake.requests().filter((r) => r.path === '/v1/refunds')).toHaveLength(before)

    // Exactly what remains is accepted: $137.97.
    const all = await refund(payment.id, {
      amount: '137.97',
      reason: 'Class cancelled',
      requestId: crypto.randomUUID(),
    })
    expect(all.status).toBe(201)
    expect(all.data.payment).toMatchObject({ status: 'refunded', refundable: 0 })
    const more = await refund(payment.id, { amount: '0.01', reason: 'Again', requestId: crypto.randomUUID() })
    expect(more.status).toBe(409)
  })

  it('refuses a payment that took no money (409) and an unknown one (404)', async () => {
    const { classId, sessionId } = await paidClass(payload, { price: 120 })
    const { totalCost: _, ...body } = validBooking({ classType: classId, session: sessionId, preferredDate: '' })
    const booked = await apiJson('/api/class-bookings', { method: 'POST', json: body, ip: nextIp() })
    const [row] = await execute(payload, sql`SELECT id FROM payments WHERE booking_id = ${booked.data.id}`)
    const pending = await refund(Number(row!.id), { amount: '1', reason: 'x', requestId: crypto.randomUUID() })
    expect(pending.status).toBe(409)
    expect(pending.data.error).toBe('NOT_REFUNDABLE')
    const unknown = await refund(99_999_999, { amount: '1', reason: 'x', requestId: crypto.randomUUID() })
    expect(unknown.status).toBe(404)
  })

  it('a refund by cookie must come from the site itself (Origin)', async () => {
    const { payment } = await paidBooking(120)
    const json = { amount: '1', reason: 'x', requestId: crypto.randomUUID() }
    const foreign = await apiJson(`/api/admin/payments/${payment.id}/refunds`, {
      method: 'POST',
      json,
      headers: { ...cookie(token), origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    expect(await refundRows(payment.id)).toHaveLength(0)
    const unsigned = await apiJson(`/api/admin/payments/${payment.id}/refunds`, { method: 'POST', json })
    expect(unsigned.status).toBe(401)
  })
})

describe('what the studio files: totals by month and quarter, and the CSV', () => {
  it('counts sales, GST and QST by the studio’s months and calendar quarters, refunds in their own period', async () => {
    // A: paid 23:30 on March 31 in Montreal (03:30 UTC on April 1): March and Q1, not April.
    // B: paid 00:30 on April 1 in Montreal. A's partial refund is made on April 15: April and Q2.
    const a = await paidBooking(449, 'en', '=HYPERLINK("http://evil.example","Click")')
    const b = await paidBooking(120)
    const part = await refund(a.payment.id, { amount: '100', reason: 'Partial', requestId: crypto.randomUUID() })
    expect(part.status).toBe(201)
    // The totals read the documents (a receipt dated when its payment was made, a credit note when
    // Stripe made the refund); the accountant's CSV reads the payments and refunds.
    const backdate = async (source: string, at: string) =>
      execute(payload, sql`UPDATE receipts SET issued_at = ${at} WHERE source = ${source}`)
    await execute(payload, sql`UPDATE payments SET paid_at = '2026-04-01T03:30:00Z' WHERE id = ${a.payment.id}`)
    await backdate(`payment:${a.payment.id}`, '2026-04-01T03:30:00Z')
    await execute(payload, sql`UPDATE payments SET paid_at = '2026-04-01T04:30:00Z' WHERE id = ${b.payment.id}`)
    await backdate(`payment:${b.payment.id}`, '2026-04-01T04:30:00Z')
    await execute(
      payload,
      sql`UPDATE refunds SET created_at = '2026-04-15T16:00:00Z', refunded_at = '2026-04-15T16:00:00Z' WHERE payment_id = ${a.payment.id}`,
    )
    await backdate(`refund:${part.data.refund.id}`, '2026-04-15T16:00:00Z')

    const res = await admin('/api/admin/payment-totals')
    expect(res.status).toBe(200)
    expect(res.data.timeZone).toBe('America/Toronto')
    const month = (p: string) => res.data.months.find((m: { period: string }) => m.period === p)
    const quarter = (p: string) => res.data.quarters.find((m: { period: string }) => m.period === p)
    const march = {
      payments: 1,
      sales: 44_900,
      gst: 2_245,
      qst: 4_479,
      total: 51_624,
      refunds: 0,
      refundedTotal: 0,
      netSales: 44_900,
      netGst: 2_245,
      netQst: 4_479,
    }
    const april = {
      payments: 1,
      sales: 12_000,
      gst: 600,
      qst: 1_197,
      total: 13_797,
      refunds: 1,
      refundedTotal: 10_000,
      refundedGst: 435,
      refundedQst: 868,
      refundedSales: 8_697,
      netSales: 3_303,
      netGst: 165,
      netQst: 329,
    }
    expect(month('2026-03')).toMatchObject({ period: '2026-03', ...march })
    expect(month('2026-04')).toMatchObject({ period: '2026-04', ...april })
    expect(quarter('2026-Q1')).toMatchObject({ period: '2026-Q1', ...march })
    expect(quarter('2026-Q2')).toMatchObject({ period: '2026-Q2', ...april })
    // Newest first.
    const periods = res.data.months.map((m: { period: string }) => m.period)
    expect([...periods].sort().reverse()).toEqual(periods)

    const csv = await apiJson('/api/admin/payment-movements', { headers: bearer(token) })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="payment-movements-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const rows = parseCsv(csv.data as string)
    const ofA = rows.filter((r) => r.paymentId === String(a.payment.id))
    expect(ofA).toEqual([
      expect.objectContaining({
        date: '2026-03-31 23:30',
        type: 'payment',
        for: `booking ${a.bookingId}`,
        name: `'=HYPERLINK("http://evil.example","Click")`,
        subtotal: '449',
        gst: '22.45',
        qst: '44.79',
        total: '516.24',
      }),
      expect.objectContaining({
        date: '2026-04-15 12:00',
        type: 'refund',
        subtotal: '-86.97',
        gst: '-4.35',
        qst: '-8.68',
        total: '-100',
        reason: 'other: Partial',
      }),
    ])
    // Oldest first: A's payment, B's payment, then A's refund.
    const order = rows
      .filter((r) => [String(a.payment.id), String(b.payment.id)].includes(r.paymentId))
      .map((r) => `${r.type} ${r.paymentId}`)
    expect(order).toEqual([`payment ${a.payment.id}`, `payment ${b.payment.id}`, `refund ${a.payment.id}`])
  })
})

describe('monitoring', () => {
  it('alerts on a seat still held long after its Checkout expired', async () => {
    const before = await admin('/api/alerts')
    expect(before.status).toBe(200)
    expect(before.data.alerts.map((a: { type: string }) => a.type)).not.toContain('payment_holds')
    const { classId, sessionId } = await paidClass(payload, { price: 120 })
    const { totalCost: _, ...body } = validBooking({ classType: classId, session: sessionId, preferredDate: '' })
    const booked = await apiJson('/api/class-bookings', { method: 'POST', json: body, ip: nextIp() })
    expect(booked.status).toBe(201)
    await execute(
      payload,
      sql`UPDATE payments SET expires_at = now() - interval '20 minutes' WHERE booking_id = ${booked.data.id}`,
    )
    const after = await admin('/api/alerts')
    expect(after.data.alerts).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'payment_holds', level: 'warning', value: 1 })]),
    )
  })

  it('warns of Stripe webhook calls refused for their signature at a rate, never for one anonymous call', async () => {
    const before = await admin('/api/alerts')
    expect(before.data.alerts.map((a: { type: string }) => a.type)).not.toContain('webhook_signature')
    const event = JSON.stringify({
      id: `evt_forged_${uid()}`,
      type: 'checkout.session.completed',
      data: { object: {} },
    })
    const forge = () =>
      apiJson('/api/payments/stripe/webhook', {
        method: 'POST',
        body: event,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
        },
        ip: nextIp(),
      })
    expect((await forge()).status).toBe(400)
    // One anonymous call: counted, no alert at all.
    const one = await admin('/api/alerts')
    expect(one.data.alerts.map((a: { type: string }) => a.type)).not.toContain('webhook_signature')
    for (let i = 1; i < 20; i++) expect((await forge()).status).toBe(400)
    const after = await admin('/api/alerts')
    expect(after.data.alerts).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'webhook_signature', level: 'warning', value: 20 })]),
    )
    expect(after.data.alerts.filter((a: { level: string }) => a.level === 'critical')).toEqual([])
  })
})
