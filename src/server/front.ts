import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

import { clientIp } from '@/lib/http/client-ip'
import type { HttpRequest } from '@/lib/http/request'
import { requestMetrics } from '@/lib/metrics/registry'
import { createScheduler, type Loop } from '@/lib/runtime/loop-engine'
import { blockedJson, blockedLocale, blockedPage } from '@/lib/security/blocked'
import { BLOCKLIST_REFRESH_MS, isBlocked, refreshBlocklist } from '@/lib/security/blocklist'
import { SECURITY_EVENT_RETENTION_DAYS } from '@/lib/security/policy'
import { couldBeThirdParty } from '@/lib/security/cross-site'
import { recordThreats } from '@/lib/security/screen'
import { pruneEvents, type Queryable } from '@/lib/security/store'
import { detectThreats } from '@/lib/security/threats'

export interface FrontOptions {
  /** PostgreSQL for security events and blocks; without it requests are timed but not screened. */
  db?: Queryable
  log?: (message: string) => void
}

export interface Front {
  /** Counts a client connection (server 'connection' event). */
  connection: (socket: Socket) => void
  /**
   * Times the request, refuses blocked addresses and screens path and query. True when it answered
   * the request itself (403), false when the caller should hand it on to Next.js; a promise of that
   * only for a flagged request, which waits for its event to be stored (clean requests never wait).
   */
  handle: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>
  stop: () => void
}

/**
 * The firewall's background loops, on the loop engine as the site's are (src/lib/jobs/background-loops.ts),
 * but started by createFront in serve.ts, outside Next's bundle, with no lock: every instance refuses
 * from its own copy of the blocked addresses, and pruning old security events is one DELETE,
 * harmless twice.
 */
export function frontLoops(onRefreshed: () => void = () => {}): Loop<Queryable>[] {
  return [
    {
      name: 'blocked-addresses',
      everyMs: BLOCKLIST_REFRESH_MS,
      // At once: an address blocked before the start is refused from the first request on.
      firstMs: 0,
      exclusive: false,
      enabled: true,
      run: async (db) => {
        await refreshBlocklist(db)
        onRefreshed()
      },
      failure: 'Blocked-address list not refreshed (database unreachable?)',
    },
    {
      name: 'security-events',
      everyMs: 60 * 60_000,
      exclusive: false,
      enabled: true,
      run: async (db) => void (await pruneEvents(db, SECURITY_EVENT_RETENTION_DAYS)),
      failure: 'Old security events not pruned',
    },
  ]
}

/** clientIp() reads headers through the Fetch API; a view over Node's headers avoids building one. */
function nodeRequestView(req: IncomingMessage): HttpRequest {
  return {
    headers: {
      get: (name: string) => {
        const value = req.headers[name.toLowerCase()]
        return Array.isArray(value) ? (value[0] ?? null) : (value ?? null)
      },
    } as Headers,
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

function refuse(req: IncomingMessage, res: ServerResponse, path: string): void {
  res.statusCode = 403
  res.setHeader('Cache-Control', 'no-store')
  if (path.startsWith('/api/') || path === '/api') {
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.end(JSON.stringify(blockedJson(blockedLocale(req.headers['accept-language']))))
  } else {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(blockedPage())
  }
}

/**
 * What src/server/serve.ts does to every request before Next.js sees it: request metrics (timed to the
 * response's last byte) and the path/query half of security screening (JSON bodies are screened by
 * the endpoints, src/lib/http/screen-body.ts). The client address is the one serve.ts stamped.
 */
export function createFront({ db, log = console.warn }: FrontOptions = {}): Front {
  const metrics = requestMetrics()
  // Once per outage, and not for a single slow connection (the first one, while the server warms up).
  let failures = 0
  const warnOnce = (message: string) => {
    failures++
    if (failures === 2) log(message)
  }

  const scheduler =
    db &&
    createScheduler({
      context: db,
      loops: frontLoops(() => (failures = 0)),
      log: (error, message) => warnOnce(`${message}: ${(error as Error)?.message ?? error}`),
    })
  scheduler?.start()

  return {
    connection(socket) {
      metrics.connectionOpened()
      socket.once('close', () => metrics.connectionClosed())
    },

    handle(req, res) {
      const started = performance.now()
      const url = req.url ?? '/'
      const q = url.indexOf('?')
      const path = q === -1 ? url : url.slice(0, q)
      const method = req.method ?? 'GET'
      metrics.requestStarted()
      res.once('finish', () => {
        metrics.record({ method, path, status: res.statusCode, durationMs: performance.now() - started })
      })
      res.once('close', () => metrics.requestEnded())

      const ip = clientIp(nodeRequestView(req))
      if (isBlocked(ip)) {
        metrics.blockedRequest()
        refuse(req, res, path)
        return true
      }
      if (!db) return false

      const hits = detectThreats({ path, query: q === -1 ? '' : url.slice(q + 1) })
      if (hits.length === 0) return false
      return recordThreats(db, {
        ip,
        method,
        endpoint: path.slice(0, 300),
        userAgent: req.headers['user-agent'],
        hits,
        thirdParty: couldBeThirdParty({
          method,
          fetchSite: header(req, 'sec-fetch-site'),
          contentType: header(req, 'content-type'),
        }),
      }).then(
        (blocked) => {
          // The request that reaches the threshold is the first one refused.
          if (blocked) refuse(req, res, path)
          return blocked
        },
        (error: Error) => {
          warnOnce(`Could not record a security event: ${error.message}`)
          return false
        },
      )
    },

    stop() {
      void scheduler?.stop()
    },
  }
}
