import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { IMMUTABLE_ASSET_CACHE } from '@/server/cache-policy'
import { servePrecompressed } from '@/server/precompressed-assets'
import { precompressStatic } from '@root/scripts/lib/precompress'

let dist: string
const source = `console.log(${JSON.stringify('chunk '.repeat(500))})`

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
  fs.mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true })
  fs.writeFileSync(path.join(dist, 'static', 'chunks', 'a1.js'), source)
  fs.writeFileSync(path.join(dist, 'static', 'chunks', 'plain.txt'), 'not an asset')
  expect(await precompressStatic(dist)).toBe(1)
  // Up to date now: a second run writes nothing.
  expect(await precompressStatic(dist)).toBe(0)
})
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

function request(url: string, headers: http.IncomingHttpHeaders = { 'accept-encoding': 'gzip, br' }, method = 'GET') {
  const req = new http.IncomingMessage(new net.Socket())
  Object.assign(req, { url, method, headers })
  const res = new http.ServerResponse(req)
  const chunks: Buffer[] = []
  res.write = ((chunk: Buffer) => (chunks.push(Buffer.from(chunk)), true)) as never
  res.end = ((chunk?: Buffer) => {
    if (chunk) chunks.push(Buffer.from(chunk))
    return res
  }) as never
  const answered = servePrecompressed(req, res, path.join(dist, 'static'))
  return { answered, res, body: () => Buffer.concat(chunks) }
}

describe('precompressed build assets', () => {
  it('answers a brotli client with the build-time brotli copy, immutable', () => {
    const { answered, res, body } = request('/_next/static/chunks/a1.js?dpl=x')
    expect(answered).toBe(true)
    expect(res.statusCode).toBe(200)
    expect(res.getHeader('content-encoding')).toBe('br')
    expect(res.getHeader('cache-control')).toBe(IMMUTABLE_ASSET_CACHE)
    expect(res.getHeader('x-content-type-options')).toBe('nosniff')
    expect(res.getHeader('content-security-policy')).toBeUndefined()
    expect(zlib.brotliDecompressSync(body()).toString()).toBe(source)
  })

  it('answers 304 to a client that has it', () => {
    const etag = request('/_next/static/chunks/a1.js').res.getHeader('etag') as string
    const { res, body } = request('/_next/static/chunks/a1.js', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(res.statusCode).toBe(304)
    expect(body().length).toBe(0)
  })

  it('leaves everything else to Next', () => {
    expect(request('/_next/static/chunks/a1.js', { 'accept-encoding': 'gzip' }).answered).toBe(false)
    expect(request('/_next/static/chunks/missing.js').answered).toBe(false)
    expect(request('/_next/static/chunks/../../../etc/passwd.js').answered).toBe(false)
    expect(request('/_next/static/chunks/plain.txt').answered).toBe(false)
    expect(request('/about').answered).toBe(false)
    expect(request('/_next/static/chunks/a1.js', undefined, 'POST').answered).toBe(false)
  })
})
