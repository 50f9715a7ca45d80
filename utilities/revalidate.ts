import { revalidatePath, revalidateTag } from 'next/cache'

/**
 * Cache tags shared by the data loaders in src/lib/cms and the hooks that invalidate them.
 * One tag per collection/global: every page that read the content carries its tag, so a change
 * re-renders exactly the pages (in both languages) that showed it. The sitemap and the RSS feed
 * read through the same loaders, so they carry the same tags.
 */
export const cacheTags = {
  global: (slug: string) => `global:${slug}`,
  collection: (slug: string) => `collection:${slug}`,
} as const

type IncrementalCache = { revalidateTag: (tags: string[]) => Promise<void> }

/**
 * Outside a request (the jobs queue publishing a scheduled post runs on a timer), Next has no
 * request store to queue the tags on, and `revalidateTag` throws. The server's incremental cache
 * is still reachable: Next keeps it on globalThis once it has served a request, and expiring the
 * tags there is what `revalidateTag` would have done at the end of the request.
 */
function expireOutsideRequest(tags: string[]) {
  const cache = (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache
  if (!cache) return false
  void cache.revalidateTag(tags).catch(() => {})
  return true
}

/**
 * Expires tags immediately (not stale-while-revalidate) so the next visitor sees the change.
 * Outside a Next.js server (seed script, migrations, tests) there is no cache to invalidate; that
 * is expected and ignored.
 */
export function expireTags(...tags: string[]) {
  const missed: string[] = []
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      missed.push(tag)
    }
  }
  if (missed.length) expireOutsideRequest(missed)
}

export function expirePaths(...paths: string[]) {
  for (const p of paths) {
    try {
      revalidatePath(p)
    } catch {
      /* not running inside Next.js */
    }
  }
}
