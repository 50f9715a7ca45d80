/**
 * The duplicated-Location workaround (src/platform/next-duplicated-location.ts) still sees the
 * header as Next writes it: appended onto the Node response, the head sent by the body's first
 * write, over a real loopback connection.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { keepSingleLocation } from '@/platform/next-duplicated-location'
import { packageFile } from './installed'

describe('one Location on a doubled redirect', () => {
  it("Next copies its answer's headers with appendHeader and sends the body itself", () => {
    const source = packageFile('next', 'dist/server/send-response.js')
    expect(source).toContain('res.appendHeader(name, value)')
    expect(source).not.toContain('writeHead(')
  })

  it('a Location appended twice and sent by end() arrives once', async () => {
    const server = http.createServer((req, res) => {
      keepSingleLocation(res)
      res.statusCode = 308
      res.setHeader('location', '/blog/new')
      res.appendHeader('location', '/blog/new')
      res.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const response = await fetch(`http://127.0.0.1:${port}/blog/old`, { redirect: 'manual' })
      expect(response.status).toBe(308)
      expect(response.headers.get('location')).toBe('/blog/new')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
