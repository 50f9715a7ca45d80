import { AsyncLocalStorage } from 'node:async_hooks'

import { revalidatePath, revalidateTag } from 'next/cache'

import { expireTagsOnServerCache } from '@/platform/next-incremental-cache'

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

/**
 * Outside a request (the jobs queue publishing a scheduled post runs on a timer), Next has no
 * request store to queue the tags on; they are expired on the server's incremental cache directly
 * (src/platform/next-incremental-cache.ts).
 */
const expireOutsideRequest = expireTagsOnServerCache

/**
 * Work done on a timer must not trust Next's request store: a timer keeps the async context it
 * was created in, so the jobs queue, whose timer starts inside whichever request first initialised
 * Payload, still sees that long-finished request, and `revalidateTag` queued its tags there, never
 * to be applied (a scheduled post stayed off the blog). Its tags are collected here instead.
 */
const outsideRequest = new AsyncLocalStorage<Set<string>>()

/**
 * Runs `work` as publishing outside any request, then expires the tags it collected: after its
 * transactions have committed, so that no visitor re-caches the page from the data before.
 */
export async function publishOutsideRequest<T>(work: () => Promise<T>): Promise<T> {
  const tags = new Set<string>()
  try {
    return await outsideRequest.run(tags, work)
  } finally {
    if (tags.size) await expireOutsideRequest([...tags])
  }
}

/**
 * Expires tags immediately (not stale-while-revalidate) so the next visitor sees the change.
 * Outside a Next.js server (seed script, migrations, tests) there is no cache to invalidate; that
 * is expected and ignored.
 */
export function expireTags(...tags: string[]) {
  const collected = outsideRequest.getStore()
  if (collected) {
    for (const tag of tags) collected.add(tag)
    return
  }
  const missed: string[] = []
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      missed.push(tag)
    }
  }
  if (missed.length) void expireOutsideRequest(missed)
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
