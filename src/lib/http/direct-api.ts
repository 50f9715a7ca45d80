import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Payload } from 'payload'

import { handleEndpoints } from '@/platform/payload-handle-endpoints'
import { addNextForwardedDefaults } from '@/platform/next-forwarded-headers'
import { securityHeaders } from '@/lib/security/headers'
import { DEFAULT_MAX_BODY_BYTES } from './body'
import { setDirectApi } from './direct-api-slot'
import { jsonError } from './errors'
import { httpMessage, requestLocale } from './messages'

/** What buildEndpoint marks an endpoint with when serve.ts may hand it its requests directly. */
export const DIRECT = 'direct'

/**
 * The visitors' submissions (POST /api/class-bookings, /api/contact, …) go from src/server/serve.ts
 * straight to Payload's endpoint handler, the same `handleEndpoints` that Next's route
 * (src/app/(payload)/api/[...slug]/route.ts) calls, without Next's router, its proxy pass and the
 * conversion of the body and the answer through web streams. On this machine's kind that part cost
 * as much as the booking itself: a POST answered without doing anything ran at ≈ 620 req/s through
 * Next (bench/api.ts).
 *
 * Everything else goes through Next as before: GET and the CMS's calls, and any POST without a
 * declared length or over the body limit (Next's path streams and refuses those with 413).
 * The answer carries the security headers next.config.ts gives every response.
 */
export function registerDirectApi(payload: Payload): void {
  const config = payload.config
  const paths = new Set(
    config.endpoints
      .filter((e) => e.method === 'post' && e.custom?.[DIRECT] === true)
      .map((e) => `${config.routes.api}${e.path}`),
  )
  const headers = securityHeaders({ dev: process.env.NODE_ENV !== 'production' })

  setDirectApi({
    accepts(req) {
      if (req.method !== 'POST' || req.headers['transfer-encoding']) return false
      const length = Number(req.headers['content-length'])
      if (!Number.isInteger(length) || length < 0 || length > DEFAULT_MAX_BODY_BYTES) return false
      const q = req.url?.indexOf('?') ?? -1
      return paths.has(q < 0 ? (req.url ?? '') : req.url!.slice(0, q))
    },
    async handle(req, res) {
      // The origin Next gives its route handlers (src/server/serve.ts names it "localhost"), never
      // the Host header, which a client may fill with anything that is not a URL.
      const url = `http://localhost:${req.socket.localPort}${req.url}`
      const headerList = toHeaders(req)
      let body: Buffer
      try {
        body = await readBody(req)
      } catch {
        // The client left before the end of its body: nobody to answer.
        res.destroy()
        return
      }
      try {
        const request = new Request(url, { method: 'POST', headers: headerList, body: body as Uint8Array<ArrayBuffer> })
        await send(res, await handleEndpoints({ config, request }), headers)
      } catch (error) {
        // The endpoints answer their own errors; this is the adapter failing, which is ours.
        payload.logger.error({ err: error, msg: `POST ${new URL(url).pathname} failed before its endpoint answered` })
        if (res.headersSent) return void res.destroy()
        const locale = requestLocale({ url, headers: headerList })
        await send(res, jsonError(500, 'INTERNAL_ERROR', httpMessage('internal', locale)), headers)
      }
    },
  })
}

/** The body, whose length accepts() checked against the limit (node's parser holds it to that length). */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)))
    req.once('error', reject)
    req.once('close', () => {
      if (!req.complete) reject(new Error('request aborted'))
    })
  })
}

/**
 * As Next builds them for its route handlers: from the parsed headers, which carry serve.ts's
 * x-client-ip over any sent under that name, with the X-Forwarded-* defaults Next adds when absent
 * (src/platform/next-forwarded-headers.ts).
 */
export function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else if (value !== undefined) headers.set(name, value)
  }
  return addNextForwardedDefaults(headers, req)
}

async function send(res: ServerResponse, response: Response, extra: { key: string; value: string }[]) {
  const out: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) out['set-cookie'] = cookies
  for (const { key, value } of extra) if (!response.headers.has(key)) out[key.toLowerCase()] = value
  const body = Buffer.from(await response.arrayBuffer())
  out['content-length'] = String(body.byteLength)
  res.writeHead(response.status, out)
  res.end(body)
}
