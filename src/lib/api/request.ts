import type { QueryFunction } from '@tanstack/react-query'

/** The error body our endpoints send (`{ error: 'VALIDATION_FAILED', message, fieldErrors }`, ...). */
export interface ApiErrorBody {
  error?: string
  message?: string
  fieldErrors?: Record<string, string>
}

/**
 * A non-2xx answer. `message` keeps the format `"<status>: <body text or status text>"`
 * for code that only reads messages; the retry rules read `status` and `retryAfter`
 * instead of searching the message for digits.
 */
export class ApiError extends Error {
  readonly status: number
  readonly statusText: string
  /** Seconds the server asked us to wait (Retry-After), when it said so. */
  readonly retryAfter?: number
  /** The JSON error body, when the body was JSON. */
  readonly body?: ApiErrorBody

  constructor(init: {
    status: number
    statusText: string
    bodyText: string
    retryAfter?: number
    body?: ApiErrorBody
  }) {
    super(`${init.status}: ${init.bodyText || init.statusText}`)
    this.name = 'ApiError'
    this.status = init.status
    this.statusText = init.statusText
    this.retryAfter = init.retryAfter
    this.body = init.body
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * Retry-After is either delta-seconds ("120") or an HTTP date. Returns whole seconds from `now`,
 * never negative; undefined when absent or unreadable (an unreadable header must not stall retries).
 */
export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | undefined {
  if (header == null) return undefined
  const value = header.trim()
  if (value === '') return undefined
  if (/^\d+$/.test(value)) return Number(value)
  // Every HTTP date format starts with the day name; without this check Date.parse reads "-5" as
  // the year 5 BC.
  if (!/^[a-z]{3}/i.test(value)) return undefined
  const at = Date.parse(value)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, Math.ceil((at - now) / 1000))
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  if (text === '') return undefined
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as ApiErrorBody)
      : undefined
  } catch {
    return undefined
  }
}

/** Throws an ApiError for a non-2xx response; the body is consumed only in that case. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return
  let bodyText = ''
  try {
    bodyText = await res.text()
  } catch {
    // A body cut off mid-stream still leaves the status, which is what callers act on.
  }
  throw new ApiError({
    status: res.status,
    statusText: res.statusText,
    bodyText,
    retryAfter: parseRetryAfter(res.headers.get('retry-after')),
    body: parseErrorBody(bodyText),
  })
}

function storedAdminToken(): string | null {
  if (typeof window === 'undefined') return null
  try {
    return window.localStorage.getItem('adminToken')
  } catch {
    // Storage can be disabled (privacy modes, sandboxed frames); the HttpOnly session cookie that
    // is sent anyway still authenticates the administrator.
    return null
  }
}

/**
 * The header rule: JSON content type only with a body; the bearer token only for
 * paths containing /admin/ so that it is never sent to public endpoints.
 */
export function buildHeaders(path: string, hasBody: boolean, extra?: HeadersInit): Headers {
  const headers = new Headers(extra)
  if (hasBody) headers.set('Content-Type', 'application/json')
  if (path.includes('/admin/')) {
    const token = storedAdminToken()
    if (token) headers.set('Authorization', `Bearer ${token}`)
  }
  return headers
}

export interface ApiRequestOptions {
  /** Extra headers, e.g. `Idempotency-Key`, which must stay the same across retries of one submission. */
  headers?: HeadersInit
  signal?: AbortSignal
}

/**
 * The shared request helper: sends cookies, applies the header rule, and resolves with the
 * Response when it is 2xx, otherwise rejects with an ApiError.
 */
export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const hasBody = body !== undefined
  const res = await fetch(path, {
    method,
    headers: buildHeaders(path, hasBody, options.headers),
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal: options.signal,
  })
  await throwIfResNotOk(res)
  return res
}

/**
 * Strings and numbers of the query key, joined with "/": ['/api/admin/blog', 5] is
 * /api/admin/blog/5. Objects in a key (filters) only distinguish cache entries and are not part of
 * the path.
 */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return (
    queryKey
      .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
      .map(String)
      .join('/')
      // No lookbehind here: Safari before 16.4 cannot even parse one, which would break the bundle.
      .replace(/(^|[^:])\/{2,}/g, '$1/')
  )
}

async function readJson(res: Response): Promise<unknown> {
  // 204 and empty 200 answers have no JSON; TanStack Query forbids undefined as data, so null.
  const text = await res.text()
  return text === '' ? null : JSON.parse(text)
}

export type UnauthorizedBehavior = 'returnNull' | 'throw'

/**
 * The default query function: GET the path of the query key, cookies and header rule included.
 * With on401 'returnNull' a 401 resolves to null (an "am I signed in?" query); with 'throw' it
 * rejects like any other failure.
 */
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const path = queryKeyToPath(queryKey)
    const res = await fetch(path, {
      headers: buildHeaders(path, false),
      credentials: 'include',
      signal,
    })
    if (options.on401 === 'returnNull' && res.status === 401) return null
    await throwIfResNotOk(res)
    return (await readJson(res)) as T
  }
}
