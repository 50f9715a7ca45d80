/**
 * Error answers of every studio endpoint: JSON `{ error, message, ...extra }` with a stable
 * upper-case code that clients can branch on, and a human message they can show.
 */
export function jsonError(
  status: number,
  code: string,
  message: string,
  extra?: Record<string, unknown>,
  headers?: HeadersInit,
): Response {
  const h = new Headers(headers)
  h.set('Cache-Control', 'no-store')
  return Response.json({ ...extra, error: code, message }, { status, headers: h })
}

/**
 * Thrown by the helpers (body reading, rate limiting, origin checks) and turned into a jsonError
 * by the endpoint wrapper, so a handler reads top to bottom without status plumbing.
 */
export class HttpError extends Error {
  readonly status: number
  readonly code: string
  readonly extra?: Record<string, unknown>
  readonly headers?: Record<string, string>

  constructor(
    status: number,
    code: string,
    message: string,
    options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.code = code
    this.extra = options.extra
    this.headers = options.headers
  }

  toResponse(): Response {
    return jsonError(this.status, this.code, this.message, this.extra, this.headers)
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError
}
