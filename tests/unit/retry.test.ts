import { MutationObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/request'
import { makeQueryClient } from '@/lib/api/query-client'
import {
  createRetryPolicy,
  MAX_HONOURED_RETRY_AFTER_S,
  mutationRetryDelay,
  queryRetryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
  statusOf,
} from '@/lib/api/retry'

const apiError = (status: number, bodyText = '', retryAfter?: number) =>
  new ApiError({ status, statusText: 'x', bodyText, retryAfter })

/** How many retries a rule allows: the first failureCount it refuses. */
const allowedRetries = (rule: (n: number, e: unknown) => boolean, error: unknown): number => {
  let n = 0
  while (rule(n, error) && n < 100) n += 1
  return n
}

describe('statusOf', () => {
  it('reads ApiError, a status property, or the "<status>: <text>" message format', () => {
    expect(statusOf(apiError(503))).toBe(503)
    expect(statusOf({ status: 429 })).toBe(429)
    expect(statusOf(new Error('502: Bad Gateway'))).toBe(502)
    expect(statusOf(new TypeError('Failed to fetch'))).toBeUndefined()
    expect(statusOf({ status: 'nope' })).toBeUndefined()
    expect(statusOf(undefined)).toBeUndefined()
  })
})

describe('shouldRetryQuery', () => {
  it('never retries 4xx other than 429', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422]) {
      expect(allowedRetries(shouldRetryQuery, apiError(status))).toBe(0)
    }
  })

  it('retries 429 up to 3 times', () => {
    expect(allowedRetries(shouldRetryQuery, apiError(429))).toBe(3)
  })

  it('retries 503 up to 5 times', () => {
    expect(allowedRetries(shouldRetryQuery, apiError(503))).toBe(5)
  })

  it('retries other 5xx and network errors up to 2 times', () => {
    expect(allowedRetries(shouldRetryQuery, apiError(500))).toBe(2)
    expect(allowedRetries(shouldRetryQuery, apiError(502))).toBe(2)
    expect(allowedRetries(shouldRetryQuery, new TypeError('Failed to fetch'))).toBe(2)
  })

  it('decides on the status, not on digits in the body (the literal "contains 4" rule)', () => {
    // "500: only 4 slots" contains a 4 but is a server error.
    expect(allowedRetries(shouldRetryQuery, apiError(500, 'only 4 slots left'))).toBe(2)
    expect(allowedRetries(shouldRetryQuery, apiError(503, 'retry in 45 s'))).toBe(5)
    expect(allowedRetries(shouldRetryQuery, new Error('503: maintenance until 14:00'))).toBe(5)
  })

  it('gives up when the server asks for a longer wait than it is worth retrying', () => {
    expect(shouldRetryQuery(0, apiError(429, '', MAX_HONOURED_RETRY_AFTER_S))).toBe(true)
    expect(shouldRetryQuery(0, apiError(429, '', MAX_HONOURED_RETRY_AFTER_S + 1))).toBe(false)
    expect(shouldRetryQuery(0, apiError(503, '', 900))).toBe(false)
  })
})

describe('queryRetryDelay', () => {
  const noJitter = createRetryPolicy({ random: () => 0 })
  const maxJitter = createRetryPolicy({ random: () => 0.9999 })

  it('starts at 1 s and doubles per attempt, capped at 30 s', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6].map((attempt) => noJitter.queryRetryDelay(attempt, apiError(500)))
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })

  it('adds up to 1 s of jitter', () => {
    expect(maxJitter.queryRetryDelay(0, apiError(500))).toBe(1999)
    expect(createRetryPolicy({ random: () => 0.5 }).queryRetryDelay(2, apiError(500))).toBe(4500)
    for (let i = 0; i < 50; i += 1) {
      const delay = queryRetryDelay(1, apiError(500))
      expect(delay).toBeGreaterThanOrEqual(2000)
      expect(delay).toBeLessThan(3000)
    }
  })

  it('adds 5 s for 429', () => {
    expect(noJitter.queryRetryDelay(0, apiError(429))).toBe(6000)
    expect(noJitter.queryRetryDelay(2, apiError(429))).toBe(9000)
    expect(noJitter.queryRetryDelay(0, apiError(503))).toBe(1000)
  })

  it('waits at least the Retry-After the server sent', () => {
    expect(noJitter.queryRetryDelay(0, apiError(503, '', 20))).toBe(20000)
    expect(noJitter.queryRetryDelay(0, apiError(429, '', 2))).toBe(6000)
    expect(noJitter.queryRetryDelay(5, apiError(503, '', 10))).toBe(30000)
  })
})

describe('shouldRetryMutation', () => {
  it('does not retry 4xx other than 429', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422]) {
      expect(allowedRetries(shouldRetryMutation, apiError(status))).toBe(0)
    }
  })

  it('retries 429 up to 2 times', () => {
    expect(allowedRetries(shouldRetryMutation, apiError(429))).toBe(2)
  })

  it('retries anything else once', () => {
    expect(allowedRetries(shouldRetryMutation, apiError(500))).toBe(1)
    expect(allowedRetries(shouldRetryMutation, apiError(503))).toBe(1)
    expect(allowedRetries(shouldRetryMutation, new TypeError('Failed to fetch'))).toBe(1)
    expect(allowedRetries(shouldRetryMutation, apiError(502, 'upstream 404'))).toBe(1)
  })

  it('gives up on a long Retry-After', () => {
    expect(shouldRetryMutation(0, apiError(429, '', 900))).toBe(false)
  })
})

