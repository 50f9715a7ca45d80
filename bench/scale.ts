/**
 * bench/scale: a cached public page through nginx (deploy/nginx/studio.conf.template, 1-second
 * micro-cache) next to the same gzipped bytes served from memory by a bare `node:http` server, in
 * one run and with the same load (autocannon, 50 connections, 10 s each); prints both, the ratio
 * (target: at least 0.5) and the throughput of the instance itself without nginx.
 *
 *   npx tsx bench/scale.ts                 starts its own site (production build in .next-bench,
 *                                          fresh embedded PostgreSQL) and Debian's nginx (installed
 *                                          with apt-get when missing, as root)
 *   BENCH_BASE_URL=http://127.0.0.1:3000 npx tsx bench/scale.ts
 *                                          puts nginx in front of a site you started
 *   BENCH_PAGE=/fr/about  BENCH_SECONDS=10  BENCH_CONNECTIONS=50
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon'

import { findFreePort } from '@/lib/db/embedded-postgres'
import { Nginx } from '@root/scripts/lib/services/nginx'
import { killAllServicesNow } from '@root/scripts/lib/services/process'

import { startBenchSite, stopBenchSite, type BenchSite } from './lib/site-env'

const PAGE = process.env.BENCH_PAGE || '/about'
const SECONDS = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50)

const site: BenchSite = {}
let nginx: Nginx | undefined
let bare: http.Server | undefined
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-scale-'))
fs.chmodSync(tmp, 0o711)

async function cleanup() {
  bare?.close()
  await nginx?.stop().catch(() => {})
  await stopBenchSite(site)
  fs.rmSync(tmp, { recursive: true, force: true })
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)))
process.on('exit', () => killAllServicesNow())

async function startSite(): Promise<string> {
  return (await startBenchSite(site, tmp, 3293)).baseUrl
}

/** The raw (still gzipped) answer, as a browser asking for gzip receives it. */
function rawGet(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

interface Result {
  requests: { average: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  timeouts: number
}

async function hammer(url: string): Promise<Result> {
  return (await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip' },
  })) as Result
}

let exitCode = 0
try {
  const baseUrl = process.env.BENCH_BASE_URL || (await startSite())
  const { hostname, port } = new URL(baseUrl)
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname))
    throw new Error(`Loopback only: refusing ${hostname}`)
  const nginxPort = await findFreePort(8091)
  nginx = await new Nginx({
    dir: path.join(tmp, 'nginx'),
    port: nginxPort,
    upstreams: [`127.0.0.1:${port}`],
    workers: 'auto',
  }).start()

  // The page as nginx hands it out: gzipped, cached.
  await rawGet(`${nginx.baseUrl}${PAGE}`)
  const sample = await rawGet(`${nginx.baseUrl}${PAGE}`)
  if (sample.status !== 200 || sample.headers['content-encoding'] !== 'gzip')
    throw new Error(`${PAGE} through nginx: ${sample.status} ${sample.headers['content-encoding'] ?? 'not gzipped'}`)
  const cacheStatus = sample.headers['x-cache-status']
  if (cacheStatus !== 'HIT') console.warn(`Warning: the second request was not a cache HIT (${cacheStatus})`)

  const body = sample.body
  const headers = {
    'content-type': String(sample.headers['content-type']),
    'content-encoding': 'gzip',
    vary: 'Accept-Encoding',
  }
  bare = http.createServer((_req, res) => {
    res.writeHead(200, { ...headers, 'content-length': body.length })
    res.end(body)
  })
  bare.keepAliveTimeout = 60_000
  const barePort = await findFreePort(8191)
  await new Promise<void>((resolve) => bare!.listen(barePort, '127.0.0.1', resolve))

  console.log(
    `\n${PAGE}: ${body.length} gzipped bytes; ${CONNECTIONS} connections, ${SECONDS} s each; ${os.cpus().length} CPUs\n`,
  )
  await hammer(`http://127.0.0.1:${barePort}${PAGE}`) // warm-up of the load generator, not counted
  const memory = await hammer(`http://127.0.0.1:${barePort}${PAGE}`)
  const viaNginx = await hammer(`${nginx.baseUrl}${PAGE}`)
  const instance = await hammer(`${baseUrl}${PAGE}`)

  const row = (name: string, r: Result) =>
    `${name.padEnd(30)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   non-2xx ${r.non2xx}   errors ${r.errors + r.timeouts}`
  console.log(row('bare node:http, from memory', memory))
  console.log(row('nginx micro-cache', viaNginx))
  console.log(row('the instance alone', instance))
  const ratio = viaNginx.requests.average / memory.requests.average
  console.log(
    `\nnginx / bare node:http: ${ratio.toFixed(2)} (target ≥ 0.5); nginx / instance: ${(viaNginx.requests.average / instance.requests.average).toFixed(1)}×`,
  )
  if (ratio < 0.5 || viaNginx.non2xx || viaNginx.errors) {
    console.log('✗ below target or with failed requests')
    exitCode = 1
  }
} catch (error) {
  console.error((error as Error).stack ?? error)
  if (nginx) console.error(nginx.errorLog().slice(-2000))
  exitCode = 1
} finally {
  await cleanup()
}
process.exit(exitCode)
