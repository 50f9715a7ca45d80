import 'server-only'

import { draftMode } from 'next/headers'
import { unstable_cache } from 'next/cache'

/**
 * True while an editor previews from /cms (draft mode, enabled by /preview after checking the
 * Payload session). Reading it does not make a page dynamic; outside a request it is false.
 */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/**
 * Runs a Local API read through Next's data cache, tagged so the CMS hooks can expire it
 * (utilities/revalidate.ts). In preview it reads drafts and bypasses the cache: an editor must see
 * the unsaved-to-the-public version, and visitors must never get it from the cache.
 */
export async function cmsQuery<T>(key: string[], tags: string[], load: (draft: boolean) => Promise<T>): Promise<T> {
  if (await isPreview()) return load(true)
  return unstable_cache(() => load(false), ['cms', ...key], { tags })()
}
