/**
 * bench/booking-payment: the latency of one booking call (POST /api/class-bookings for a dated
 * session) with online payment on, against the Stripe fake on loopback, next to the same call with
 * payment off; prints p50, p95 and mean of each, and the ratio of the medians (target ≤ 1.3×).
 *
 * One site (production build, fresh embedded PostgreSQL, TRUST_PROXY=1 so that each request has an
 * address of its own under the rate limit) with STRIPE_SECRET_KEY pointing at the fake. "Off" is a
 * class whose online payment is `none`: the code path of a site without the key (bookClass hands
 * it to the booking as before), measured on the same server, database and moment. "On" is a class
 * paid in full, taxed (GST and QST numbers set): the seat hold, the payment row, Stripe's Checkout
 * session (one HTTP call to the fake), and the second short transaction.
 *
 * Requests go one at a time (latency, not throughput), alternating on and off, after a warm-up.
 *
 * BENCH_OFFER=consultation measures POST /api/consultations the same way: the seeded consultation
 * type, priced and switched between `full` and `none` before each call (outside the timing), each
 * booking at a time of its own (the overlap constraint keeps times apart).
 *
 *   npx tsx bench/booking-payment.ts          BENCH_BOOKINGS=200 by default, BENCH_OFFER=class|consultation
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { addDays, ownerDate, ownerInstant } from '@/lib/consultations/rules'
import { findFreePort, startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded-postgres'
import { spawnTsx } from '@root/scripts/lib/run'
import { startStripeFake, type StripeFake } from '@root/tests/fakes/stripe'

import { stopProcess, untilReady } from './lib/load'
import { benchSiteEnv } from './lib/site-env'

const COUNT = Number(process.env.BENCH_BOOKINGS ?? 200)
const WARMUP = 50
const OFFER = process.env.BENCH_OFFER === 'consultation' ? 'consultation' : 'class'

let site: ChildProcess | undefined
let database: EmbeddedDatabase | undefined
let fake: StripeFake | undefined
let tmp: string | undefined
/** The consultation mode's connection, which switches the type's payment between calls. */
let switcher: pg.Client | undefined

async function cleanup() {
  await switcher?.end().catch(() => {})
  await stopProcess(site)
  await fake?.close().catch(() => {})
  await database?.stop().catch(() => {})
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)))

async function startSite() {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-payment-'))
  fs.chmodSync(tmp, 0o711)
  process.env.DATA_DIR = tmp
  database = await startEmbeddedPostgres({ dir: path.join(tmp, 'postgres'), database: 'bench' })
  fake = await startStripeFake()
  const port = await findFreePort(3293)
  const env: NodeJS.ProcessEnv = {
    ...benchSiteEnv({ port, databaseUrl: database.url, dataDir: tmp }),
    TRUST_PROXY: '1',
    DISABLE_JOBS: '1',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
  }
  console.log(`Starting the site on :${port} (build into ${env.NEXT_DIST_DIR} if needed)…`)
  site = spawnTsx('scripts/start.ts', [], { env, stdio: ['ignore', 'pipe', 'inherit'] })
  await untilReady(site, /Ready on/, 'The site')
  return `http://127.0.0.1:${port}`
}

/** Two seeded classes, one paid online and one not, each with a session large enough for the run. */
async function prepare(databaseUrl: string): Promise<{ paid: [string, number]; free: [string, number] }> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query(
      `UPDATE site_settings SET billing_gst_number = '123456789 RT0001', billing_qst_number = '1234567890 TQ0001'`,
    )
    const classes = await db.query<{ id: number; class_id: string }>(
      `SELECT id, class_id FROM classes WHERE is_published IS NOT FALSE ORDER BY id LIMIT 2`,
    )
    if (classes.rows.length < 2) throw new Error('The seed has fewer than two classes')
    const [paid, free] = classes.rows as [{ id: number; class_id: string }, { id: number; class_id: string }]
    await db.query(`UPDATE classes SET online_payment = 'full' WHERE id = $1`, [paid.id])
    const session = async (classRef: number) =>
      (
        await db.query<{ id: number }>(
          `INSERT INTO class_sessions (class_id, starts_at, duration_minutes, format, location, capacity)
           VALUES ($1, now() + interval '30 days', 120, 'in-person', 'Bench studio', 100000) RETURNING id`,
          [classRef],
        )
      ).rows[0]!.id
    return { paid: [paid.class_id, await session(paid.id)], free: [free.class_id, await session(free.id)] }
  } finally {
    await db.end()
  }
}

