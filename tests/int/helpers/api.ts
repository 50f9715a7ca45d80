import config from '@payload-config'
import { getPayload, handleEndpoints } from 'payload'

import { guardPayloadRoute } from '@/lib/define-endpoint/payload-routes'

/** The Local API of the test database (same config as the site). */
export const testPayload = () => getPayload({ config })

type CallOptions = {
  method?: string
  json?: unknown
  body?: BodyInit
  headers?: Record<string, string>
  /** The socket address the front server would stamp (src/server/serve.ts). */
  ip?: string
}

// What the Next.js route does: Payload's handler behind the route's guards (body limits, the CMS
// sign-in cut-off and hashing gate).
const route = guardPayloadRoute((request: Request) => handleEndpoints({ config, request }), config)

/**
 * Calls the real /api handlers (Payload REST, GraphQL-free, and the studio's root endpoints)
 * in-process, exactly as the Next.js route does, without starting a server.
 */
export async function api(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers)
  let body = options.body
  if (options.json !== undefined) {
    if (!headers.has('content-type')) headers.set('content-type', 'application/json')
    body = JSON.stringify(options.json)
  }
  headers.set('x-client-ip', options.ip ?? '127.0.0.1')
  const method = options.method ?? (body !== undefined ? 'POST' : 'GET')
  const request = new Request(`http://localhost:3000${path}`, { method, headers, body, duplex: 'half' } as RequestInit)
  return route(request)
}

export async function apiJson<T = any>(path: string, options: CallOptions = {}) {
  const res = await api(path, options)
  const text = await res.text()
  let data: T
  try {
    data = JSON.parse(text) as T
  } catch {
    data = text as unknown as T
  }
  return { status: res.status, headers: res.headers, data }
}
