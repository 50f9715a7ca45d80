/**
 * The webhook module's proposals: installments paid through Checkout and off-session on the saved
 * card, with Stripe's events as they really come:
 *
 * - redelivered: 20 copies of an installment's `checkout.session.completed` at once, then every
 *   event of its payment again (`charge.succeeded`, `payment_intent.succeeded`): the installment
 *   paid once, one receipt, one receipt e-mail, and a redelivery afterwards changes nothing;
 * - out of order: a refund the studio made in Stripe's dashboard, its events delivered before the
 *   completion of the payment it refunds (its `charge.refunded` answered 503 until the payment is
 *   known, then booked from Stripe's retry, with its credit note);
 *   the second installment's events (an off-session charge: `payment_intent.succeeded` and its
 *   charge) before the first installment's own PaymentIntent events, several copies at once:
 *   nothing changes;
 * - late: the first installment's Checkout paid after the proposal's expiry date and after the
 *   studio tried to withdraw it (a signed proposal neither expires nor is withdrawn: the money is
 *   kept and the proposal booked); a proposal withdrawn or expired before it was signed opens no
 *   Checkout at all, so no money can reach it (410, no session at Stripe); an installment's
 *   Checkout paid after the off-session charge paid it: that later money is refunded in full at
 *   Stripe, with its credit note, and the installment stays paid once.
 *
 * At the end every installment of these proposals is paid exactly once, with Stripe holding, for
 * each, exactly its amount (charges less refunds, the studio's own refund aside); the webhook
 * module's reconciliation then compares every charge and refund at the fake with the database.
 */
import Stripe from 'stripe'

import { signatureHeader } from '@root/tests/fakes/stripe'
import { dataUrl, makePng } from '@root/tests/helpers/png'

import { bearer, sharedAdmin } from './lib/admin'
import { fakeIp, header, json, request, type HttpResult } from './lib/http'
import { sleep, type Section } from './lib/report'
import type { Site } from './lib/site'

const ADMIN_IP = '198.51.100.61'
const DAY = 86_400_000
/** What the studio refunds in Stripe's dashboard before the site hears of the payment (cents). */
const DASHBOARD_REFUND = 10_000

interface Installment {
  position: number
  status: string
  amount: number
  paymentId: number | null
  session: string | null
}

interface Proposal {
  id: number
  token: string
  name: string
  email: string
  checkoutUrl: string
}

