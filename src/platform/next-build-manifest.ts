import fs from 'node:fs'
import path from 'node:path'

/**
 * Reliance: `build-manifest.json` in Next's build folder lists, under `rootMainFiles`, the bootstrap
 * chunks every App Router page loads (React DOM, the Next client runtime). An internal build file,
 * not a documented format; the site also edits those chunks in place after the build.
 *
 * Why: scripts/lib/compile-hints.ts prepends V8's `//# allFunctionsCalledOnLoad` hint to exactly
 * those chunks (Lighthouse's blocking time of /pricing: ~190 ms → 72 ms, median of five). Should the
 * key move or name other files, no chunk would get the hint and hydration would quietly be slower.
 *
 * Checked on: next 16.4.5 and 16.4.6 (Turbopack build).
 * Guard: tests/e2e/platform-html.spec.ts (the list is not empty, names existing chunks, and every
 * prerendered page loads them); tests/e2e/foundation.spec.ts (the served chunks carry the hint).
 */
export const BUILD_MANIFEST = 'build-manifest.json'

/** The bootstrap chunks of the build in `distDir`, relative to it ([] when there is no build). */
export function rootMainFiles(distDir: string): string[] {
  const manifestPath = path.join(distDir, BUILD_MANIFEST)
  if (!fs.existsSync(manifestPath)) return []
  const { rootMainFiles: files = [] } = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    rootMainFiles?: string[]
  }
  return files
}
