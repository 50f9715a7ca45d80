/**
 * bench/direct-api: what the direct path of the visitors' submissions (src/lib/http/direct-api.ts)
 * saves, in the server's own CPU time per booking, a figure the load of a shared machine moves far
 * less than throughput. One production site, one server process: bookings sent with a declared
 * length take the direct path, the same bookings sent chunked go through Next's router (the direct
 * path takes only a declared length), in alternating blocks (direct, Next, Next, direct, …) after a
 * warm-up of both. Prints CPU milliseconds per booking of each path (median of the blocks), their
 * ratio, and requests per second.
 *
 *   npx tsx bench/direct-api.ts      production build into NEXT_DIST_DIR (default .next-bench) if
 *                                    the sources changed; fresh embedded PostgreSQL
 *   BENCH_BLOCK=300 BENCH_ROUNDS=6 npx tsx bench/direct-api.ts
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { cpuMs, median, processTree } from './lib/load'
import { startBenchSite, stopBenchSite, type BenchSite } from './lib/site-env'

const BLOCK = Number(process.env.BENCH_BLOCK || 300)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 6)
const CONNECTIONS = 10
const WARMUP = 1000

const site: BenchSite = {}
let tmp: string | undefined

async function cleanup() {
  await stopBenchSite(site)
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)))

/** The pid of src/server/serve.ts among the site's descendants. */
function serverPid(root: number): number {
  const server = processTree(root).find((r) => r.args.includes('src/server/serve.ts') && r.args.includes('node'))
  if (!server) throw new Error('src/server/serve.ts not found among the site’s processes')
  return server.pid
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
let sequence = 0

function book(base: URL, chunked: boolean): Promise<number> {
  const i = ++sequence
  const body = JSON.stringify({
    name: `Bench Visitor ${i}`,
    email: `bench-direct-${i}@bench.invalid`,
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
  })
  const headers: http.OutgoingHttpHeaders = {
    'content-type': 'application/json',
    'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  }
  if (!chunked) headers['content-length'] = Buffer.byteLength(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, path: '/api/class-bookings', method: 'POST', headers, agent },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    // Written in two pieces when chunked, so that Node cannot compute a length.
    if (chunked) {
      req.write(body.slice(0, 10))
      req.end(body.slice(10))
    } else req.end(body)
  })
}

async function block(base: URL, count: number, chunked: boolean) {
  let left = count
  let failed = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (left-- > 0) if ((await book(base, chunked)) !== 201) failed++
    }),
  )
  return { seconds: (performance.now() - started) / 1000, failed }
}

let exitCode = 0
try {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-direct-'))
  fs.chmodSync(tmp, 0o711)
  const { baseUrl } = await startBenchSite(site, tmp, 3293)
  const base = new URL(baseUrl)
  const pid = serverPid(site.process!.pid!)

  for (const chunked of [false, true, false, true]) {
    const warm = await block(base, WARMUP / 4, chunked)
    if (warm.failed) throw new Error(`${warm.failed} bookings of the warm-up failed`)
  }
  const figures: Record<'direct' | 'next', { cpu: number[]; rate: number[] }> = {
    direct: { cpu: [], rate: [] },
    next: { cpu: [], rate: [] },
  }
  for (let r = 0; r < ROUNDS; r++) {
    // direct, next, next, direct, …: neither goes first in every pair.
    const chunked = r % 4 === 1 || r % 4 === 2
    const side = chunked ? 'next' : 'direct'
    const before = cpuMs([pid])
    const run = await block(base, BLOCK, chunked)
    const cpu = (cpuMs([pid]) - before) / BLOCK
    if (run.failed) throw new Error(`${run.failed} bookings of round ${r + 1} failed`)
    figures[side].cpu.push(cpu)
    figures[side].rate.push(BLOCK / run.seconds)
    console.log(
      `  round ${r + 1} ${side.padEnd(6)} ${cpu.toFixed(2)} ms CPU a booking, ${(BLOCK / run.seconds).toFixed(0)} req/s`,
    )
  }
  const direct = median(figures.direct.cpu)
  const through = median(figures.next.cpu)
  console.log(
    `\nPOST /api/class-bookings, ${BLOCK} a block, ${CONNECTIONS} connections, one server (loopback; load ${os.loadavg()[0]!.toFixed(1)})`,
  )
  console.log(`  server CPU a booking, direct path:   ${direct.toFixed(2)} ms (median)`)
  console.log(`  server CPU a booking, Next's router: ${through.toFixed(2)} ms (median)`)
  console.log(`  saved by the direct path: ${((1 - direct / through) * 100).toFixed(1)} % of the CPU through Next`)
  console.log(
    `  req/s (median): direct ${median(figures.direct.rate).toFixed(0)}, Next ${median(figures.next.rate).toFixed(0)}`,
  )
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  agent.destroy()
  await cleanup()
}
process.exit(exitCode)
