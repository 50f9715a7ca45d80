/**
 * What an /api handler module needs, in one import: the endpoint factory by who may call, and the
 * HTTP helpers it is built on. The factory sits above src/lib/http, auth and monitoring (it asks
 * them who is calling); http's buildEndpoint knows nothing of sessions (docs/layers.md).
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { requireAdmin, type AdminSession } from '@/lib/auth/admin-session'
import {
  buildEndpoint,
  type Authorize,
  type EndpointContext,
  type EndpointSpec,
  type Handler,
  type PublicEndpointOptions,
} from '@/lib/http/json-call'
import { requireSameOrigin } from '@/lib/http/same-origin'
import { requireMonitoringAccess } from '@/lib/monitoring/access'

export { readBodyText, readJsonBody, mediaType, DEFAULT_MAX_BODY_BYTES } from '@/lib/http/body'
export { clientIp, CLIENT_IP_HEADER } from '@/lib/http/client-ip'
export {
  databaseUnavailableError,
  isDatabaseUnavailable,
  withDatabaseGuard,
  DATABASE_RETRY_AFTER_S,
} from '@/lib/http/database'
export {
  errorResponse,
  type EndpointContext,
  type EndpointResult,
  type Handler,
  type StoringContext,
} from '@/lib/http/json-call'
export { HttpError, isHttpError, jsonError } from '@/lib/http/errors'
export { isUniqueViolation } from '@/lib/http/payload-errors'
export { IDEMPOTENCY_HEADER, readIdempotencyKey, requestHash, findReplay, storeResponse } from '@/lib/http/idempotency'
export { httpMessage, requestLocale } from '@/lib/http/messages'
export { rateLimit, RATE_LIMIT_TABLE, type RateLimitOptions } from '@/lib/http/rate-limit'
export { requireSameOrigin } from '@/lib/http/same-origin'
export { recordId, requestUrl, type HttpRequest } from '@/lib/http/request'

export interface AdminContext extends EndpointContext {
  session: AdminSession
}

type AdminMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

export interface AdminEndpointOptions<C = AdminContext> {
  path: string
  method: AdminMethod
  handler: Handler<C>
  maxBytes?: number
}

export interface MonitoringEndpointOptions {
  path: string
  method: 'get'
  handler: Handler<EndpointContext>
}

/** An administrator call: 401 without a session, then the Origin check for cookie-authenticated mutations. */
function adminAccess(method: AdminMethod): Authorize<{ session: AdminSession }> {
  // A bearer header cannot be forged cross-site; the cookie is sent with any request.
  const writes = method !== 'get'
  return async (req) => {
    const session = await requireAdmin(req)
    if (session instanceof Response) return session
    if (writes && session.via === 'cookie') requireSameOrigin(req)
    return { session }
  }
}

async function monitoringAccess(req: PayloadRequest): Promise<Response | object> {
  return (await requireMonitoringAccess(req)) ?? {}
}

/**
 * The administrator's calls are neither replayed by Idempotency-Key nor run in one transaction:
 * each is one Local API write, or a read, by the only person who signs in.
 */
function adminOptions(method: AdminMethod) {
  return { json: method === 'post' || method === 'put' || method === 'patch', transaction: false, idempotent: false }
}

/**
 * The one endpoint factory, by who may call:
 * - `public`: anyone (the visitor-facing calls, health, the browser's reports);
 * - `admin`: the administrator session (bearer header or cookie);
 * - `signIn`: the admin area's calls that open, check or close that session, with its options but
 *   no session required (each checks what it needs itself);
 * - `monitoring`: the administrator session, or METRICS_TOKEN for a scraper (GET only).
 */
export const defineEndpoint = {
  public: (options: PublicEndpointOptions): Endpoint =>
    buildEndpoint<object>({ ...(options as EndpointSpec<object>), direct: options.method === 'post' }),

  admin: (options: AdminEndpointOptions): Endpoint =>
    buildEndpoint({ ...options, ...adminOptions(options.method), authorize: adminAccess(options.method) }),

  signIn: (options: AdminEndpointOptions<EndpointContext> & { json?: boolean }): Endpoint =>
    buildEndpoint<object>({ ...adminOptions(options.method), ...options }),

  monitoring: (options: MonitoringEndpointOptions): Endpoint =>
    buildEndpoint<object>({ ...options, ...adminOptions(options.method), authorize: monitoringAccess }),
}

/** What a read gives back: the body of its 200 answer. */
type Read<C> = (ctx: C) => Promise<unknown>

const answer200 =
  <C>(read: Read<C>): Handler<C> =>
  async (ctx) => ({ status: 200, body: await read(ctx) })

/**
 * GET calls, by who may call, for the reads most dashboard, monitoring and consultation calls are:
 * `read` returns the body of the 200 answer (errors are thrown, as in any handler). An
 * administrator's list (`?page ?limit ?q ?format=csv`, src/lib/records/list.ts) answers itself,
 * JSON or CSV.
 */
export const defineGet = {
  public: (path: string, read: Read<EndpointContext>): Endpoint =>
    defineEndpoint.public({ path, method: 'get', handler: answer200(read) }),

  admin: (path: string, read: Read<AdminContext>): Endpoint =>
    defineEndpoint.admin({ path, method: 'get', handler: answer200(read) }),

  adminList: (path: string, list: Handler<AdminContext>): Endpoint =>
    defineEndpoint.admin({ path, method: 'get', handler: list }),

  monitoring: (path: string, read: Read<EndpointContext>): Endpoint =>
    defineEndpoint.monitoring({ path, method: 'get', handler: answer200(read) }),
}
