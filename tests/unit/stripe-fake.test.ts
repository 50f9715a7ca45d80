/**
 * The Stripe fake (tests/fakes/stripe) driven by the official `stripe` package, as the site drives
 * Stripe: if the package accepts its answers, parses its errors and verifies its webhook
 * signatures, the site can be tested against it and pointed at Stripe unchanged.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { startStripeFake, type StripeFake } from '@root/tests/fakes/stripe'

const KEY = 'sk_test_fake_site'

interface Received {
  body: string
  signature: string
  status: number
}

/** A webhook endpoint on loopback answering the statuses queued for it (then 200). */
async function endpoint() {
  const received: Received[] = []
  const statuses: number[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const status = statuses.shift() ?? 200
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature']), status }) // prettier-ignore
      // 0: no answer at all, until the sender gives up.
      if (status === 0) req.socket.once('close', () => res.destroy())
      else res.writeHead(status).end()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/stripe/webhook`
  return { url, received, statuses, close: () => new Promise<void>((r) => server.close(() => r())) }
}

let fake: StripeFake
let hook: Awaited<ReturnType<typeof endpoint>>
let stripe: Stripe

beforeAll(async () => {
  hook = await endpoint()
  fake = await startStripeFake({ webhookUrl: hook.url, webhookRetryDelaysMs: [20, 40], webhookTimeoutMs: 300 })
  stripe = new Stripe(KEY, { ...fake.stripeConfig(), maxNetworkRetries: 0 })
})

afterEach(async () => {
  await fake.webhooksIdle()
  fake.reset()
  hook.received.length = 0
  hook.statuses.length = 0
})

afterAll(async () => {
  await fake.close()
  await hook.close()
})

/** A one-line session of `cents`, paid by card: its payment intent. */
async function paidIntent(cents: number): Promise<{ pi: string }> {
  const s = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ price_data: { currency: 'cad', unit_amount: cents, product_data: { name: 'A' } }, quantity: 1 }],
  })
  fake.pay(s.id)
  return { pi: fake.object(s.id)!.payment_intent as string }
}

async function quebecRates() {
  const gst = await stripe.taxRates.create({ display_name: 'GST', percentage: 5, inclusive: false, country: 'CA', jurisdiction: 'CA', description: 'TPS' }) // prettier-ignore
  const qst = await stripe.taxRates.create({ display_name: 'QST', percentage: 9.975, inclusive: false, country: 'CA', state: 'QC', jurisdiction: 'QC' }) // prettier-ignore
  return { gst, qst }
}

async function session(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  const { gst, qst } = await quebecRates()
  return stripe.checkout.sessions.create({
    mode: 'payment',
    locale: 'fr',
    customer_email: 'client@example.com',
    success_url: 'http://127.0.0.1:9/fr/paiement/merci?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1:9/fr/paiement/annule',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    metadata: { booking: 'bk_1' },
    payment_intent_data: { metadata: { booking: 'bk_1' } },
    line_items: [
      {
        price_data: { currency: 'cad', unit_amount: 1010, product_data: { name: 'Portrait session', description: '1 h' } }, // prettier-ignore
        quantity: 2,
        tax_rates: [gst.id, qst.id],
      },
      {
        price_data: { currency: 'cad', unit_amount: 1010, product_data: { name: 'Print' } },
        quantity: 1,
        tax_rates: [gst.id, qst.id],
      },
    ],
    ...extra,
  })
}

describe('API answers through the official client', () => {
  it('creates, lists and retrieves tax rates', async () => {
    const { gst, qst } = await quebecRates()
    expect(gst).toMatchObject({ object: 'tax_rate', livemode: false, percentage: 5, inclusive: false, active: true })
    expect(gst.id).toMatch(/^txr_/)
    await stripe.taxRates.update(gst.id, { active: false })
    const active = await stripe.taxRates.list({ active: true, limit: 10 })
    expect(active.data.map((r) => r.id)).toEqual([qst.id])
    const page1 = await stripe.taxRates.list({ limit: 1 })
    expect(page1).toMatchObject({ object: 'list', has_more: true, url: '/v1/tax_rates' })
    const page2 = await stripe.taxRates.list({ limit: 1, starting_after: page1.data[0]!.id })
    expect(page2.data[0]!.id).toBe(gst.id)
    expect((await stripe.taxRates.retrieve(qst.id)).display_name).toBe('QST')
  })

  it('computes Checkout amounts per line and per rate, rounded half up', async () => {
    const s = await session()
    // Line 1: 2 × 10.10 = 2,020; GST 101; QST 2,020 × 9.975 % = 201.495 → 201 (per unit: 2 × 101).
    // Line 2: 1,010; GST 50.5 → 51 (half up, not to even); QST 100.7475 → 101 (rounded, not cut).
    expect(s).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      currency: 'cad',
      amount_subtotal: 3030,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 454 },
      amount_total: 3484,
      locale: 'fr',
      payment_intent: null,
      livemode: false,
    })
    expect(s.id).toMatch(/^cs_test_/)
    expect(s.url).toMatch(new RegExp(`^${fake.url}/c/pay/${s.id}`))
    const items = await stripe.checkout.sessions.listLineItems(s.id, { expand: ['data.taxes'] })
    expect(items.data.map((li) => [li.amount_subtotal, li.amount_tax, li.amount_total])).toEqual([
      [2020, 302, 2322],
      [1010, 152, 1162],
    ])
    expect(items.data[0]!.taxes!.map((t) => t.amount)).toEqual([101, 201])
    expect(items.data[1]!.taxes!.map((t) => t.amount)).toEqual([51, 101])
    const plain = await stripe.checkout.sessions.listLineItems(s.id)
    expect(plain.data[0]!.taxes).toBeUndefined()
    const expanded = await stripe.checkout.sessions.retrieve(s.id, {
      expand: ['line_items', 'total_details.breakdown'],
    })
    expect(expanded.line_items!.data).toHaveLength(2)
    expect(expanded.total_details!.breakdown!.taxes.map((t) => t.amount)).toEqual([152, 302])
  })

  it('records what the site sent: locale, expires_at, tax rates, idempotency key on every POST', async () => {
    const s = await session()
    const create = fake.requests().find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!
    expect(create.params).toMatchObject({ locale: 'fr', customer_email: 'client@example.com', mode: 'payment' })
    expect((create.params.line_items as any)[0].tax_rates).toHaveLength(2)
    expect(Number(create.params.expires_at)).toBe(s.expires_at)
    expect(
      fake
        .requests()
        .filter((r) => r.method === 'POST')
        .every((r) => r.idempotencyKey),
    ).toBe(true)
    expect(create.stripeVersion).toBe(Stripe.API_VERSION)
  })

  it('refuses an expires_at under 30 minutes or over 24 hours, in Stripe’s error shape', async () => {
    const now = Math.floor(Date.now() / 1000)
    for (const [at, text] of [
      [now + 600, 'at least 30 minutes'],
      [now + 25 * 3600, 'less than 24 hours'],
    ] as const) {
      const err = await session({ expires_at: at }).catch((e: unknown) => e)
      expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
      expect(err).toMatchObject({ statusCode: 400, param: 'expires_at', type: 'StripeInvalidRequestError' })
      expect((err as Error).message).toContain(text)
    }
  })

  it('answers 401 without a key, 404 for an unknown id or route, 400 for an unknown parameter', async () => {
    const anon = await fetch(`${fake.url}/v1/tax_rates`)
    expect(anon.status).toBe(401)
    expect(((await anon.json()) as any).error.type).toBe('invalid_request_error')
    const missing = await stripe.checkout.sessions.retrieve('cs_test_nope').catch((e: unknown) => e)
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id' })
    const route = await fetch(`${fake.url}/v1/customers`, { headers: { authorization: `Bearer ${KEY}` } })
    expect(route.status).toBe(404)
    const unknown = await stripe.taxRates
      .create({ display_name: 'X', percentage: 5, inclusive: false, colour: 'red' } as Stripe.TaxRateCreateParams)
      .catch((e: unknown) => e)
    expect(unknown).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'colour' })
  })

  it('expires an open session once, then refuses with Stripe’s message', async () => {
    const s = await session()
    const expired = await stripe.checkout.sessions.expire(s.id)
    expect(expired).toMatchObject({ status: 'expired', url: null })
    const again = await stripe.checkout.sessions.expire(s.id).catch((e: unknown) => e)
    expect(again).toMatchObject({ statusCode: 400 })
    expect((again as Error).message).toContain('Only Checkout Sessions with a status in ["open"] can be expired')
    await fake.waitForEvent('checkout.session.expired')
  })

  it('expires a session when the clock passes its expires_at', async () => {
    const s = await session()
    fake.advanceClock(3601)
    expect((await stripe.checkout.sessions.retrieve(s.id)).status).toBe('expired')
    const event = await fake.waitForEvent('checkout.session.expired')
    expect((event.data.object as any).id).toBe(s.id)
  })
})

describe('payments and refunds', () => {
  it('pays through the hosted page: 303 to success_url, session paid, event signed', async () => {
    const s = await session()
    const pageRes = await fetch(s.url!)
    const html = await pageRes.text()
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('Portrait session')
    expect(html).toContain('34,84')
    const paid = await fetch(s.url!.split('#')[0]!, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:9/fr/paiement/merci?session_id=${s.id}`)

    const done = await stripe.checkout.sessions.retrieve(s.id, { expand: ['payment_intent'] })
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' })
    const pi = done.payment_intent as Stripe.PaymentIntent
    expect(pi).toMatchObject({
      status: 'succeeded',
      amount: 3484,
      amount_received: 3484,
      metadata: { booking: 'bk_1' },
    })
    expect(pi.latest_charge).toMatch(/^ch_/)
    expect((await stripe.checkout.sessions.list({ payment_intent: pi.id })).data.map((x) => x.id)).toEqual([s.id])
    const byEmail = await stripe.checkout.sessions.list({ customer_details: { email: 'client@example.com' } })
    expect(byEmail.data.map((x) => x.id)).toEqual([s.id])
    expect((await stripe.checkout.sessions.list({ created: { gt: done.created } })).data).toEqual([])

    const delivery = await fake.waitForDelivery((d) => d.type === 'checkout.session.completed' && d.status === 200)
    const got = hook.received.find((r) => r.body === delivery.body)!
    const event = stripe.webhooks.constructEvent(got.body, got.signature, fake.webhookSecret)
    expect(event).toMatchObject({
      type: 'checkout.session.completed',
      livemode: false,
      api_version: Stripe.API_VERSION,
    })
    expect(event.id).toMatch(/^evt_/)
    expect((event.data.object as Stripe.Checkout.Session).id).toBe(s.id)
    expect((await stripe.events.retrieve(event.id)).type).toBe('checkout.session.completed')
    expect(() => stripe.webhooks.constructEvent(got.body, got.signature, 'whsec_other')).toThrow()
  })

  it('refunds in parts and refuses more than what is left', async () => {
    const s = await session()
    fake.pay(s.id)
    const pi = (await stripe.checkout.sessions.retrieve(s.id)).payment_intent as string
    const first = await stripe.refunds.create({ payment_intent: pi, amount: 1000, reason: 'requested_by_customer' })
    expect(first).toMatchObject({ object: 'refund', amount: 1000, status: 'succeeded', payment_intent: pi })
    const over = await stripe.refunds.create({ payment_intent: pi, amount: 2485 }).catch((e: unknown) => e)
    expect(over).toMatchObject({ statusCode: 400, param: 'amount', type: 'StripeInvalidRequestError' })
    expect((over as Error).message).toBe('Refund amount ($24.85) is greater than unrefunded amount on charge ($24.84)')
    const rest = await stripe.refunds.create({ payment_intent: pi })
    expect(rest.amount).toBe(2484)
    expect((await stripe.refunds.list({ payment_intent: pi })).data.map((r) => r.id)).toEqual([rest.id, first.id])
    expect((await stripe.refunds.retrieve(first.id)).amount).toBe(1000)
    await fake.waitForEvent((e) => e.type === 'charge.refunded' && e.data.object.refunded === true)
    expect(fake.events().filter((e) => e.type === 'refund.created')).toHaveLength(2)
    // The card refund's reference arrives after the answer, as refund.updated.
    const updated = await fake.waitForEvent((e) => e.type === 'refund.updated' && e.data.object.id === rest.id)
    expect(updated.data.object.destination_details.card.reference_status).toBe('available')
    expect(updated.data.previous_attributes.destination_details.card.reference_status).toBe('pending')
  })

  it('declines, then pays by a delayed method that fails later', async () => {
    const s = await session()
    fake.decline(s.id)
    let now = await stripe.checkout.sessions.retrieve(s.id, { expand: ['payment_intent'] })
    expect(now.status).toBe('open')
    expect((now.payment_intent as Stripe.PaymentIntent).last_payment_error?.code).toBe('card_declined')
    fake.payDelayed(s.id)
    now = await stripe.checkout.sessions.retrieve(s.id)
    expect(now).toMatchObject({ status: 'complete', payment_status: 'unpaid' })
    fake.asyncFail(s.id)
    await fake.waitForEvent('checkout.session.async_payment_failed')
    expect(fake.events().map((e) => e.type)).toContain('payment_intent.payment_failed')
  })
})

