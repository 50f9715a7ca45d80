/**
 * The webhook module's refunds, on payments it has already taken through the fake's Checkout:
 *
 * - refused in Stripe's answer (a refund made in Stripe's dashboard the site has not heard of yet
 *   leaves less than asked): the refund is failed and nothing booked; once Stripe's events arrive,
 *   the dashboard's refund is recorded with its credit note;
 * - pending at Stripe, then failed by a later event: its amount is refundable again, the dashboard
 *   alerts, and the Payments tab's retry (a key of its own) is made and booked;
 * - waiting for the client's action, then canceled; made, then returned by the card's issuer;
 * - concurrent: two refunds at once over what remains (one is a 409), the same form twice at once
 *   (one refund), ten small refunds at once (all within the total), and a request Stripe is still
 *   running when the site's client gives up and tries again (Stripe's 409 for the key in use: not
 *   a refusal; the refund Stripe made is booked from its event);
 *
 * and at the end a reconciliation of every charge and refund the fake holds with the database:
 * each captured charge on a session of ours a payment taken with its amount (a wrong amount's or a
 * second charge's own row included), each charge on a session the site did not open recorded as an
 * incident and no payment, each refund Stripe made a refund row booked with its amount and a credit
 * note, each payment's refunded figure Stripe's, nothing still pending; the count of payments whose
 * state differs from Stripe's must be 0.
 */
import Stripe from 'stripe'

import type { StripeObject } from '@root/tests/fakes/stripe'

import { bearer, sharedAdmin } from './lib/admin'
import { header, json, request, type HttpResult } from './lib/http'
import { sleep, type Section } from './lib/report'
import type { Site } from './lib/site'

/** A payment the module took through the fake's Checkout (its booking confirmed). */
export interface TakenPayment {
  paymentId: number
  total: number
}

const ADMIN_IP = '198.51.100.60'

interface RefundAnswer {
  refund?: { id: number; status: string; failureReason: string | null; amount: number }
  payment?: { amountRefunded: number; refundable: number; status: string }
  error?: string
}

