import type { QueryFunctionContext } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, getQueryFn, parseRetryAfter, queryKeyToPath } from '@/lib/api/request'

type FetchArgs = [input: string, init: RequestInit]

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async (..._args: FetchArgs) => response())
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function fakeLocalStorage(items: Record<string, string>) {
  const store = new Map(Object.entries(items))
  return {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  }
}

const headersOf = (fetchMock: ReturnType<typeof stubFetch>, call = 0): Headers =>
  fetchMock.mock.calls[call]![1].headers as Headers

const queryContext = (queryKey: readonly unknown[], signal = new AbortController().signal) =>
  ({ queryKey, signal, meta: undefined, client: undefined }) as unknown as QueryFunctionContext<readonly unknown[]>

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: fakeLocalStorage({ adminToken: 'tok123' }) })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiRequest', () => {
  it('sends a JSON body with its content type and cookies', async () => {
    const fetchMock = stubFetch(() => Response.json({ ok: true }, { status: 201 }))
    const res = await apiRequest('POST', '/api/contact', { name: 'Élodie' })

    expect(res.status).toBe(201)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/contact')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('include')
    expect(init.body).toBe('{"name":"Élodie"}')
    expect(headersOf(fetchMock).get('Content-Type')).toBe('application/json')
  })

  it('sets no content type and no body without a body', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }))
    await apiRequest('DELETE', '/api/admin/blog/3')
    const [, init] = fetchMock.mock.calls[0]!
    expect(init.body).toBeUndefined()
    expect(headersOf(fetchMock).has('Content-Type')).toBe(false)
    expect(init.credentials).toBe('include')
  })

  it('adds the bearer token only for paths containing /admin/', async () => {
    const fetchMock = stubFetch(() => Response.json({}))
    await apiRequest('POST', '/api/admin/logout')
    await apiRequest('GET', '/api/class-bookings')
    await apiRequest('GET', '/api/test-email')
    // "/admin" without the trailing slash is not an admin call: the rule is "contains /admin/".
    await apiRequest('GET', '/api/administrators')

    expect(headersOf(fetchMock, 0).get('Authorization')).toBe('Bearer tok123')
    expect(headersOf(fetchMock, 1).has('Authorization')).toBe(false)
    expect(headersOf(fetchMock, 2).has('Authorization')).toBe(false)
    expect(headersOf(fetchMock, 3).has('Authorization')).toBe(false)
  })

  it('sends no bearer header when no token is stored', async () => {
    vi.stubGlobal('window', { localStorage: fakeLocalStorage({}) })
    const fetchMock = stubFetch(() => Response.json({}))
    await apiRequest('GET', '/api/admin/contacts')
    expect(headersOf(fetchMock).has('Authorization')).toBe(false)
  })

  it('works on the server, where there is no window', async () => {
    vi.stubGlobal('window', undefined)
    const fetchMock = stubFetch(() => Response.json({}))
    await apiRequest('GET', '/api/admin/contacts')
    expect(headersOf(fetchMock).has('Authorization')).toBe(false)
  })

  it('survives a localStorage that throws', async () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new DOMException('denied', 'SecurityError')
        },
      },
    })
    const fetchMock = stubFetch(() => Response.json({}))
    await apiRequest('GET', '/api/admin/contacts')
    expect(headersOf(fetchMock).has('Authorization')).toBe(false)
  })

  it('passes extra headers such as Idempotency-Key', async () => {
    const fetchMock = stubFetch(() => Response.json({}))
    await apiRequest('POST', '/api/newsletter', { email: 'a@b.ca' }, { headers: { 'Idempotency-Key': 'k-1' } })
    expect(headersOf(fetchMock).get('Idempotency-Key')).toBe('k-1')
    expect(headersOf(fetchMock).get('Content-Type')).toBe('application/json')
  })

  it('throws ApiError "<status>: <body text>" with the parsed JSON body', async () => {
    const body = {
      error: 'VALIDATION_FAILED',
      message: 'Name is required',
      fieldErrors: { name: 'Name is required' },
    }
    stubFetch(() => Response.json(body, { status: 400, statusText: 'Bad Request' }))
    const error = await apiRequest('POST', '/api/contact', {}).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toBeInstanceOf(Error)
    const apiError = error as ApiError
    expect(apiError.message).toBe(`400: ${JSON.stringify(body)}`)
    expect(apiError.status).toBe(400)
    expect(apiError.body).toEqual(body)
    expect(apiError.retryAfter).toBeUndefined()
  })

  it('uses the status text when the body is empty, and keeps non-JSON bodies out of `body`', async () => {
    stubFetch(() => new Response('', { status: 404, statusText: 'Not Found' }))
    await expect(apiRequest('GET', '/api/blog/x')).rejects.toMatchObject({
      message: '404: Not Found',
      status: 404,
      body: undefined,
    })

    stubFetch(() => new Response('upstream timed out', { status: 504, statusText: 'Gateway Timeout' }))
    await expect(apiRequest('GET', '/api/blog')).rejects.toMatchObject({
      message: '504: upstream timed out',
      body: undefined,
    })
  })

  it('reads Retry-After in seconds', async () => {
    stubFetch(() => new Response('slow down', { status: 429, headers: { 'Retry-After': '42' } }))
    await expect(apiRequest('POST', '/api/admin/login', { password: 'x' })).rejects.toMatchObject({
      status: 429,
      retryAfter: 42,
    })
  })

  it('lets network errors through unchanged', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(apiRequest('GET', '/api/blog')).rejects.toThrow(TypeError)
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-06-01T12:00:00Z')
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', now)).toBe(120)
    expect(parseRetryAfter('0', now)).toBe(0)
    expect(parseRetryAfter('Sun, 01 Jun 2025 12:00:30 GMT', now)).toBe(30)
    expect(parseRetryAfter('Sun, 01 Jun 2025 12:00:00 GMT', now)).toBe(0)
  })
  it('never goes negative and ignores what it cannot read', () => {
    expect(parseRetryAfter('Sun, 01 Jun 2025 11:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('', now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter('-5', now)).toBeUndefined()
  })
})