describe('amounts Stripe decides', () => {
  it('refuses a session under the minimum charge as Stripe does: 400 amount_too_small', async () => {
    const error = await stripe.checkout.sessions
      .create({
        mode: 'payment',
        line_items: [{ price_data: { currency: 'cad', unit_amount: 49, product_data: { name: 'Tip' } }, quantity: 1 }],
      })
      .catch((e: Stripe.errors.StripeError) => e)
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(error).toMatchObject({ statusCode: 400, code: 'amount_too_small', type: 'StripeInvalidRequestError' })
    expect((error as Error).message).toBe("The Checkout Session's total amount due must add up to at least $0.50 cad")
    // Taxes count: 48 ¢ with GST and QST is 55 ¢.
    const { gst, qst } = await quebecRates()
    const taxed = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'cad', unit_amount: 48, product_data: { name: 'Tip' } }, quantity: 1, tax_rates: [gst.id, qst.id] }], // prettier-ignore
    })
    expect(taxed.amount_total).toBe(55)
  })

  it('rounds a half cent of tax as set: up by default, then to even or down', async () => {
    const { gst, qst } = await quebecRates()
    const open = () =>
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price_data: { currency: 'cad', unit_amount: 1250, product_data: { name: 'Print' } }, quantity: 1, tax_rates: [gst.id, qst.id] }], // prettier-ignore
        expand: ['total_details.breakdown'],
      })
    const up = await open()
    fake.setTaxRounding('half-even')
    const even = await open()
    fake.setTaxRounding('half-down')
    const down = await open()
    fake.setTaxRounding('half-up')
    expect([up.amount_total, even.amount_total, down.amount_total]).toEqual([1438, 1437, 1437])
    expect(even.total_details!.breakdown!.taxes.map((t) => t.amount)).toEqual([62, 125])
    expect(() => fake.setTaxRounding('bankers' as never)).toThrow(/Unknown rounding mode/)
  })

  it('charges another amount or currency than the session said, when told: the session, intent and charge show it', async () => {
    const s = await session()
    const paid = fake.pay(s.id, { amountTotal: s.amount_total! + 500 })
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: s.amount_total! + 500 })
    const pi = await stripe.paymentIntents.retrieve(String(paid.payment_intent), { expand: ['latest_charge'] })
    expect(pi.amount).toBe(s.amount_total! + 500)
    expect((pi.latest_charge as Stripe.Charge).amount).toBe(s.amount_total! + 500)
    const other = await session()
    expect(fake.pay(other.id, { currency: 'usd' })).toMatchObject({ currency: 'usd', amount_total: other.amount_total })
    // Through the control API too.
    const third = await session()
    const res = await fetch(`${fake.url}/_fake/checkout/sessions/${third.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount_total: 999 }),
    })
    expect(await res.json()).toMatchObject({ amount_total: 999, payment_status: 'paid' })
  })

  it('completes a session made outside the site (a Payment Link) with any reference and metadata', async () => {
    const paid = fake.payForeign({
      amount: 5000,
      email: 'buyer@example.com',
      clientReferenceId: '42',
      metadata: { payment_id: '42' },
      paymentLink: true,
    })
    expect(paid).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 5000,
      currency: 'cad',
      client_reference_id: '42',
      metadata: { payment_id: '42' },
      customer_details: expect.objectContaining({ email: 'buyer@example.com' }),
    })
    expect(paid.payment_link).toMatch(/^plink_/)
    const event = await fake.waitForEvent(
      (e) => e.type === 'checkout.session.completed' && e.data.object.id === paid.id,
    )
    expect(event.data.object.client_reference_id).toBe('42')
    const res = await fetch(`${fake.url}/_fake/foreign_sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 700, client_reference_id: '7' }),
    })
    expect(await res.json()).toMatchObject({ amount_total: 700, client_reference_id: '7', payment_link: null })
  })
})

