/** withPayload's client-hint rule still has the shape next.config.ts narrows (src/platform/payload-client-hints.ts). */
import { withPayload } from '@payloadcms/next/withPayload'
import { describe, expect, it } from 'vitest'

import { siteConfig } from '@root/next.config'
import { getPathMatch } from '@/platform/next-path-match'
import { clientHintsOnlyOn } from '@/platform/payload-client-hints'

const HINTS = ['accept-ch', 'critical-ch', 'vary']

describe("withPayload's client-hint header rule", () => {
  it('is one rule for every path carrying Accept-CH, Vary and Critical-CH', async () => {
    const rules = (await withPayload({}).headers?.()) ?? []
    const withHints = rules.filter((rule) => rule.headers.some((h) => h.key.toLowerCase() === 'critical-ch'))
    expect(withHints).toHaveLength(1)
    expect(withHints[0]!.source).toBe('/:path*')
    expect(withHints[0]!.headers.map((h) => h.key.toLowerCase())).toEqual(expect.arrayContaining(HINTS))
    // No other rule of Payload's sends a client hint the rewrite would miss.
    const others = rules.filter((rule) => rule !== withHints[0])
    expect(others.flatMap((r) => r.headers).filter((h) => /^(accept-ch|critical-ch)$/i.test(h.key))).toEqual([])
  })

  it('after the rewrite, no client hint applies outside /cms', async () => {
    const rules = (await siteConfig.headers()) ?? []
    const hinting = rules.filter((rule) => rule.headers.some((h) => /^(accept-ch|critical-ch)$/i.test(h.key)))
    expect(hinting.length).toBeGreaterThan(0)
    for (const rule of hinting) {
      expect(getPathMatch(rule.source)('/cms/collections')).not.toBe(false)
      for (const path of ['/', '/fr', '/contact', '/api/health']) expect(getPathMatch(rule.source)(path)).toBe(false)
    }
    expect(clientHintsOnlyOn([{ source: '/:path*', headers: [{ key: 'Critical-CH', value: 'x' }] }], '/cms')).toEqual([
      { source: '/cms', headers: [{ key: 'Critical-CH', value: 'x' }] },
    ])
  })
})
