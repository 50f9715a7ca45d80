import { ApiError } from './request'

/**
 * Retry rules of the site's queries and mutations, decided on the HTTP status.
 *
 * A rule that tests the error message for substrings ("contains 4" is never retried) would
 * swallow 429 and every 5xx whose body happens to contain a 4 ("503: retry in 4 s"), so the
 * rules below read the parsed status instead: 4xx are final except 429, 503 is retried most,
 * anything else (other 5xx, network errors with no status) a little.
 *
 * How TanStack Query v5 calls these (query-core/src/retryer.ts, checked against 5.108): after a
 * failure it calls `retry(failureCount, error)` and `retryDelay(failureCount, error)` where
 * failureCount is the number of retries already made, 0 at the first decision. It retries while
 * `retry` returns true, so "retried up to N times" is `failureCount < N`, and the first retry waits
 * `retryDelay(0, error)`. retryDelay is evaluated even when no retry follows, so it must be pure
 * apart from the random source.
 */

export const QUERY_RETRY_LIMITS = { rateLimited: 3, unavailable: 5, other: 2 } as const
export const MUTATION_RETRY_LIMITS = { rateLimited: 2, other: 1 } as const

export const QUERY_BASE_DELAY_MS = 1_000
export const QUERY_MAX_BACKOFF_MS = 30_000
export const QUERY_MAX_JITTER_MS = 1_000
export const QUERY_RATE_LIMIT_EXTRA_MS = 5_000
export const MUTATION_BASE_DELAY_MS = 2_000
export const MUTATION_BACKOFF_FACTOR = 1.5
export const MUTATION_MAX_DELAY_MS = 10_000

/**
 * Beyond this wait the error is surfaced instead of retried: a login blocked for 15 minutes should
 * tell the administrator so now, not resubmit by itself a quarter of an hour later while a spinner
 * turns.
 */
export const MAX_HONOURED_RETRY_AFTER_S = 60

/** The HTTP status behind an error, or undefined for failures that never got an answer. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status
  if (error !== null && typeof error === 'object') {
    const status = (error as { status?: unknown }).status
    if (typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599) return status
  }
  // Errors built elsewhere in the "<status>: <text>" message format still carry their status.
  if (error instanceof Error) {
    const match = /^([1-5]\d\d): /.exec(error.message)
    if (match) return Number(match[1])
  }
  return undefined
}

function retryAfterSeconds(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object') return undefined
  const value = (error as { retryAfter?: unknown }).retryAfter
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined
}

function retryAfterMs(error: unknown): number {
  return (retryAfterSeconds(error) ?? 0) * 1000
}

function waitsTooLong(error: unknown): boolean {
  return (retryAfterSeconds(error) ?? 0) > MAX_HONOURED_RETRY_AFTER_S
}

const isClientError = (status: number | undefined): boolean => status !== undefined && status >= 400 && status < 500

function queryRetryLimit(status: number | undefined): number {
  if (status === 429) return QUERY_RETRY_LIMITS.rateLimited
  if (status === 503) return QUERY_RETRY_LIMITS.unavailable
  if (isClientError(status)) return 0
  return QUERY_RETRY_LIMITS.other
}

function mutationRetryLimit(status: number | undefined): number {
  if (status === 429) return MUTATION_RETRY_LIMITS.rateLimited
  if (isClientError(status)) return 0
  return MUTATION_RETRY_LIMITS.other
}

export interface RetryPolicy {
  shouldRetryQuery(failureCount: number, error: unknown): boolean
  queryRetryDelay(attempt: number, error: unknown): number
  shouldRetryMutation(failureCount: number, error: unknown): boolean
  mutationRetryDelay(attempt: number, error: unknown): number
}

/** `random` returns a number in [0, 1) like Math.random; tests pass a fixed one. */
export function createRetryPolicy({ random = () => Math.random() }: { random?: () => number } = {}): RetryPolicy {
  return {
    shouldRetryQuery(failureCount, error) {
      if (waitsTooLong(error)) return false
      return failureCount < queryRetryLimit(statusOf(error))
    },

    queryRetryDelay(attempt, error) {
      const backoff = Math.min(QUERY_BASE_DELAY_MS * 2 ** attempt, QUERY_MAX_BACKOFF_MS)
      // Jitter spreads the retries of many clients hit by one outage so they do not return in step.
      const jitter = Math.floor(random() * QUERY_MAX_JITTER_MS)
      const rateLimitExtra = statusOf(error) === 429 ? QUERY_RATE_LIMIT_EXTRA_MS : 0
      return Math.max(backoff + jitter + rateLimitExtra, retryAfterMs(error))
    },

    // A 5xx or a lost connection may come after the server stored the record. Retrying is safe
    // only because public POSTs carry an Idempotency-Key: create it once per submission (in the
    // mutation variables), never inside mutationFn, so every retry repeats the same key.
    shouldRetryMutation(failureCount, error) {
      if (waitsTooLong(error)) return false
      return failureCount < mutationRetryLimit(statusOf(error))
    },

    mutationRetryDelay(attempt, error) {
      const backoff = Math.min(MUTATION_BASE_DELAY_MS * MUTATION_BACKOFF_FACTOR ** attempt, MUTATION_MAX_DELAY_MS)
      return Math.max(backoff, retryAfterMs(error))
    },
  }
}

const defaultPolicy = createRetryPolicy()

export const shouldRetryQuery = defaultPolicy.shouldRetryQuery
export const queryRetryDelay = defaultPolicy.queryRetryDelay
export const shouldRetryMutation = defaultPolicy.shouldRetryMutation
export const mutationRetryDelay = defaultPolicy.mutationRetryDelay
