import { jsonError } from '@/lib/http/errors'
import { httpMessage, requestLocale } from '@/lib/http/messages'

type RouteHandler<C> = (request: Request, context: C) => Promise<Response> | Response

/**
 * A path or query that cannot be decoded (an overlong UTF-8 sequence such as `%c0%af`, a stray
 * `%`) or that carries an encoded U+0000. Payload's own decoding threw on the first (500) and
 * PostgreSQL refused the second (500).
 */
export function isMalformedUrl(url: string): boolean {
  const { pathname, search } = new URL(url)
  if (/%00/i.test(pathname) || /%00/i.test(search)) return true
  try {
    decodeURIComponent(pathname)
    decodeURIComponent(search.replace(/\+/g, ' '))
    return false
  } catch {
    return true
  }
}

/** Payload's REST route, answering 400 in the caller's language to a URL it cannot read. */
export function refuseMalformedUrls<C>(handler: RouteHandler<C>): RouteHandler<C> {
  return (request, context) =>
    isMalformedUrl(request.url)
      ? jsonError(400, 'BAD_REQUEST', httpMessage('badRequest', requestLocale(request)))
      : handler(request, context)
}

const SUGGESTION = /\s*Did you mean [^?]*\?\s*$/

/**
 * GraphQL's validation names the schema's types and fields it finds close to a wrong one ("Did
 * you mean "Post" or "Posts"?"), which gave the schema away although introspection is off in
 * production. The errors keep their first sentence.
 */
export function withoutSuggestions<C>(handler: RouteHandler<C>): RouteHandler<C> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (!response.headers.get('content-type')?.includes('json')) return response
    const text = await response.text()
    let body = text
    if (text.includes('Did you mean')) {
      const parsed = JSON.parse(text) as { errors?: { message?: string }[] }
      for (const error of parsed.errors ?? []) {
        if (typeof error.message === 'string') error.message = error.message.replace(SUGGESTION, '')
      }
      body = JSON.stringify(parsed)
    }
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return new Response(body, { status: response.status, statusText: response.statusText, headers })
  }
}
