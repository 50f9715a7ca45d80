import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { execute } from '@/lib/db/statements'
import { sendPendingRefunds } from '@/lib/payments/refunds'
import { sweepPayments } from '@/lib/payments/sweep'
import { signatureHeader, type StripeFake, type StripeObject } from '@root/tests/fakes/stripe'

import { bearer } from './helpers/admin'
import { api, apiJson, type testPayload } from './helpers/api'
import { nextIp, uid, validBooking } from './helpers/public'
import { mailsTo, paidClass, receiptsTo, refundsOf, startPaymentsSuite, until } from './helpers/stripe'

/*
 * Refunds booked only when Stripe made them, against the Stripe fake: refused in Stripe's answer,
 * pending then succeeded or failed by a later event, waiting for the client's action, made in
 * Stripe's own dashboard, sent twice at once; and the taxes of the parts of a payment (a deposit
 * and its balance, refunds in parts) adding up to the whole, with the Payments tab's totals equal
 * to the receipts less the credit notes.
 */

let payload: Awaited<ReturnType<typeof testPayload>>
let fake: StripeFake
let close: () => Promise<void>
let token: string
let webhookUrl: string
/** Stripe's API as the studio uses it in Stripe's own dashboard (no metadata of the site's). */
let dashboard: Stripe

beforeAll(async () => {
  ;({ payload, fake, close, token } = await startPaymentsSuite())
  webhookUrl = fake.webhookUrl!
  dashboard = new Stripe('sk_test_payments_int', { ...fake.stripeConfig(), maxNetworkRetries: 0 })
}, 120_000)

afterEach(async () => {
  fake.setRefundStatus('succeeded')
  fake.clearFaults()
  fake.setWebhookUrl(webhookUrl)
  await fake.webhooksIdle()
})

afterAll(async () => {
  await close?.()
})

const admin = (path: string, options: { method?: string; json?: unknown } = {}) =>
  apiJson(path, { ...options, headers: bearer(token) })

interface PaymentRow {
  id: number
  status: string
  total: number
  subtotal: number
  gst: number
  qst: number
  amount_refunded: number
  amount_refund_pending: number
  payment_intent_id: string | null
  checkout_session_id: string | null
}

async function paymentRow(id: number): Promise<PaymentRow> {
  const [row] = await execute(payload, sql`SELECT * FROM payments WHERE id = ${id}`)
  return {
    ...(row as unknown as PaymentRow),
    total: Number(row!.total),
    subtotal: Number(row!.subtotal),
    gst: Number(row!.gst),
    qst: Number(row!.qst),
    amount_refunded: Number(row!.amount_refunded),
    amount_refund_pending: Number(row!.amount_refund_pending),
  }
}

/** A booking of its own class (in full at $449 unless told), paid at the fake; its payment. */
async function paidBooking(options: Parameters<typeof paidClass>[1] = {}, locale: 'en' | 'fr' = 'en') {
  const { classId, sessionId } = await paidClass(payload, options)
  const email = `refunds-${uid()}@example.ca`
  const { totalCost: _, ...body } = validBooking({ classType: classId, session: sessionId, preferredDate: '', email })
  const booked = await apiJson(`/api/class-bookings?locale=${locale}`, { method: 'POST', json: body, ip: nextIp() })
  expect(booked.status, JSON.stringify(booked.data)).toBe(201)
  const [row] = await execute(payload, sql`SELECT id FROM payments WHERE booking_id = ${booked.data.id}`)
  const before = await paymentRow(Number(row!.id))
  fake.pay(before.checkout_session_id!)
  await fake.webhooksIdle()
  const payment = await paymentRow(before.id)
  expect(payment.status).toBe('paid')
  return { payment, email, bookingId: Number(booked.data.id), classId }
}

const refundFromTab = (paymentId: number, amount: string, reason = 'Agreed with the client') =>
  admin(`/api/admin/payments/${paymentId}/refunds`, {
    method: 'POST',
    json: { amount, reason, requestId: crypto.randomUUID() },
  })

