import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { inlineScriptHashes, policyWithHashes } from '@/lib/security/csp-hashes'

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inline script hashes for the CSP', () => {
  it('hashes the text of every inline script, once, and skips external ones', () => {
    const html = `<html><head><script src="/_next/a.js" async></script><script>self.__next_f.push([1,"é"])</script></head>
<body><script type="application/ld+json">{"a":1}</script><script>self.__next_f.push([1,"é"])</script><SCRIPT>$RC("B:0","S:0")</SCRIPT></body></html>`
    expect(inlineScriptHashes(html).sort()).toEqual(
      [sha('self.__next_f.push([1,"é"])'), sha('{"a":1}'), sha('$RC("B:0","S:0")')].sort(),
    )
  })

  it("replaces script-src 'unsafe-inline' with the hashes and leaves other directives alone", () => {
    const csp =
      "default-src 'self'; script-src 'self' 'unsafe-inline' https://*.googletagmanager.com; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'"
    expect(policyWithHashes(csp, ["'sha256-abc'"])).toBe(
      "default-src 'self'; script-src 'self' https://*.googletagmanager.com 'sha256-abc'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'",
    )
  })

  it('without inline scripts, allows none', () => {
    expect(policyWithHashes("script-src 'self' 'unsafe-inline'", [])).toBe("script-src 'self'")
  })
})