export async function runRefunds(site: Site, section: Section, taken: TakenPayment[]): Promise<void> {
  if (taken.length < 8) throw new Error(`the refunds need 8 paid bookings, ${taken.length} given`)
  const fake = site.stripe
  const webhookUrl = fake.webhookUrl
  const admin = await sharedAdmin(site)
  let shed = 0
  const studio = new Stripe('sk_test_reliability', { ...fake.stripeConfig(), maxNetworkRetries: 0 })
  /**
   * A dashboard call, sent again as the tab does while the site answers 503 with Retry-After (its
   * database connections all taken, on a loaded machine): the same body, so the same request id,
   * and a refund is still made once.
   */
  const call = async (path: string, body: unknown, timeoutMs = 30_000) => {
    for (let attempt = 1; ; attempt++) {
      const res = await request(site.baseUrl, path, {
        json: body,
        headers: { ...bearer(admin.token), 'x-forwarded-for': ADMIN_IP },
        timeoutMs,
      })
      if (res.status !== 503 || !(Number(header(res, 'retry-after')) > 0) || attempt === 10) return res
      shed++
      await sleep(500)
    }
  }
  const refund = (p: TakenPayment, cents: number, requestId: string = crypto.randomUUID(), timeoutMs?: number) =>
    call(
      `/api/admin/payments/${p.paymentId}/refunds`,
      { amount: (cents / 100).toFixed(2), reason: 'Reliability suite', requestId },
      timeoutMs,
    )
  const answer = (res: HttpResult) => json<RefundAnswer>(res) ?? {}
  const intentOf = async (p: TakenPayment) =>
    String(
      (
        await site.query<{ pi: string }>('SELECT payment_intent_id AS pi FROM payments WHERE id = $1', [p.paymentId])
      )[0]!.pi,
    )
  const stripeRefunds = (pi: string) =>
    fake
      .events()
      .filter((e) => e.type === 'refund.created' && e.data.object.payment_intent === pi)
      .map((e) => fake.object(String(e.data.object.id)) as StripeObject)
  const rows = (p: TakenPayment) =>
    site.query<{ id: number; status: string; amount: number; reason: string }>(
      'SELECT id, status, amount::int AS amount, reason FROM refunds WHERE payment_id = $1 ORDER BY id',
      [p.paymentId],
    )
  const until = async (what: () => Promise<boolean>, ms = 20_000) => {
    const end = Date.now() + ms
    while (!(await what())) {
      if (Date.now() > end) return false
      await sleep(200)
    }
    return true
  }
  const alerts = async () =>
    (
      json<{ alerts?: { type: string }[] }>(
        await request(site.baseUrl, '/api/alerts', {
          headers: { ...bearer(admin.token), 'x-forwarded-for': ADMIN_IP },
        }),
      )?.alerts ?? []
    ).map((a) => a.type)
  const [refused, later, waiting, returned, racing, small, lost, made] = taken as [
    TakenPayment,
    TakenPayment,
    TakenPayment,
    TakenPayment,
    TakenPayment,
    TakenPayment,
    TakenPayment,
    TakenPayment,
  ]

  // ── Refused in Stripe's answer ──
  const refusedPi = await intentOf(refused)
  fake.setWebhookUrl(null)
  try {
    await studio.refunds.create({ payment_intent: refusedPi, amount: 2_000 })
    const res = await refund(refused, refused.total)
    const a = answer(res)
    section.check(
      res.status === 201 && a.refund?.status === 'failed' && a.refund.failureReason === 'amount_too_large',
      'a refund Stripe refuses in its answer is recorded failed, with why',
      `${res.status} ${res.body.slice(0, 300)}`,
    )
    section.check(
      a.payment?.amountRefunded === 0 && a.payment.refundable === refused.total,
      'a refused refund books nothing: the amount stays refundable',
      a.payment,
    )
  } finally {
    fake.setWebhookUrl(webhookUrl)
  }
  for (const e of fake.events()) {
    if (/^(refund\.|charge\.refund)/.test(e.type) && e.data.object.payment_intent === refusedPi)
      await fake.redeliver(String(e.id))
  }
  section.check(
    await until(async () =>
      (await rows(refused)).some((r) => r.reason === 'made_at_stripe' && r.status === 'succeeded'),
    ),
    'a refund made in Stripe’s dashboard is recorded once its events arrive',
    await rows(refused),
  )

  // ── Pending, then failed by a later event; retried from the tab ──
  fake.setRefundStatus('pending')
  let laterRefund: number | undefined
  try {
    const res = await refund(later, 5_000)
    laterRefund = answer(res).refund?.id
    section.check(
      answer(res).refund?.status === 'pending',
      'a refund Stripe has pending stays pending',
      res.body.slice(0, 300),
    )
  } finally {
    fake.setRefundStatus('succeeded')
  }
  const [pendingAtStripe] = stripeRefunds(await intentOf(later))
  if (pendingAtStripe) fake.settleRefund(String(pendingAtStripe.id), 'failed')
  section.check(
    await until(async () => (await rows(later)).some((r) => r.status === 'failed')),
    'a pending refund that fails later is failed, and its amount refundable again',
    await rows(later),
  )
  section.check((await alerts()).includes('refund_failed'), '/api/alerts shows the failed refund')
  const retried = await call(`/api/admin/refunds/${laterRefund}/retry`, {})
  section.check(
    retried.status === 201 && answer(retried).refund?.status === 'succeeded',
    'the Payments tab retries the failed refund with a key of its own, and Stripe makes it',
    `${retried.status} ${retried.body.slice(0, 300)}`,
  )
  section.check(!(await alerts()).includes('refund_failed'), 'the alert ends once the refund is retried')

  // ── Waiting for the client's action, then canceled; made, then returned by the card's issuer ──
  fake.setRefundStatus('requires_action')
  try {
    await refund(waiting, 3_000)
  } finally {
    fake.setRefundStatus('succeeded')
  }
  const [actionAtStripe] = stripeRefunds(await intentOf(waiting))
  if (actionAtStripe) await studio.refunds.cancel(String(actionAtStripe.id))
  section.check(
    await until(async () => (await rows(waiting)).every((r) => r.status === 'failed')),
    'a refund canceled at Stripe while it waited for the client is failed',
    await rows(waiting),
  )
  await refund(returned, 4_000)
  const [madeThenReturned] = stripeRefunds(await intentOf(returned))
  if (madeThenReturned) fake.settleRefund(String(madeThenReturned.id), 'failed')
  section.check(
    await until(async () => (await rows(returned)).every((r) => r.status === 'failed')),
    'a refund returned by the card’s issuer after it succeeded is failed, its amount the studio’s again',
    await rows(returned),
  )

  // ── Concurrent refunds of one payment ──
  const over = await Promise.all([refund(racing, 10_000), refund(racing, 10_000)])
  section.check(
    over
      .map((r) => r.status)
      .sort()
      .join() === '201,409',
    'two refunds at once over what remains: one made, the other 409, never more than was paid',
    over.map((r) => `${r.status} ${r.body.slice(0, 120)}`),
  )
  const sameForm = crypto.randomUUID()
  const twice = await Promise.all([refund(racing, 1_000, sameForm), refund(racing, 1_000, sameForm)])
  section.check(
    twice.every((r) => r.status === 201 || r.status === 200) &&
      new Set(twice.map((r) => answer(r).refund?.id)).size === 1,
    'the same form sent twice at once refunds once',
    twice.map((r) => `${r.status} ${r.body.slice(0, 120)}`),
  )
  const ten = await Promise.all(Array.from({ length: 10 }, () => refund(small, 1_000)))
  // 200: a first answer was lost to a 503 after the refund was recorded; its resend replays it.
  const tenIds = new Set(ten.map((r) => answer(r).refund?.id))
  const smallRows = await rows(small)
  section.check(
    ten.every((r) => r.status === 201 || r.status === 200) &&
      tenIds.size === 10 &&
      smallRows.length === 10 &&
      smallRows.reduce((sum, r) => sum + r.amount, 0) === 10_000,
    'ten refunds of one payment at once, all within its total, are each made once',
    { answers: ten.map((r) => r.status), rows: smallRows.length },
  )
  // Stripe still runs the site's request when its client gives up (10 s) and tries again with the
  // same key: that second try is Stripe's 409, which must leave the refund pending, not failed.
  fake.failNext({ mode: 'delay', delayMs: 12_000, method: 'POST', path: '/v1/refunds' })
  const slow = await refund(lost, 6_000, undefined, 60_000)
  section.check(
    slow.status === 201 && answer(slow).refund?.status === 'pending',
    'a refund answered 409 (its key still in use at Stripe) stays pending',
    `${slow.status} ${slow.body.slice(0, 300)}`,
  )
  section.check(
    await until(async () => (await rows(lost)).every((r) => r.status === 'succeeded'), 30_000),
    'the refund Stripe made meanwhile is booked from its event, never marked failed',
    await rows(lost),
  )

  // ── A refund made in Stripe's dashboard, its events as they come ──
  await studio.refunds.create({ payment_intent: await intentOf(made), amount: 2_500 })

  // ── Reconciliation: the database against everything the fake holds ──
  await fake.webhooksIdle()
  await until(async () => {
    const [n] = await site.query<{ n: number }>("SELECT count(*)::int AS n FROM refunds WHERE status = 'pending'")
    return n!.n === 0
  })
  section.figure('refund calls shed (503, sent again)', shed)
  const differing = await reconcile(site)
  section.figure('payments differing from Stripe', differing.length)
  section.check(
    differing.length === 0,
    'after every fault, 0 payments whose state differs from Stripe’s (charges, refunds, refunded amounts, credit notes)',
    differing.slice(0, 10),
  )
}