const creditNotes = async (email: string) => (await receiptsTo(payload, email)).filter((r) => r.kind === 'credit-note')
const refundMails = async (email: string) =>
  (await mailsTo(payload, email)).filter((m) => /Refund|Remboursement/.test(m.subject))
const alertTypes = async () =>
  ((await admin('/api/alerts')).data.alerts as { type: string; value?: number }[]).map((a) => a.type)

const chargeOf = (paymentIntentId: string) =>
  fake.object(String(fake.object(paymentIntentId)!.latest_charge)) as StripeObject
/** The fake's refunds of a payment, as Stripe holds them. */
const stripeRefundsOf = (paymentIntentId: string) =>
  fake
    .events()
    .filter((e) => e.type === 'refund.created' && e.data.object.payment_intent === paymentIntentId)
    .map((e) => fake.object(String(e.data.object.id)) as StripeObject)

describe('a refund is booked only when Stripe has made it', () => {
  it('pending at Stripe: reserved, not booked, credited or e-mailed; booked with its credit note when Stripe says succeeded', async () => {
    const { payment, email } = await paidBooking()
    fake.setRefundStatus('pending')
    const res = await refundFromTab(payment.id, '100.00')
    expect(res.status, JSON.stringify(res.data)).toBe(201)
    expect(res.data.refund).toMatchObject({ amount: 10_000, status: 'pending', stripeStatus: 'pending' })
    expect(res.data.payment).toMatchObject({
      status: 'paid',
      amountRefunded: 0,
      amountRefundPending: 10_000,
      refundable: payment.total - 10_000,
    })
    await fake.webhooksIdle()
    expect(await creditNotes(email)).toHaveLength(0)
    expect(await refundMails(email)).toHaveLength(0)
    // What is on its way back stays reserved: nothing more than the rest can be refunded.
    const over = await refundFromTab(payment.id, ((payment.total - 10_000 + 1) / 100).toFixed(2))
    expect(over.status).toBe(409)
    expect(over.data.error).toBe('REFUND_TOO_LARGE')

    fake.settleRefund(String(stripeRefundsOf(payment.payment_intent_id!)[0]!.id), 'succeeded')
    await fake.webhooksIdle()
    await until(async () => (await refundsOf(payload, payment.id))[0]?.status === 'succeeded')
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'partially_refunded',
      amount_refunded: 10_000,
      amount_refund_pending: 0,
    })
    const [note] = await creditNotes(email)
    expect(note).toMatchObject({ totalCents: 10_000, source: `refund:${res.data.refund.id}` })
    expect(await refundMails(email)).toHaveLength(1)
  })

  it('pending then failed by a later event: the amount is refundable again, an alert is raised, and the tab retries it with a key of its own', async () => {
    const { payment, email } = await paidBooking()
    expect(await alertTypes()).not.toContain('refund_failed')
    fake.setRefundStatus('pending')
    const res = await refundFromTab(payment.id, ((payment.total / 100) as number).toFixed(2))
    expect(res.data.refund.status).toBe('pending')
    const [atStripe] = stripeRefundsOf(payment.payment_intent_id!)
    fake.settleRefund(String(atStripe!.id), 'failed')
    await fake.webhooksIdle()
    await until(async () => (await refundsOf(payload, payment.id))[0]?.status === 'failed')
    const [failed] = await refundsOf(payload, payment.id)
    expect(failed).toMatchObject({ failureReason: 'expired_or_canceled_card', stripeStatus: 'failed' })
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', amount_refunded: 0, amount_refund_pending: 0 })
    expect(await creditNotes(email)).toHaveLength(0)
    expect(await refundMails(email)).toHaveLength(0)
    expect(await alertTypes()).toContain('refund_failed')
    const listed = (await admin(`/api/admin/payments?q=${payment.id}`)).data.find(
      (p: { id: number }) => p.id === payment.id,
    )
    expect(listed).toMatchObject({ refundable: payment.total, amountRefunded: 0 })
    expect(listed.refunds[0]).toMatchObject({ status: 'failed', retriedBy: null })

    fake.setRefundStatus('succeeded')
    const retried = await admin(`/api/admin/refunds/${failed!.id}/retry`, { method: 'POST', json: {} })
    expect(retried.status, JSON.stringify(retried.data)).toBe(201)
    expect(retried.data.refund).toMatchObject({ amount: payment.total, status: 'succeeded', retryOf: failed!.id })
    const keys = fake
      .requests()
      .filter((r) => r.path === '/v1/refunds' && r.method === 'POST')
      .map((r) => r.idempotencyKey)
    expect(keys).toContain(`refund-${failed!.id}-retry`)
    expect(new Set(keys).size).toBe(keys.length)
    // Pressed again (or on another instance): the first retry, nothing more.
    const again = await admin(`/api/admin/refunds/${failed!.id}/retry`, { method: 'POST', json: {} })
    expect(again.status).toBe(200)
    expect(again.data.refund.id).toBe(retried.data.refund.id)
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', amount_refunded: payment.total })
    expect(await creditNotes(email)).toHaveLength(1)
    expect(await alertTypes()).not.toContain('refund_failed')
    // A refund that did not fail is not retried.
    const notFailed = await admin(`/api/admin/refunds/${retried.data.refund.id}/retry`, { method: 'POST', json: {} })
    expect(notFailed.status).toBe(409)
  })

  it('refused in Stripe’s answer (more than Stripe has left): failed, nothing booked, and the amount stays refundable', async () => {
    const { payment, email } = await paidBooking()
    // A refund made in Stripe's dashboard that the site has not heard of yet (its events held back).
    fake.setWebhookUrl(null)
    await dashboard.refunds.create({ payment_intent: payment.payment_intent_id!, amount: 20_000 })
    const res = await refundFromTab(payment.id, (payment.total / 100).toFixed(2))
    expect(res.status).toBe(201)
    expect(res.data.refund).toMatchObject({ status: 'failed', amount: payment.total })
    expect(res.data.payment).toMatchObject({ status: 'paid', amountRefunded: 0, refundable: payment.total })
    expect(res.data.refund.failureReason).toBe('amount_too_large')
    expect(await creditNotes(email)).toHaveLength(0)
    expect(await refundMails(email)).toHaveLength(0)
    // Stripe's events arrive: the dashboard's refund is recorded with its credit note, and the
    // failed one can no longer be retried in full.
    fake.setWebhookUrl(webhookUrl)
    for (const e of fake.events().filter((e) => e.data.object.payment_intent === payment.payment_intent_id)) {
      if (/^(refund\.|charge\.refund)/.test(e.type)) await fake.redeliver(String(e.id))
    }
    await until(async () => (await paymentRow(payment.id)).amount_refunded === 20_000)
    const rows = await refundsOf(payload, payment.id)
    expect(rows.find((r) => r.reason === 'made_at_stripe')).toMatchObject({ amount: 20_000, status: 'succeeded' })
    expect((await creditNotes(email)).map((n) => n.totalCents)).toEqual([20_000])
    const failedId = rows.find((r) => r.status === 'failed')!.id
    const retry = await admin(`/api/admin/refunds/${failedId}/retry`, { method: 'POST', json: {} })
    expect(retry.status).toBe(409)
    expect(retry.data.error).toBe('REFUND_TOO_LARGE')
  })

  it('requires_action at Stripe stays reserved; canceled there, it frees the amount', async () => {
    const { payment, email } = await paidBooking()
    fake.setRefundStatus('requires_action')
    const res = await refundFromTab(payment.id, '50.00')
    expect(res.data.refund).toMatchObject({ status: 'pending', stripeStatus: 'requires_action' })
    expect(await creditNotes(email)).toHaveLength(0)
    await dashboard.refunds.cancel(String(stripeRefundsOf(payment.payment_intent_id!)[0]!.id))
    await fake.webhooksIdle()
    await until(async () => (await refundsOf(payload, payment.id))[0]?.status === 'failed')
    expect(await paymentRow(payment.id)).toMatchObject({ amount_refunded: 0, amount_refund_pending: 0 })
    expect(await creditNotes(email)).toHaveLength(0)
  })

  it('a refund made in Stripe’s dashboard is recorded as a refund, with its credit note and its taxes', async () => {
    const { payment, email } = await paidBooking()
    await dashboard.refunds.create({ payment_intent: payment.payment_intent_id!, amount: 10_000 })
    await fake.webhooksIdle()
    await until(async () => (await refundsOf(payload, payment.id)).some((r) => r.status === 'succeeded'))
    const [refund, ...more] = await refundsOf(payload, payment.id)
    expect(more).toEqual([])
    expect(refund).toMatchObject({
      amount: 10_000,
      reason: 'made_at_stripe',
      requestedBy: 'stripe',
      gst: 435,
      qst: 868,
    })
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'partially_refunded', amount_refunded: 10_000 })
    const [note] = await creditNotes(email)
    expect(note).toMatchObject({ totalCents: 10_000 })
    expect(note!.document).toMatchObject({ gstCents: 435, qstCents: 868 })
  })

  it('a refund made in Stripe’s dashboard whose events come before the payment’s completion is booked from Stripe’s retry', async () => {
    const { classId, sessionId } = await paidClass(payload, {})
    const email = `early-refund-${uid()}@example.ca`
    const { totalCost: _, ...body } = validBooking({ classType: classId, session: sessionId, preferredDate: '', email })
    const booked = await apiJson('/api/class-bookings?locale=en', { method: 'POST', json: body, ip: nextIp() })
    expect(booked.status, JSON.stringify(booked.data)).toBe(201)
    const [row] = await execute(payload, sql`SELECT id FROM payments WHERE booking_id = ${booked.data.id}`)
    const paymentId = Number(row!.id)
    const checkout = (await paymentRow(paymentId)).checkout_session_id!
    // Paid, then refunded in Stripe's dashboard, while the site hears nothing (an outage, say).
    const known = new Set(fake.events().map((e) => String(e.id)))
    const newEvents = () =>
      fake
        .events()
        .map((e) => String(e.id))
        .filter((id) => !known.has(id) && (known.add(id), true))
    fake.setWebhookUrl(null)
    fake.pay(checkout)
    const paid = newEvents()
    await dashboard.refunds.create({ payment_intent: String(fake.object(checkout)!.payment_intent), amount: 10_000 })
    const refundEvents = newEvents()
    fake.setWebhookUrl(webhookUrl)
    // Stripe's retries come in any order: the refund's first.
    const early = await Promise.all(refundEvents.map((id) => fake.redeliver(id)))
    const refunded = early.find((d) => d.type === 'charge.refunded')!
    expect(refunded.status).toBe(503)
    expect(early.filter((d) => d !== refunded).every((d) => d.status === 200)).toBe(true)
    // The answer as Stripe reads it: JSON, and when to try again.
    const event = JSON.stringify(
      fake.events().find((e) => e.id === refunded.eventId),
      null,
      2,
    )
    const answer = await api('/api/payments/stripe/webhook', {
      method: 'POST',
      body: Buffer.from(event),
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(event, fake.webhookSecret) },
    })
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('60')
    expect(await answer.json()).toMatchObject({ error: 'EVENT_TOO_EARLY', message: expect.stringMatching(/later/) })
    expect(await refundsOf(payload, paymentId)).toEqual([])
    for (const id of paid) expect((await fake.redeliver(id)).status).toBe(200)
    expect((await fake.redeliver(refunded.eventId)).status).toBe(200)
    await until(async () => (await refundsOf(payload, paymentId)).some((r) => r.status === 'succeeded'))
    expect(await refundsOf(payload, paymentId)).toMatchObject([
      { amount: 10_000, reason: 'made_at_stripe', status: 'succeeded' },
    ])
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'partially_refunded', amount_refunded: 10_000 })
    expect(await creditNotes(email)).toMatchObject([{ totalCents: 10_000 }])
  })

  it('a refund Stripe made and that failed later (returned by the card issuer) gives the money back to the books, with a receipt', async () => {
    const { payment, email } = await paidBooking()
    const res = await refundFromTab(payment.id, '100.00')
    expect(res.data.refund.status).toBe('succeeded')
    fake.settleRefund(String(stripeRefundsOf(payment.payment_intent_id!)[0]!.id), 'failed')
    await fake.webhooksIdle()
    await until(async () => (await refundsOf(payload, payment.id))[0]?.status === 'failed')
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', amount_refunded: 0 })
    const docs = await receiptsTo(payload, email)
    expect(docs.map((d) => [d.kind, d.totalCents])).toEqual([
      ['receipt', payment.total],
      ['credit-note', 10_000],
      ['receipt', 10_000],
    ])
    expect(docs[2]!.source).toBe(`refund-returned:${res.data.refund.id}`)
  })

  it('a cancellation retried after Stripe refused its refund refunds what really remains', async () => {
    const { payment, bookingId } = await paidBooking()
    const setStatus = (status: string) =>
      admin(`/api/admin/class-bookings/${bookingId}`, { method: 'PATCH', json: { status } })
    // A refund made in Stripe's dashboard that the site has not heard of yet: the cancellation's
    // refund of the whole payment is more than Stripe has left, and is refused.
    fake.setWebhookUrl(null)
    await dashboard.refunds.create({ payment_intent: payment.payment_intent_id!, amount: 10_000 })
    expect((await setStatus('cancelled')).status).toBe(200)
    await until(async () => (await refundsOf(payload, payment.id))[0]?.status === 'failed')
    fake.setWebhookUrl(webhookUrl)
    for (const e of fake.events().filter((e) => e.data.object.payment_intent === payment.payment_intent_id)) {
      if (/^(refund\.|charge\.refund)/.test(e.type)) await fake.redeliver(String(e.id))
    }
    // The refused refund no longer counts: only Stripe's own is refunded.
    await until(async () => (await paymentRow(payment.id)).amount_refunded === 10_000)
    expect((await setStatus('confirmed')).status).toBe(200)
    expect((await setStatus('cancelled')).status).toBe(200)
    await until(async () => (await paymentRow(payment.id)).amount_refunded === payment.total)
    const rows = await refundsOf(payload, payment.id)
    expect(rows.map((r) => [r.status, r.reason, r.amount])).toEqual([
      ['failed', 'studio_cancelled', payment.total],
      ['succeeded', 'made_at_stripe', 10_000],
      ['succeeded', 'studio_cancelled', payment.total - 10_000],
    ])
    expect((await paymentRow(payment.id)).status).toBe('refunded')
  })
})