describe('mutationRetryDelay', () => {
  it('is 2 s times 1.5 per attempt, capped at 10 s', () => {
    const delays = [0, 1, 2, 3, 4, 5].map((attempt) => mutationRetryDelay(attempt, apiError(500)))
    expect(delays).toEqual([2000, 3000, 4500, 6750, 10000, 10000])
  })

  it('waits at least the Retry-After', () => {
    expect(mutationRetryDelay(0, apiError(429, '', 30))).toBe(30000)
    expect(mutationRetryDelay(1, apiError(429, '', 1))).toBe(3000)
  })
})

/** A fetch stub that always answers with `status`, counting calls. */
function failingFetch(status: number, headers: Record<string, string> = {}) {
  return vi.fn(async () => new Response(`${status} body`, { status, statusText: 'Failing', headers }))
}

describe('with a real QueryClient (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('retries a 503 query 5 times on the 1-2-4-8-16 s schedule, then rejects', async () => {
    vi.useFakeTimers()
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const fetchMock = failingFetch(503)
    vi.stubGlobal('fetch', fetchMock)

    const client = makeQueryClient()
    const result = client.fetchQuery({ queryKey: ['/api/health'] }).catch((error: unknown) => error)

    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(4000 + 8000)
    expect(fetchMock).toHaveBeenCalledTimes(5)
    await vi.advanceTimersByTimeAsync(16000)
    expect(fetchMock).toHaveBeenCalledTimes(6)

    const error = await result
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(503)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(6)
  })

  it('does not retry a 404 query', async () => {
    vi.useFakeTimers()
    const fetchMock = failingFetch(404)
    vi.stubGlobal('fetch', fetchMock)
    const client = makeQueryClient()
    const result = client.fetchQuery({ queryKey: ['/api/blog', 'missing'] }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect((await result) as ApiError).toMatchObject({ status: 404, message: '404: 404 body' })
  })

  it('honours Retry-After on a 429 query', async () => {
    vi.useFakeTimers()
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const fetchMock = failingFetch(429, { 'Retry-After': '20' })
    vi.stubGlobal('fetch', fetchMock)
    const client = makeQueryClient()
    void client.fetchQuery({ queryKey: ['/api/metrics'] }).catch(() => undefined)

    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // 1 s + 5 s for 429 would be 6 s; the server asked for 20 s.
    await vi.advanceTimersByTimeAsync(19_999)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('retries a failing mutation once after 2 s', async () => {
    vi.useFakeTimers()
    const client = makeQueryClient()
    const mutationFn = vi.fn(async () => {
      throw apiError(500, 'boom')
    })
    const observer = new MutationObserver(client, { mutationFn })
    const result = observer.mutate(undefined).catch((error: unknown) => error)

    await vi.advanceTimersByTimeAsync(0)
    expect(mutationFn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1999)
    expect(mutationFn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(mutationFn).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(mutationFn).toHaveBeenCalledTimes(2)
    expect(await result).toMatchObject({ status: 500 })
  })

  it('does not retry a 422 mutation', async () => {
    vi.useFakeTimers()
    const client = makeQueryClient()
    const mutationFn = vi.fn(async () => {
      throw apiError(422, '{"error":"VALIDATION_FAILED"}')
    })
    const result = new MutationObserver(client, { mutationFn }).mutate(undefined).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(mutationFn).toHaveBeenCalledTimes(1)
    expect(await result).toMatchObject({ status: 422 })
  })
})

describe('429 schedules with a real QueryClient (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('retries a 429 query 3 times at backoff + 5 s (6, 7, 9 s) when the server names no wait', async () => {
    vi.useFakeTimers()
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const fetchMock = failingFetch(429)
    vi.stubGlobal('fetch', fetchMock)
    const result = makeQueryClient()
      .fetchQuery({ queryKey: ['/api/admin/contacts'] })
      .catch((error: unknown) => error)

    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(5_999)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(7_000)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(9_000)
    expect(fetchMock).toHaveBeenCalledTimes(4)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(fetchMock).toHaveBeenCalledTimes(4)
    expect(await result).toMatchObject({ status: 429 })
  })

  it('retries a 429 mutation twice, after 2 s then 3 s', async () => {
    vi.useFakeTimers()
    const mutationFn = vi.fn(async () => {
      throw apiError(429, '{"error":"RATE_LIMITED"}')
    })
    const result = new MutationObserver(makeQueryClient(), { mutationFn })
      .mutate(undefined)
      .catch((error: unknown) => error)

    await vi.advanceTimersByTimeAsync(0)
    expect(mutationFn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(mutationFn).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2_999)
    expect(mutationFn).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(mutationFn).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(mutationFn).toHaveBeenCalledTimes(3)
    expect(await result).toMatchObject({ status: 429 })
  })

  it('does not retry a refused sign-in (401)', async () => {
    vi.useFakeTimers()
    const mutationFn = vi.fn(async () => {
      throw apiError(401, '{"error":"INVALID_CREDENTIALS","message":"Invalid credentials"}')
    })
    const result = new MutationObserver(makeQueryClient(), { mutationFn })
      .mutate(undefined)
      .catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(mutationFn).toHaveBeenCalledTimes(1)
    expect(await result).toMatchObject({
      status: 401,
      message: '401: {"error":"INVALID_CREDENTIALS","message":"Invalid credentials"}',
    })
  })
})
