/**
 * Database faults: PostgreSQL stopped in the middle of a load run, kept down 10 s, started again.
 * While down: every submission answers 503 with Retry-After within 2 s (none hangs), /api/health
 * says down, cached public pages still answer 200. After: full service within 5 s without
 * restarting the site, and every submission answered 2xx before, during or after is stored once.
 *
 * Then a site on its own embedded PostgreSQL (no DATABASE_URL: `npm start` owns and supervises the
 * server), under load: its postmaster killed with SIGKILL (the site serves again within 30 s
 * without a person, says so, and raises an alert), and a command run beside it (`npm run payload`),
 * which must use the site's server and leave it running. Nothing accepted is lost in either.
 */
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { findFreePort } from '@/lib/db/embedded-postgres'
import { adminSignIn, bearer } from './lib/admin'
import { copyBuild } from './lib/build-copy'
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
  // runSubmissions times its requests from its own start: on this module's clock, add loadStart
  // (seconds when the cached pages rendered slowly first; requests sent before the stop counted as
  // sent while down).
  const sent = (o: { sentAt: number }) => loadStart + o.sentAt
  const whileDown = (o: { sentAt: number }) => sent(o) > downAt + 500 && sent(o) < resumeStart - ANSWER_BOUND_MS
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
  const after = outcomes.filter((o) => recoveredAt !== undefined && sent(o) > recoveredAt)
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

  await runEmbeddedFaults(site, section)
  return section
}

const EMBEDDED_RECOVERY_BOUND_MS = 30_000

/** A fresh booking stored and /api/health 200, as soon as both hold (at most `withinMs`). */
async function serving(site: Site, tag: string, withinMs: number): Promise<number | undefined> {
  const t0 = performance.now()
  for (let i = 0; performance.now() - t0 < withinMs; i++) {
    const sub = makeSubmission('booking', `${tag}-${i}`)
    const res = await request(site.baseUrl, '/api/class-bookings', {
      json: sub.body,
      headers: { 'x-forwarded-for': `192.0.2.${(i % 200) + 1}`, 'idempotency-key': `${tag}-${i}` },
      timeoutMs: 10_000,
    })
    const h = await request(site.baseUrl, '/api/health', { timeoutMs: 10_000 })
    if (accepted(res) && h.status === 200) return performance.now() - t0
    await sleep(200)
  }
  return undefined
}

