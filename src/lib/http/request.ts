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

/**
 * PostgreSQL's `integer`, the type of every serial id and relationship column: a larger number
 * reaches the database as a value it refuses ("out of range"), which answered a 500.
 */
export const PG_INTEGER_MAX = 2_147_483_647

/**
 * Whether `value` can be the id of a record: a whole number from 1 to PostgreSQL's `integer`
 * maximum, given as a number or as decimal digits (a route's text). `abc`, `1.5`, `-1`, `1e3`,
 * `0x10` and `2147483648` cannot, and are answered as unknown records before any query.
 */
export function isRecordId(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= PG_INTEGER_MAX
  return typeof value === 'string' && /^[0-9]{1,10}$/.test(value) && isRecordId(Number(value))
}

/** `:id` of the route as a record id (serial integers), or undefined for anything else. */
export function recordId(req: { routeParams?: Record<string, unknown> }): number | undefined {
  const raw = req.routeParams?.id
  return typeof raw === 'string' && isRecordId(raw) ? Number(raw) : undefined
}
