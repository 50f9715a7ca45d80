import type { Endpoint } from 'payload'

import { requireAdmin, type AdminSession } from '../../src/lib/auth/admin-session'
import { publicEndpoint, readJsonBody, requireSameOrigin, type EndpointContext, type EndpointResult } from '../../src/lib/http'

export interface AdminContext extends EndpointContext {
  session: AdminSession
}

/**
 * An administrator call: 401 before anything else is looked at (the body included), an Origin
 * check for mutations authenticated by the cookie (a bearer header cannot be forged cross-site),
 * then the shared endpoint rules (JSON limits, database guard, error mapping).
 */
export function adminEndpoint(options: {
  path: string
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  handler: (ctx: AdminContext) => Promise<EndpointResult | Response>
  maxBytes?: number
}): Endpoint {
  const writes = options.method !== 'get'
  const hasBody = options.method === 'post' || options.method === 'put' || options.method === 'patch'
  return publicEndpoint({
    path: options.path,
    method: options.method,
    json: false,
    transaction: false,
    idempotent: false,
    handler: async (ctx) => {
      const session = await requireAdmin(ctx.req)
      if (session instanceof Response) return session
      if (writes && session.via === 'cookie') requireSameOrigin(ctx.req)
      const body = hasBody ? await readJsonBody(ctx.req, { maxBytes: options.maxBytes }) : undefined
      return options.handler({ ...ctx, body, session })
    },
  })
}

/** `:id` of the path as a record id (serial integers), or undefined for anything else. */
export function recordId(ctx: EndpointContext): number | undefined {
  const raw = ctx.req.routeParams?.id
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}
