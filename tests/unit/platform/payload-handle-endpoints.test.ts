/** handleEndpoints is still what Payload's own Next route calls (src/platform/payload-handle-endpoints.ts). */
import { describe, expect, it } from 'vitest'

import { handleEndpoints } from '@/platform/payload-handle-endpoints'
import { packageFile } from './installed'

describe("Payload's handleEndpoints", () => {
  it("is exported by 'payload'", () => {
    expect(typeof handleEndpoints).toBe('function')
  })

  it("is what Payload's Next route answers /api with, given the config and the web Request", () => {
    const route = packageFile('@payloadcms/next', 'dist/routes/rest/index.js')
    expect(route).toContain("import { handleEndpoints } from 'payload'")
    expect(route).toMatch(/await handleEndpoints\(\{\s*config,[\s\S]*?request\s*\}\)/)
  })

  it('takes the path from the request when none is given', () => {
    const source = packageFile('payload', 'dist/utilities/handleEndpoints.js')
    expect(source).toMatch(
      /export const handleEndpoints = async \(\{[^}]*\bconfig: incomingConfig,[^}]*\bpath,[^}]*\brequest\s*\}\)/,
    )
    expect(source).toContain('const pathname = path ?? new URL(req.url).pathname')
  })
})
