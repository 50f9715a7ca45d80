/**
 * bench/api: 1,000 class bookings (POST /api/class-bookings) at 20 connections against a running
 * site, on loopback only, next to the same 1,000 bookings sent to a bare `node:http` + `pg` server
 * doing one INSERT in a transaction on the same PostgreSQL (bench/lib/bare-booking-server.ts);
 * prints the ratio first, then requests per second and p50/p99 of both; then counts the rows the
 * site stored, which must be exactly 1,000, each with its e-mails. Each server is measured after a
 * warm-up of 3 × 1,000 bookings of its own, whose figures are printed too (see WARMUP_RUNS).
 *
 *   npx tsx bench/api.ts                      starts its own site (production build, fresh embedded
 *                                             PostgreSQL in a temporary directory, TRUST_PROXY=1)
 *   BENCH_BASE_URL=http://127.0.0.1:3130 DATABASE_URL=postgres://… npx tsx bench/api.ts
 *                                             against a site you started, which must run with
 *                                             TRUST_PROXY=1 (see below)
 *
 * The rate limit (10 submissions per IP per minute) would refuse all but the first ten bookings
 * from one benchmark client. The bench does not switch it off: the site runs with TRUST_PROXY=1, as
 * behind a load balancer, and every request carries its own X-Forwarded-For address, as a thousand
 * visitors would. The limiter's PostgreSQL counter is therefore updated on every request and its
 * cost is part of the figures.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon'
import pg from 'pg'

import { findFreePort } from '@/lib/db/embedded-postgres'
import { spawnTsx } from '@root/scripts/lib/run'

import { stopProcess, untilReady } from './lib/load'
import { startBenchSite, stopBenchSite, type BenchSite } from './lib/site-env'

const TOTAL = 1000
const CONNECTIONS = 20
const run = Date.now().toString(36)
const marker = `bench-${run}`

const site: BenchSite = {}
let bare: ChildProcess | undefined
let tmp: string | undefined

async function cleanup() {
  await stopProcess(bare)
  await stopBenchSite(site)
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)))

function assertLoopback(url: string) {
  const host = new URL(url).hostname
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error(`Loopback only: refusing to load ${host}`)
}

/** Our own site: fresh database, production build (built first if the sources changed). */
async function startSite(): Promise<{ baseUrl: string; databaseUrl: string }> {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-api-'))
  fs.chmodSync(tmp, 0o711)
  return startBenchSite(site, tmp, 3291)
}

function booking(i: number, tag = marker) {
  return {
    name: `Bench Visitor ${i}`,
    email: `${tag}-${i}@bench.invalid`,
    phone: '(555) 123-4567',
    classType: 'portrait-mastery',
    format: i % 2 ? 'online' : 'in-person',
    preferredDate: '2031-05-04',
    preferredTime: 'evening',
    experience: 'some-experience',
    goals: 'Light faces well in small rooms',
    equipment: 'Canon EOS R6, 50mm f/1.8',
    notes: '',
    totalCost: 449,
  }
}

/** One X-Forwarded-For address per request: 10.x.y.z from the request number. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`

/**
 * autocannon counts its own duration in ticks of its one-second sampler (1,000 answers in 1.1 s
 * read as 2.0 s, i.e. 500 req/s): throughput here is taken from the first request sent to the last
 * answer received.
 */
function wallClock() {
  let first = 0
  let last = 0
  return {
    sent: () => void (first ||= performance.now()),
    answered: () => void (last = performance.now()),
    seconds: () => (last - first) / 1000,
  }
}

async function fire(baseUrl: string, count: number, tag: string, firstAddress: number) {
  let next = 0
  const clock = wallClock()
  const result = await autocannon({
    url: `${baseUrl}/api/class-bookings`,
    connections: CONNECTIONS,
    amount: count,
    method: 'POST',
    timeout: 30,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => {
          const i = next++
          clock.sent()
          return {
            ...req,
            body: JSON.stringify(booking(i, tag)),
            headers: {
              ...(req.headers as object),
              'content-type': 'application/json',
              'x-forwarded-for': addressOf(firstAddress + i),
            },
          }
        },
        onResponse: clock.answered,
      },
    ],
  })
  return { ...(result as AutocannonResult), seconds: clock.seconds() }
}

/**
 * Both servers are measured in their steady state. A fresh server runs its first thousands of
 * requests in V8's unoptimized tiers while the optimizing compiler works beside it, and a fresh
 * PostgreSQL fills its caches and WAL segments: after 100 bookings the site still served ≈ 380 to
 * 480 req/s, and the 1,000 after that ran faster each time until about the fourth (≈ 700 to
 * 800), with the server's CPU per booking falling from ≈ 2.8 to ≈ 1 ms. A site in
 * production has long passed that point. The warm-up runs are printed, so the figures of a
 * fresh start stay visible beside the measured one.
 */
const WARMUP_RUNS = 3

async function warmUp(baseUrl: string, tag: string, firstAddress: number) {
  const rates: string[] = []
  const codes: string[] = []
  let accepted = 0
  for (let k = 0; k < WARMUP_RUNS; k++) {
    const run = await fire(baseUrl, TOTAL, `${marker}-${tag}-${k}`, firstAddress + k * TOTAL)
    rates.push((TOTAL / run.seconds).toFixed(0))
    codes.push(JSON.stringify(run.statusCodeStats))
    accepted += run['2xx']
  }
  return { rates, accepted, codes: codes.join(' ') }
}

