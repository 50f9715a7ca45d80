/**
 * bench/overhead: the cost of the monitoring front (request metrics, security screening of path
 * and query, the blocked-address check: src/server/serve.ts) on the cheapest request the site serves,
 * a cached public page. The same build, database and port, served alternately with and without
 * MONITORING_DISABLED=1: one server at a time, restarted between runs, in the order on, off, off,
 * on, ... so that neither the machine's drift nor being started first favours one side. Prints
 * requests per second, latency, the throughput ratio on / off, and the front's own CPU time per
 * request measured in-process (a figure the shared machine's load does not move).
 *
 *   npx tsx bench/overhead.ts            production build into NEXT_DIST_DIR (default .next-bench)
 *                                        if the sources changed; fresh embedded PostgreSQL
 *   BENCH_PATH=/fr/about BENCH_SECONDS=10 BENCH_ROUNDS=4 npx tsx bench/overhead.ts
 *   BENCH_CONTROL=1 npx tsx bench/overhead.ts   both sides unmonitored: the ratio then shows the
 *                                               noise of the method itself
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { findFreePort, startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded-postgres'
import { createFront } from '@/server/front'
import { spawnTsx } from '@root/scripts/lib/run'

import { median, sample, stopProcess, untilReady, type Sample } from './lib/load'
import { benchServerEnv } from './lib/site-env'

const PAGE = process.env.BENCH_PATH || '/about'
const SECONDS = Number(process.env.BENCH_SECONDS || 8)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 4)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const CONTROL = process.env.BENCH_CONTROL === '1'

type Side = 'on' | 'off'
let site: ChildProcess | undefined
let database: EmbeddedDatabase | undefined
let tmp: string | undefined

const stopSite = async () => {
  await stopProcess(site)
  site = undefined
}

async function cleanup() {
  await stopSite()
  await database?.stop().catch(() => {})
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)))

const siteEnv = (port: number, monitoring: boolean): NodeJS.ProcessEnv => ({
  ...benchServerEnv({ port, databaseUrl: database!.url, dataDir: tmp! }),
  MONITORING_DISABLED: monitoring ? '' : '1',
})

/** `script` is scripts/start.ts for the first start (migrate, seed, build), then src/server/serve.ts. */
async function startSite(script: string, port: number, monitoring: boolean): Promise<string> {
  site = spawnTsx(script, [], {
    env: siteEnv(port, monitoring),
    stdio: ['ignore', 'pipe', 'inherit'],
    // The server as scripts/start.ts runs it in production.
    esmOnly: script.endsWith('serve.ts'),
  })
  await untilReady(site, /Ready on/, `${script} on :${port}`)
  return `http://127.0.0.1:${port}`
}

const measure = (url: string, seconds: number) => sample(url, { seconds, connections: CONNECTIONS })

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
/**
 * The front's own work per request, in this process, on Node's real request and response objects:
 * timing, metrics, client address, block check and path/query screening.
 */
function frontCostMicroseconds(iterations = 50_000): number {
  const front = createFront({})
  const socket = new net.Socket()
  const once = (i: number) => {
    const req = new http.IncomingMessage(socket)
    req.url = i % 2 ? PAGE : '/_next/static/chunks/app-0a1b2c.js?dpl=x'
    req.method = 'GET'
    req.headers = { 'x-client-ip': '127.0.0.1', 'user-agent': 'bench' }
    const res = new http.ServerResponse(req)
    front.handle(req, res)
    res.emit('finish')
    res.emit('close')
  }
  for (let i = 0; i < 5_000; i++) once(i)
  const started = performance.now()
  for (let i = 0; i < iterations; i++) once(i)
  const perRequest = ((performance.now() - started) / iterations) * 1000
  front.stop()
  return perRequest
}

let exitCode = 0
try {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-overhead-'))
  fs.chmodSync(tmp, 0o711)
  process.env.DATA_DIR = tmp
  database = await startEmbeddedPostgres({ dir: path.join(tmp, 'postgres'), database: 'bench' })
  const port = await findFreePort(3295)
  console.log(`Preparing the database and the build (NEXT_DIST_DIR=${siteEnv(port, true).NEXT_DIST_DIR})…`)
  await startSite('scripts/start.ts', port, true)
  await stopSite()

  const results: Record<Side, Sample[]> = { on: [], off: [] }
  for (let round = 0; round < ROUNDS; round++) {
    const order: Side[] = round % 2 === 0 ? ['on', 'off'] : ['off', 'on']
    for (const side of order) {
      const base = await startSite('src/server/serve.ts', port, side === 'on' && !CONTROL)
      // The first request renders the page into the cache (or reads it); then JIT and keep-alive.
      const first = await fetch(`${base}${PAGE}`)
      if (!first.ok) throw new Error(`GET ${PAGE} answered ${first.status}`)
      await measure(`${base}${PAGE}`, 3)
      const sample = await measure(`${base}${PAGE}`, SECONDS)
      results[side].push(sample)
      console.log(
        `  round ${round + 1} ${side.padEnd(3)} ${sample.rps.toFixed(0).padStart(6)} req/s   p50 ${sample.p50} ms   p99 ${sample.p99} ms`,
      )
      await stopSite()
    }
  }

  const summary = (side: Side) => ({
    rps: median(results[side].map((s) => s.rps)),
    p50: mean(results[side].map((s) => s.p50)),
    p99: mean(results[side].map((s) => s.p99)),
    failed: results[side].reduce((a, s) => a + s.failed, 0),
  })
  const a = summary('on')
  const b = summary('off')
  // Each round measures both sides back to back: their ratio cancels the machine's slower drift.
  const paired = results.on.map((s, i) => s.rps / results.off[i]!.rps)
  const [labelA, labelB] = CONTROL ? ['control A     ', 'control B     '] : ['monitoring on ', 'monitoring off']
  console.log(
    `\nGET ${PAGE} (cached page), ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per side, loopback, one server at a time`,
  )
  console.log(
    `  ${labelA}: ${a.rps.toFixed(0)} req/s (median)   p50 ${a.p50.toFixed(1)} ms   p99 ${a.p99.toFixed(1)} ms   failed ${a.failed}`,
  )
  console.log(
    `  ${labelB}: ${b.rps.toFixed(0)} req/s (median)   p50 ${b.p50.toFixed(1)} ms   p99 ${b.p99.toFixed(1)} ms   failed ${b.failed}`,
  )
  console.log(
    `  throughput ratio ${CONTROL ? 'A / B' : 'on / off'}: ${(a.rps / b.rps).toFixed(3)} of the medians, ${median(paired).toFixed(3)} median of the paired rounds (target above 0.9)`,
  )
  console.log(
    `    paired rounds: ${paired.map((r) => r.toFixed(2)).join(', ')}; a wide spread means the machine's other load, not the front, decided the figures`,
  )
  const cost = frontCostMicroseconds()
  console.log(
    `  front's own CPU time: ${cost.toFixed(1)} µs per request, ${((cost / 1e6) * b.rps * 100).toFixed(2)}% of one core at ${b.rps.toFixed(0)} req/s`,
  )
  if (a.failed || b.failed) {
    console.error('FAIL: some requests did not answer 2xx')
    exitCode = 1
  }
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await cleanup()
}
process.exit(exitCode)
