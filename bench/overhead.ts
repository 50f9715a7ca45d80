/**
 * bench/overhead: the cost of the monitoring front (request metrics + security screening of path
 * and query + the blocked-address check, scripts/serve.ts) on the cheapest request the site
 * serves: a cached public page. Two servers on the same build and database, one with
 * MONITORING_DISABLED=1, measured in alternation (on, off, off, on, ...) so that drift on this
 * shared machine hits both alike; prints requests per second, latency and the ratio on / off.
 *
 *   npx tsx bench/overhead.ts            starts both sites (production build into NEXT_DIST_DIR,
 *                                        default .next-bench; fresh embedded PostgreSQL)
 *   BENCH_PATH=/fr/about BENCH_SECONDS=10 BENCH_ROUNDS=4 npx tsx bench/overhead.ts
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon'

import { findFreePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/lib/db/embedded-postgres'

const PAGE = process.env.BENCH_PATH || '/about'
const SECONDS = Number(process.env.BENCH_SECONDS || 8)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)

const sites: ChildProcess[] = []
let database: EmbeddedDatabase | undefined
let tmp: string | undefined

async function cleanup() {
  await Promise.all(
    sites.map(
      (site) =>
        new Promise((resolve) => {
          if (site.exitCode !== null) return resolve(null)
          const timer = setTimeout(() => (site.kill('SIGKILL'), resolve(null)), 20_000)
          site.once('exit', () => (clearTimeout(timer), resolve(null)))
          site.kill('SIGTERM')
        }),
    ),
  )
  await database?.stop().catch(() => {})
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)))

async function startSite(port: number, monitoring: boolean): Promise<string> {
  const env = {
    ...process.env,
    DATABASE_URL: database!.url,
    DATA_DIR: tmp!,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-bench',
    CMS_EDITOR_PASSWORD: 'bench-Editor-passw0rd',
    MONITORING_DISABLED: monitoring ? '' : '1',
  }
  const site = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
  sites.push(site)
  await new Promise<void>((resolve, reject) => {
    site.stdout!.on('data', (chunk: Buffer) => {
      if (/Ready on/.test(chunk.toString())) resolve()
    })
    site.once('exit', (code) => reject(new Error(`The site on :${port} exited (${code}) before it was ready`)))
  })
  return `http://127.0.0.1:${port}`
}

interface Sample {
  rps: number
  p50: number
  p99: number
  non2xx: number
}

async function measure(url: string, seconds: number): Promise<Sample> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 10 })
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors }
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length

let exitCode = 0
try {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-overhead-'))
  fs.chmodSync(tmp, 0o711)
  process.env.DATA_DIR = tmp
  database = await startEmbeddedPostgres({ dir: path.join(tmp, 'postgres'), database: 'bench' })
  const portOn = await findFreePort(3295)
  console.log(`Starting the monitored site on :${portOn} (build if needed)…`)
  const on = await startSite(portOn, true)
  const portOff = await findFreePort(portOn + 1)
  console.log(`Starting the unmonitored site (MONITORING_DISABLED=1) on :${portOff}…`)
  const off = await startSite(portOff, false)

  // The first request renders the page into the cache; then JIT and keep-alive warm up.
  for (const base of [on, off]) {
    const res = await fetch(`${base}${PAGE}`)
    if (!res.ok) throw new Error(`GET ${PAGE} answered ${res.status} on ${base}`)
    await measure(`${base}${PAGE}`, 3)
  }

  const results: Record<'on' | 'off', Sample[]> = { on: [], off: [] }
  for (let round = 0; round < ROUNDS; round++) {
    const order: ('on' | 'off')[] = round % 2 === 0 ? ['on', 'off'] : ['off', 'on']
    for (const which of order) {
      const sample = await measure(`${which === 'on' ? on : off}${PAGE}`, SECONDS)
      results[which].push(sample)
      console.log(`  round ${round + 1} ${which.padEnd(3)} ${sample.rps.toFixed(0).padStart(6)} req/s   p50 ${sample.p50} ms   p99 ${sample.p99} ms`)
    }
  }

  const summary = (which: 'on' | 'off') => ({
    rps: mean(results[which].map((s) => s.rps)),
    p50: mean(results[which].map((s) => s.p50)),
    p99: mean(results[which].map((s) => s.p99)),
    failed: results[which].reduce((a, s) => a + s.non2xx, 0),
  })
  const a = summary('on')
  const b = summary('off')
  console.log(`\nGET ${PAGE} (cached page), ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s each, loopback`)
  console.log(`  monitoring on : ${a.rps.toFixed(0)} req/s   p50 ${a.p50.toFixed(1)} ms   p99 ${a.p99.toFixed(1)} ms   failed ${a.failed}`)
  console.log(`  monitoring off: ${b.rps.toFixed(0)} req/s   p50 ${b.p50.toFixed(1)} ms   p99 ${b.p99.toFixed(1)} ms   failed ${b.failed}`)
  console.log(`  throughput ratio on / off: ${(a.rps / b.rps).toFixed(3)} (target above 0.9)`)
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
