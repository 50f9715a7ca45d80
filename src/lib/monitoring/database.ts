import type { Payload } from 'payload'

import { countConnections } from './store'

export const DATABASE_CHECK_TIMEOUT_MS = 1500

export interface DatabaseCheck {
  status: 'up' | 'down'
  latency_ms: number | null
  /** Sessions open on the database, by every instance of the site (and anything else connected). */
  connections: number | null
  error?: string
}

/**
 * One round trip to PostgreSQL, bounded in time: a stopped server fails at connect (the pool's 2 s
 * connectionTimeoutMillis), but a paused or partitioned one would hold an idle connection's query
 * forever, and a health check must answer (load balancers time out at a few seconds).
 */
export async function checkDatabase(payload: Payload, timeoutMs = DATABASE_CHECK_TIMEOUT_MS): Promise<DatabaseCheck> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    const query = countConnections(payload)
    query.catch(() => {})
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
    })
    const { rows } = await Promise.race([query, timeout])
    return {
      status: 'up',
      latency_ms: Math.round((performance.now() - started) * 10) / 10,
      connections: Number(rows[0]?.connections ?? 0),
    }
  } catch (error) {
    return { status: 'down', latency_ms: null, connections: null, error: describe(error) }
  } finally {
    clearTimeout(timer)
  }
}

/** A short, secret-free reason (pg messages can carry host names; codes and our timeout do not). */
function describe(error: unknown): string {
  const code = (error as { code?: unknown })?.code
  if (typeof code === 'string') return code
  const message = (error as Error)?.message ?? ''
  return /no answer within/.test(message) ? 'timeout' : 'unreachable'
}
