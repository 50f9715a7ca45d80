import type { Locale } from '@/i18n/routing'

import { HttpError } from './errors'
import { httpMessage } from './messages'

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_S = 5

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // PostgreSQL: admin/crash shutdown, cannot connect now, too many connections, connection exceptions
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])

// pg and Payload report some connection failures only in words (pg-pool's timeout, Payload's
// "cannot begin transaction", which drops the original error's code).
const CONNECTION_MESSAGES =
  /timeout exceeded when trying to connect|connection terminated|cannot begin transaction|cannot connect to postgres|client has encountered a connection error|connection refused|the database system is (?:starting up|shutting down|in recovery mode)|terminating connection|Client was closed and is not queryable/i

/**
 * True when the error means "the database cannot be reached", as opposed to a query the database
 * refused. Walks `cause` (drizzle wraps pg errors) and AggregateError members (a host name that
 * resolves to several addresses fails once per address).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 6 || error === null || typeof error !== 'object') return false
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return isDatabaseUnavailable(e.cause, depth + 1)
}

export function databaseUnavailableError(locale: Locale = 'en'): HttpError {
  return new HttpError(503, 'SERVICE_UNAVAILABLE', httpMessage('unavailable', locale), {
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_S) },
  })
}

/**
 * Runs `fn` and turns a lost database into 503 + Retry-After. How fast that answer comes is set
 * by the pool: a refused connection fails at once, an unresponsive host after the pool's
 * connectionTimeoutMillis (2 s in payload.config.ts). No timer races the query here: a query that
 * is merely slow may still commit, and answering 503 for a stored record would invite a duplicate.
 */
export async function withDatabaseGuard<T>(fn: () => Promise<T>, locale: Locale = 'en'): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw databaseUnavailableError(locale)
    throw error
  }
}
