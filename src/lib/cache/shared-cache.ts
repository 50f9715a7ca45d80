import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

/**
 * The connection of one instance to the shared cache (REDIS_URL: Redis or Valkey), for
 * src/lib/cache/next-cache-handler.ts. What the library (@fortedigital/nextjs-cache-handler)
 * leaves to its user, and this module settles:
 *  - the site must not wait for, or fail with, the cache: the first connection is not awaited,
 *    commands fail at once while it is down (no offline queue), and the library's handler then
 *    answers "not cached", so Next renders the page (and its `set` is dropped);
 *  - an outage is logged once when it starts and once when it ends, not at every retry;
 *  - while the connection was down, this instance's publishes could not expire anything: the
 *    entries written before the outage may be stale, so when it comes back this instance deletes
 *    the site's keys (its namespace, below) and pages are rendered afresh.
 */

export type SharedCacheLog = (message: string) => void

export interface SharedCacheOptions {
  url: string
  /** Every key starts with it; a namespace per site and per version of the sources. */
  keyPrefix: string
  log?: SharedCacheLog
  /** Longest wait between two reconnection attempts (ms). */
  maxRetryDelayMs?: number
  /** Longest wait for one command before it counts as failed (ms). */
  commandTimeoutMs?: number
}

/** REDIS_URL with its password left out, for logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(unparsable REDIS_URL)'
  }
}

export function connectSharedCache({
  url,
  keyPrefix,
  log = console.warn,
  maxRetryDelayMs = 2000,
  commandTimeoutMs = 1000,
}: SharedCacheOptions) {
  const client = createClient({
    url,
    // A command sent while disconnected fails at once instead of waiting in a queue: the page is
    // rendered without the cache rather than held until the cache returns.
    disableOfflineQueue: true,
    // A connection that died without closing (a cut network) is noticed by the ping.
    pingInterval: 5000,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, maxRetryDelayMs),
    },
  })
  const where = redactUrl(url)
  let down = false
  let everReady = false
  let closed = false

  client.on('error', (error: Error) => {
    if (down || closed) return
    down = true
    log(
      `Shared cache unreachable at ${where} (${error.message}): pages are rendered without it until it ` +
        'returns; reconnecting in the background.',
    )
  })
  client.on('ready', () => {
    if (!down) return void (everReady = true)
    down = false
    log(`Shared cache at ${where} is ${everReady ? 'back' : 'reachable'}.`)
    everReady = true
    // Publishes made while it was out of reach expired nothing: drop what it holds for this site.
    void clearNamespace().catch(() => {})
  })

  async function clearNamespace() {
    let removed = 0
    for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 500 })) {
      if (keys.length) removed += await client.unlink(keys)
    }
    if (removed) log(`Shared cache: ${removed} entries written before the outage dropped (they may be stale).`)
  }

  // Not awaited: the site starts whether or not the cache is there; node-redis keeps trying.
  client.connect().catch(() => {})

  const handler = createRedisHandler({
    client: client as unknown as Parameters<typeof createRedisHandler>[0]['client'],
    keyPrefix,
    timeoutMs: commandTimeoutMs,
  })

  return {
    client,
    handler,
    isReady: () => client.isReady,
    clearNamespace,
    async close() {
      closed = true
      client.destroy()
    },
  }
}

export type SharedCache = ReturnType<typeof connectSharedCache>
