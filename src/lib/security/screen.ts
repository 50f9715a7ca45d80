import { requestMetrics } from '@/lib/metrics/registry'
import { noteBlocked } from './blocklist'
import { THIRD_PARTY_SUFFIX } from './cross-site'
import { blockPolicy, isLoopback } from './policy'
import { blockIp, eventsSince, insertEvents, type Queryable } from './store'
import type { ThreatHit, ThreatReason } from './threats'

export interface FlaggedRequest {
  ip: string
  method: string
  /** The path without the query. */
  endpoint: string
  userAgent?: string
  hits: readonly ThreatHit[]
  /**
   * Another site could have made a visitor's browser send it (src/lib/security/cross-site.ts): it is
   * recorded, marked, and never counted towards a block.
   */
  thirdParty?: boolean
}

/**
 * Stores one event per reason of a flagged request, then blocks the address when its events in the
 * window reach the threshold (counted in PostgreSQL, so hits spread over several instances add up).
 * Returns true when the address is blocked from now on.
 */
export async function recordThreats(db: Queryable, request: FlaggedRequest): Promise<boolean> {
  const firstByReason = new Map<ThreatReason, ThreatHit>()
  for (const hit of request.hits) if (!firstByReason.has(hit.reason)) firstByReason.set(hit.reason, hit)
  if (firstByReason.size === 0) return false
  const metrics = requestMetrics()
  for (const reason of firstByReason.keys()) metrics.threat(reason)

  await insertEvents(
    db,
    [...firstByReason.values()].map((hit) => ({
      reason: hit.reason,
      ip: request.ip,
      method: request.thirdParty ? `${request.method}${THIRD_PARTY_SUFFIX}` : request.method,
      endpoint: request.endpoint,
      detail: hit.detail,
      userAgent: request.userAgent,
    })),
  )
  if (request.thirdParty) return false
  const policy = blockPolicy()
  // "unknown": no address was stamped (not behind serve.ts); blocking it would block everyone.
  if (request.ip === 'unknown' || isLoopback(request.ip) || policy.allowlist.has(request.ip)) return false
  const now = Date.now()
  const hits = await eventsSince(db, request.ip, new Date(now - policy.windowMs))
  if (hits < policy.threshold) return false
  const until = now + policy.blockMs
  await blockIp(db, { ip: request.ip, reason: [...firstByReason.keys()].join(', '), hits, until: new Date(until) })
  noteBlocked(request.ip, until)
  return true
}
