import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { finishPage } from '@/server/finished-pages'
import { inlineScriptHashes } from '@/lib/security/csp-hashes'

const CSP = "default-src 'self'; script-src 'self' 'unsafe-inline'"
const page = (text: string) =>
  Buffer.from(
    `<html><head></head><body><p>${text.repeat(500)}</p><script>self.x=${JSON.stringify(text)}</script></body></html>`,
  )

describe('finishPage', () => {
  it('finishes a page version once and serves the same bytes after', () => {
    let calls = 0
    const rewrite = (html: string) => {
      calls++
      return html.replace('<p>', '<p class="done">')
    }
    const first = finishPage(page('alpha'), { csp: CSP, encoding: 'br', transform: rewrite })
    const second = finishPage(page('alpha'), { csp: CSP, encoding: 'br', transform: rewrite })
    expect(calls).toBe(1)
    expect(second.body.equals(first.body)).toBe(true)
    const html = zlib.brotliDecompressSync(first.body).toString('utf8')
    expect(html).toContain('<p class="done">')
    expect(first.encoding).toBe('br')
    // The CSP carries the hashes of the page as rewritten, and no longer 'unsafe-inline'.
    expect(first.csp).toContain(inlineScriptHashes(html)[0])
    expect(first.csp).not.toContain("'unsafe-inline'")
  })

  it('treats changed bytes (a publish) as a new version at once', () => {
    const before = finishPage(page('before'), { csp: CSP, encoding: 'gzip' })
    const after = finishPage(page('after'), { csp: CSP, encoding: 'gzip' })
    expect(zlib.gunzipSync(after.body).toString('utf8')).toContain('after')
    expect(after.csp).not.toBe(before.csp)
  })

  it('keeps one entry per encoding', () => {
    const gzip = finishPage(page('enc'), { csp: CSP, encoding: 'gzip' })
    const plain = finishPage(page('enc'), { csp: CSP })
    expect(gzip.encoding).toBe('gzip')
    expect(plain.encoding).toBeUndefined()
    expect(plain.body.toString('utf8')).toContain('enc')
  })
})
