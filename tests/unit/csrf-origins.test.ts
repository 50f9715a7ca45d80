import { describe, expect, it } from 'vitest'

/**
 * With PUBLIC_URL unset (a plain `npm start`), Payload's `csrf` list was empty,
 * and a cookie-authenticated CMS write from `Origin: https://evil.example` went through.
 */
describe('Payload’s csrf list', () => {
  it('holds the site’s own origin even without PUBLIC_URL, and nothing else', async () => {
    delete process.env.PUBLIC_URL
    process.env.PORT = '3000'
    const config = await (await import('@payload-config')).default
    expect(config.csrf).toEqual(expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000']))
    expect(config.csrf.filter(Boolean).every((origin) => /^http:\/\/(localhost|127\.0\.0\.1):3000$/.test(origin))).toBe(
      true,
    )
    // Loading the whole Payload config (every collection, plugin and the Lexical editor) takes
    // seconds on a busy two-core machine; the default 5 s made this test fail by timing alone.
  }, 60_000)
})