describe('concurrent refunds of one payment', () => {
  /** A refund recorded from the tab while Stripe could not be reached: pending, never answered. */
  async function unsentRefund(amount: string) {
    const { payment, email } = await paidBooking()
    fake.failNext({ mode: 503, path: '/v1/refunds', count: 2 })
    const res = await refundFromTab(payment.id, amount)
    expect(res.data.refund.status).toBe('pending')
    fake.clearFaults()
    return { payment, email, refundId: Number(res.data.refund.id) }
  }

  it('the sweep and the dashboard sending it at once (Stripe’s 409 for its key): one refund, booked once, never failed', async () => {
    const { payment, email, refundId } = await unsentRefund('120.00')
    // The first request holds the key at Stripe while the second arrives: Stripe answers it 409
    // (and the client's own retry of it a moment later too).
    fake.failNext({ mode: 'delay', delayMs: 2_500, path: '/v1/refunds', method: 'POST' })
    await Promise.all([sendPendingRefunds(payload, [refundId]), sendPendingRefunds(payload, [refundId])])
    const answers = fake
      .requests()
      .filter(
        (r) => r.path === '/v1/refunds' && r.method === 'POST' && r.idempotencyKey?.includes(`payment-${payment.id}-`),
      )
      .map((r) => r.status)
    expect(answers.filter((s) => s === 200)).toHaveLength(1)
    expect(answers).toContain(409)
    await fake.webhooksIdle()
    const [row] = await refundsOf(payload, payment.id)
    expect(row).toMatchObject({ id: refundId, status: 'succeeded', amount: 12_000 })
    expect(stripeRefundsOf(payment.payment_intent_id!)).toHaveLength(1)
    expect(await paymentRow(payment.id)).toMatchObject({ amount_refunded: 12_000, amount_refund_pending: 0 })
    expect(await creditNotes(email)).toHaveLength(1)
  })

  it('answered 409 alone, the refund stays pending and the sweep sends it again', async () => {
    const { payment, email, refundId } = await unsentRefund('80.00')
    const [row] = await execute(payload, sql`SELECT idempotency_key FROM refunds WHERE id = ${refundId}`)
    // Another instance's request with the same key is still running at Stripe.
    fake.setWebhookUrl(null)
    fake.failNext({ mode: 'delay', delayMs: 2_500, path: '/v1/refunds', method: 'POST' })
    const other = dashboard.refunds.create(
      {
        payment_intent: payment.payment_intent_id!,
        amount: 8_000,
        metadata: { refund_id: String(refundId), payment_id: String(payment.id) },
      },
      { idempotencyKey: String(row!.idempotency_key) },
    )
    await new Promise((r) => setTimeout(r, 100))
    await sendPendingRefunds(payload, [refundId])
    expect((await refundsOf(payload, payment.id))[0]).toMatchObject({ status: 'pending' })
    await other
    // Its answer never reached this site (and no event either): the sweep sends it again, and
    // Stripe answers with the same refund.
    await sweepPayments(payload)
    const [booked] = await refundsOf(payload, payment.id)
    expect(booked).toMatchObject({ status: 'succeeded', amount: 8_000 })
    expect(stripeRefundsOf(payment.payment_intent_id!)).toHaveLength(1)
    expect(await creditNotes(email)).toHaveLength(1)
  })

  it('two refunds at once over what remains: PostgreSQL keeps them within what was paid', async () => {
    const { payment } = await paidBooking({ price: 120 })
    const answers = await Promise.all([refundFromTab(payment.id, '100.00'), refundFromTab(payment.id, '100.00')])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    await fake.webhooksIdle()
    expect(await paymentRow(payment.id)).toMatchObject({ amount_refunded: 10_000, amount_refund_pending: 0 })
    expect(stripeRefundsOf(payment.payment_intent_id!)).toHaveLength(1)
  })
})