describe('queryKeyToPath', () => {
  it('joins strings and numbers with "/" and ignores objects', () => {
    expect(queryKeyToPath(['/api/blog'])).toBe('/api/blog')
    expect(queryKeyToPath(['/api/admin/blog', 5])).toBe('/api/admin/blog/5')
    expect(queryKeyToPath(['/api/admin/blog/', 'draft'])).toBe('/api/admin/blog/draft')
    expect(queryKeyToPath(['/api/metrics', { range: '1h' }])).toBe('/api/metrics')
    expect(queryKeyToPath(['https://example.com/api', 'x'])).toBe('https://example.com/api/x')
  })
})

describe('getQueryFn', () => {
  it('GETs the joined key path with cookies and the header rule, and parses JSON', async () => {
    const fetchMock = stubFetch(() => Response.json([{ id: 1 }]))
    const controller = new AbortController()
    const data = await getQueryFn<unknown>({ on401: 'throw' })(queryContext(['/api/admin/blog', 7], controller.signal))

    expect(data).toEqual([{ id: 1 }])
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/admin/blog/7')
    expect(init.method).toBeUndefined()
    expect(init.credentials).toBe('include')
    expect(init.signal).toBe(controller.signal)
    expect(headersOf(fetchMock).get('Authorization')).toBe('Bearer tok123')
    expect(headersOf(fetchMock).has('Content-Type')).toBe(false)
  })

  it('does not send the token to public paths', async () => {
    const fetchMock = stubFetch(() => Response.json([]))
    await getQueryFn({ on401: 'throw' })(queryContext(['/api/class-bookings']))
    expect(headersOf(fetchMock).has('Authorization')).toBe(false)
  })

  it('returns null on 401 when configured to', async () => {
    stubFetch(() => new Response('{"error":"UNAUTHORIZED"}', { status: 401, statusText: 'Unauthorized' }))
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/admin/verify-token']))).resolves.toBeNull()
  })

  it('throws on 401 by default', async () => {
    stubFetch(() => new Response('', { status: 401, statusText: 'Unauthorized' }))
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/admin/contacts']))).rejects.toMatchObject({
      status: 401,
      message: '401: Unauthorized',
    })
  })

  it('still throws other errors when returning null on 401', async () => {
    stubFetch(() => new Response('down', { status: 503, headers: { 'Retry-After': '5' } }))
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/health']))).rejects.toMatchObject({
      status: 503,
      retryAfter: 5,
    })
  })

  it('resolves an empty answer to null (TanStack Query forbids undefined data)', async () => {
    stubFetch(() => new Response(null, { status: 204 }))
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/x']))).resolves.toBeNull()
  })
})
