/** Next's internal path matcher, used by the header tests (src/platform/next-path-match.ts). */
import { describe, expect, it } from 'vitest'

import { getPathMatch } from '@/platform/next-path-match'

describe("Next's getPathMatch", () => {
  it('matches a `:path*` source as next.config.ts writes them, and refuses other paths', () => {
    const match = getPathMatch('/_next/static/:path*')
    expect(match('/_next/static/chunks/a.js')).toEqual({ path: ['chunks', 'a.js'] })
    expect(match('/about')).toBe(false)
  })
})