type AutocannonResult = {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number }
  non2xx: number
  errors: number
  timeouts: number
  duration: number
  '2xx': number
  statusCodeStats?: Record<string, { count: number }>
}

/** The bare server, on the site's database, until the bench ends. */
async function startBare(databaseUrl: string): Promise<string> {
  const port = await findFreePort(3292)
  bare = spawnTsx('bench/lib/bare-booking-server.ts', [], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
    esmOnly: true,
  })
  await untilReady(bare, /ready/, 'The bare server')
  return `http://127.0.0.1:${port}`
}

let exitCode = 0
try {
  let baseUrl = process.env.BENCH_BASE_URL
  let databaseUrl = process.env.DATABASE_URL
  if (baseUrl) {
    if (!databaseUrl)
      throw new Error('BENCH_BASE_URL needs the DATABASE_URL of that site (to count rows and run the INSERT baseline)')
  } else {
    ;({ baseUrl, databaseUrl } = await startSite())
  }
  assertLoopback(baseUrl)
  const db = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS })

  const price = await db.query(`SELECT price FROM classes WHERE class_id = 'portrait-mastery'`)
  if (!price.rowCount) console.warn('Warning: the classes catalogue is empty (not seeded?); bookings will be priced 0.')

  const warmup = await warmUp(baseUrl, 'warm', 200_000)
  if (warmup.accepted !== WARMUP_RUNS * TOTAL) {
    throw new Error(
      `Warm-up: ${warmup.accepted} of ${WARMUP_RUNS * TOTAL} bookings accepted (status codes: ${warmup.codes}); is the site running with TRUST_PROXY=1?`,
    )
  }

  const api = await fire(baseUrl, TOTAL, `${marker}-api`, 0)
  const rows = Number(
    (await db.query(`SELECT count(*) FROM bookings WHERE email LIKE $1`, [`${marker}-api-%@bench.invalid`])).rows[0]
      .count,
  )
  const outbox = Number(
    (await db.query(`SELECT count(*) FROM outbox WHERE "to" LIKE $1`, [`${marker}-api-%@bench.invalid`])).rows[0].count,
  )

  // The floor of the stack itself: the same server, 20 connections, a call that does nothing (an
  // unknown API path, answered 404 JSON by the same route handler without touching the database).
  const floorClock = wallClock()
  const floor = (await autocannon({
    url: `${baseUrl}/api/bench-floor-${run}`,
    connections: CONNECTIONS,
    amount: TOTAL,
    timeout: 30,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => (floorClock.sent(), req),
        onResponse: floorClock.answered,
      },
    ],
  })) as { latency: { p50: number; p99: number } }
  const floorRps = TOTAL / floorClock.seconds()

  // The yardstick, same bodies, same connections, after a warm-up of its own.
  const bareUrl = await startBare(databaseUrl!)
  const bareWarmup = await warmUp(bareUrl, 'bare-warm', 300_000)
  const plain = await fire(bareUrl, TOTAL, `${marker}-bare`, 400_000)
  for (const tag of ['warm', 'bare-warm', 'bare']) {
    await db.query(`DELETE FROM bookings WHERE email LIKE $1`, [`${marker}-${tag}-%@bench.invalid`])
    await db.query(`DELETE FROM outbox WHERE "to" LIKE $1`, [`${marker}-${tag}-%@bench.invalid`])
  }
  await db.end()

  const rps = TOTAL / api.seconds
  const plainRps = TOTAL / plain.seconds
  const row = (name: string, r: number, run: AutocannonResult) =>
    `  ${name.padEnd(42)}${r.toFixed(1).padStart(8)}${String(run.latency.p50).padStart(7)}${String(run.latency.p99).padStart(7)}`
  console.log(
    `\nWarm-up, not counted (${WARMUP_RUNS} × 1,000 bookings, req/s): site ${warmup.rates.join(', ')}; bare ${bareWarmup.rates.join(', ')}`,
  )
  console.log('POST /api/class-bookings, 1,000 bookings, 20 connections (loopback; first request to last answer)')
  console.log(`  ratio site / bare node:http + pg: ${(rps / plainRps).toFixed(2)}`)
  console.log(`  ${''.padEnd(42)}${'req/s'.padStart(8)}${'p50'.padStart(7)}${'p99'.padStart(7)}  (ms)`)
  console.log(row('site (validated, rate-limited, e-mails)', rps, api))
  console.log(row('bare node:http + pg (one INSERT)', plainRps, plain))
  console.log(
    `  site: 2xx ${api['2xx']}   non-2xx ${api.non2xx}   errors ${api.errors}   timeouts ${api.timeouts}   status codes ${JSON.stringify(api.statusCodeStats)}`,
  )
  console.log(
    `The same site answering a GET that does nothing through Next's router (404 of an unknown API path): ${floorRps.toFixed(0)} req/s, p50 ${floor.latency.p50} ms, p99 ${floor.latency.p99} ms`,
  )
  console.log(`Rows stored by the API run: ${rows} (expected ${TOTAL}); confirmation e-mails queued: ${outbox}`)
  if (rows !== TOTAL || api['2xx'] !== TOTAL) {
    console.error('FAIL: not exactly 1,000 bookings accepted and stored')
    exitCode = 1
  }
} catch (error) {
  console.error((error as Error).message)
  exitCode = 1
} finally {
  await cleanup()
}
process.exit(exitCode)
