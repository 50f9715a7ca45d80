/**
 * Payments against the production site, with Stripe played by the fake on loopback (lib/site.ts
 * gives the site its URL and signing secret) and a class of its own paid online:
 *
 * - fuzz: deliveries without, with a forged or with a stale signature, a body other than the one
 *   signed, malformed JSON, another content type, bodies over the limit: each a 4xx with JSON
 *   `{error, message}` and nothing changed in the database; an unknown event type, an event
 *   replayed and sessions the site does not know: 2xx, recorded once and nothing else changed;
 * - foreign sessions: a paid session the site did not open (a Payment Link naming one of our
 *   payments in its client_reference_id and metadata), delivered concurrently: no booking and no
 *   payment of ours changes, and it is recorded once;
 * - wrong amounts: a charge of another amount or currency than the session asked, delivered
 *   concurrently and again: no confirmation, the charge booked and refunded in full exactly once at
 *   Stripe, with its receipt and credit note;
 * - flood: 30 copies of one `checkout.session.completed` at once, then the completions of ten
 *   bookings three times each at once: each answered 200, or 503 with Retry-After when
 *   the site sheds load (then delivered again, as Stripe retries), and one confirmation, one receipt
 *   and one e-mail of each kind per booking;
 * - PostgreSQL stopped during a delivery: 503 with Retry-After (Stripe delivers it again), and once
 *   it is back a redelivery confirms the booking exactly once;
 * - Stripe refusing connections, answering 5xx, or never answering while a visitor books: a 503
 *   with Retry-After in the visitor's language within the Stripe client's bound, the seat free
 *   again, and /api/health answering fast meanwhile;
 * - a proposal's installments, through Checkout and off-session, their events redelivered, out of
 *   order and late (webhook-installments.ts);
 * - refunds refused, failing later and concurrent, then every charge and refund at Stripe
 *   reconciled with the database (webhook-refunds.ts), the installments' included.
 */
import Stripe from 'stripe'

import fr from '@/i18n/messages/fr/payments.json'
import { signatureHeader } from '@root/tests/fakes/stripe'
import type { StripeObject } from '@root/tests/fakes/stripe'

import { cmsSignIn } from './lib/admin'
import { fakeIp, header, json, request, type HttpResult } from './lib/http'
import { Section, sleep } from './lib/report'
import type { Site } from './lib/site'
import { runInstallments } from './webhook-installments'
import { runRefunds } from './webhook-refunds'

const WEBHOOK = '/api/payments/stripe/webhook'
/** A 503 while PostgreSQL is down comes at once, as for every other call (db-faults). */
const DOWN_ANSWER_MS = 2_000
/**
 * The visitor's wait when Stripe never answers: the site's Stripe client gives each try 10 s and
 * tries twice (src/lib/payments/stripe.ts), with Stripe's short back-off between.
 */
const HANG_BOUND_MS = 25_000
const HEALTH_BOUND_MS = 2_000

interface Booked {
  email: string
  bookingId: number
  paymentId: number
  checkoutSessionId: string
  total: number
}

interface Case {
  name: string
  res: HttpResult
  /** The status range expected: 4xx (refused) or 2xx (taken, changing nothing of value). */
  expect: 400 | 413 | 415 | 200 | '4xx'
}

