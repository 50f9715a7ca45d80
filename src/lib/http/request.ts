/**
 * What the helpers read from a request. Both the Fetch `Request` of a Next.js route handler and
 * Payload's `PayloadRequest` (whose `url` and `body` are optional in its type) fit.
 */
export interface HttpRequest {
  headers: Headers
  url?: string
  method?: string
  body?: ReadableStream<Uint8Array> | null
}

export function requestUrl(req: HttpRequest): URL {
  return new URL(req.url ?? '/', 'http://localhost')
}

/** `:id` of the route as a record id (serial integers), or undefined for anything else. */
export function recordId(req: { routeParams?: Record<string, unknown> }): number | undefined {
  const raw = req.routeParams?.id
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}