describe('idempotency', () => {
  it('replays the same key and parameters, refuses the same key with others', async () => {
    const params = { display_name: 'GST', percentage: 5, inclusive: false }
    const a = await stripe.taxRates.create(params, { idempotencyKey: 'k-1' })
    const raw = await stripe.taxRates.create(params, { idempotencyKey: 'k-1' })
    expect(raw.id).toBe(a.id)
    expect(raw.lastResponse.headers['idempotent-replayed']).toBe('true')
    expect((await stripe.taxRates.list()).data).toHaveLength(1)
    const other = await stripe.taxRates.create({ ...params, percentage: 6 }, { idempotencyKey: 'k-1' }).catch((e: unknown) => e) // prettier-ignore
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
    expect(other).toMatchObject({ statusCode: 400 })
    // Scoped per API key: another key may use the same idempotency key for something else.
    const other2 = new Stripe('sk_test_other_key', { ...fake.stripeConfig(), maxNetworkRetries: 0 })
    expect((await other2.taxRates.create({ ...params, percentage: 6 }, { idempotencyKey: 'k-1' })).percentage).toBe(6)
  })

  it('answers 409 to a second request while the first with its key is running', async () => {
    fake.failNext({ mode: 'delay', delayMs: 300, path: '/v1/tax_rates' })
    const params = { display_name: 'GST', percentage: 5, inclusive: false }
    const [first, second] = await Promise.allSettled([
      stripe.taxRates.create(params, { idempotencyKey: 'k-2' }),
      new Promise((r) => setTimeout(r, 50)).then(() => stripe.taxRates.create(params, { idempotencyKey: 'k-2' })),
    ])
    expect(first.status).toBe('fulfilled')
    // stripe-node names every 409 a StripeAPIError; the body's type says why.
    expect(second).toMatchObject({ status: 'rejected', reason: { statusCode: 409, rawType: 'idempotency_error' } })
  })

  it('answers injected 500s, and a client retry with the same key then succeeds once', async () => {
    fake.failNext({ mode: 500, count: 1, path: '/v1/tax_rates' })
    const retrying = new Stripe(KEY, { ...fake.stripeConfig(), maxNetworkRetries: 2 })
    const rate = await retrying.taxRates.create({ display_name: 'GST', percentage: 5, inclusive: false })
    const posts = fake.requests().filter((r) => r.method === 'POST')
    expect(posts.map((r) => r.status)).toEqual([500, 200])
    expect(posts[0]!.idempotencyKey).toBe(posts[1]!.idempotencyKey)
    expect(rate.id).toMatch(/^txr_/)
  })
})

