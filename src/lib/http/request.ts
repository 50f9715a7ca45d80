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
