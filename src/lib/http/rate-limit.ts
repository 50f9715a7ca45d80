import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { adapterPool } from '@/platform/payload-adapter'
import { clientIp } from './client-ip'
import { isDatabaseUnavailable, databaseUnavailableError } from './database'
import { HttpError } from './errors'
import { httpMessage, requestLocale } from './messages'
import type { HttpRequest } from './request'

/** Created by migrations/20261126_000259_rate_limits.ts, never at request time. */
export const RATE_LIMIT_TABLE = 'rate_limits'

export interface RateLimitOptions {
  /** What is being limited ("public-post", "admin-login"); the visitor's IP is appended. */
  key: string
  points: number
  durationSec: number
  /** Overrides the IP as the subject of the limit (e.g. an account name). */
  subject?: string
}

type Pool = object
const limiters = new WeakMap<Pool, Map<string, RateLimiterPostgres>>()

/**
 * The limiter of `key` on this database, one per pool: the login throttle also uses it directly,
 * to give a point back.
 */
export function sharedLimiter(
  payload: Payload,
  { key, points, durationSec }: Omit<RateLimitOptions, 'subject'>,
): RateLimiterPostgres {
  // Counters live in PostgreSQL so that every instance behind a load balancer shares them.
  const pool = adapterPool<Pool>(payload)
  if (!pool) throw new Error('The database adapter exposes no pg pool for rate limiting')
  let byKey = limiters.get(pool)
  if (!byKey) limiters.set(pool, (byKey = new Map()))
  const id = `${key}|${points}|${durationSec}`
  let limiter = byKey.get(id)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix: key,
      points,
      duration: durationSec,
      // The in-memory block saves a database round trip for clients hammering well past the
      // limit; it is per instance, which only makes blocking stricter, never looser.
      inMemoryBlockOnConsumed: points * 3,
      inMemoryBlockDuration: durationSec,
    })
    byKey.set(id, limiter)
  }
  return limiter
}

/**
 * Consumes one point for the calling IP (or `subject`); over the limit it throws 429 with
 * Retry-After. A database that cannot be reached surfaces as 503: without the counter the request
 * could not be stored anyway.
 */
export async function rateLimit(
  req: HttpRequest & { payload: Payload },
  options: RateLimitOptions,
): Promise<RateLimiterRes> {
  const locale = requestLocale(req)
  const subject = options.subject ?? clientIp(req)
  try {
    return await sharedLimiter(req.payload, options).consume(subject, 1)
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
      throw new HttpError(429, 'RATE_LIMITED', httpMessage('rateLimited', locale), {
        extra: { retryAfter },
        headers: { 'Retry-After': String(retryAfter) },
      })
    }
    if (isDatabaseUnavailable(rejection)) throw databaseUnavailableError(locale)
    throw rejection
  }
}