describe('webhooks', () => {
  it('retries a delivery the endpoint refused, with a fresh signature', async () => {
    hook.statuses.push(500, 503)
    await stripe.taxRates.create({ display_name: 'GST', percentage: 5, inclusive: false })
    const ok = await fake.waitForDelivery((d) => d.type === 'tax_rate.created' && d.status === 200)
    expect(ok.attempt).toBe(3)
    expect(fake.deliveries().map((d) => d.status)).toEqual([500, 503, 200])
    const event = fake.events()[0]!
    expect(event.pending_webhooks).toBe(0)
    for (const r of hook.received) expect(stripe.webhooks.constructEvent(r.body, r.signature, fake.webhookSecret).id).toBe(event.id) // prettier-ignore
  })

  it('redelivers one event and delivers copies at once, same id', async () => {
    await stripe.taxRates.create({ display_name: 'GST', percentage: 5, inclusive: false })
    const event = await fake.waitForEvent('tax_rate.created')
    await fake.webhooksIdle()
    await fake.redeliver(event.id)
    const copies = await fake.deliverConcurrently(event.id, 3)
    expect(copies.map((d) => d.status)).toEqual([200, 200, 200])
    const ids = hook.received.map((r) => JSON.parse(r.body).id)
    expect(ids).toEqual([event.id, event.id, event.id, event.id, event.id])
  })
})

