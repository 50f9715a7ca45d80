import { describe, expect, it } from 'vitest'

import { getPathMatch } from '@/platform/next-path-match'
import { siteConfig as nextConfig } from '@root/next.config'

/** Every header next.config gives a path, in rule order (a later rule's value wins in Next). */
async function headersOn(path: string): Promise<Map<string, string[]>> {
  const rules = (await nextConfig.headers?.()) ?? []
  const found = new Map<string, string[]>()
  for (const rule of rules.filter((r) => getPathMatch(r.source)(path) !== false)) {
    for (const { key, value } of rule.headers)
      found.set(key.toLowerCase(), [...(found.get(key.toLowerCase()) ?? []), value])
  }
  return found
}

describe('uploaded files (an SVG once ran script on the site’s origin)', () => {
  it('carry one sandboxed policy without script, and nosniff, never the pages’ policy', async () => {
    for (const path of ['/api/media/file/photo.jpg', '/api/media/file/x.svg', '/api/media/file/a%2Fb.png']) {
      const headers = await headersOn(path)
      const csp = headers.get('content-security-policy') ?? []
      expect(csp).toHaveLength(1)
      const directives = csp[0]!.split(';').map((d) => d.trim())
      expect(directives).toContain('sandbox')
      expect(directives).toContain("default-src 'none'")
      expect(csp[0]).not.toMatch(/script-src|unsafe-inline'[^;]*script|allow-scripts|allow-same-origin/)
      expect(headers.get('x-content-type-options')).toEqual(['nosniff'])
    }
  })

  it('leave the pages and the other calls their own policy', async () => {
    for (const path of ['/', '/fr/blog/post', '/api/media', '/api/media/1', '/api/posts']) {
      const csp = (await headersOn(path)).get('content-security-policy') ?? []
      expect(csp).toHaveLength(1)
      expect(csp[0]).toContain("default-src 'self'")
      expect(csp[0]).not.toContain('sandbox')
    }
  })
})
