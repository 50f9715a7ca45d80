/** The smaller leaks an outside tester found, each as the piece that fixes it. */
import http from 'node:http'
import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { isMalformedUrl, refuseMalformedUrls, withoutSuggestions } from '@/lib/cms/api-routes'
import { dropInternalHeaders } from '@/server/internal-headers'
import { isUndecodablePath, refuseUndecodablePath } from '@/server/malformed-path'
import { previewTarget } from '@/lib/site/preview-paths'

describe('previewTarget (/preview?path=…)', () => {
  it('accepts the site’s own paths', () => {
    expect(previewTarget(null)).toBe('/')
    expect(previewTarget('/fr/blog/film-or-digital-wedding')).toBe('/fr/blog/film-or-digital-wedding')
    expect(previewTarget('/classes?x=1#top')).toBe('/classes?x=1#top')
    expect(previewTarget('/fr/%C3%A0-propos')).toBe('/fr/%C3%A0-propos')
  })
  it('refuses anything a browser could read as another site, or that cannot be a header', () => {
    for (const raw of [
      '/\t/127.0.0.1:8089/landing', // what /preview?path=/%09/127.0.0.1:8089/landing decodes to
      '/\n/evil.example',
      '/\r\nSet-Cookie: x=1',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/à-propos',
      '/%c0%af',
      '/\u0000',
      '',
    ])
      expect(previewTarget(raw), JSON.stringify(raw)).toBeUndefined()
  })
  it('checks the path it returns, once normalised, not the text it was given', () => {
    for (const raw of [
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/fr/..//evil.example',
      '/%2e%2e//evil.example',
      '/a/%2E%2E/%2e%2e//evil.example/x',
      '/./\\evil.example',
    ])
      expect(previewTarget(raw), JSON.stringify(raw)).toBeUndefined()
    expect(previewTarget('/fr/./about')).toBe('/fr/about')
    expect(previewTarget('/a/../fr/about')).toBe('/fr/about')
  })
})

describe('refuseMalformedUrls (Payload’s REST route)', () => {
  const ok = async () => new Response('ok')
  it('answers 400 with the API’s JSON error to an undecodable URL or an encoded U+0000', async () => {
    for (const path of [
      '/api/media/file/%c0%af',
      '/api/posts?where[slug][equals]=a%00b',
      '/api/media/file/a%00.jpg',
      '/api/x?q=%',
    ]) {
      expect(isMalformedUrl(`http://localhost${path}`), path).toBe(true)
      const res = await refuseMalformedUrls(ok)(
        new Request(`http://localhost${path}`, { headers: { 'accept-language': 'fr' } }),
        {},
      )
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: 'BAD_REQUEST', message: 'La requête est incompréhensible.' })
    }
  })
  it('passes the rest on', async () => {
    for (const path of [
      '/api/posts?where[slug][equals]=caf%C3%A9',
      '/api/media/file/photo%20one.jpg',
      '/api/classes?limit=5',
    ])
      expect(await (await refuseMalformedUrls(ok)(new Request(`http://localhost${path}`), {})).text()).toBe('ok')
  })
})

describe('withoutSuggestions (GraphQL)', () => {
  it('drops “Did you mean …?” and keeps the rest of the answer', async () => {
    const answer = {
      errors: [
        { message: 'Cannot query field "Postz" on type "Query". Did you mean "Post" or "Posts"?', locations: [] },
        { message: 'Unknown argument "whre" on field "Query.Posts". Did you mean "where"?' },
        { message: 'Syntax Error: Unexpected Name "x".' },
      ],
    }
    const handler = async () => Response.json(answer, { status: 400, headers: { 'x-kept': '1' } })
    const res = await withoutSuggestions(handler)(new Request('http://localhost/api/graphql'), {})
    expect(res.status).toBe(400)
    expect(res.headers.get('x-kept')).toBe('1')
    const text = await res.text()
    expect(text).not.toContain('Did you mean')
    expect(JSON.parse(text).errors.map((e: { message: string }) => e.message)).toEqual([
      'Cannot query field "Postz" on type "Query".',
      'Unknown argument "whre" on field "Query.Posts".',
      'Syntax Error: Unexpected Name "x".',
    ])
  })
})

describe('dropInternalHeaders', () => {
  function response(headers: Record<string, string> = {}) {
    const req = new http.IncomingMessage(new net.Socket())
    req.url = '/about'
    Object.assign(req.headers, headers)
    const res = new http.ServerResponse(req)
    dropInternalHeaders(req, res)
    return res
  }
  it('removes x-middleware-* and x-nextjs-* from what a browser loads, set or handed to writeHead', () => {
    const res = response()
    res.setHeader('x-middleware-rewrite', '/en/about')
    res.setHeader('x-nextjs-cache', 'HIT')
    res.setHeader('content-type', 'text/html')
    res.writeHead(200, { 'x-nextjs-prerender': '1', 'X-NextJS-Stale-Time': '300', vary: 'rsc' })
    expect(res.getHeaderNames().sort()).toEqual(['content-type', 'vary'])
  })
  it('leaves the router’s own RSC requests alone', () => {
    const res = response({ rsc: '1' })
    res.setHeader('x-nextjs-rewritten-path', '/en/about')
    res.writeHead(200)
    expect(res.getHeader('x-nextjs-rewritten-path')).toBe('/en/about')
  })
})

describe('refuseUndecodablePath (src/server/serve.ts, before Next’s router)', () => {
  it('answers 400 with the API’s JSON error in the caller’s language to a path Next cannot decode', () => {
    for (const url of ['/%c0%af', '/about/%c0%af', '/api/media/file/%c0%af', '/api/media/file/x%ff.jpg', '/a%'])
      expect(isUndecodablePath(url), url).toBe(true)
    const req = new http.IncomingMessage(new net.Socket())
    req.url = '/api/media/file/%c0%af'
    req.method = 'GET'
    req.headers['accept-language'] = 'fr-CA,fr;q=0.9'
    const res = new http.ServerResponse(req)
    let body = ''
    res.end = ((chunk?: string) => {
      body = chunk ?? ''
      return res
    }) as typeof res.end
    res.writeHead = ((status: number, headers: Record<string, string>) => {
      res.statusCode = status
      for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
      return res
    }) as typeof res.writeHead
    expect(refuseUndecodablePath(req, res)).toBe(true)
    expect(res.statusCode).toBe(400)
    expect(res.getHeader('x-content-type-options')).toBe('nosniff')
    expect(JSON.parse(body)).toEqual({ error: 'BAD_REQUEST', message: 'La requête est incompréhensible.' })
  })
  it('lets every decodable path through, the query not considered', () => {
    for (const url of ['/', '/fr/%C3%A0-propos', '/api/media/file/photo%20one.jpg', '/search?q=%c0%af', undefined])
      expect(isUndecodablePath(url), String(url)).toBe(false)
  })
})