export async function runInstallments(site: Site, section: Section): Promise<void> {
  const fake = site.stripe
  const webhookUrl = fake.webhookUrl
  const admin = await sharedAdmin(site)
  const tag = `inst${Date.now().toString(36)}`
  const studio = new Stripe('sk_test_reliability', { ...fake.stripeConfig(), maxNetworkRetries: 0 })
  let visitor = 0
  const asAdmin = (path: string, body?: unknown) =>
    request(site.baseUrl, path, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { json: body }),
      headers: { ...bearer(admin.token), 'x-forwarded-for': ADMIN_IP },
      timeoutMs: 30_000,
    })
  const asClient = (path: string, body?: unknown) =>
    request(site.baseUrl, path, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { json: body }),
      headers: { 'x-forwarded-for': fakeIp(++visitor, 205), 'user-agent': 'Mozilla/5.0 (iPhone) reliability' },
      timeoutMs: 30_000,
    })
  const ok = (res: HttpResult, status: number, what: string) => {
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.body.slice(0, 300)}`)
    return json<Record<string, unknown>>(res) ?? {}
  }

  const templates = ok(await asAdmin('/api/admin/contract-templates'), 200, 'contract templates').docs as {
    id: number
  }[]
  if (!templates[0]) throw new Error('no contract template')
  const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

  /** A proposal of two installments (30 % at signing, the rest in a month), created and sent. */
  const sent = async (label: string, autopay: boolean) => {
    const name = `Josée ${label}`
    const email = `${tag}-${label}@proposals.test`
    const created = ok(
      await asAdmin('/api/admin/proposals', {
        client: { name, email, locale: 'fr' },
        event: { date: day(60), location: 'Château Ramezay, Montréal' },
        items: [{ label: { fr: 'Reportage de mariage', en: 'Wedding coverage' }, quantity: 1, unitAmount: 250_000 }],
        contractTemplate: templates[0]!.id,
        schedule: [
          { due: 'signing', percent: 30 },
          { due: day(30), rest: true },
        ],
        autopay,
      }),
      201,
      `proposal ${label}`,
    )
    const id = Number(created.id)
    const { url } = ok(await asAdmin(`/api/admin/proposals/${id}/send`, {}), 200, `send ${label}`) as { url: string }
    return { id, token: url.split('/proposals/')[1]!, name, email }
  }
  const signBody = (name: string, autopay: boolean) => ({
    name,
    signature: dataUrl(makePng()),
    consent: true,
    language: 'fr',
    autopay,
  })
  /** Sent and signed: its first installment's Checkout is open. */
  const signed = async (label: string, autopay = false): Promise<Proposal> => {
    const p = await sent(label, autopay)
    const answer = ok(await asClient(`/api/proposals/${p.token}/sign`, signBody(p.name, autopay)), 200, `sign ${label}`)
    return { ...p, checkoutUrl: String(answer.checkoutUrl) }
  }
  const installments = (p: Proposal) =>
    site.query<Installment>(
      `SELECT i.position, i.status, i.amount::int AS amount, i.payment_id AS "paymentId",
              pay.checkout_session_id AS session
         FROM proposal_installments i LEFT JOIN payments pay ON pay.id = i.payment_id
        WHERE i.proposal_id = $1 ORDER BY i.position`,
      [p.id],
    )
  const sessionOf = async (p: Proposal, position: number) => {
    const i = (await installments(p))[position]
    if (!i?.session) throw new Error(`no Checkout session for installment ${position + 1} of proposal ${p.id}`)
    return i.session
  }
  /**
   * Everything of a proposal that a Stripe event could change, for before/after comparisons; not
   * what the contracts' loop changes meanwhile (the signed PDF, its e-mails, the row's updated_at).
   */
  const state = async (p: Proposal) => {
    const [row] = await site.query<{ s: unknown }>(
      `SELECT json_build_object(
         'proposal', (SELECT status FROM proposals WHERE id = $1),
         'installments', (SELECT json_agg(json_build_object('position', position, 'status', status,
                            'payment', payment_id, 'paid', paid_at) ORDER BY position)
                          FROM proposal_installments WHERE proposal_id = $1),
         'payments', (SELECT json_agg(json_build_object('id', pay.id, 'status', pay.status,
                        'refunded', pay.amount_refunded, 'updated', pay.updated_at) ORDER BY pay.id)
                      FROM proposal_payments pp JOIN payments pay ON pay.id = pp.payment_id WHERE pp.proposal_id = $1),
         'receipts', (SELECT count(*) FROM receipts r JOIN proposal_payments pp ON r.source = 'payment:' || pp.payment_id
                       WHERE pp.proposal_id = $1),
         'refunds', (SELECT count(*) FROM refunds r JOIN proposal_payments pp ON r.payment_id = pp.payment_id
                      WHERE pp.proposal_id = $1),
         'audit', (SELECT count(*) FROM proposal_events WHERE proposal_id = $1),
         'receipt mails', (SELECT count(*) FROM outbox WHERE "to" = $2 AND kind = 'payment-receipt')) AS s`,
      [p.id, p.email],
    )
    return JSON.stringify(row?.s)
  }
  const until = async (what: () => Promise<boolean>, ms = 20_000) => {
    const end = Date.now() + ms
    while (!(await what())) {
      if (Date.now() > end) return false
      await sleep(200)
    }
    return true
  }

  /** Runs `act` with no webhook endpoint at the fake, so that the test chooses when and how often its events arrive. */
  const quietly = async <T>(act: () => T | Promise<T>): Promise<{ result: T; events: string[] }> => {
    const before = new Set(fake.events().map((e) => String(e.id)))
    fake.setWebhookUrl(null)
    try {
      const result = await act()
      return {
        result,
        events: fake
          .events()
          .filter((e) => !before.has(String(e.id)))
          .map((e) => String(e.id)),
      }
    } finally {
      fake.setWebhookUrl(webhookUrl)
    }
  }
  const typeOf = (id: string) => String(fake.events().find((e) => e.id === id)?.type)
  /**
   * Each event delivered `copies` times at once by the fake, signed as Stripe signs; an answer
   * other than 200 must be a 503 with Retry-After (the site shedding load), and such an event is
   * then delivered again, as Stripe retries, until it is taken.
   */
  const deliver = async (what: string, ids: string[], copies = 1) => {
    const answers = (await Promise.all(ids.map((id) => fake.deliverConcurrently(id, copies)))).flat()
    section.checkAll(
      answers,
      (d) => d.status === 200 || d.status === 503,
      `${what}: each delivery answered 200 (or 503, retried by Stripe)`,
      (d) => `${d.type} ${d.status ?? d.error} ${d.body.slice(0, 120)}`,
    )
    const waiting = new Set(answers.filter((d) => d.status !== 200).map((d) => d.eventId))
    for (const d of answers) if (d.status === 200) waiting.delete(d.eventId)
    const end = Date.now() + 30_000
    while (waiting.size > 0 && Date.now() < end) {
      for (const id of [...waiting]) if ((await fake.redeliver(id)).status === 200) waiting.delete(id)
      if (waiting.size > 0) await sleep(500)
    }
    section.check(waiting.size === 0, `${what}: every event taken once Stripe retried`, [...waiting])
  }
  const checkoutsOpened = () =>
    fake.requests().filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').length
  const all: Proposal[] = []

  // ── Redelivered: 20 copies of the first installment's completion at once, then every event again ──
  const flood = await signed('flood')
  all.push(flood)
  const floodPaid = await quietly(async () => fake.pay(await sessionOf(flood, 0)))
  const completion = floodPaid.events.find((id) => typeOf(id) === 'checkout.session.completed')!
  await deliver('20 concurrent deliveries of an installment’s completion', [completion], 20)
  await deliver(
    'the installment’s other events (charge, PaymentIntent)',
    floodPaid.events.filter((id) => id !== completion),
  )
  const [floodFirst] = await installments(flood)
  const [floodMoney] = await site.query<{ status: string; receipts: number; mails: number; paid: number }>(
    `SELECT (SELECT status FROM payments WHERE id = $1) AS status,
            (SELECT count(*)::int FROM receipts WHERE source = 'payment:' || $1) AS receipts,
            (SELECT count(*)::int FROM outbox WHERE "to" = $2 AND kind = 'payment-receipt') AS mails,
            (SELECT count(*)::int FROM proposal_events WHERE proposal_id = $3 AND event = 'paid') AS paid`,
    [floodFirst?.paymentId, flood.email, flood.id],
  )
  section.check(
    floodFirst?.status === 'paid' &&
      floodMoney?.status === 'paid' &&
      floodMoney.receipts === 1 &&
      floodMoney.mails === 1 &&
      floodMoney.paid === 1,
    '20 concurrent deliveries of an installment’s completion: paid once, one receipt, one receipt e-mail, one "paid" in the audit trail',
    { installment: floodFirst, ...floodMoney },
  )
  const beforeAgain = await state(flood)
  for (const id of floodPaid.events) await fake.redeliver(id)
  await deliver('every event of the installment again, 3 copies at once', floodPaid.events, 3)
  section.check(
    (await state(flood)) === beforeAgain,
    'an installment’s events redelivered later change nothing',
    `${beforeAgain} → ${await state(flood)}`,
  )

  // ── Out of order: the studio's refund in Stripe's dashboard arrives before the completion ──
  const early = await signed('refund-first')
  all.push(early)
  const earlySession = await sessionOf(early, 0)
  const earlyPaid = await quietly(() => fake.pay(earlySession))
  const earlyIntent = String(fake.object(earlySession)!.payment_intent)
  const earlyRefund = await quietly(() =>
    studio.refunds.create({ payment_intent: earlyIntent, amount: DASHBOARD_REFUND }),
  )
  // The charge's `charge.refunded` names the payment (its metadata) that still waits for its completion: 503, so
  // that Stripe delivers it again; the refund's own events name only an intent the site does not know yet: 200.
  const tooEarly = await Promise.all(
    earlyRefund.events.map(async (id) => {
      const body = JSON.stringify(
        fake.events().find((e) => e.id === id),
        null,
        2,
      )
      const res = await request(site.baseUrl, '/api/payments/stripe/webhook', {
        body,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signatureHeader(body, fake.webhookSecret),
        },
        timeoutMs: 15_000,
      })
      return { id, type: typeOf(id), res }
    }),
  )
  const heldBack = tooEarly.filter((d) => d.res.status !== 200)
  section.check(
    heldBack.length > 0 &&
      heldBack.every(
        (d) =>
          d.type === 'charge.refunded' &&
          d.res.status === 503 &&
          Number(header(d.res, 'retry-after')) > 0 &&
          json<{ error?: string }>(d.res)?.error === 'EVENT_TOO_EARLY',
      ),
    'a refund’s charge.refunded before the payment’s completion: 503 EVENT_TOO_EARLY with Retry-After, so Stripe delivers it again',
    tooEarly.map((d) => `${d.type} ${d.res.status || d.res.error} ${d.res.body.slice(0, 100)}`),
  )
  await deliver('then the payment’s own events', earlyPaid.events)
  await deliver(
    'then Stripe’s retry of the refund’s held-back events',
    heldBack.map((d) => d.id),
  )
  const [earlyFirst] = await installments(early)
  const earlyBooked = async () =>
    (
      await site.query<{ status: string; refunded: number; notes: number }>(
        `SELECT pay.status, pay.amount_refunded::int AS refunded,
                (SELECT count(*)::int FROM refunds r JOIN receipts c ON c.source = 'refund:' || r.id
                  WHERE r.payment_id = pay.id AND r.status = 'succeeded' AND r.amount = $2) AS notes
           FROM payments pay WHERE pay.id = $1`,
        [earlyFirst?.paymentId, DASHBOARD_REFUND],
      )
    )[0]
  section.check(earlyFirst?.status === 'paid', 'a refund delivered before the completion: the installment is paid')
  section.check(
    await until(async () => {
      const b = await earlyBooked()
      return b?.status === 'partially_refunded' && b.refunded === DASHBOARD_REFUND && b.notes === 1
    }),
    'a refund delivered before the completion: booked once the payment is known, with its credit note',
    await earlyBooked(),
  )

  // ── Out of order: the second installment's events (off-session) before the first's own ──
  const order = await signed('order', true)
  all.push(order)
  const orderFirst = await quietly(async () => fake.pay(await sessionOf(order, 0)))
  await deliver(
    'the first installment’s completion alone',
    orderFirst.events.filter((id) => typeOf(id) === 'checkout.session.completed'),
  )
  const orderSecond = await quietly(() => asAdmin(`/api/admin/proposals/${order.id}/charge-next`, {}))
  section.check(
    orderSecond.result.status === 200 && json<{ status?: string }>(orderSecond.result)?.status === 'succeeded',
    'the second installment charged to the saved card, off-session',
    `${orderSecond.result.status} ${orderSecond.result.body.slice(0, 200)}`,
  )
  section.check(
    orderSecond.events.some((id) => typeOf(id) === 'payment_intent.succeeded'),
    'Stripe has the off-session payment_intent.succeeded to send',
    orderSecond.events.map(typeOf),
  )
  const beforeDisorder = await state(order)
  await deliver('the second installment’s events, 5 copies at once', orderSecond.events, 5)
  await deliver(
    'then the first installment’s, 5 copies at once',
    orderFirst.events.filter((id) => typeOf(id) !== 'checkout.session.completed'),
    5,
  )
  await deliver('then the first installment’s completion again', orderFirst.events, 2)
  section.check(
    (await state(order)) === beforeDisorder,
    'installments’ events out of order and repeated change nothing once each installment is booked',
    `${beforeDisorder} → ${await state(order)}`,
  )

  // ── Late: paid after the expiry date and a refused withdrawal; nothing to pay once withdrawn or expired ──
  const lateSigned = await signed('after-expiry')
  all.push(lateSigned)
  await site.query(`UPDATE proposals SET expires_at = now() - interval '1 day' WHERE id = $1`, [lateSigned.id])
  const withdraw = await asAdmin(`/api/admin/proposals/${lateSigned.id}/withdraw`, {})
  section.check(
    withdraw.status === 409,
    'a signed proposal cannot be withdrawn (its Checkout may be paid at any moment)',
    `${withdraw.status} ${withdraw.body.slice(0, 200)}`,
  )
  const lateView = await asClient(`/api/proposals/${lateSigned.token}`)
  section.check(lateView.status === 200, 'a signed proposal past its expiry date still opens', lateView.status)
  const latePaid = await quietly(async () => fake.pay(await sessionOf(lateSigned, 0)))
  await deliver('a completion after the proposal’s expiry date', latePaid.events)
  const [lateRow] = await site.query<{ status: string; payment: string }>(
    `SELECT p.status, pay.status AS payment FROM proposals p
       JOIN proposal_installments i ON i.proposal_id = p.id AND i.position = 0
       JOIN payments pay ON pay.id = i.payment_id WHERE p.id = $1`,
    [lateSigned.id],
  )
  section.check(
    lateRow?.status === 'booked' && lateRow.payment === 'paid',
    'the first installment paid after the expiry date is kept: the proposal is booked',
    lateRow,
  )
  const closedBefore = checkoutsOpened()
  const withdrawn = await sent('withdrawn', false)
  ok(await asAdmin(`/api/admin/proposals/${withdrawn.id}/withdraw`, {}), 200, 'withdraw')
  const expired = await sent('expired', false)
  await site.query(`UPDATE proposals SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.id])
  for (const [what, p] of [
    ['withdrawn', withdrawn],
    ['expired', expired],
  ] as const) {
    const signing = await asClient(`/api/proposals/${p.token}/sign`, signBody(p.name, false))
    const paying = await asClient(`/api/proposals/${p.token}/pay`, {})
    // Paying an unsigned proposal is NOT_SIGNED (409) until the expiry loop has marked it expired.
    section.check(
      signing.status === 410 && (paying.status === 410 || (what === 'expired' && paying.status === 409)),
      `a ${what} proposal: signing answers 410, paying finds nothing to pay`,
      `${signing.status} ${signing.body.slice(0, 120)} / ${paying.status} ${paying.body.slice(0, 120)}`,
    )
  }
  section.check(checkoutsOpened() === closedBefore, 'a withdrawn or expired proposal opens no Checkout at Stripe', {
    before: closedBefore,
    after: checkoutsOpened(),
  })

  // ── Late: the second installment's Checkout paid after the saved card paid it ──
  const twice = await signed('twice', true)
  all.push(twice)
  fake.pay(await sessionOf(twice, 0))
  await fake.webhooksIdle()
  const pay = ok(await asClient(`/api/proposals/${twice.token}/pay`, {}), 200, 'pay link')
  section.check(typeof pay.checkoutUrl === 'string', 'the client opens the second installment’s Checkout')
  const lateSession = await sessionOf(twice, 1)
  const charged = await asAdmin(`/api/admin/proposals/${twice.id}/charge-next`, {})
  section.check(
    charged.status === 200 && json<{ status?: string }>(charged)?.status === 'succeeded',
    'meanwhile the studio charges the second installment to the saved card',
    `${charged.status} ${charged.body.slice(0, 200)}`,
  )
  const [mailsBefore] = await site.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM outbox WHERE "to" = $1 AND kind = 'payment-receipt'`,
    [twice.email],
  )
  const lateMoney = await quietly(() => fake.pay(lateSession))
  await deliver('the Checkout paid after the saved card paid its installment, 5 copies at once', lateMoney.events, 5)
  const latePi = String(fake.object(lateSession)!.payment_intent)
  const lateCharge = () => fake.object(String(fake.object(latePi)!.latest_charge))!
  section.check(
    await until(async () => lateCharge().amount_refunded === lateCharge().amount),
    'the later money is refunded in full at Stripe',
    { amount: lateCharge().amount, refunded: lateCharge().amount_refunded },
  )
  section.check(
    fake.events().filter((e) => e.type === 'refund.created' && e.data.object.charge === lateCharge().id).length === 1,
    'the later money is refunded exactly once',
  )
  const lateBooks = async () =>
    (
      await site.query<{ status: string; notes: number; mails: number }>(
        `SELECT pay.status,
                (SELECT count(*)::int FROM refunds r JOIN receipts c ON c.source = 'refund:' || r.id
                  WHERE r.payment_id = pay.id AND r.status = 'succeeded') AS notes,
                (SELECT count(*)::int FROM outbox WHERE "to" = $2 AND kind = 'payment-receipt') AS mails
           FROM payments pay WHERE pay.payment_intent_id = $1`,
        [latePi, twice.email],
      )
    )[0]
  section.check(
    await until(async () => {
      const b = await lateBooks()
      // Its receipt, then its credit note with why the money went back.
      return b?.status === 'refunded' && b.notes === 1 && b.mails >= mailsBefore!.n + 2
    }),
    'the later payment is refunded in the books, with its credit note and the client’s e-mail',
    await lateBooks(),
  )

  // ── Each installment paid exactly once, at Stripe as in the database ──
  await fake.webhooksIdle()
  const charges = fake
    .events()
    .filter((e) => e.type === 'charge.succeeded')
    .map((e) => fake.object(String(e.data.object.id))!)
  const wrong: string[] = []
  for (const p of all) {
    const rows = await installments(p)
    const payments = await site.query<{ position: number; id: number; status: string; pi: string | null }>(
      `SELECT pp.position, pay.id, pay.status, pay.payment_intent_id AS pi
         FROM proposal_payments pp JOIN payments pay ON pay.id = pp.payment_id WHERE pp.proposal_id = $1`,
      [p.id],
    )
    const [audit] = await site.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM proposal_events WHERE proposal_id = $1 AND event = 'paid'`,
      [p.id],
    )
    const paidRows = rows.filter((i) => i.status === 'paid')
    if (audit?.n !== paidRows.length) wrong.push(`proposal ${p.id}: ${audit?.n} "paid" events for ${paidRows.length}`)
    for (const i of paidRows) {
      const kept = payments.filter(
        (x) => x.position === i.position && ['paid', 'partially_refunded', 'disputed'].includes(x.status),
      )
      if (kept.length !== 1 || kept[0]!.id !== i.paymentId)
        wrong.push(`proposal ${p.id} installment ${i.position + 1}: kept by ${JSON.stringify(kept)}, paid by ${i.paymentId}`) // prettier-ignore
      // At Stripe: what its payments' charges hold, less what was refunded (the studio's own refund given back).
      const intents = new Set(payments.filter((x) => x.position === i.position && x.pi).map((x) => x.pi))
      const held = charges
        .filter((c) => intents.has(String(c.payment_intent)))
        .reduce((sum, c) => sum + Number(c.amount) - Number(c.amount_refunded), 0)
      const expected = i.amount - (p === early && i.position === 0 ? DASHBOARD_REFUND : 0)
      if (held !== expected)
        wrong.push(`proposal ${p.id} installment ${i.position + 1}: Stripe holds ${held}, expected ${expected}`)
    }
  }
  const paidCount = (await Promise.all(all.map(installments))).flat().filter((i) => i.status === 'paid').length
  section.figure('installments paid', paidCount)
  section.check(
    wrong.length === 0 && paidCount === 7,
    'each installment paid exactly once, in the database and at Stripe (7 installments of 5 proposals)',
    wrong.length ? wrong : { paid: paidCount },
  )
}
