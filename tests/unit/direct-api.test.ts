import http from 'node:http'
import net from 'node:net'

import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { DIRECT, registerDirectApi, toHeaders } from '@/lib/http/direct-api'
import { directApi } from '@/lib/http/direct-api-slot'

function incoming(method: string, url: string, headers: http.IncomingHttpHeaders, rawHeaders: string[] = []) {
  const req = new http.IncomingMessage(new net.Socket())
  Object.assign(req, { method, url, headers, rawHeaders })
  return req
}

const payload = {
  config: {
    routes: { api: '/api' },
    endpoints: [
      { path: '/class-bookings', method: 'post', custom: { [DIRECT]: true }, handler: () => new Response() },
      { path: '/contact', method: 'post', handler: () => new Response() },
      { path: '/blog', method: 'get', custom: { [DIRECT]: true }, handler: () => new Response() },
    ],
  },
  logger: { error: () => {} },
} as unknown as Payload

describe('the direct API path of src/server/serve.ts', () => {
  registerDirectApi(payload)
  const api = directApi()!
  const json = (length: number) => ({ 'content-type': 'application/json', 'content-length': String(length) })

  it('takes a marked POST with a declared length within the body limit, query string or not', () => {
    expect(api.accepts(incoming('POST', '/api/class-bookings', json(300)))).toBe(true)
    expect(api.accepts(incoming('POST', '/api/class-bookings?locale=fr', json(300)))).toBe(true)
    expect(api.accepts(incoming('POST', '/api/class-bookings', json(64 * 1024)))).toBe(true)
  })

  it('leaves to Next what it streams or refuses itself, and every call not marked for it', () => {
    // Over the limit or of unknown length: Next's path reads the stream and answers 413.
    expect(api.accepts(incoming('POST', '/api/class-bookings', json(64 * 1024 + 1)))).toBe(false)
    expect(
      api.accepts(
        incoming('POST', '/api/class-bookings', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }),
      ),
    ).toBe(false)
    expect(api.accepts(incoming('POST', '/api/class-bookings', { 'content-type': 'application/json' }))).toBe(false)
    expect(api.accepts(incoming('POST', '/api/contact', json(300)))).toBe(false)
    expect(api.accepts(incoming('GET', '/api/blog', {}))).toBe(false)
    expect(api.accepts(incoming('POST', '/api/class-bookings/', json(300)))).toBe(false)
    expect(api.accepts(incoming('POST', '/api/users/login', json(300)))).toBe(false)
  })

  it('hands the endpoint the client address serve.ts stamped, never one the client sent under that name', () => {
    const req = incoming(
      'POST',
      '/api/class-bookings',
      { 'x-client-ip': '203.0.113.9', 'content-type': 'application/json', cookie: 'a=1; b=2' },
      ['X-Client-IP', '10.0.0.1', 'Content-Type', 'application/json', 'Cookie', 'a=1; b=2'],
    )
    const headers = toHeaders(req)
    expect(headers.get('x-client-ip')).toBe('203.0.113.9')
    expect(headers.get('cookie')).toBe('a=1; b=2')
  })

  it("adds Next's X-Forwarded-* defaults only where the request has none", () => {
    const bare = toHeaders(incoming('POST', '/api/class-bookings', { host: 'studio.example' }))
    expect(bare.get('x-forwarded-host')).toBe('studio.example')
    expect(bare.get('x-forwarded-proto')).toBe('http')
    const proxied = toHeaders(
      incoming('POST', '/api/class-bookings', {
        host: 'studio.example',
        'x-forwarded-for': '198.51.100.7',
        'x-forwarded-proto': 'https',
      }),
    )
    expect(proxied.get('x-forwarded-for')).toBe('198.51.100.7')
    expect(proxied.get('x-forwarded-proto')).toBe('https')
  })
})
