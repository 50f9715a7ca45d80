/**
 * bench/payment-totals: a year of payments against the Stripe fake, then the GST and QST the
 * Payments tab files (GET /api/admin/payment-totals) beside the sums of the receipts and credit
 * notes the site issued, month by month and for the year, and their difference (which must be
 * 0.00).
 *
 * One production site on its own embedded PostgreSQL (bench/lib/site-env.ts), registered for GST
 * and QST, with the Stripe fake on loopback delivering its events to the site's webhook. It takes:
 * bookings paid in full and deposits (30 % of $175, the price whose halves round), paid through the
 * fake's Checkout; the balance of half the deposits, requested from the Payments tab and paid
 * through its link (Checkout's exact lines); refunds of a third of the payments from the tab, some
 * in two halves, some left pending at Stripe then settled (succeeded or failed), some refused;
 * refunds made in Stripe's own dashboard; and refunds the card's issuer returns after they
 * succeeded. Every document is issued as it happens (today); the payments are then spread over the
 * last twelve months by moving each one's documents, payment and refund dates back together, in
 * whole months (the site has no clock of its own to run a year through).
 *
 * The sums of the documents are read here from the receipts table itself (each document's frozen
 * GST and QST), grouped by its month in Montréal, not through the site's code.
 *
 *   npx tsx bench/payment-totals.ts         BENCH_PAYMENTS=240 by default
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import Stripe from 'stripe'

import { startStripeFake, type StripeFake } from '@root/tests/fakes/stripe'

import { startBenchSite, stopBenchSite, type BenchSite } from './lib/site-env'

const COUNT = Number(process.env.BENCH_PAYMENTS ?? 240)
const ADMIN_PASSWORD = 'bench-Admin-passw0rd-totals'

const site: BenchSite = {}
let fake: StripeFake | undefined
let db: pg.Client | undefined
let tmp: string | undefined

async function cleanup() {
  await db?.end().catch(() => {})
  await stopBenchSite(site)
  await fake?.close().catch(() => {})
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)))

/** A deterministic sequence (MINSTD), so that two runs take the same payments. */
let seed = 20_261_128
const random = (n: number) => {
  seed = (seed * 48_271) % 2_147_483_647
  return seed % n
}

let baseUrl = ''
let token = ''
let address = 0