describe('hosted page', () => {
  const post = (url: string, action: string) =>
    fetch(url.split('#')[0]!, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' })

  it('speaks the session’s language, shows a decline, cancels to cancel_url, and says when it is over', async () => {
    const s = await session({ locale: 'en' })
    expect(await (await fetch(s.url!)).text()).toContain('<html lang="en">')
    const declined = await post(s.url!, 'decline')
    expect(declined.status).toBe(402)
    expect(await declined.text()).toContain('role="alert"')
    const cancel = await post(s.url!, 'cancel')
    expect(cancel.status).toBe(303)
    expect(cancel.headers.get('location')).toBe('http://127.0.0.1:9/fr/paiement/annule')
    expect((await post(s.url!, 'pay_delayed')).status).toBe(303)
    expect(await (await fetch(s.url!)).text()).toContain('This checkout session is complete.')
    expect((await post(s.url!, 'pay')).status).toBe(409)

    const other = await session()
    fake.expire(other.id)
    expect(await (await fetch(other.url!)).text()).toContain('Cette session de paiement a expiré.')
  })
})

describe('control API and faults', () => {
  it('drives a delayed payment to success over HTTP and lists the requests received', async () => {
    const s = await session()
    const call = (path: string) => fetch(`${fake.url}/_fake${path}`, { method: 'POST' })
    expect((await call(`/checkout/sessions/${s.id}/pay_delayed`)).status).toBe(200)
    expect(await (await call(`/checkout/sessions/${s.id}/async_succeed`)).json()).toMatchObject({
      payment_status: 'paid',
    })
    await fake.waitForEvent('checkout.session.async_payment_succeeded')
    const requests = (await (await fetch(`${fake.url}/_fake/requests`)).json()) as any[]
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /v1/checkout/sessions')
  })

  it('takes faults and clock moves over HTTP; lists events by type pattern', async () => {
    const s = await session()
    const control = (path: string, body: object) =>
      fetch(`${fake.url}/_fake${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) // prettier-ignore
    expect((await control('/faults', { mode: 503, count: 1, path: '/v1/checkout/sessions' })).status).toBe(200)
    const refused = await stripe.checkout.sessions.retrieve(s.id).catch((e: unknown) => e)
    expect(refused).toMatchObject({ statusCode: 503 })
    fake.failNext({ mode: 429, method: 'GET' })
    const limited = await stripe.checkout.sessions.retrieve(s.id).catch((e: unknown) => e)
    expect(limited).toBeInstanceOf(Stripe.errors.StripeRateLimitError)
    expect((await control('/clock/advance', { seconds: 7200 })).status).toBe(200)
    expect((await stripe.checkout.sessions.retrieve(s.id)).status).toBe('expired')
    const listed = await stripe.events.list({ type: 'checkout.session.*' })
    expect(listed.data.map((e) => e.type)).toEqual(['checkout.session.expired'])
  })

  it('disputes a charge: charge.dispute.created, and no refund of a disputed charge', async () => {
    const s = await session()
    fake.pay(s.id)
    const pi = await stripe.paymentIntents.retrieve(fake.object(s.id)!.payment_intent)
    const dispute = fake.dispute(pi.latest_charge as string)
    expect(dispute).toMatchObject({ object: 'dispute', status: 'needs_response', amount: 3484 })
    await fake.waitForEvent('charge.dispute.created')
    const refused = await stripe.refunds.create({ payment_intent: pi.id }).catch((e: unknown) => e)
    expect(refused).toMatchObject({ statusCode: 400, code: 'charge_disputed' })
  })

  it('keeps a hung request’s result: the client’s retry after its timeout is a replay', async () => {
    fake.failNext({ mode: 'hang', execute: true, path: '/v1/tax_rates' })
    const impatient = new Stripe(KEY, { ...fake.stripeConfig(), timeout: 300, maxNetworkRetries: 1 })
    const rate = await impatient.taxRates.create({ display_name: 'GST', percentage: 5, inclusive: false })
    const posts = fake.requests().filter((r) => r.method === 'POST')
    expect(posts.map((r) => [r.fault, r.replayed])).toEqual([
      ['hang', false],
      [null, true],
    ])
    expect((await stripe.taxRates.list()).data.map((r) => r.id)).toEqual([rate.id])
  })

  it('refuses connections for a while, then serves again on the same port', async () => {
    // A client without kept-alive sockets: a closed one would be retried once, after 0.5 to 1 s.
    const fresh = new Stripe(KEY, { ...fake.stripeConfig(), maxNetworkRetries: 0, httpAgent: new http.Agent() })
    await fake.refuseConnections(200)
    const err = await fresh.taxRates.list().catch((e: unknown) => e)
    expect(err).toBeInstanceOf(Stripe.errors.StripeConnectionError)
    expect((err as any).detail?.code).toBe('ECONNREFUSED')
    await new Promise((r) => setTimeout(r, 300))
    expect((await stripe.taxRates.list()).object).toBe('list')
  })

  it('refuses a JSON body as Stripe does', async () => {
    const res = await fetch(`${fake.url}/v1/tax_rates`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ display_name: 'GST', percentage: 5, inclusive: false }),
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as any).error.message).toContain('unsupported Content-Type')
  })

  it('settles pending refunds with refund.updated, and gives the money back when one fails', async () => {
    const pending = await startStripeFake({ refunds: 'pending' })
    try {
      const client = new Stripe(KEY, { ...pending.stripeConfig(), maxNetworkRetries: 0 })
      const s = await client.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price_data: { currency: 'cad', unit_amount: 5000, product_data: { name: 'A' } }, quantity: 1 }],
      })
      pending.pay(s.id)
      const pi = pending.object(s.id)!.payment_intent as string
      const refund = await client.refunds.create({ payment_intent: pi, amount: 2000 })
      expect(refund).toMatchObject({ status: 'pending', pending_reason: 'processing' })
      // Stripe counts a pending refund on its charge already: nothing more than the rest can be refunded.
      expect((await client.charges.retrieve(refund.charge as string)).amount_refunded).toBe(2000)
      pending.settleRefund(refund.id, 'failed')
      expect(pending.events().map((e) => e.type)).toEqual(
        expect.arrayContaining(['refund.failed', 'refund.updated', 'charge.refund.updated']),
      )
      const failed = await client.refunds.retrieve(refund.id)
      expect(failed).toMatchObject({ status: 'failed', failure_reason: 'expired_or_canceled_card' })
      expect(failed.pending_reason).toBeUndefined()
      const charge = await client.charges.retrieve(refund.charge as string)
      expect(charge.amount_refunded).toBe(0)
      expect((await client.refunds.create({ payment_intent: pi })).amount).toBe(5000)
    } finally {
      await pending.close()
    }
  })

  it('changes the status of new refunds while it runs: requires_action waits for the customer, and can be canceled', async () => {
    const { pi } = await paidIntent(5000)
    fake.setRefundStatus('requires_action')
    try {
      const waiting = await stripe.refunds.create({ payment_intent: pi, amount: 1500 })
      expect(waiting.status).toBe('requires_action')
      expect(waiting.next_action).toMatchObject({ type: 'display_details' })
      // Only such a refund can be canceled; its money goes back on the charge.
      const canceled = await stripe.refunds.cancel(waiting.id)
      expect(canceled.status).toBe('canceled')
      expect(canceled.next_action).toBeUndefined()
      expect((await stripe.charges.retrieve(canceled.charge as string)).amount_refunded).toBe(0)
      const again = await stripe.refunds.cancel(waiting.id).catch((e: unknown) => e)
      expect((again as Stripe.errors.StripeError).statusCode).toBe(400)
      // Over HTTP as well: the control API sets it for the next refunds.
      const set = await fetch(`${fake.url}/_fake/refunds/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'pending' }),
      })
      expect(set.status).toBe(200)
      expect((await stripe.refunds.create({ payment_intent: pi, amount: 100 })).status).toBe('pending')
    } finally {
      fake.setRefundStatus('succeeded')
    }
    expect(() => fake.setRefundStatus('failed' as never)).toThrow()
  })

  it('fails a refund that had succeeded (the card issuer returns it), once, with refund.failed', async () => {
    const { pi } = await paidIntent(4000)
    const refund = await stripe.refunds.create({ payment_intent: pi, amount: 4000 })
    expect(refund.status).toBe('succeeded')
    fake.settleRefund(refund.id, 'failed')
    await fake.waitForEvent((e) => e.type === 'refund.failed' && e.data.object.id === refund.id)
    const charge = await stripe.charges.retrieve(refund.charge as string)
    expect(charge).toMatchObject({ amount_refunded: 0, refunded: false })
    expect(() => fake.settleRefund(refund.id, 'failed')).toThrow(/failed/)
    expect(() => fake.settleRefund(refund.id, 'succeeded')).toThrow()
  })

  it('fails the pending refunds of a charge that is disputed', async () => {
    const { pi } = await paidIntent(3000)
    fake.setRefundStatus('pending')
    let refund: Stripe.Refund
    try {
      refund = await stripe.refunds.create({ payment_intent: pi, amount: 1000 })
    } finally {
      fake.setRefundStatus('succeeded')
    }
    fake.dispute(refund.charge as string)
    const failed = await stripe.refunds.retrieve(refund.id)
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'charge_for_pending_refund_disputed' })
    const refused = await stripe.refunds.create({ payment_intent: pi, amount: 100 }).catch((e: unknown) => e)
    expect((refused as Stripe.errors.StripeError).code).toBe('charge_disputed')
  })

  it('retries a delivery the endpoint never answered', async () => {
    hook.statuses.push(0)
    await stripe.taxRates.create({ display_name: 'GST', percentage: 5, inclusive: false })
    await fake.waitForDelivery((d) => d.status === 200)
    expect(fake.deliveries().map((d) => [d.attempt, d.status])).toEqual([
      [1, null],
      [2, 200],
    ])
    expect(fake.deliveries()[0]!.error).toMatch(/timeout|abort/i)
  })
})