describe('taxes that add up', () => {
  it('a deposit and its balance add up to the taxed full price as booked, and the balance is charged exactly', async () => {
    // $175 at 30 %: a deposit of $60.37, then the balance the whole's taxes less the deposit's.
    const { payment, email, classId } = await paidBooking({ onlinePayment: 'deposit', depositPercent: 30, price: 175 })
    expect(payment).toMatchObject({ subtotal: 5_250, gst: 263, qst: 524, total: 6_037 })
    const [receipt] = await receiptsTo(payload, email)
    expect(receipt!.document).toMatchObject({ balanceDueCents: 14_084 })
    // The catalogue's price changes afterwards: the balance is the price as booked.
    const cls = await payload.find({
      collection: 'classes',
      where: { classId: { equals: classId } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'classes',
      id: cls.docs[0]!.id,
      data: { price: 200 },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const listed = (await admin(`/api/admin/payments?q=${payment.id}`)).data.find(
      (p: { id: number }) => p.id === payment.id,
    )
    expect(listed.balance).toEqual({ subtotal: 12_250, gst: 612, qst: 1_222, total: 14_084 })

    const res = await admin(`/api/admin/payments/${payment.id}/balance-request`, { method: 'POST', json: {} })
    expect(res.status, JSON.stringify(res.data)).toBe(201)
    expect(res.data.balance).toMatchObject({
      purpose: 'balance',
      status: 'pending',
      subtotal: 12_250,
      gst: 612,
      qst: 1_222,
      total: 14_084,
      balanceOf: payment.id,
    })
    expect(payment.total + res.data.balance.total).toBe(20_121)
    const again = await admin(`/api/admin/payments/${payment.id}/balance-request`, { method: 'POST', json: {} })
    expect(again.status).toBe(200)
    expect(again.data.balance.id).toBe(res.data.balance.id)

    // The client follows the e-mail's link: Checkout charges the price and each tax as exact lines.
    const mail = (await mailsTo(payload, email)).find((m) => /Solde|Balance/.test(m.subject))
    const link = /\/api\/payments\/requests\/(\S+)/.exec(mail!.text!)![1]
    const follow = await api(`/api/payments/requests/${link}`, { ip: nextIp() })
    expect(follow.status).toBe(303)
    const [balanceRow] = await execute(
      payload,
      sql`SELECT checkout_session_id FROM payments WHERE id = ${res.data.balance.id}`,
    )
    const sessionId = String(balanceRow!.checkout_session_id)
    const session = fake.object(sessionId)!
    expect(session.amount_total).toBe(14_084)
    const lines = await dashboard.checkout.sessions.listLineItems(sessionId)
    expect(lines.data.map((l) => [l.amount_total, l.amount_tax])).toEqual([
      [12_250, 0],
      [612, 0],
      [1_222, 0],
    ])
    const created = fake
      .requests()
      .find(
        (r) =>
          r.path === '/v1/checkout/sessions' &&
          r.params.metadata &&
          (r.params.metadata as Record<string, string>).payment_id === String(res.data.balance.id),
      )
    expect(JSON.stringify(created!.params)).not.toContain('tax_rates')
    fake.pay(sessionId)
    await fake.webhooksIdle()
    const docs = (await receiptsTo(payload, email)).filter((d) => d.kind === 'receipt')
    expect(docs).toHaveLength(2)
    expect(docs[1]!.document).toMatchObject({
      subtotalCents: 12_250,
      gstCents: 612,
      qstCents: 1_222,
      totalCents: 14_084,
      balanceDueCents: 0,
    })
    const sum = (k: 'gstCents' | 'qstCents' | 'totalCents') =>
      docs.reduce((s, d) => s + Number((d.document as Record<string, number>)[k]), 0)
    expect([sum('gstCents'), sum('qstCents'), sum('totalCents')]).toEqual([875, 1_746, 20_121])
  })

  it("a balance is the deposit's sale: its buyer, descriptions and seller, whatever the settings say when it is asked", async () => {
    const { payment, email } = await paidBooking({ onlinePayment: 'deposit', depositPercent: 30, price: 175 }, 'fr')
    const snapshot = (id: number) =>
      execute(
        payload,
        sql`SELECT buyer_name, description_fr, description_en, seller, checkout_session_id FROM payments WHERE id = ${id}`,
      ).then((rows) => rows[0]!)
    const deposit = await snapshot(payment.id)
    expect(deposit.buyer_name).toBeTruthy()
    expect(deposit.seller).toMatchObject({ legalName: expect.any(String) })
    // The studio takes another legal name before it asks for the balance.
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    const renamed = { ...settings.billing, legalName: `Renamed ${uid()} Ltd.` }
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { billing: renamed },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      const res = await admin(`/api/admin/payments/${payment.id}/balance-request`, { method: 'POST', json: {} })
      expect(res.status, JSON.stringify(res.data)).toBe(201)
      const balance = await snapshot(res.data.balance.id)
      expect(balance).toMatchObject({
        buyer_name: deposit.buyer_name,
        description_fr: deposit.description_fr,
        description_en: deposit.description_en,
        seller: deposit.seller,
      })
      const mail = (await mailsTo(payload, email)).find((m) => /Solde/.test(m.subject))
      const link = /\/api\/payments\/requests\/(\S+)/.exec(mail!.text!)![1]
      expect((await api(`/api/payments/requests/${link}`, { ip: nextIp() })).status).toBe(303)
      fake.pay(String((await snapshot(res.data.balance.id)).checkout_session_id))
      await fake.webhooksIdle()
      const docs = (await receiptsTo(payload, email)).filter((d) => d.kind === 'receipt')
      expect(docs).toHaveLength(2)
      // Its receipt names the deposit's buyer and seller (not the new name), and says it is the balance.
      expect(docs[1]!.document).toMatchObject({
        buyer: { name: deposit.buyer_name },
        seller: { legalName: (deposit.seller as { legalName: string }).legalName },
        lines: [
          expect.objectContaining({
            description: { fr: `Solde — ${deposit.description_fr}`, en: `Balance — ${deposit.description_en}` },
          }),
        ],
      })
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { billing: settings.billing },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })

  it('refunds in halves never credit more GST or QST than the payment collected', async () => {
    const { payment, email } = await paidBooking()
    expect(payment).toMatchObject({ gst: 2_245, qst: 4_479, total: 51_624 })
    expect((await refundFromTab(payment.id, '258.12')).status).toBe(201)
    expect((await refundFromTab(payment.id, '258.12')).status).toBe(201)
    const rows = await refundsOf(payload, payment.id)
    expect(rows.map((r) => [r.gst, r.qst])).toEqual([
      [1_123, 2_240],
      [1_122, 2_239],
    ])
    const notes = await creditNotes(email)
    const credited = (k: 'gstCents' | 'qstCents') =>
      notes.reduce((s, n) => s + Number((n.document as Record<string, number>)[k]), 0)
    expect([credited('gstCents'), credited('qstCents')]).toEqual([2_245, 4_479])
  })
})

describe('the Payments tab’s tax totals follow Stripe', () => {
  it('equal the receipts less the credit notes, with refunds pending, refused, failed and made in Stripe’s dashboard', async () => {
    const a = await paidBooking()
    const b = await paidBooking({ price: 120 })
    fake.setRefundStatus('pending')
    await refundFromTab(a.payment.id, '100.00') // pending at Stripe: not booked, not counted
    fake.setRefundStatus('succeeded')
    fake.failNext({ mode: 503, path: '/v1/refunds', count: 2 })
    await refundFromTab(a.payment.id, '50.00') // Stripe unreachable: recorded, not sent, not counted
    await refundFromTab(b.payment.id, '37.97')
    await dashboard.refunds.create({ payment_intent: b.payment.payment_intent_id!, amount: 5_000 })
    await fake.webhooksIdle()
    await until(async () => (await paymentRow(b.payment.id)).amount_refunded === 8_797)
    const totals = await admin('/api/admin/payment-totals')
    const [docs] = await execute(
      payload,
      sql`SELECT
            coalesce(sum((document->>'gstCents')::int) FILTER (WHERE kind = 'receipt'), 0)
              - coalesce(sum((document->>'gstCents')::int) FILTER (WHERE kind = 'credit-note'), 0) AS gst,
            coalesce(sum((document->>'qstCents')::int) FILTER (WHERE kind = 'receipt'), 0)
              - coalesce(sum((document->>'qstCents')::int) FILTER (WHERE kind = 'credit-note'), 0) AS qst,
            coalesce(sum(total_cents) FILTER (WHERE kind = 'receipt'), 0)
              - coalesce(sum(total_cents) FILTER (WHERE kind = 'credit-note'), 0) AS total
          FROM receipts`,
    )
    const sum = (k: 'netGst' | 'netQst') =>
      (totals.data.months as Record<string, number>[]).reduce((s, m) => s + m[k]!, 0)
    const net = (totals.data.months as Record<string, number>[]).reduce((s, m) => s + m.total! - m.refundedTotal!, 0)
    expect([sum('netGst'), sum('netQst'), net]).toEqual([Number(docs!.gst), Number(docs!.qst), Number(docs!.total)])
    expect((totals.data.quarters as Record<string, number>[]).reduce((s, m) => s + m.netGst!, 0)).toBe(
      Number(docs!.gst),
    )
    // And the charge at Stripe agrees with the payment's refunded figure.
    expect(chargeOf(b.payment.payment_intent_id!).amount_refunded).toBe(8_797)
  })
})