/**
 * Every charge the fake captured and every refund it holds, against the database: the payments
 * (with their refund rows and credit notes) whose state differs from Stripe's, each with why.
 */
export async function reconcile(site: Site): Promise<string[]> {
  const fake = site.stripe
  const charges = fake
    .events()
    .filter((e) => e.type === 'charge.succeeded')
    .map((e) => fake.object(String(e.data.object.id)) as StripeObject)
  const refunds = fake
    .events()
    .filter((e) => e.type === 'refund.created')
    .map((e) => fake.object(String(e.data.object.id)) as StripeObject)
  // The session each charge was paid on: a session the site did not open (a Payment Link) is no
  // payment of ours, and must stay one: recorded for the studio, matched to nothing.
  const sessionOf = new Map(
    fake
      .events()
      .filter((e) => e.type === 'checkout.session.completed' && e.data.object.payment_intent)
      .map((e) => [String(e.data.object.payment_intent), String(e.data.object.id)]),
  )
  const differing: string[] = []
  for (const charge of charges) {
    const sessionId = sessionOf.get(String(charge.payment_intent))
    const [opened] = sessionId
      ? await site.query<{ n: number }>('SELECT count(*)::int AS n FROM checkout_sessions WHERE session_id = $1', [
          sessionId,
        ])
      : [{ n: 0 }]
    if (sessionId && opened!.n === 0) {
      const [seen] = await site.query<{ incidents: number; payments: number }>(
        `SELECT (SELECT count(*)::int FROM stripe_incidents WHERE kind = 'foreign_session' AND reference = $1) AS incidents,
                (SELECT count(*)::int FROM payments WHERE payment_intent_id = $2) AS payments`,
        [sessionId, charge.payment_intent],
      )
      if (seen!.incidents !== 1 || seen!.payments !== 0) {
        differing.push(`charge ${charge.id} of a session the site did not open: ${JSON.stringify(seen)}`)
      }
      continue
    }
    const [payment] = await site.query<{
      id: number
      status: string
      total: number
      refunded: number
      pending: number
    }>(
      `SELECT id, status, total::int AS total, amount_refunded::int AS refunded, amount_refund_pending::int AS pending
         FROM payments WHERE payment_intent_id = $1`,
      [charge.payment_intent],
    )
    if (!payment) {
      differing.push(`charge ${charge.id}: no payment`)
      continue
    }
    const why: string[] = []
    if (!['paid', 'partially_refunded', 'refunded', 'disputed'].includes(payment.status))
      why.push(`status ${payment.status}`)
    if (payment.total !== charge.amount) why.push(`total ${payment.total} ≠ charged ${charge.amount}`)
    const atStripe = refunds.filter((r) => r.charge === charge.id)
    const made = atStripe.filter((r) => r.status === 'succeeded')
    const sum = made.reduce((s, r) => s + Number(r.amount), 0)
    if (payment.refunded !== sum) why.push(`refunded ${payment.refunded} ≠ Stripe's ${sum}`)
    const open = atStripe.filter((r) => r.status === 'pending' || r.status === 'requires_action')
    if (payment.pending !== open.reduce((s, r) => s + Number(r.amount), 0)) why.push(`pending ${payment.pending}`)
    const rows = await site.query<{ stripe: string | null; status: string; amount: number; note: string | null }>(
      `SELECT r.stripe_refund_id AS stripe, r.status, r.amount::int AS amount,
              (SELECT c.number FROM receipts c WHERE c.source = 'refund:' || r.id AND c.total_cents = r.amount) AS note
         FROM refunds r WHERE r.payment_id = $1`,
      [payment.id],
    )
    for (const r of made) {
      const row = rows.find((x) => x.stripe === r.id)
      if (!row || row.status !== 'succeeded' || row.amount !== r.amount || !row.note)
        why.push(
          `Stripe's refund ${r.id} (${r.amount}) is ${row ? `${row.status} ${row.amount} note ${row.note}` : 'unknown'}`,
        )
    }
    for (const row of rows.filter((x) => x.status === 'succeeded')) {
      if (!made.some((r) => r.id === row.stripe)) why.push(`refund ${row.stripe} booked but not made at Stripe`)
    }
    if (why.length) differing.push(`payment ${payment.id}: ${why.join('; ')}`)
  }
  return differing
}
