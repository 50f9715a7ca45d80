/**
 * bench/pages: cached public pages served by src/server/serve.ts next to plain `next start` of the
 * same build on the same database, one server at a time, alternating (serve, next, next, serve, …)
 * so that neither the machine's drift nor going first favours one side. Every request asks for
 * compression as a browser does (`Accept-Encoding: gzip, deflate, br`). Prints, per page, the
 * throughput ratio serve / next (target ≥ 0.9: serve.ts costs at most 10%) first, then req/s and p99,
 * then each server's own CPU time per request (its whole process tree, from /proc).
 *
 *   npx tsx bench/pages.ts        production build into NEXT_DIST_DIR (default .next-bench) if the
 *                                 sources changed; fresh embedded PostgreSQL
 *   BENCH_PAGES=/,/fr/pricing BENCH_SECONDS=10 BENCH_ROUNDS=4 npx tsx bench/pages.ts
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { findFreePort, startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded-postgres'
import { bin, spawnTsx } from '@root/scripts/lib/run'

import { cpuMs, median, processTree, sample, stopProcess, type Sample } from './lib/load'
import { benchServerEnv } from './lib/site-env'

const PAGES = (process.env.BENCH_PAGES || '/,/fr/pricing,/blog').split(',')
const SECONDS = Number(process.env.BENCH_SECONDS || 6)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }

type Side = 'serve' | 'next'
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

const siteEnv = (port: number) => benchServerEnv({ port, databaseUrl: database!.url, dataDir: tmp! })

async function waitUntilReady(child: ChildProcess, base: string, label: string, minutes: number) {
  const deadline = Date.now() + minutes * 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode}) before it was ready`)
    const ok = await fetch(`${base}/`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${label} was not ready within ${minutes} minutes`)
}

async function startSide(side: Side | 'prepare', port: number): Promise<string> {
  const env = siteEnv(port)
  site =
    side === 'next'
      ? // No -H: with 127.0.0.1, Next's router and proxy disagree on its own origin (src/server/serve.ts).
        spawn(bin('next'), ['start', '-p', String(port)], { env, stdio: ['ignore', 'ignore', 'inherit'] })
      : side === 'prepare'
        ? spawnTsx('scripts/start.ts', [], { env, stdio: 'ignore' })
        : // As scripts/start.ts runs it in production.
          spawnTsx('src/server/serve.ts', [], { env, stdio: 'ignore', esmOnly: true })
  const base = `http://127.0.0.1:${port}`
  // The first start may build the site.
  await waitUntilReady(site, base, side, side === 'prepare' ? 20 : 2)
  return base
}

const measure = (url: string, seconds: number) => sample(url, { seconds, connections: CONNECTIONS, headers: HEADERS })

let exitCode = 0
try {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-pages-'))
  fs.chmodSync(tmp, 0o711)
  process.env.DATA_DIR = tmp
  database = await startEmbeddedPostgres({ dir: path.join(tmp, 'postgres'), database: 'bench' })
  const port = await findFreePort(3297)
  console.log(`Preparing the database and the build (NEXT_DIST_DIR=${siteEnv(port).NEXT_DIST_DIR})…`)
  await startSide('prepare', port)
  await stopSite()

  const results: Record<string, Record<Side, (Sample & { cpu: number })[]>> = {}
  for (const page of PAGES) results[page] = { serve: [], next: [] }
  for (let round = 0; round < ROUNDS; round++) {
    const order: Side[] = round % 2 === 0 ? ['serve', 'next'] : ['next', 'serve']
    for (const side of order) {
      const base = await startSide(side, port)
      for (const page of PAGES) {
        // The first request reads the page into the cache; then JIT and keep-alive warm up.
        const first = await fetch(`${base}${page}`, { headers: HEADERS })
        if (!first.ok) throw new Error(`GET ${page} answered ${first.status} on ${side}`)
        await measure(`${base}${page}`, 2)
        const pids = processTree(site!.pid!).map((p) => p.pid)
        const cpuBefore = cpuMs(pids)
        const sample = await measure(`${base}${page}`, SECONDS)
        const cpu = (cpuMs(pids) - cpuBefore) / Math.max(1, sample.requests)
        results[page]![side].push({ ...sample, cpu })
        console.log(
          `  round ${round + 1} ${side.padEnd(5)} ${page.padEnd(12)} ${sample.rps.toFixed(0).padStart(6)} req/s   p99 ${sample.p99} ms   ${cpu.toFixed(2)} ms CPU a request`,
        )
      }
      await stopSite()
    }
  }

  console.log(
    `\nCached pages, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per page and side, compressed, loopback`,
  )
  console.log('  page          serve/next   serve req/s  p99     next req/s  p99')
  for (const page of PAGES) {
    const serve = results[page]!.serve
    const nextSide = results[page]!.next
    // Paired rounds: each round measured both sides back to back, which cancels slow drift.
    const ratio = median(serve.map((s, i) => s.rps / nextSide[i]!.rps))
    console.log(
      `  ${page.padEnd(12)}  ${ratio.toFixed(2).padStart(10)}   ${median(serve.map((s) => s.rps))
        .toFixed(0)
        .padStart(11)}  ${String(median(serve.map((s) => s.p99))).padStart(3)} ms  ${median(nextSide.map((s) => s.rps))
        .toFixed(0)
        .padStart(10)}  ${String(median(nextSide.map((s) => s.p99))).padStart(3)} ms`,
    )
    if ([...serve, ...nextSide].some((s) => s.failed)) {
      console.error(`FAIL: some requests for ${page} did not answer 2xx`)
      exitCode = 1
    }
  }
  console.log('  target: serve/next ≥ 0.90 on every page')
  // The servers' own CPU per request (the whole process tree): what the machine's load moves least.
  console.log('\n  page          CPU ms a request: serve   next   serve/next')
  for (const page of PAGES) {
    const serve = median(results[page]!.serve.map((s) => s.cpu))
    const nextCpu = median(results[page]!.next.map((s) => s.cpu))
    console.log(
      `  ${page.padEnd(12)}  ${serve.toFixed(2).padStart(22)}  ${nextCpu.toFixed(2).padStart(5)}  ${(serve / nextCpu).toFixed(2).padStart(11)}`,
    )
  }
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await cleanup()
}
process.exit(exitCode)