describe('in-process webhook endpoint', () => {
  it('hands each delivery to a handler as a signed Request, only for the subscribed types', async () => {
    const got: Array<{ body: string; signature: string }> = []
    const inproc = await startStripeFake({
      enabledEvents: ['checkout.session.completed'],
      webhookHandler: async (request) => {
        got.push({ body: await request.text(), signature: request.headers.get('stripe-signature')! })
        return new Response(null, { status: got.length === 1 ? 500 : 200 })
      },
      webhookRetryDelaysMs: [10],
    })
    try {
      const client = new Stripe(KEY, { ...inproc.stripeConfig(), maxNetworkRetries: 0 })
      const s = await client.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price_data: { currency: 'cad', unit_amount: 5000, product_data: { name: 'A' } }, quantity: 1 }],
      })
      inproc.pay(s.id)
      await inproc.waitForDelivery((d) => d.status === 200)
      expect(inproc.deliveries().map((d) => [d.type, d.status])).toEqual([
        ['checkout.session.completed', 500],
        ['checkout.session.completed', 200],
      ])
      const event = client.webhooks.constructEvent(got[1]!.body, got[1]!.signature, inproc.webhookSecret)
      expect(event.type).toBe('checkout.session.completed')
      expect(inproc.events().find((e) => e.type === 'payment_intent.succeeded')!.pending_webhooks).toBe(0)
    } finally {
      await inproc.close()
    }
  })
})

