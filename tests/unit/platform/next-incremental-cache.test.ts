/** Next still keeps its incremental cache on globalThis (src/platform/next-incremental-cache.ts). */
import { describe, expect, it } from 'vitest'

import { INCREMENTAL_CACHE_GLOBAL, expireTagsOnServerCache } from '@/platform/next-incremental-cache'
import { packageFile } from './installed'

describe("Next's incremental cache on globalThis", () => {
  it('is assigned by the server once it has served a request', () => {
    const assignment = `globalThis.${INCREMENTAL_CACHE_GLOBAL} = incrementalCache`
    expect(packageFile('next', 'dist/server/base-server.js')).toContain(assignment)
    expect(packageFile('next', 'dist/server/route-modules/route-module.js')).toContain(assignment)
  })

  it('has revalidateTag(tags, …), forwarded to the cache handler', () => {
    const source = packageFile('next', 'dist/server/lib/incremental-cache/index.js')
    expect(source).toMatch(/async revalidateTag\(tags, durations\) \{[^}]*cacheHandler[^}]*\.revalidateTag\(tags/)
  })

  it('expires the tags on whatever cache the global holds, and nothing without one', async () => {
    const store = globalThis as Record<string, unknown>
    const expired: string[][] = []
    store[INCREMENTAL_CACHE_GLOBAL] = { revalidateTag: async (tags: string[]) => void expired.push(tags) }
    try {
      await expireTagsOnServerCache(['collection:posts'])
    } finally {
      delete store[INCREMENTAL_CACHE_GLOBAL]
    }
    expect(expired).toEqual([['collection:posts']])
    await expect(expireTagsOnServerCache(['x'])).resolves.toBeUndefined()
  })
})
