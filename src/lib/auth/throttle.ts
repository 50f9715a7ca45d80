import type { Payload } from 'payload'
import { RateLimiterPostgres } from 'rate-limiter-flexible'

import { HttpError, isHttpError } from '../http/errors'
import { rateLimit, RATE_LIMIT_TABLE } from '../http/rate-limit'
import type { HttpRequest } from '../http/request'
import type { ValidationLocale } from '../schemas/errors'
import { authMessage } from './messages'

/** 5 failed sign-ins (wrong password or wrong code) per IP per 15 minutes. */
export const LOGIN_LIMIT = { key: 'admin-login', points: 5, durationSec: 15 * 60 } as const

/**
 * Takes one point before the password or code is checked, so that parallel guesses cannot all slip
 * under the limit; a successful check gives it back (`forgiveAttempt`). Over the limit: 429 with
 * Retry-After. The counters live in PostgreSQL, shared by every instance.
 */
export async function countLoginAttempt(req: HttpRequest & { payload: Payload }, locale: ValidationLocale): Promise<void> {
  try {
    await rateLimit(req, LOGIN_LIMIT)
  } catch (error) {
    if (isHttpError(error) && error.status === 429) {
      const retryAfter = Number(error.headers?.['Retry-After'] ?? LOGIN_LIMIT.durationSec)
      throw new HttpError(429, 'RATE_LIMITED', authMessage('tooManyAttempts', locale, { minutes: Math.max(1, Math.ceil(retryAfter / 60)) }), {
        extra: { retryAfter },
        headers: { 'Retry-After': String(retryAfter) },
      })
    }
    throw error
  }
}

const forgivers = new WeakMap<object, RateLimiterPostgres>()

function forgiver(payload: Payload): RateLimiterPostgres {
  const pool = (payload.db as unknown as { pool: object }).pool
  let limiter = forgivers.get(pool)
  if (!limiter) {
    // Same table, prefix and window as the limiter rateLimit() uses, so they share the counter.
    limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix: LOGIN_LIMIT.key,
      points: LOGIN_LIMIT.points,
      duration: LOGIN_LIMIT.durationSec,
    })
    forgivers.set(pool, limiter)
  }
  return limiter
}

/** Gives back the point of an attempt that turned out right (only failures count). */
export async function forgiveAttempt(payload: Payload, ip: string): Promise<void> {
  await forgiver(payload).reward(ip, 1).catch((error: unknown) => {
    payload.logger.warn({ msg: `Could not give back a login attempt point: ${(error as Error).message}` })
  })
}