/** A call to the site; `T`, the shape of the answer the bench asked for (an error's is another). */
async function call<T = Record<string, unknown>>(
  method: string,
  route: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  address++
  const res = await fetch(`${baseUrl}${route}`, {
    method,
    redirect: 'manual',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let data: T
  try {
    data = JSON.parse(text) as T
  } catch {
    data = { text } as T
  }
  return { status: res.status, data }
}

/** Waits until `check` holds: what follows a webhook (a payment recorded, a refund booked). */
async function until(what: string, check: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const one = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  (await db!.query<T>(text, values)).rows[0]

/** The seeded classes, one paid in full ($449) and one by a 30 % deposit of $175, each with a large session. */
async function prepare(): Promise<{ full: [string, number]; deposit: [string, number] }> {
  await db!.query(
    `UPDATE site_settings SET billing_gst_number = '123456789 RT0001', billing_qst_number = '1234567890 TQ0001'`,
  )
  const classes = await db!.query<{ id: number; class_id: string }>(
    `SELECT id, class_id FROM classes WHERE is_published IS NOT FALSE ORDER BY id LIMIT 2`,
  )
  if (classes.rows.length < 2) throw new Error('The seed has fewer than two classes')
  const [full, deposit] = classes.rows as [{ id: number; class_id: string }, { id: number; class_id: string }]
  await db!.query(`UPDATE classes SET online_payment = 'full', price = 449 WHERE id = $1`, [full.id])
  await db!.query(`UPDATE classes SET online_payment = 'deposit', deposit_percent = 30, price = 175 WHERE id = $1`, [
    deposit.id,
  ])
  const session = async (classRef: number) =>
    (
      await db!.query<{ id: number }>(
        `INSERT INTO class_sessions (class_id, starts_at, duration_minutes, format, location, capacity)
         VALUES ($1, now() + interval '30 days', 120, 'in-person', 'Bench studio', 100000) RETURNING id`,
        [classRef],
      )
    ).rows[0]!.id
  return { full: [full.class_id, await session(full.id)], deposit: [deposit.class_id, await session(deposit.id)] }
}

/** A booking paid through the fake's Checkout; its payment's id, total and intent. */
async function paidBooking([classType, session]: [string, number], n: number) {
  const booked = await call<{ id: number }>('POST', '/api/class-bookings', {
    name: `Bench Client ${n}`,
    email: `bench-totals-${n}@bench.invalid`,
    phone: '(555) 123-4567',
    classType,
    format: 'in-person',
    session,
    experience: 'some-experience',
    goals: 'Light faces well',
  })
  if (booked.status !== 201) throw new Error(`Booking: ${booked.status} ${JSON.stringify(booked.data)}`)
  const row = await one<{ id: number; cs: string }>(
    'SELECT id, checkout_session_id AS cs FROM payments WHERE booking_id = $1',
    [booked.data.id],
  )
  fake!.pay(row!.cs)
  return settledPayment(row!.id)
}

async function settledPayment(id: number) {
  await until(`payment ${id} paid`, async () => (await one<{ s: string }>('SELECT status AS s FROM payments WHERE id = $1', [id]))?.s === 'paid') // prettier-ignore
  const row = await one<{ total: number; pi: string }>(
    'SELECT total::int AS total, payment_intent_id AS pi FROM payments WHERE id = $1',
    [id],
  )
  return { id, total: row!.total, pi: row!.pi }
}

type Paid = Awaited<ReturnType<typeof settledPayment>>

/** The deposit's balance, requested from the Payments tab and paid through its e-mailed link. */
async function paidBalance(deposit: Paid): Promise<Paid> {
  const asked = await call<{ balance: { id: number } }>('POST', `/api/admin/payments/${deposit.id}/balance-request`, {})
  if (asked.status !== 201) throw new Error(`Balance: ${asked.status} ${JSON.stringify(asked.data)}`)
  const id = Number(asked.data.balance.id)
  const mail = await one<{ text: string }>(
    `SELECT text FROM outbox WHERE subject LIKE '%Balance%' AND text LIKE '%/api/payments/requests/${id}.%' LIMIT 1`,
  )
  const link = /\/api\/payments\/requests\/\S+/.exec(mail!.text)![0]
  const followed = await call('GET', link)
  if (followed.status !== 303) throw new Error(`Balance link: ${followed.status}`)
  const row = await one<{ cs: string }>('SELECT checkout_session_id AS cs FROM payments WHERE id = $1', [id])
  fake!.pay(row!.cs)
  return settledPayment(id)
}

async function tabRefund(p: Paid, cents: number) {
  return call('POST', `/api/admin/payments/${p.id}/refunds`, {
    amount: (cents / 100).toFixed(2),
    reason: 'Bench refund',
    requestId: crypto.randomUUID(),
  })
}

const stripeRefundsOf = (pi: string) =>
  fake!
    .events()
    .filter((e) => e.type === 'refund.created' && e.data.object.payment_intent === pi)
    .map((e) => fake!.object(String(e.data.object.id))!)

/** What happens to one payment's money after it was taken: nothing, or one kind of refund. */
async function afterPayment(p: Paid, stripe: Stripe, tally: Record<string, number>) {
  const kind = random(12)
  const part = 100 + random(Math.floor(p.total / 2))
  if (kind === 0) {
    // Two halves: the second completes the whole and takes exactly the rest of each tax.
    await tabRefund(p, Math.floor(p.total / 2))
    await tabRefund(p, p.total - Math.floor(p.total / 2))
    tally.halves!++
  } else if (kind === 1 || kind === 2) {
    await tabRefund(p, part)
    tally.partial!++
  } else if (kind === 3) {
    // Pending at Stripe, then settled later: made, or failed (its amount refundable again).
    fake!.setRefundStatus('pending')
    try {
      await tabRefund(p, part)
    } finally {
      fake!.setRefundStatus('succeeded')
    }
    const [refund] = stripeRefundsOf(p.pi)
    const outcome = random(2) ? 'succeeded' : 'failed'
    fake!.settleRefund(String(refund!.id), outcome)
    tally[outcome === 'succeeded' ? 'pendingMade' : 'pendingFailed']!++
  } else if (kind === 4) {
    // Made in Stripe's own dashboard: recorded from its events, with its credit note.
    await stripe.refunds.create({ payment_intent: p.pi, amount: part })
    tally.dashboard!++
  } else if (kind === 5) {
    // Made, then returned by the card's issuer: a receipt joins the credit note.
    await tabRefund(p, part)
    fake!.settleRefund(String(stripeRefundsOf(p.pi)[0]!.id), 'failed')
    tally.returned!++
  } else if (kind === 6) {
    // More than Stripe has left (a dashboard refund the site has not heard of yet): refused.
    const url = fake!.webhookUrl
    fake!.setWebhookUrl(null)
    try {
      await stripe.refunds.create({ payment_intent: p.pi, amount: 100 })
      await tabRefund(p, p.total)
    } finally {
      fake!.setWebhookUrl(url)
    }
    for (const e of fake!.events())
      if (/^(refund\.|charge\.refund)/.test(e.type) && e.data.object.payment_intent === p.pi)
        await fake!.redeliver(String(e.id))
    tally.refused!++
  }
}

interface MonthSums {
  month: string
  gst: number
  qst: number
}

/** The documents' own GST and QST, receipts less credit notes, by month in Montréal. */
async function documentMonths(): Promise<MonthSums[]> {
  const rows = await db!.query<{ month: string; gst: string; qst: string }>(
    `SELECT to_char(issued_at AT TIME ZONE 'America/Toronto', 'YYYY-MM') AS month,
       sum(CASE WHEN kind = 'receipt' THEN 1 ELSE -1 END * (document->>'gstCents')::bigint) AS gst,
       sum(CASE WHEN kind = 'receipt' THEN 1 ELSE -1 END * (document->>'qstCents')::bigint) AS qst
     FROM receipts GROUP BY 1 ORDER BY 1`,
  )
  return rows.rows.map((r) => ({ month: r.month, gst: Number(r.gst), qst: Number(r.qst) }))
}

const dollars = (cents: number) => (cents / 100).toFixed(2)

let exitCode = 0
try {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-totals-'))
  fs.chmodSync(tmp, 0o711)
  fake = await startStripeFake()
  const started = await startBenchSite(site, tmp, 3295, {
    STRIPE_SECRET_KEY: 'sk_test_bench_totals',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
    ADMIN_PASSWORD,
    ADMIN_TOTP_SECRET: '',
    DISABLE_JOBS: '1',
  })
  baseUrl = started.baseUrl
  fake.setWebhookUrl(`${baseUrl}/api/payments/stripe/webhook`)
  db = new pg.Client({ connectionString: started.databaseUrl })
  await db.connect()
  const offers = await prepare()
  const login = await call<{ token?: string }>('POST', '/api/admin/login', { password: ADMIN_PASSWORD })
  if (login.status !== 200 || !login.data.token) throw new Error(`Admin sign-in: ${login.status}`)
  token = login.data.token!
  const stripe = new Stripe('sk_test_bench_totals', { ...fake.stripeConfig(), maxNetworkRetries: 0 })

  const tally: Record<string, number> = {
    full: 0,
    deposits: 0,
    balances: 0,
    halves: 0,
    partial: 0,
    pendingMade: 0,
    pendingFailed: 0,
    dashboard: 0,
    returned: 0,
    refused: 0,
  }
  const t0 = Date.now()
  /** Each payment's month back from now (0–11), with the payments it drags along (a deposit's balance). */
  const months: { ids: number[]; back: number }[] = []
  for (let n = 0; n < COUNT; n++) {
    const deposit = random(3) === 0
    const p = await paidBooking(deposit ? offers.deposit : offers.full, n)
    const ids = [p.id]
    if (deposit) {
      tally.deposits!++
      if (random(2) === 0) {
        const balance = await paidBalance(p)
        ids.push(balance.id)
        tally.balances!++
        await afterPayment(balance, stripe, tally)
      }
    } else tally.full!++
    await afterPayment(p, stripe, tally)
    months.push({ ids, back: n % 12 })
    if ((n + 1) % 40 === 0) console.log(`  ${n + 1} of ${COUNT} payments (${Math.round((Date.now() - t0) / 1000)} s)`)
  }
  await fake.webhooksIdle()
  await until(
    'every refund settled',
    async () => (await one<{ n: number }>("SELECT count(*)::int AS n FROM refunds WHERE status = 'pending'"))!.n === 0,
    60_000,
  )

  // A year: each payment's documents, its payment and its refunds moved back by whole months.
  for (const { ids, back } of months) {
    if (back === 0) continue
    const shift = `${back} months`
    const sources = await db.query<{ source: string }>(
      `SELECT 'payment:' || id AS source FROM payments WHERE id = ANY($1::int[])
       UNION ALL SELECT 'refund:' || id FROM refunds WHERE payment_id = ANY($1::int[])
       UNION ALL SELECT 'refund-returned:' || id FROM refunds WHERE payment_id = ANY($1::int[])`,
      [ids],
    )
    await db.query(`UPDATE receipts SET issued_at = issued_at - $2::interval WHERE source = ANY($1::text[])`, [
      sources.rows.map((r) => r.source),
      shift,
    ])
    await db.query(`UPDATE payments SET paid_at = paid_at - $2::interval WHERE id = ANY($1::int[])`, [ids, shift])
    await db.query(
      `UPDATE refunds SET refunded_at = refunded_at - $2::interval, created_at = created_at - $2::interval
       WHERE payment_id = ANY($1::int[])`,
      [ids, shift],
    )
  }

  const totals = await call<{ months: { period: string; netGst: number; netQst: number }[] }>(
    'GET',
    '/api/admin/payment-totals',
  )
  if (totals.status !== 200) throw new Error(`Totals: ${totals.status}`)
  const filed = new Map<string, { gst: number; qst: number }>(
    totals.data.months.map((m) => [m.period, { gst: m.netGst, qst: m.netQst }]),
  )
  const docs = await documentMonths()
  const [{ refunds, notes, receipts }] = (
    await db.query<{ refunds: number; notes: number; receipts: number }>(
      `SELECT (SELECT count(*)::int FROM refunds) AS refunds,
              (SELECT count(*)::int FROM receipts WHERE kind = 'credit-note') AS notes,
              (SELECT count(*)::int FROM receipts WHERE kind = 'receipt') AS receipts`,
    )
  ).rows as [{ refunds: number; notes: number; receipts: number }]

  console.log(
    `\n${COUNT} bookings paid (${tally.full} in full, ${tally.deposits} deposits, ${tally.balances} balances paid) in ${Math.round((Date.now() - t0) / 1000)} s; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  console.log(
    `refunds: ${tally.halves} payments in two halves, ${tally.partial} partial, ${tally.pendingMade} pending then made, ${tally.pendingFailed} pending then failed, ${tally.dashboard} in Stripe's dashboard, ${tally.returned} returned by the card issuer, ${tally.refused} refused`,
  )
  console.log(`documents: ${receipts} receipts, ${notes} credit notes; ${refunds} refund rows\n`)
  console.log('month     GST filed  GST docs   diff   QST filed  QST docs   diff')
  let year = { filedGst: 0, docGst: 0, filedQst: 0, docQst: 0 }
  let worst = 0
  for (const d of docs) {
    const f = filed.get(d.month) ?? { gst: 0, qst: 0 }
    const dg = f.gst - d.gst
    const dq = f.qst - d.qst
    worst = Math.max(worst, Math.abs(dg), Math.abs(dq))
    year = {
      filedGst: year.filedGst + f.gst,
      docGst: year.docGst + d.gst,
      filedQst: year.filedQst + f.qst,
      docQst: year.docQst + d.qst,
    }
    console.log(
      `${d.month}  ${dollars(f.gst).padStart(9)}  ${dollars(d.gst).padStart(9)}  ${dollars(dg).padStart(5)}  ${dollars(f.qst).padStart(9)}  ${dollars(d.qst).padStart(9)}  ${dollars(dq).padStart(5)}`,
    )
  }
  const extra = [...filed.keys()].filter((m) => !docs.some((d) => d.month === m))
  console.log(
    `year     ${dollars(year.filedGst).padStart(9)}  ${dollars(year.docGst).padStart(9)}  ${dollars(year.filedGst - year.docGst).padStart(5)}  ${dollars(year.filedQst).padStart(9)}  ${dollars(year.docQst).padStart(9)}  ${dollars(year.filedQst - year.docQst).padStart(5)}`,
  )
  console.log(
    `\nlargest difference in any month: ${dollars(worst)}${extra.length ? `; months filed without documents: ${extra.join(', ')}` : ''}`,
  )
  if (worst !== 0 || extra.length || year.filedGst !== year.docGst || year.filedQst !== year.docQst) exitCode = 1
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await cleanup()
}
process.exit(exitCode)
