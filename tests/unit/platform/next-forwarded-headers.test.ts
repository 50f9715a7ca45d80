/** The X-Forwarded-* defaults copied from Next (src/platform/next-forwarded-headers.ts) are still Next's. */
import { describe, expect, it } from 'vitest'

import { NEXT_FORWARDED_HEADERS } from '@/platform/next-forwarded-headers'
import { packageFile } from './installed'

describe("Next's X-Forwarded-* defaults", () => {
  const source = packageFile('next', 'dist/server/base-server.js')
  const defaults = [...source.matchAll(/req\.headers\['(x-forwarded-[a-z]+)'\] \?\?= ([^;]+);/g)].map(
    ([, name, value]) => [name, value] as const,
  )

  it('base-server.js sets exactly the four headers copied, only when absent', () => {
    expect(defaults.map(([name]) => name)).toEqual(NEXT_FORWARDED_HEADERS)
  })

  it('from the same sources: Host, the port, the protocol, the socket address', () => {
    const from = Object.fromEntries(defaults)
    expect(from['x-forwarded-host']).toMatch(/^req\.headers\['host'\]/)
    expect(from['x-forwarded-port']).toMatch(/this\.port/)
    expect(from['x-forwarded-proto']).toBe("isHttps ? 'https' : 'http'")
    expect(from['x-forwarded-for']).toMatch(/socket[\s\S]*\.remoteAddress$/)
  })
})
