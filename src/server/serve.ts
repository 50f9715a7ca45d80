/**
 * The HTTP server in front of Next.js, for what Next cannot cover:
 *  - the client's address: route handlers and the proxy never see the socket, so the server stamps
 *    it into `x-client-ip`, replacing whatever a visitor sent under that name
 *    (src/lib/http/client-ip.ts reads X-Forwarded-For from the right, and only with TRUST_PROXY=N);
 *  - what shared caches may keep: Next gives prerendered pages a year's `s-maxage`, and its
 *    Cache-Control cannot be set from next.config (src/server/cache-policy.ts);
 *  - request metrics, timed from arrival to the response's last byte, for every page and call;
 *  - security screening of path and query, and refusal of blocked addresses, before any rendering
 *    (src/server/front.ts). MONITORING_DISABLED=1 switches both off (bench/overhead.ts).
 */
import http from 'node:http'
import path from 'node:path'

import next from 'next'
import pg from 'pg'

import { watchPool } from '@/lib/db/watched-pool'
import { CLIENT_IP_HEADER } from '@/lib/http/client-ip'
import { applyCachePolicy } from './cache-policy'
import { directApi } from '@/lib/http/direct-api-slot'
import { dropInternalHeaders } from './internal-headers'
import { refuseUndecodablePath } from './malformed-path'
import { servePrecompressed } from './precompressed-assets'
import { refuseOversizedBody } from './request-size'
import { deferFrameworkScripts } from './defer-framework-scripts'
import { keepSingleLocation } from '@/platform/next-duplicated-location'
import { createFront, type Front } from './front'
import { hashInlineScripts } from './script-hashes'
import { stopProcessScheduler } from '@/lib/runtime/loop-engine'
import { recordDatabaseRestart, type DatabaseRestart } from '@/lib/metrics/database-restarts'

const dev = process.argv.includes('--dev')
// tsx switches Node's source maps on for the TypeScript it runs, and with them on Node reads and
// parses the map of every module loaded after, Next's server chunks included: about 0.8 s of a
// production start went there (a CPU profile of serve.ts). `next start` runs without
// them too; stack traces then point into the built chunks, as they do there.
if (!dev) process.setSourceMapsEnabled(false)
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || '0.0.0.0'
const monitoring = process.env.MONITORING_DISABLED !== '1'

// Next builds two absolute URLs per request, the router's from this hostname and the proxy's
// always from "localhost"; when they differ (HOST=127.0.0.1), every proxy rewrite looks external
// and a localized page redirects to itself forever. Next's own name for itself keeps them equal;
// the bind address stays HOST.
const app = next({ dev, hostname: 'localhost', port, dir: process.cwd() })
const nextHandler = app.getRequestHandler()
const staticDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'static')
// Build scripts and styles: brotli 11 made at build time when the client takes it, else Next.
// Visitors' submissions: straight to Payload's endpoint once the app has started it
// (src/lib/http/direct-api.ts).
const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
  // A path Next cannot decode made its router answer a bare 500 (src/server/malformed-path.ts).
  if (refuseUndecodablePath(req, res, dev)) return
  if (dev) return nextHandler(req, res)
  const api = directApi()
  if (api?.accepts(req)) return api.handle(req, res)
  return servePrecompressed(req, res, staticDir) ? undefined : nextHandler(req, res)
}

// Started early by scripts/start.ts (`--await-go`): Next loads while the database starts,
// then the parent sends what it settled meanwhile (DATABASE_URL, the shared secrets) and the server
// listens. Listened for before prepare(): a message arriving while nobody listens is lost.
const go =
  process.argv.includes('--await-go') && process.send
    ? new Promise<void>((resolve) =>
        process.once('message', (message: { go?: Record<string, string> }) => {
          Object.assign(process.env, message.go)
          resolve()
        }),
      )
    : undefined

// scripts/start.ts supervises the embedded PostgreSQL and says when it restarted it: /monitoring
// raises an alert from it (src/lib/metrics/database-restarts.ts).
if (process.send)
  process.on('message', (message: { databaseRestarted?: DatabaseRestart }) => {
    if (message?.databaseRestarted) recordDatabaseRestart(message.databaseRestarted)
  })

await app.prepare()
await go

// A small pool of its own: screening runs before Next, so Payload's pool is not reachable here.
// Created after prepare(), which blocks the event loop long enough to time out a first connection.
let pool: pg.Pool | undefined
let front: Front | undefined
if (monitoring) {
  if (process.env.DATABASE_URL) {
    pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: 3,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    })
    // A lost database must not crash the server: screening carries on with the last block list.
    watchPool(pool, () => {})
  }
  front = createFront({ db: pool })
}

const server = http.createServer((req, res) => {
  req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? ''
  // The outer body limit of every route, before anything reads a byte (src/server/request-size.ts).
  if (refuseOversizedBody(req, res)) return
  // What CDNs, proxies and browsers may keep (src/server/cache-policy.ts). First, so that the
  // HTML rewrite below hands its head on to it.
  if (!dev) applyCachePolicy(req, res)
  // Next 16.4 doubles the Location of a cached redirect (src/platform/next-duplicated-location.ts).
  if (!dev) keepSingleLocation(res)
  // No x-middleware-*/x-nextjs-* on what browsers load (src/server/internal-headers.ts).
  if (!dev) dropInternalHeaders(req, res)
  // Production pages: the framework's scripts run after the first paint
  // (src/server/defer-framework-scripts.ts), and script-src lists the hashes of the page's own
  // inline scripts instead of 'unsafe-inline' (src/server/script-hashes.ts).
  if (!dev) hashInlineScripts(req, res, deferFrameworkScripts)
  const answered = front ? front.handle(req, res) : false
  if (answered === false) return void handle(req, res)
  if (answered !== true) {
    void answered.then((done) => {
      if (!done) void handle(req, res)
    })
  }
})
if (front) server.on('connection', front.connection)
// Keep-alive longer than a typical load balancer's idle timeout, so it never reuses a closed socket.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.requestTimeout = 30_000
server.listen(port, hostname, () => {
  console.log(`✓ Ready on http://${hostname}:${port}${monitoring ? '' : ' (monitoring disabled)'}`)
})

const close = () => {
  front?.stop()
  void pool?.end().catch(() => {})
  // The background loops' runs under way finish, then their lock is given up, so that another
  // instance takes the once-per-database work over at its next turn (src/lib/jobs/background-loops.ts).
  const loopsStopped = stopProcessScheduler().catch(() => {})
  server.close(() => void loopsStopped.finally(() => process.exit(0)))
  server.closeAllConnections()
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', close)
process.on('SIGINT', close)
// Started by scripts/start.ts with an IPC channel: if that parent dies (even by SIGKILL), stop too
// rather than linger as an orphan holding the port.
process.on('disconnect', close)