async function runEmbeddedFaults(site: Site, section: Section) {
  const dataDir = path.join(site.tmp, 'embedded-site')
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o711 })
  const embedded = site.sibling(await findFreePort(), {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    EMBEDDED_PG_PORT: '0',
    NEXT_DIST_DIR: copyBuild('db-faults'),
  })
  const clusterDir = path.join(dataDir, 'postgres')
  const postmaster = () => Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  let own: pg.Pool | undefined
  try {
    console.log('  A site on its own embedded PostgreSQL (npm start owns it): starting…')
    await embedded.startApp({ waitReady: false })
    const ownerFile = `${clusterDir}.owner`
    while (!fs.existsSync(ownerFile)) {
      if (!embedded.appAlive)
        throw new Error(`the embedded site exited:\n${embedded.app?.output.slice(-20).join('\n')}`)
      await sleep(250)
    }
    const { port } = JSON.parse(fs.readFileSync(ownerFile, 'utf8')) as { port: number }
    const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim()
    own = new pg.Pool({
      connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/studio`,
      max: 3,
      connectionTimeoutMillis: 2000,
    })
    own.on('error', () => {})
    embedded.pool = own
    await embedded.waitReady()
    console.log(`  …serving on ${embedded.baseUrl}, its PostgreSQL on 127.0.0.1:${port}`)

    // 1. Its postmaster killed outright, in the middle of a load run.
    const prefix = `dbk${Date.now().toString(36)}`
    let stop = false
    const t0 = performance.now()
    const load = runSubmissions({
      baseUrl: embedded.baseUrl,
      prefix,
      total: 2000,
      concurrency: 6,
      replayRatio: 0.1,
      ipOffset: 300_000,
      stop: () => stop,
      pace: () => sleep(100),
    })
    await sleep(4000)
    const before = (await embedded.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings`))[0]!.n
    const killed = postmaster()
    process.kill(killed, 'SIGKILL')
    const killedAt = performance.now() - t0
    console.log(`  its PostgreSQL (process ${killed}) killed with SIGKILL`)
    const backMs = await serving(embedded, `${prefix}rec`, 120_000)
    await sleep(3000)
    stop = true
    const { outcomes } = await load
    section.figure('SIGKILL to serving', backMs === undefined ? 'never' : `${(backMs / 1000).toFixed(1)} s`)
    section.check(
      backMs !== undefined && backMs <= EMBEDDED_RECOVERY_BOUND_MS,
      `embedded PostgreSQL SIGKILLed: the site serves again within ${EMBEDDED_RECOVERY_BOUND_MS / 1000} s, without a person`,
      backMs === undefined ? 'not within 120 s' : `${(backMs / 1000).toFixed(1)} s`,
    )
    section.check(embedded.appAlive, 'embedded PostgreSQL SIGKILLed: the site process never exited')
    section.check(postmaster() !== killed, 'embedded PostgreSQL SIGKILLed: a new postmaster runs', postmaster())
    const said = embedded.app!.said.join('\n')
    section.check(
      /embedded PostgreSQL stopped \(SIGKILL\); restarting it/.test(said) && /embedded PostgreSQL is back/.test(said),
      'embedded PostgreSQL SIGKILLed: the output says it stopped and is back',
      embedded.app!.said.slice(-6).join(' | '),
    )
    const after = (await embedded.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings`))[0]!.n
    section.check(
      after >= before,
      'embedded PostgreSQL SIGKILLed: every booking stored before the kill is still there',
      `${before} → ${after}`,
    )
    const whileDown = outcomes.filter((o) => o.sentAt > killedAt && o.sentAt < killedAt + (backMs ?? 0))
    section.checkAll(
      outcomes,
      (o) => o.status !== 0 && (o.status < 500 || (o.status === 503 && Number(o.retryAfter) > 0)),
      'embedded PostgreSQL SIGKILLed: only 2xx, 4xx or 503 with Retry-After, no dropped connection',
      (o) => `${o.sub.kind} ${o.status} ${o.error ?? ''} Retry-After ${o.retryAfter} ${o.body.slice(0, 120)}`,
    )
    section.figure('sent while its database was down', whileDown.length)
    const ledger = await verifyLedger(section, embedded, prefix, outcomes as Outcome[], 'embedded SIGKILL')
    section.figure('embedded: accepted / lost', `${ledger.accepted} / ${ledger.lost}`)
    const { token } = await adminSignIn(embedded, '198.51.100.40')
    const alerts = json<{ alerts: { type: string; level: string }[] }>(
      await request(embedded.baseUrl, '/api/alerts', { headers: bearer(token) }),
    )
    section.check(
      Boolean(alerts?.alerts.some((a) => a.type === 'database_restarted' && a.level === 'warning')),
      'embedded PostgreSQL SIGKILLed: /monitoring raises the database_restarted alert',
      alerts?.alerts.map((a) => `${a.level}:${a.type}`).join(', '),
    )

    // 2. A command run beside the serving site, under load.
    const prefix2 = `dbc${Date.now().toString(36)}`
    let stop2 = false
    const load2 = runSubmissions({
      baseUrl: embedded.baseUrl,
      prefix: prefix2,
      total: 2000,
      concurrency: 4,
      replayRatio: 0.1,
      ipOffset: 310_000,
      stop: () => stop2,
      pace: () => sleep(150),
    })
    const running = postmaster()
    const command = await embedded.runCommand('scripts/payload-cli.ts', ['migrate:status'])
    section.check(
      command.code === 0,
      'a command beside the site (npm run payload -- migrate:status) succeeds',
      command.output.slice(-300),
    )
    section.check(
      postmaster() === running,
      'a command beside the site: the site’s PostgreSQL kept running (the same process)',
      `${running} → ${postmaster()}`,
    )
    const stillMs = await serving(embedded, `${prefix2}rec`, 30_000)
    stop2 = true
    const { outcomes: outcomes2 } = await load2
    section.check(stillMs !== undefined, 'a command beside the site: the site serves on', stillMs)
    section.checkAll(
      outcomes2,
      (o) => o.status !== 0 && o.status < 500,
      'a command beside the site: every submission answered 2xx or 4xx',
      (o) => `${o.sub.kind} ${o.status} ${o.error ?? ''} ${o.body.slice(0, 120)}`,
    )
    await verifyLedger(section, embedded, prefix2, outcomes2 as Outcome[], 'command beside')
  } finally {
    await embedded.stopApp().catch(() => {})
    await own?.end().catch(() => {})
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