export async function runWebhook(site: Site): Promise<Section> {
  const section = new Section('webhook')
  const fake = site.stripe
  const secret = fake.webhookSecret
  const tag = `wh${Date.now().toString(36)}`
  const cms = await cmsSignIn(site, '198.51.100.40')
  const asEditor = (path: string, body: unknown, method = 'POST') =>
    request(site.baseUrl, path, {
      method,
      json: body,
      headers: { authorization: `JWT ${cms.token}`, 'x-forwarded-for': '198.51.100.40' },
    })
  let visitor = 0

  // ── A class paid online in full, taxed, with a large session and two of one seat ──
  const billing = await asEditor('/api/globals/site-settings?locale=en', {
    billing: { legalName: 'Studio Lumière inc.', gstNumber: '123456789 RT0001', qstNumber: '1234567890 TQ0001' },
  })
  section.check(billing.status === 200, 'the studio is registered for GST and QST', billing.body.slice(0, 200))
  const classId = `rel-paid-${tag}`
  const created = await asEditor('/api/classes?locale=en', {
    classId,
    title: `Paid portraits ${tag}`,
    level: 'All levels',
    duration: '3 hours',
    price: 120,
    formatOptions: ['in-person'],
    onlinePayment: 'full',
  })
  const classDoc = json<{ doc?: { id: number } }>(created)?.doc
  if (created.status !== 201 || !classDoc)
    throw new Error(`paid class: ${created.status} ${created.body.slice(0, 300)}`)
  const startsAt = new Date(Math.floor(Date.now() / 86_400_000 + 20) * 86_400_000 + 18 * 3_600_000).toISOString()
  const newSession = async (capacity: number) => {
    const res = await asEditor('/api/class-sessions?locale=en', {
      class: classDoc.id,
      startsAt,
      startsAt_tz: 'America/Toronto',
      durationMinutes: 180,
      format: 'in-person',
      location: '5445 avenue de Gaspé, Montréal',
      capacity,
    })
    const id = json<{ doc?: { id: number } }>(res)?.doc?.id
    if (res.status !== 201 || !id) throw new Error(`class session: ${res.status} ${res.body.slice(0, 300)}`)
    return id
  }
  const large = await newSession(40)
  const refusedSeat = await newSession(1)
  const hungSeat = await newSession(1)

  const book = (session: number, label: string, timeoutMs = 60_000) => {
    const n = ++visitor
    const email = `${tag}-${label}-${n}@webhook.test`
    return request(site.baseUrl, '/api/class-bookings?locale=fr', {
      json: {
        name: `Élodie ${label}`,
        email,
        phone: '(514) 555-0100',
        classType: classId,
        session,
        format: 'in-person',
        experience: 'some-experience',
        preferredTime: 'evening',
      },
      headers: { 'x-forwarded-for': fakeIp(n, 203) },
      timeoutMs,
    }).then((res) => ({ res, email }))
  }
  const pending = async (label: string): Promise<Booked> => {
    const { res, email } = await book(large, label)
    const body = json<{ status?: string }>(res)
    if (res.status !== 201 || body?.status !== 'pending_payment')
      throw new Error(`paid booking: ${res.status} ${res.body.slice(0, 300)}`)
    const [row] = await site.query<{ booking_id: number; payment_id: number; cs: string; total: number }>(
      `SELECT b.id AS booking_id, p.id AS payment_id, p.checkout_session_id AS cs, p.total::int AS total
         FROM bookings b JOIN payments p ON p.booking_id = b.id WHERE b.email = $1`,
      [email],
    )
    if (!row?.cs) throw new Error(`no payment with a Checkout session for ${email}`)
    return { email, bookingId: row.booking_id, paymentId: row.payment_id, checkoutSessionId: row.cs, total: row.total }
  }

  const deliver = (body: string, headers: Record<string, string> = {}, timeoutMs = 15_000) =>
    request(site.baseUrl, WEBHOOK, {
      body,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      timeoutMs,
    })
  const signed = (body: string, t?: number) => ({ 'stripe-signature': signatureHeader(body, secret, t) })
  let eventSeq = 0
  const eventBody = (type: string, object: unknown) =>
    JSON.stringify(
      {
        id: `evt_${tag}${++eventSeq}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    )
  /** The Checkout session as Stripe would send it once paid, with these amounts. */
  const completedSession = (b: Booked, over: Record<string, unknown> = {}) => ({
    ...(fake.object(b.checkoutSessionId) as StripeObject),
    status: 'complete',
    payment_status: 'paid',
    payment_intent: `pi_${tag}${b.paymentId}`,
    ...over,
  })

  /** Everything a delivery could change for these bookings, and the tables it writes to. */
  const snapshot = async (bookings: Booked[]) => {
    const ids = bookings.map((b) => b.bookingId)
    const [row] = await site.query<{ s: unknown }>(
      `SELECT json_build_object(
         'payments', (SELECT json_agg(json_build_object('id', id, 'status', status, 'pi', payment_intent_id,
                        'refunded', amount_refunded, 'paid', paid_at, 'updated', updated_at) ORDER BY id)
                      FROM payments WHERE booking_id = ANY($1::int[])),
         'bookings', (SELECT json_agg(json_build_object('id', id, 'status', status, 'updated', updated_at) ORDER BY id)
                      FROM bookings WHERE id = ANY($1::int[])),
         'events', (SELECT count(*) FROM stripe_events),
         'receipts', (SELECT count(*) FROM receipts),
         'refunds', (SELECT count(*) FROM refunds),
         'outbox', (SELECT count(*) FROM outbox WHERE "to" = ANY($2::text[]))) AS s`,
      [ids, bookings.map((b) => b.email)],
    )
    return JSON.stringify(row?.s)
  }

  /** What one booking's payment produced: its state, receipts, refunds and e-mails by kind. */
  const effects = async (b: Booked) => {
    const [row] = await site.query<{
      booking: string
      payment: string
      receipts: number
      refunds: number
      mail: Record<string, number> | null
    }>(
      `SELECT (SELECT status FROM bookings WHERE id = $1) AS booking,
              (SELECT status FROM payments WHERE id = $2) AS payment,
              (SELECT count(*)::int FROM receipts WHERE source = 'payment:' || $2) AS receipts,
              (SELECT count(*)::int FROM refunds WHERE payment_id = $2) AS refunds,
              (SELECT json_object_agg(kind, n) FROM (SELECT kind, count(*)::int AS n FROM outbox WHERE "to" = $3 GROUP BY kind) k) AS mail`,
      [b.bookingId, b.paymentId, b.email],
    )
    return row!
  }
  const confirmedOnce = (e: Awaited<ReturnType<typeof effects>>) =>
    e.booking === 'confirmed' &&
    e.payment === 'paid' &&
    e.receipts === 1 &&
    e.refunds === 0 &&
    // The confirmation (booking-status) and the receipt with its PDF, once each, and nothing else.
    JSON.stringify(e.mail) === JSON.stringify({ 'booking-status': 1, 'payment-receipt': 1 })

  /** Paid at the fake with no endpoint listening, so that the test chooses when and how often it arrives. */
  const payQuietly = (bookings: Booked[]) => {
    const url = fake.webhookUrl
    fake.setWebhookUrl(null)
    try {
      for (const b of bookings) fake.pay(b.checkoutSessionId)
    } finally {
      fake.setWebhookUrl(url)
    }
    return bookings.map((b) => {
      const event = fake
        .events()
        .find((e) => e.type === 'checkout.session.completed' && e.data.object.id === b.checkoutSessionId)
      if (!event) throw new Error(`no checkout.session.completed for ${b.checkoutSessionId}`)
      return event.id as string
    })
  }

  // One booking to warm the path (and make the account's tax rates), then the ones each part needs.
  await pending('warm')
  const target = await pending('fuzz')
  const wrongAmount = await pending('amount')
  const wrongCurrency = await pending('currency')
  const floodOne = await pending('flood')
  const burst: Booked[] = []
  for (let i = 0; i < 10; i++) burst.push(await pending(`burst${i}`))
  const downOne = await pending('down')

  const cases: Case[] = []
  let fiveXx = 0
  const t0 = Date.now()

  // ── Stripe never answering a booking, with the fuzz meanwhile ──
  fake.failNext({ mode: 'hang', count: 2, method: 'POST', path: /^\/v1\/checkout\/sessions$/ })
  const hangStart = Date.now()
  const hung = book(hungSeat, 'hang', HANG_BOUND_MS + 15_000)
  let hangDone = false
  void hung.finally(() => (hangDone = true))
  const health: HttpResult[] = []
  const probing = (async () => {
    while (!hangDone) {
      health.push(await request(site.baseUrl, '/api/health', { timeoutMs: 10_000 }))
      await sleep(200)
    }
  })()

  // ── Fuzz ──
  const before = await snapshot([target, wrongAmount, wrongCurrency])
  const good = eventBody('checkout.session.completed', completedSession(target))
  const now = Math.floor(Date.now() / 1000)
  const refused: [string, () => Promise<HttpResult>, Case['expect']][] = [
    ['no signature', () => deliver(good), 400],
    ['empty signature', () => deliver(good, { 'stripe-signature': '' }), 400],
    ['garbage signature', () => deliver(good, { 'stripe-signature': 't=abc,v1=zz' }), 400],
    [
      'signed with another secret',
      () => deliver(good, { 'stripe-signature': signatureHeader(good, 'whsec_forged0000000000000000') }),
      400,
    ],
    ['the signature of another body', () => deliver(good.replace('"paid"', '"unpaid"'), signed(good)), 400],
    [
      'the amount changed after signing',
      () => deliver(good.replace(`"amount_total": ${target.total}`, '"amount_total": 1'), signed(good)),
      400,
    ],
    ['only a v0 signature', () => deliver(good, { 'stripe-signature': signed(good)['stripe-signature'].replace('v1=', 'v0=') }), 400], // prettier-ignore
    ['signed 6 minutes ago (a replay)', () => deliver(good, signed(good, now - 360)), 400],
    ['signed 1 hour ago', () => deliver(good, signed(good, now - 3600)), 400],
    ['signed with a timestamp of 0', () => deliver(good, signed(good, 0)), 400],
    ['malformed JSON, signed', () => deliver('{"id": "evt_x", "type": ', signed('{"id": "evt_x", "type": ')), 400],
    ['an empty body, signed', () => deliver('', signed('')), 400],
    ['JSON that is not an object, signed', () => deliver('[1,2,3]', signed('[1,2,3]')), 400],
    ['an event without a type, signed', () => deliver('{"id":"evt_x"}', signed('{"id":"evt_x"}')), 400],
    [
      'text/plain, unsigned',
      () => request(site.baseUrl, WEBHOOK, { body: good, headers: { 'content-type': 'text/plain' } }),
      '4xx',
    ],
    [
      'form-encoded, forged',
      () =>
        request(site.baseUrl, WEBHOOK, {
          body: 'type=checkout.session.completed',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'stripe-signature': 't=1,v1=00' },
        }),
      '4xx',
    ],
    ['1 MB, signed', () => { const big = good.replace('"object": "event"', `"object": "event", "pad": "${'x'.repeat(1 << 20)}"`); return deliver(big, signed(big)) }, 413], // prettier-ignore
    [
      '1 MB chunked, without a length',
      () =>
        request(site.baseUrl, WEBHOOK, {
          body: 'x'.repeat(1 << 20),
          headers: {
            'content-type': 'application/json',
            'transfer-encoding': 'chunked',
            'stripe-signature': 't=1,v1=00',
          },
        }),
      413,
    ],
    [
      'a length of 50 MB declared',
      () =>
        request(site.baseUrl, WEBHOOK, {
          body: '{}',
          headers: { 'content-type': 'application/json', 'content-length': String(50 << 20), 'stripe-signature': 't=1,v1=00' }, // prettier-ignore
          timeoutMs: 5_000,
        }),
      413,
    ],
  ]
  for (const [name, send, expect] of refused) cases.push({ name, res: await send(), expect })
  const afterRefused = await snapshot([target, wrongAmount, wrongCurrency])
  section.check(
    afterRefused === before,
    'nothing changed in the database after the refused deliveries',
    `${before} → ${afterRefused}`,
  )

  // Signed by Stripe, but nothing for the site to do: 2xx (a 4xx would have Stripe retry for days).
  const eventsBefore = Number((await site.query<{ n: string }>('SELECT count(*) AS n FROM stripe_events'))[0]!.n)
  const unknownType = eventBody('customer.created', { id: `cus_${tag}`, object: 'customer' })
  const unknownSession = eventBody('checkout.session.completed', {
    ...completedSession(target),
    id: `cs_test_${tag}unknown`,
    metadata: {},
    client_reference_id: null,
  })
  const unknownPayment = eventBody('checkout.session.completed', {
    ...completedSession(target),
    id: `cs_test_${tag}unknown2`,
    metadata: { payment_id: '999999999' },
    client_reference_id: '999999999',
  })
  const taken: [string, string, string][] = [
    ['an unknown event type', unknownType, 'ignored'],
    ['the same event again (replayed, freshly signed)', unknownType, 'duplicate'],
    ['a completed session the site does not know', unknownSession, 'foreign'],
    ['a completed session naming a payment that does not exist', unknownPayment, 'foreign'],
  ]
  for (const [name, body, outcome] of taken) {
    const res = await deliver(body, signed(body))
    cases.push({ name, res, expect: 200 })
    section.check(
      json<{ outcome?: string }>(res)?.outcome === outcome,
      `${name}: answered ${outcome}`,
      `${res.status} ${res.body.slice(0, 200)}`,
    )
  }
  const eventsAfter = Number((await site.query<{ n: string }>('SELECT count(*) AS n FROM stripe_events'))[0]!.n)
  section.check(
    eventsAfter === eventsBefore + 3,
    'each signed event is recorded once',
    `${eventsBefore} → ${eventsAfter}`,
  )
  const afterTaken = await snapshot([target, wrongAmount, wrongCurrency])
  section.check(
    afterTaken.replace(/"events":\d+/, '') === before.replace(/"events":\d+/, ''),
    'events with nothing to do change nothing else',
    `${before} → ${afterTaken}`,
  )

  for (const c of cases) {
    if (c.res.status >= 500 || c.res.status === 0) fiveXx++
  }
  section.checkAll(
    cases,
    (c) =>
      c.expect === '4xx'
        ? c.res.status >= 400 && c.res.status < 500
        : c.expect === 200
          ? c.res.status >= 200 && c.res.status < 300
          : c.res.status === c.expect,
    'each delivery answered as expected (4xx refused, 2xx taken)',
    (c) => `${c.name}: ${c.res.status || c.res.error} ${c.res.body.slice(0, 160)}`,
  )
  section.checkAll(
    cases.filter((c) => c.res.status >= 400),
    (c) => {
      const body = json<{ error?: unknown; message?: unknown }>(c.res)
      return typeof body?.error === 'string' && typeof body.message === 'string' && body.message.length > 0
    },
    'each refusal is JSON {error, message}',
    (c) => `${c.name}: ${c.res.body.slice(0, 160)}`,
  )
  section.checkAll(
    cases,
    (c) => !/\bat \S+ \(|node_modules|\.tsx?:\d|SELECT |stripe_events/.test(c.res.body),
    'no stack trace, path or SQL in an answer',
    (c) => `${c.name}: ${c.res.body.slice(0, 200)}`,
  )

  // ── The visitor of the hung booking ──
  const hang = await hung
  await probing
  const hangMs = Date.now() - hangStart
  section.figure('hang answered', `${(hangMs / 1000).toFixed(1)} s`)
  checkUnavailable(section, 'Stripe never answering', hang.res, HANG_BOUND_MS)
  const slow = health.filter((h) => h.status !== 200 || h.ms > HEALTH_BOUND_MS)
  section.check(
    health.length >= 10 && slow.length === 0,
    `/api/health answered 200 within ${HEALTH_BOUND_MS} ms while Stripe hung (${health.length} asked)`,
    slow.slice(0, 5).map((h) => `${h.status || h.error} ${h.ms.toFixed(0)} ms`),
  )
  section.figure('slowest health', `${Math.round(Math.max(...health.map((h) => h.ms)))} ms`)
  fake.clearFaults()
  await seatFreeAgain(section, site, 'Stripe never answering', hang.email, () => book(hungSeat, 'after-hang'))

  // ── Flood: 30 copies of one completion at once, then ten bookings' completions three times each ──
  // Each copy as the fake would send it (the event pretty-printed, freshly signed), sent here so that
  // every answer's headers are seen. A site short of database connections may shed some with 503
  // and Retry-After; Stripe then delivers those again (`settle`), and the result must
  // still be one of everything. Any other 5xx, or a dropped connection, is a defect.
  const sendConcurrently = async (eventIds: string[], copies: number) =>
    (
      await Promise.all(
        eventIds.flatMap((id) => {
          const body = JSON.stringify(
            fake.events().find((e) => e.id === id),
            null,
            2,
          )
          return Array.from({ length: copies }, () => deliver(body, signed(body), 30_000).then((res) => ({ id, res })))
        }),
      )
    ).flat()
  type Sent = Awaited<ReturnType<typeof sendConcurrently>>
  // A site short of connections answers SERVER_BUSY when its own queue is full, and
  // SERVICE_UNAVAILABLE when the pool gives up waiting for a connection (pg-pool says only "timeout",
  // whether the database is slow or every connection is taken). Both are 503 with Retry-After, which
  // Stripe delivers again: neither loses an event, and `settle` below proves it.
  const shed = (r: HttpResult) =>
    r.status === 503 &&
    Number(header(r, 'retry-after')) > 0 &&
    ['SERVER_BUSY', 'SERVICE_UNAVAILABLE'].includes(json<{ error?: string }>(r)?.error ?? '')
  let busy = 0
  const answered = (sent: Sent, what: string) => {
    busy += sent.filter(({ res }) => shed(res)).length
    fiveXx += sent.filter(({ res }) => (res.status >= 500 && !shed(res)) || res.status === 0).length
    section.checkAll(
      sent,
      ({ res }) => res.status === 200 || shed(res),
      `${what}: each answered 200 (or 503 with Retry-After, retried by Stripe)`,
      ({ id, res }) => `${id} ${res.status || res.error} ${res.body.slice(0, 120)}`,
    )
  }
  /** Stripe's retries of the events that got no 2xx, until each is taken (bounded). */
  const settle = async (sent: Sent, what: string) => {
    const waiting = new Set(sent.filter(({ res }) => res.status !== 200).map(({ id }) => id))
    for (const { id, res } of sent) if (res.status === 200) waiting.delete(id)
    const until = Date.now() + 30_000
    while (waiting.size > 0 && Date.now() < until) {
      for (const id of [...waiting]) if ((await fake.redeliver(id)).status === 200) waiting.delete(id)
      if (waiting.size > 0) await sleep(500)
    }
    section.check(waiting.size === 0, `${what}: every event taken once Stripe retried`, [...waiting])
  }

  // ── Foreign sessions: paid, but not opened by the site, naming one of our payments ──
  const foreignBefore = await snapshot([target])
  const foreignUrl = fake.webhookUrl
  fake.setWebhookUrl(null)
  const foreign = (() => {
    try {
      return fake.payForeign({
        amount: target.total,
        email: `${tag}-link@webhook.test`,
        clientReferenceId: String(target.paymentId),
        metadata: { payment_id: String(target.paymentId), booking_id: String(target.bookingId) },
        paymentLink: true,
      })
    } finally {
      fake.setWebhookUrl(foreignUrl)
    }
  })()
  const foreignEvent = fake
    .events()
    .find((e) => e.type === 'checkout.session.completed' && e.data.object.id === foreign.id)!.id as string
  const foreignSent = await sendConcurrently([foreignEvent], 10)
  answered(foreignSent, '10 concurrent deliveries of a foreign paid session')
  await settle(foreignSent, '10 concurrent deliveries of a foreign paid session')
  await fake.redeliver(foreignEvent)
  section.check(
    (await snapshot([target])).replace(/"events":\d+/, '') === foreignBefore.replace(/"events":\d+/, ''),
    'a foreign paid session changes no booking, payment, receipt, refund or e-mail of ours',
  )
  const [foreignRecorded] = await site.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM stripe_incidents WHERE kind = 'foreign_session' AND reference = $1`,
    [foreign.id],
  )
  section.check(foreignRecorded?.n === 1, 'a foreign paid session is recorded once', foreignRecorded)

  // ── Wrong amounts: Stripe charged another amount or currency than the session asked ──
  for (const [name, b, as] of [
    ['an amount one cent short', wrongAmount, { amountTotal: wrongAmount.total - 1 }],
    ['another currency', wrongCurrency, { currency: 'usd' }],
  ] as const) {
    const url = fake.webhookUrl
    fake.setWebhookUrl(null)
    try {
      fake.pay(b.checkoutSessionId, as)
    } finally {
      fake.setWebhookUrl(url)
    }
    const eventId = fake
      .events()
      .find((e) => e.type === 'checkout.session.completed' && e.data.object.id === b.checkoutSessionId)!.id as string
    const sent = await sendConcurrently([eventId], 6)
    answered(sent, `6 concurrent deliveries of ${name}`)
    await settle(sent, `6 concurrent deliveries of ${name}`)
    await fake.redeliver(eventId)
    const e = await effects(b)
    section.check(
      e.booking !== 'confirmed' && e.payment === 'failed' && e.receipts === 0 && e.refunds === 0,
      `${name}: the booking is not confirmed, the payment asked not settled`,
      e,
    )
    const charged = fake.object(String(fake.object(b.checkoutSessionId)!.payment_intent))!
    const charge = fake.object(String(charged.latest_charge))!
    let rows: { id: number; status: string; refunds: number; succeeded: number; receipts: number }[] = []
    for (let i = 0; i < 40; i++) {
      rows = await site.query(
        `SELECT p.id, p.status,
                (SELECT count(*)::int FROM refunds r WHERE r.payment_id = p.id) AS refunds,
                (SELECT count(*)::int FROM refunds r WHERE r.payment_id = p.id AND r.status = 'succeeded') AS succeeded,
                (SELECT count(*)::int FROM receipts WHERE source = 'payment:' || p.id OR source IN
                   (SELECT 'refund:' || r.id FROM refunds r WHERE r.payment_id = p.id)) AS receipts
           FROM payments p WHERE p.booking_id = $1 AND p.id <> $2`,
        [b.bookingId, b.paymentId],
      )
      if (rows[0]?.succeeded === 1 && rows[0].receipts === 2) break
      await sleep(250)
    }
    const atStripe = fake.events().filter((ev) => ev.type === 'refund.created' && ev.data.object.charge === charge.id)
    section.check(
      rows.length === 1 && rows[0]!.status === 'refunded' && rows[0]!.refunds === 1 && rows[0]!.succeeded === 1,
      `${name}: the charge is one payment row, refunded once`,
      rows,
    )
    section.check(rows[0]?.receipts === 2, `${name}: the charge has its receipt and its credit note`, rows)
    section.check(
      atStripe.length === 1 && charge.amount_refunded === charge.amount,
      `${name}: refunded in full exactly once at Stripe`,
      { refunds: atStripe.length, amount: charge.amount, refunded: charge.amount_refunded },
    )
  }

  const [floodEvent] = payQuietly([floodOne])
  const flood = await sendConcurrently([floodEvent!], 30)
  answered(flood, '30 concurrent deliveries of one completion')
  await settle(flood, '30 concurrent deliveries of one completion')
  const floodEffects = await effects(floodOne)
  section.check(
    confirmedOnce(floodEffects),
    '30 concurrent deliveries: the booking confirmed once, one receipt, one e-mail of each kind',
    floodEffects,
  )
  const [floodRecorded] = await site.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM stripe_events WHERE event_id = $1',
    [floodEvent],
  )
  section.check(floodRecorded?.n === 1, 'the event is recorded once', floodRecorded)
  // The same event later, freshly signed (Stripe's own retry) or with an old signature (a replay).
  const beforeReplay = await snapshot([floodOne])
  const again = await fake.redeliver(floodEvent!)
  const firstBody = JSON.stringify(
    fake.events().find((e) => e.id === floodEvent),
    null,
    2,
  )
  const stale = await deliver(firstBody, signed(firstBody, Math.floor(Date.now() / 1000) - 301))
  cases.push({ name: 'a delivered event signed 301 s ago', res: stale, expect: 400 })
  if (stale.status >= 500 || stale.status === 0) fiveXx++
  section.check(again.status === 200, 'a redelivery of a handled event answers 200', again.status)
  section.check(stale.status === 400, 'a delivered event with a signature over 5 minutes old is refused', stale.status)
  section.check((await snapshot([floodOne])) === beforeReplay, 'a redelivered or replayed event changes nothing')

  const burstEvents = payQuietly(burst)
  const burstStart = Date.now()
  const burstSent = await sendConcurrently(burstEvents, 3)
  section.figure('burst', `${burstSent.length} deliveries in ${Date.now() - burstStart} ms`)
  answered(burstSent, `${burstSent.length} concurrent deliveries of ${burst.length} completions`)
  await settle(burstSent, `${burstSent.length} concurrent deliveries of ${burst.length} completions`)
  section.figure('busy 503', busy)
  const burstEffects = await Promise.all(burst.map(async (b) => ({ b, e: await effects(b) })))
  section.checkAll(
    burstEffects,
    ({ e }) => confirmedOnce(e),
    'each booking of the burst confirmed once, with one receipt and one e-mail of each kind',
    ({ b, e }) => `${b.email} ${JSON.stringify(e)}`,
  )

  // ── PostgreSQL down during a delivery ──
  const [downEvent] = payQuietly([downOne])
  const downBody = JSON.stringify(
    fake.events().find((e) => e.id === downEvent),
    null,
    2,
  )
  await site.db.pause()
  const whileDown: HttpResult[] = []
  try {
    for (let i = 0; i < 3; i++) {
      whileDown.push(await deliver(downBody, signed(downBody), 10_000))
      await sleep(300)
    }
  } finally {
    await site.db.resume()
  }
  const upAt = Date.now()
  section.figure('503 while down', whileDown.filter((r) => r.status === 503).length)
  section.checkAll(
    whileDown,
    (r) => r.status === 503 && Number(header(r, 'retry-after')) > 0 && r.ms <= DOWN_ANSWER_MS,
    `database down: the webhook answers 503 with Retry-After within ${DOWN_ANSWER_MS / 1000} s, so Stripe retries`,
    (r) =>
      `${r.status || r.error} Retry-After ${header(r, 'retry-after')} ${r.ms.toFixed(0)} ms ${r.body.slice(0, 120)}`,
  )
  section.checkAll(
    whileDown,
    (r) => typeof json<{ error?: string; message?: string }>(r)?.message === 'string',
    'database down: the 503 is JSON {error, message}',
    (r) => r.body.slice(0, 160),
  )
  let recovered: number | undefined
  const redeliveries: (number | null)[] = []
  while (Date.now() - upAt < 20_000) {
    const d = await fake.redeliver(downEvent!)
    redeliveries.push(d.status)
    if (d.status === 200) {
      recovered = Date.now() - upAt
      break
    }
    await sleep(250)
  }
  section.figure('db-down recovery', recovered === undefined ? 'never' : `${(recovered / 1000).toFixed(1)} s`)
  section.check(
    recovered !== undefined,
    'database back: a redelivery is taken within 20 s',
    redeliveries.slice(-5).join(', '),
  )
  await fake.redeliver(downEvent!)
  const downEffects = await effects(downOne)
  section.check(
    confirmedOnce(downEffects),
    'database back: the booking confirmed exactly once, one receipt, one e-mail of each kind',
    downEffects,
  )

  // ── Stripe refusing connections, then answering 500, while a visitor books ──
  await fake.refuseConnections(4_000)
  const refusedBooking = await book(refusedSeat, 'refused', HANG_BOUND_MS + 15_000)
  checkUnavailable(section, 'Stripe refusing connections', refusedBooking.res, 5_000)
  section.figure('refused answered', `${(refusedBooking.res.ms / 1000).toFixed(1)} s`)
  await seatFreeAgain(section, site, 'Stripe refusing connections', refusedBooking.email)
  for (let i = 0; i < 40 && (await request(fake.url, '/_fake', { timeoutMs: 1000 })).status !== 200; i++)
    await sleep(250)
  fake.failNext({ mode: 500, count: 2, method: 'POST', path: /^\/v1\/checkout\/sessions$/ })
  const erred = await book(refusedSeat, 'erred', HANG_BOUND_MS + 15_000)
  fake.clearFaults()
  checkUnavailable(section, 'Stripe answering 500', erred.res, 5_000)
  await seatFreeAgain(section, site, 'Stripe answering 500', erred.email, () => book(refusedSeat, 'after-500'))

  // ── A proposal's installments: redelivered, out of order and late ──
  const installmentsStart = Date.now()
  await runInstallments(site, section)
  section.figure('installments', `${Math.round((Date.now() - installmentsStart) / 1000)} s`)

  // ── Refunds refused, failing later and concurrent, on payments taken above; then the books ──
  const refundsStart = Date.now()
  await runRefunds(
    site,
    section,
    [...burst, floodOne, downOne].map((b) => ({ paymentId: b.paymentId, total: b.total })),
  )
  section.figure('refunds and reconciliation', `${Math.round((Date.now() - refundsStart) / 1000)} s`)

  section.check(site.appAlive, 'the site process never exited')
  section.figure('cases', cases.length)
  // 5xx other than the 503s asked for (PostgreSQL down, Stripe unreachable) or shed under load
  // (SERVER_BUSY, with Retry-After): each one a defect.
  section.figure('5xx', fiveXx)
  section.figure('fuzz and faults', `${Math.round((Date.now() - t0) / 1000)} s`)

  // Later modules book the site's own classes; this one is taken off the catalogue.
  await asEditor(`/api/classes/${classDoc.id}?locale=en`, { isPublished: false }, 'PATCH').catch(() => undefined)
  return section
}

