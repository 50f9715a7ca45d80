/**
 * V8 explicit compile hints for the framework's bootstrap chunks.
 *
 * Every page runs React DOM and the Next.js client runtime in full as soon as they arrive. V8
 * compiles functions lazily by default, so that compilation happened on the main thread inside the
 * hydration task, the longest task a phone sees (Lighthouse counted ~190 ms of blocking time on
 * /pricing, median of five). Chrome 136+ reads the magic comment below and compiles every function
 * of the file eagerly while the script streams in, on a background thread; the main thread then
 * only runs it (median 72 ms on the same page). Other browsers ignore the comment.
 *
 * Only the build manifest's `rootMainFiles` (src/platform/next-build-manifest.ts) get the hint:
 * the bootstrap that every App Router page executes. Route chunks (including the CMS's large admin bundles) stay lazily compiled, because
 * most of their functions never run on a given visit and eager compilation would waste memory.
 */
import fs from 'node:fs'
import path from 'node:path'

import { rootMainFiles } from '@/platform/next-build-manifest'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Prepends the hint to each root main chunk that lacks it; returns the files it changed. */
export function addCompileHints(distDir: string): string[] {
  const changed: string[] = []
  for (const file of rootMainFiles(distDir)) {
    if (!file.endsWith('.js')) continue
    const chunk = path.join(distDir, file)
    if (!fs.existsSync(chunk)) continue
    const source = fs.readFileSync(chunk, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    // Written whole to a sibling, then renamed: a server already running never serves half a file.
    fs.writeFileSync(`${chunk}.tmp`, COMPILE_HINT + source)
    fs.renameSync(`${chunk}.tmp`, chunk)
    changed.push(file)
  }
  return changed
}
