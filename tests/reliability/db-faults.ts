/**
 * Database faults: PostgreSQL stopped in the middle of a load run, kept down 10 s, started again.
 * While down: every submission answers 503 with Retry-After within 2 s (none hangs), /api/health
 * says down, cached public pages still answer 200. After: full service within 5 s without
 * restarting the site, and every submission answered 2xx before, during or after is stored once.
 */
import { json, request, type HttpResult } from './lib/http'
import { CACHED_PAGES } from './lib/pages'
import { percentile, Section, sleep } from './lib/report'
import type { Site } from './lib/site'
import { accepted, runSubmissions, type Outcome } from './lib/submit'
import { makeSubmission } from './lib/data'
import { verifyLedger } from './verify'

const DOWN_MS = 10_000
const ANSWER_BOUND_MS = 2_000
const RECOVERY_BOUND_MS = 5_000

interface Probe {
  at: number
  res: HttpResult
}

export async function runDbFaults(site: Site): Promise<Section> {
  const section = new Section('db-faults')
  const prefix = `dbf${Date.now().toString(36)}`
  const t0 = performance.now()
  const now = () => performance.now() - t0

  // Public pages render once and are then served from the cache.
  for (const path of CACHED_PAGES) {
    await request(site.baseUrl, path)
    const again = await request(site.baseUrl, path)
    section.check(again.status === 200, `cached page ${path} answers before the fault`, again.status)
  }

  let stop = false
  let downAt = Infinity
  const health: Probe[] = []
  const pages: Probe[] = []
  // A steady stream of submissions through the whole fault: 10 connections, ~10 per second each.
  const loadStart = now()
  const load = runSubmissions({
    baseUrl: site.baseUrl,
    prefix,
    total: 4000,
    concurrency: 10,
    replayRatio: 0.1,
    ipOffset: 100_000,
    stop: () => stop,
    pace: () => sleep(100),
  })
  const probes = (async () => {
    let i = 0
    while (!stop) {
      const at = now()
      if (i % 2 === 0) health.push({ at, res: await request(site.baseUrl, '/api/health', { timeoutMs: 10_000 }) })
      else
        pages.push({
          at,
          res: await request(site.baseUrl, CACHED_PAGES[(i >> 1) % CACHED_PAGES.length]!, { timeoutMs: 10_000 }),
        })
      i++
      await sleep(250)
    }
  })()

  await sleep(4000)
  const pauseStart = now()
  await site.db.pause()
  downAt = now()
  console.log(`  PostgreSQL stopped (took ${(downAt - pauseStart).toFixed(0)} ms); kept down ${DOWN_MS / 1000} s`)
  await sleep(DOWN_MS)
  const resumeStart = now()
  await site.db.resume()
  const upAt = now()
  console.log(`  PostgreSQL started again (took ${(upAt - resumeStart).toFixed(0)} ms)`)

  // Full service: a fresh submission stored (2xx) and /api/health 200.
  let recoveredAt: number | undefined
  for (let i = 0; now() - upAt < 30_000; i++) {
    const sub = makeSubmission('booking', `${prefix}rec-${i}`)
    const res = await request(site.baseUrl, '/api/class-bookings', {
      json: sub.body,
      headers: { 'x-forwarded-for': `192.0.2.${(i % 200) + 1}`, 'idempotency-key': `${prefix}rec-${i}` },
      timeoutMs: 10_000,
    })
    const h = await request(site.baseUrl, '/api/health', { timeoutMs: 10_000 })
    if (accepted(res) && h.status === 200) {
      recoveredAt = now()
      break
    }
    await sleep(100)
  }
  await sleep(5000)
  stop = true
  const { outcomes } = await load
  await probes
  const recoveryMs = recoveredAt === undefined ? Infinity : recoveredAt - upAt
  section.figure('down', `${DOWN_MS / 1000} s`)
  section.figure('recovery', recoveredAt === undefined ? 'never' : `${(recoveryMs / 1000).toFixed(1)} s`)
  console.log(
    `  full service ${recoveredAt === undefined ? 'NOT back within 30 s' : `back ${(recoveryMs / 1000).toFixed(1)} s after PostgreSQL`}; ${outcomes.length} submissions during the run (load from ${(loadStart / 1000).toFixed(1)} s)`,
  )

  // Requests sent while the database was down (a grace of 500 ms after the stop completed, for
  // connections that were mid-query) and answered before it came back.
  const whileDown = (o: { sentAt: number }) => o.sentAt > downAt + 500 && o.sentAt < resumeStart - ANSWER_BOUND_MS
  const downSubs = outcomes.filter(whileDown)
  section.check(downSubs.length >= 20, 'submissions were sent while the database was down', downSubs.length)
  section.checkAll(
    downSubs,
    (o) => o.status === 503,
    'while down: submissions answer 503',
    (o) => `${o.sub.kind} ${o.status} ${o.error ?? ''} ${o.body.slice(0, 120)}`,
  )
  section.checkAll(
    downSubs,
    (o) => o.status !== 503 || Number(o.retryAfter) > 0,
    'while down: 503 carries Retry-After',
    (o) => `${o.sub.kind} Retry-After ${o.retryAfter}`,
  )
  section.checkAll(
    downSubs,
    (o) => o.ms <= ANSWER_BOUND_MS,
    `while down: each submission answered within ${ANSWER_BOUND_MS / 1000} s`,
    (o) => `${o.sub.kind} ${o.ms.toFixed(0)} ms`,
  )
  section.figure(
    '503 p99',
    `${percentile(
      downSubs.map((o) => o.ms),
      99,
    ).toFixed(0)} ms`,
  )
  const all = outcomes.flatMap((o) => [
    o,
    ...(o.replay ? [{ ...o, status: o.replay.status, ms: o.replay.ms, body: o.replay.body, error: undefined }] : []),
  ])
  section.checkAll(
    all,
    (o) => o.status !== 0 && (o.status < 500 || o.status === 503),
    'no answer other than 2xx/4xx/503, no dropped connection, through the whole run',
    (o) => `${o.sub.kind} ${o.status} ${o.error ?? ''} ${o.body.slice(0, 160)}`,
  )
  section.checkAll(
    all,
    (o) => o.ms < 10_000,
    'no request hangs (10 s) through the whole run',
    (o) => `${o.sub.kind} ${o.ms.toFixed(0)} ms`,
  )

  const downHealth = health.filter((p) => p.at > downAt + 500 && p.at < resumeStart - ANSWER_BOUND_MS)
  section.check(downHealth.length >= 5, '/api/health was asked while the database was down', downHealth.length)
  section.checkAll(
    downHealth,
    (p) => p.res.status === 503 && json<{ status?: string }>(p.res)?.status === 'down',
    'while down: /api/health answers 503 {status: "down"}',
    (p) => `${p.res.status} ${p.res.body.slice(0, 120)}`,
  )
  section.checkAll(
    downHealth,
    (p) => p.res.ms <= ANSWER_BOUND_MS,
    `while down: /api/health within ${ANSWER_BOUND_MS / 1000} s`,
    (p) => `${p.res.ms.toFixed(0)} ms`,
  )
  const downPages = pages.filter((p) => p.at > downAt + 500 && p.at < resumeStart)
  section.check(downPages.length >= 5, 'cached pages were asked while the database was down', downPages.length)
  section.checkAll(
    downPages,
    (p) => p.res.status === 200,
    'while down: cached public pages answer 200',
    (p) => `${p.res.status} after ${p.res.ms.toFixed(0)} ms`,
  )
  section.checkAll(
    downPages,
    (p) => p.res.ms <= ANSWER_BOUND_MS,
    `while down: cached public pages within ${ANSWER_BOUND_MS / 1000} s`,
    (p) => `${p.res.ms.toFixed(0)} ms`,
  )
  section.check(
    recoveryMs <= RECOVERY_BOUND_MS,
    `full service (stored submission, health 200) within ${RECOVERY_BOUND_MS / 1000} s of the database's return, without restarting the site`,
    `${recoveryMs.toFixed(0)} ms`,
  )
  const after = outcomes.filter((o) => recoveredAt !== undefined && o.sentAt > recoveredAt)
  section.checkAll(
    after,
    (o) => accepted(o),
    'after recovery: every submission accepted',
    (o) => `${o.sub.kind} ${o.status} ${o.body.slice(0, 100)}`,
  )
  section.check(site.appAlive, 'the site process never exited')

  const ledger = await verifyLedger(section, site, prefix, outcomes as Outcome[], 'db fault')
  section.figure('accepted', ledger.accepted)
  section.figure('lost', ledger.lost)
  section.figure('503 answers', outcomes.filter((o) => o.status === 503).length)
  return section
}
