/**
 * Next's cache handler when REDIS_URL is set (next.config.ts `cacheHandler`): the data cache
 * (`unstable_cache` in src/lib/cms/query.ts) and the full-route cache of the prerendered pages
 * (ISR) live in Redis/Valkey, shared by every instance, so a tag expired by a publish on one
 * instance is expired for all. The site uses no `'use cache'` (that would be `cacheHandlers`).
 *
 * Next loads this file itself, at run time (never during `next build`, see next.config.ts), with
 * the TypeScript loader the server runs under (src/server/serve.ts): keep its imports to packages and
 * files of its own folder.
 */
import fs from 'node:fs'
import path from 'node:path'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'

import { connectSharedCache, type SharedCache } from './shared-cache'

const globalStore = globalThis as { __studioSharedCache?: SharedCache }

/**
 * One namespace per version of the sources: the fingerprint `npm run build`/`npm start` stamp into
 * the build (scripts/lib/build-fingerprint.ts), which is the same on every machine that built the
 * same sources (Next's BUILD_ID is random per build). A page cached by another version would point
 * at scripts this build does not have.
 */
function namespace(serverDistDir: string, buildId: string | undefined) {
  const distDir = path.dirname(serverDistDir)
  let version = buildId ?? 'dev'
  try {
    version = fs.readFileSync(path.join(distDir, 'source-fingerprint'), 'utf8').trim().slice(0, 16) || version
  } catch {
    /* a build made by `next build` alone: its BUILD_ID */
  }
  return `${process.env.REDIS_KEY_PREFIX || 'studio'}:${version}:`
}

CacheHandler.onCreation(({ serverDistDir, buildId }) => {
  const url = process.env.REDIS_URL
  if (!url) return { handlers: [] }
  globalStore.__studioSharedCache ??= connectSharedCache({ url, keyPrefix: namespace(serverDistDir, buildId) })
  return { handlers: [globalStore.__studioSharedCache.handler] }
})

export default CacheHandler