/** A 503 PAYMENT_UNAVAILABLE with Retry-After, in French (the visitor booked in French), in time. */
function checkUnavailable(section: Section, what: string, res: HttpResult, boundMs: number) {
  const body = json<{ error?: string; message?: string }>(res)
  section.check(
    res.status === 503 &&
      Number(header(res, 'retry-after')) > 0 &&
      body?.error === 'PAYMENT_UNAVAILABLE' &&
      body.message === fr.payments.api.unavailable,
    `${what}: the booking answers 503 PAYMENT_UNAVAILABLE with Retry-After, in French`,
    `${res.status || res.error} Retry-After ${header(res, 'retry-after')} ${res.body.slice(0, 200)}`,
  )
  section.check(res.ms <= boundMs, `${what}: answered within ${boundMs / 1000} s`, `${res.ms.toFixed(0)} ms`)
}

/** The booking was not kept holding a seat; with `rebook`, the seat (the session's only one) is taken again. */
async function seatFreeAgain(
  section: Section,
  site: Site,
  what: string,
  email: string,
  rebook?: () => Promise<{ res: HttpResult }>,
) {
  const rows = await site.query<{ booking: string; payment: string }>(
    `SELECT b.status AS booking, p.status AS payment FROM bookings b LEFT JOIN payments p ON p.booking_id = b.id
      WHERE b.email = $1`,
    [email],
  )
  section.check(
    rows.every((r) => r.booking !== 'pending_payment' && r.booking !== 'confirmed' && r.payment !== 'pending'),
    `${what}: nothing held`,
    rows,
  )
  if (!rebook) return
  const { res } = await rebook()
  section.check(
    res.status === 201 && json<{ status?: string }>(res)?.status === 'pending_payment',
    `${what}: the seat is free again (the session's only seat is booked next)`,
    `${res.status} ${res.body.slice(0, 200)}`,
  )
}