let address = 0
const visitorAddress = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`

/** The consultation mode: the seeded type priced, the owner's rules opened wide enough for the run. */
async function prepareConsultations(databaseUrl: string): Promise<pg.Client> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  await db.query(
    `UPDATE site_settings SET billing_gst_number = '123456789 RT0001', billing_qst_number = '1234567890 TQ0001'`,
  )
  await db.query(`UPDATE consultation_types SET price = 150 WHERE type_id = 'free-call'`)
  await db.query(
    `UPDATE consultation_availability SET buffer_after_minutes = 0, minimum_notice_hours = 1, horizon_days = 365`,
  )
  return db
}

/** Every bookable start of the seeded hours (Monday to Saturday, 9:00 to 18:30 in Montréal), from the day after tomorrow. */
function* consultationStarts(): Generator<string> {
  for (let day = 2; ; day++) {
    const date = addDays(ownerDate(Date.now()), day)
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) continue
    for (let minutes = 9 * 60; minutes < 19 * 60; minutes += 30)
      yield new Date(ownerInstant(date, minutes)!).toISOString()
  }
}

async function consultOnce(baseUrl: string, db: pg.Client, start: string, paid: boolean): Promise<number> {
  address++
  await db.query(`UPDATE consultation_types SET online_payment = $1 WHERE type_id = 'free-call'`, [
    paid ? 'full' : 'none',
  ])
  const body = {
    type: 'free-call',
    start,
    name: `Bench Visitor ${address}`,
    email: `bench-${address}@bench.invalid`,
    serviceType: 'wedding',
  }
  const started = performance.now()
  const res = await fetch(`${baseUrl}/api/consultations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
    body: JSON.stringify(body),
  })
  const answer = (await res.json()) as { status?: string; checkoutUrl?: string }
  const ms = performance.now() - started
  const expected = paid ? 'pending_payment' : 'confirmed'
  if (res.status !== 201 || answer.status !== expected || Boolean(answer.checkoutUrl) !== paid) {
    throw new Error(`Unexpected answer ${res.status} ${JSON.stringify(answer)}`)
  }
  return ms
}

async function bookOnce(baseUrl: string, [classType, session]: [string, number], paid: boolean): Promise<number> {
  address++
  const body = {
    name: `Bench Visitor ${address}`,
    email: `bench-${address}@bench.invalid`,
    phone: '(555) 123-4567',
    classType,
    format: 'in-person',
    session,
    experience: 'some-experience',
    goals: 'Light faces well',
    ...(paid ? {} : { totalCost: 0 }),
  }
  const started = performance.now()
  const res = await fetch(`${baseUrl}/api/class-bookings`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': visitorAddress(),
    },
    body: JSON.stringify(body),
  })
  const answer = (await res.json()) as { status?: string; checkoutUrl?: string }
  const ms = performance.now() - started
  const expected = paid ? 'pending_payment' : 'pending'
  if (res.status !== 201 || answer.status !== expected || Boolean(answer.checkoutUrl) !== paid) {
    throw new Error(`Unexpected answer ${res.status} ${JSON.stringify(answer)}`)
  }
  return ms
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!
function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), mean }
}

let exitCode = 0
try {
  const baseUrl = await startSite()
  let once: (paid: boolean) => Promise<number>
  if (OFFER === 'consultation') {
    const db = (switcher = await prepareConsultations(database!.url))
    const starts = consultationStarts()
    once = (paid) => consultOnce(baseUrl, db, starts.next().value!, paid)
  } else {
    const classes = await prepare(database!.url)
    once = (paid) => bookOnce(baseUrl, paid ? classes.paid : classes.free, paid)
  }
  for (let i = 0; i < WARMUP; i++) {
    await once(true)
    await once(false)
  }
  const on: number[] = []
  const off: number[] = []
  for (let i = 0; i < COUNT; i++) {
    on.push(await once(true))
    off.push(await once(false))
  }
  const a = summary(on)
  const b = summary(off)
  const f = (n: number) => n.toFixed(1).padStart(7)
  console.log(`\n${OFFER === 'class' ? 'Booking' : 'Consultation'} call latency, ${COUNT} each, one at a time (ms):`)
  console.log(`  payment on  (Stripe fake) p50 ${f(a.p50)}  p95 ${f(a.p95)}  mean ${f(a.mean)}`)
  console.log(`  payment off               p50 ${f(b.p50)}  p95 ${f(b.p95)}  mean ${f(b.mean)}`)
  console.log(
    `  ratio on/off: p50 ${(a.p50 / b.p50).toFixed(2)}×, mean ${(a.mean / b.mean).toFixed(2)}× (target ≤ 1.3×)`,
  )
  const checkouts = fake!.requests().filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').length
  console.log(`  Checkout sessions opened at the fake: ${checkouts} (expected ${COUNT + WARMUP})`)
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await cleanup()
}
process.exit(exitCode)