describe('customers, saved cards and off-session payments', () => {
  /** A Checkout paid by card for `customer` that saves the card for off-session use; the saved PaymentMethod's id. */
  async function savedCard(customer: string) {
    const s = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer,
      success_url: 'http://127.0.0.1:9/ok',
      payment_intent_data: { setup_future_usage: 'off_session' },
      line_items: [
        { price_data: { currency: 'cad', unit_amount: 5000, product_data: { name: 'Deposit' } }, quantity: 1 },
      ],
    })
    fake.pay(s.id)
    const pi = await stripe.paymentIntents.retrieve(fake.object(s.id)!.payment_intent)
    return { session: await stripe.checkout.sessions.retrieve(s.id), pi, pm: pi.payment_method as string }
  }

  it('attaches the card of a Checkout with setup_future_usage to its Customer, as Stripe does', async () => {
    const customer = await stripe.customers.create({ email: 'ana@example.com' })
    const { session, pi, pm } = await savedCard(customer.id)
    expect(session.customer).toBe(customer.id)
    expect(session.customer_email).toBe('ana@example.com')
    expect(pi).toMatchObject({ customer: customer.id, setup_future_usage: 'off_session' })
    expect((await stripe.paymentMethods.retrieve(pm)).customer).toBe(customer.id)
    await fake.webhooksIdle()
    expect(hook.received.map((r) => JSON.parse(r.body).type)).toContain('payment_method.attached')
  })

  it('leaves the card unattached without setup_future_usage, and refuses customer with customer_email', async () => {
    const customer = await stripe.customers.create({ email: 'ben@example.com' })
    const s = await session({ customer_email: undefined, customer: customer.id })
    fake.pay(s.id)
    const pi = await stripe.paymentIntents.retrieve(fake.object(s.id)!.payment_intent)
    expect((await stripe.paymentMethods.retrieve(pi.payment_method as string)).customer).toBeNull()
    await expect(session({ customer: customer.id })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'customer' }) // prettier-ignore
  })

  it('makes a Customer with customer_creation: always (the booleans sent as "true")', async () => {
    const s = await session({ customer_creation: 'always', payment_intent_data: { setup_future_usage: 'off_session' } })
    fake.pay(s.id)
    const paid = await stripe.checkout.sessions.retrieve(s.id)
    expect(paid.customer).toMatch(/^cus_/)
    const pi = await stripe.paymentIntents.retrieve(paid.payment_intent as string)
    expect((await stripe.paymentMethods.retrieve(pi.payment_method as string)).customer).toBe(paid.customer)
  })

  it('charges a saved card off-session: succeeded, with its charge and events', async () => {
    const customer = await stripe.customers.create({ email: 'cleo@example.com' })
    const { pm } = await savedCard(customer.id)
    const pi = await stripe.paymentIntents.create(
      { amount: 12_345, currency: 'cad', customer: customer.id, payment_method: pm, off_session: true, confirm: true, metadata: { installment: '2' } }, // prettier-ignore
      { idempotencyKey: 'installment-2' },
    )
    expect(pi).toMatchObject({
      status: 'succeeded',
      amount_received: 12_345,
      customer: customer.id,
      payment_method: pm,
    })
    const charge = await stripe.charges.retrieve(pi.latest_charge as string)
    expect(charge).toMatchObject({ status: 'succeeded', amount: 12_345, payment_method: pm })
    const sent = fake.requests().find((r) => r.path === '/v1/payment_intents' && r.method === 'POST')!
    expect(sent.params).toMatchObject({ off_session: 'true', confirm: 'true' })
    // The same key again: the same PaymentIntent, no second charge.
    const again = await stripe.paymentIntents.create(
      { amount: 12_345, currency: 'cad', customer: customer.id, payment_method: pm, off_session: true, confirm: true, metadata: { installment: '2' } }, // prettier-ignore
      { idempotencyKey: 'installment-2' },
    )
    expect(again.id).toBe(pi.id)
    expect(fake.objects('charge').filter((c) => c.payment_intent === pi.id)).toHaveLength(1)
  })

  it('declines as Stripe answers off-session: 402 card_error with the PaymentIntent, the decline replayed by its key', async () => {
    const customer = await stripe.customers.create({ email: 'dan@example.com' })
    const { pm } = await savedCard(customer.id)
    fake.failNextOffSession(pm, { code: 'card_declined' })
    const params = { amount: 5000, currency: 'cad', customer: customer.id, payment_method: pm, off_session: true, confirm: true } // prettier-ignore
    const error = await stripe.paymentIntents.create(params, { idempotencyKey: 'k-decline' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ type: 'StripeCardError', statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' }) // prettier-ignore
    const failed = (error as Stripe.errors.StripeCardError).payment_intent!
    expect(failed.status).toBe('requires_payment_method')
    // Replayed, not tried again (the next one would succeed).
    const replay = await stripe.paymentIntents.create(params, { idempotencyKey: 'k-decline' }).catch((e: unknown) => e)
    expect((replay as Stripe.errors.StripeCardError).payment_intent!.id).toBe(failed.id)
    expect((await stripe.paymentIntents.create(params, { idempotencyKey: 'k-next' })).status).toBe('succeeded')
  })

  it('answers authentication_required with requires_payment_method, or requires_action when asked', async () => {
    const customer = await stripe.customers.create({ email: 'eve@example.com' })
    const { pm } = await savedCard(customer.id)
    fake.failNextOffSession(pm, { code: 'authentication_required' })
    fake.failNextOffSession(pm, { code: 'authentication_required', status: 'requires_action' })
    const params = { amount: 5000, currency: 'cad', customer: customer.id, payment_method: pm, off_session: true, confirm: true } // prettier-ignore
    const first = (await stripe.paymentIntents.create(params).catch((e: unknown) => e)) as Stripe.errors.StripeCardError
    expect(first.code).toBe('authentication_required')
    expect(first.payment_intent!.status).toBe('requires_payment_method')
    const second = (await stripe.paymentIntents
      .create(params)
      .catch((e: unknown) => e)) as Stripe.errors.StripeCardError
    expect(second.payment_intent!.status).toBe('requires_action')
  })

  it('never charges a saved card for another Customer', async () => {
    const owner = await stripe.customers.create({ email: 'fay@example.com' })
    const other = await stripe.customers.create({ email: 'gus@example.com' })
    const { pm } = await savedCard(owner.id)
    const params = { amount: 5000, currency: 'cad', payment_method: pm, off_session: true, confirm: true } as const
    await expect(stripe.paymentIntents.create({ ...params, customer: other.id })).rejects.toMatchObject({ statusCode: 400, param: 'payment_method' }) // prettier-ignore
    await expect(stripe.paymentIntents.create(params)).rejects.toMatchObject({
      statusCode: 400,
      param: 'payment_method',
    })
    await expect(stripe.paymentIntents.create({ ...params, customer: owner.id, amount: 49 })).rejects.toMatchObject({ code: 'amount_too_small' }) // prettier-ignore
    expect(fake.objects('charge').filter((c) => c.payment_method === pm)).toHaveLength(1)
  })
})
