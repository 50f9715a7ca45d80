import { revalidatePath, revalidateTag } from 'next/cache'

/**
 * Cache tags shared by the data loaders in src/lib/cms and the hooks that invalidate them.
 * One tag per collection/global: every page that read the content carries its tag, so a change
 * re-renders exactly the pages (in both languages) that showed it.
 */
export const cacheTags = {
  global: (slug: string) => `global:${slug}`,
  collection: (slug: string) => `collection:${slug}`,
} as const

/**
 * Expires tags immediately (not stale-while-revalidate) so the next visitor sees the change.
 * Outside a Next.js server (seed script, migrations, tests) there is no cache to invalidate and
 * Next throws; that is expected and ignored.
 */
export function expireTags(...tags: string[]) {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      /* not running inside Next.js */
    }
  }
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
