import fs from 'node:fs'
import path from 'node:path'

/**
 * Reliance: where Next's default file-system caches live inside the build folder: the data cache
 * in `cache/fetch-cache` (next/dist/server/lib/incremental-cache/file-system-cache.js) and the pages
 * rendered at run time in `server/route-cache` (next/dist/server/lib/route-cache-key.js). Internal
 * paths, not configuration.
 *
 * Why: they describe whatever database the last run used (it may have been reset, or be another
 * one), so `npm start` empties them before serving (scripts/start.ts); pages re-render on their
 * first visit. Should the folders move, stale pages of another database would be served.
 *
 * Checked on: next 16.4.5 and 16.4.6.
 * Guard: tests/unit/platform/next-run-time-caches.test.ts (Next's sources still name these folders).
 */
export const RUN_TIME_CACHE_DIRS = [
  ['cache', 'fetch-cache'],
  ['server', 'route-cache'],
] as const

/** Removes the run-time caches of the build in `distDir` (the build itself stays). */
export function clearRunTimeCaches(distDir: string): void {
  for (const dir of RUN_TIME_CACHE_DIRS) fs.rmSync(path.join(distDir, ...dir), { recursive: true, force: true })
}
