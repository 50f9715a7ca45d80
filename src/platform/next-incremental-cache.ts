/**
 * Reliance: Next keeps the server's incremental cache on `globalThis.__incrementalCache` once it
 * has served a request (next/dist/server/base-server.js and server/route-modules/route-module.js
 * assign it; unstable-cache.js and work-store.js read it back). Not a documented API.
 *
 * Why: the jobs queue publishes scheduled posts on a timer, outside any request, where
 * `revalidateTag` has no request store to queue its tags on (utilities/revalidate.ts). Expiring the
 * tags on the server's own cache is what `revalidateTag` would have done at the end of a request.
 * Upstream: vercel/next.js#72578 (revalidateTag inside a setTimeout does nothing, closed without a
 * supported way for work outside a request).
 *
 * Checked on: next 16.4.5 and 16.4.6.
 * Guard: tests/unit/platform/next-incremental-cache.test.ts (Next still assigns the global and its
 * IncrementalCache still has `revalidateTag(tags, …)`); tests/int/content-revalidation.test.ts.
 */
export const INCREMENTAL_CACHE_GLOBAL = '__incrementalCache'

type IncrementalCache = { revalidateTag: (tags: string[]) => Promise<void> }

/** The running server's incremental cache, or undefined outside a Next server (scripts, tests). */
export function serverIncrementalCache(): IncrementalCache | undefined {
  return (globalThis as Record<string, unknown>)[INCREMENTAL_CACHE_GLOBAL] as IncrementalCache | undefined
}

/** Expires the tags on the server's cache directly; nothing to do outside a Next server. */
export async function expireTagsOnServerCache(tags: string[]): Promise<void> {
  await serverIncrementalCache()
    ?.revalidateTag(tags)
    .catch(() => {})
}
