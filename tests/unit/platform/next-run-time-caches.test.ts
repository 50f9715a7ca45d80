/** Next's run-time caches are still where npm start empties them (src/platform/next-run-time-caches.ts). */
import { describe, expect, it } from 'vitest'

import { RUN_TIME_CACHE_DIRS } from '@/platform/next-run-time-caches'
import { packageFile } from './installed'

describe("Next's run-time cache folders", () => {
  it('the data cache is <dist>/cache/fetch-cache', () => {
    expect(RUN_TIME_CACHE_DIRS).toContainEqual(['cache', 'fetch-cache'])
    expect(packageFile('next', 'dist/server/lib/incremental-cache/file-system-cache.js')).toContain(
      "join(this.serverDistDir, '..', 'cache', 'fetch-cache')",
    )
  })

  it('the pages rendered at run time are <dist>/server/route-cache', () => {
    expect(RUN_TIME_CACHE_DIRS).toContainEqual(['server', 'route-cache'])
    const key = packageFile('next', 'dist/server/lib/route-cache-key.js')
    expect(key).toContain("const ROUTE_CACHE_DIRECTORY = 'route-cache'")
    expect(key).toContain('return `/${ROUTE_CACHE_DIRECTORY}/')
    // Keys under /route-cache/ are files under the server folder itself.
    const files = packageFile('next', 'dist/server/lib/incremental-cache/file-system-cache.js')
    expect(files).toMatch(
      /startsWith\(`\/\$\{_routecachekey\.ROUTE_CACHE_DIRECTORY\}\/`\)\) \{\s*rootDir = _path\.default\.join\(this\.serverDistDir, '\.'\)/,
    )
  })
})
