import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { HttpError, isHttpError } from '@/lib/http/errors'
import { rateLimit, sharedLimiter } from '@/lib/http/rate-limit'
import type { HttpRequest } from '@/lib/http/request'
import { authMessage } from './messages'

/** 5 failed sign-ins (wrong password or wrong code) per IP per 15 minutes. */
export const LOGIN_LIMIT = { key: 'admin-login', points: 5, durationSec: 15 * 60 } as const

/** The same for CMS editors' sign-ins (/api/users/login), counted apart from the dashboard's. */
export const CMS_LOGIN_LIMIT = { key: 'cms-login', points: 5, durationSec: 15 * 60 } as const

type LoginLimit = typeof LOGIN_LIMIT | typeof CMS_LOGIN_LIMIT

/**
 * Takes one point before the password or code is checked, so that parallel guesses cannot all slip
 * under the limit; a successful check gives it back (`forgiveAttempt`). Over the limit: 429 with
 * Retry-After. The counters live in PostgreSQL, shared by every instance.
 */
export async function countLoginAttempt(
  req: HttpRequest & { payload: Payload },
  locale: Locale,
  limit: LoginLimit = LOGIN_LIMIT,
): Promise<void> {
  try {
    await rateLimit(req, limit)
  } catch (error) {
    if (isHttpError(error) && error.status === 429) {
      const retryAfter = Number(error.headers?.['Retry-After'] ?? limit.durationSec)
      throw new HttpError(
        429,
        'RATE_LIMITED',
        authMessage('tooManyAttempts', locale, { minutes: Math.max(1, Math.ceil(retryAfter / 60)) }),
        {
          extra: { retryAfter },
          headers: { 'Retry-After': String(retryAfter) },
        },
      )
    }
    throw error
  }
}

/** Gives back the point of an attempt that turned out right (only failures count). */
export async function forgiveAttempt(payload: Payload, ip: string, limit: LoginLimit = LOGIN_LIMIT): Promise<void> {
  try {
    // The limiter countLoginAttempt consumed from: same table, prefix and window, same counter.
    await sharedLimiter(payload, limit).reward(ip, 1)
  } catch (error) {
    payload.logger.warn({ msg: `Could not give back a login attempt point: ${(error as Error).message}` })
  }
}
