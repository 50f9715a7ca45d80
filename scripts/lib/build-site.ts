import { distDir, markBuildCurrent, sourceFingerprint } from './build-fingerprint'
import { addCompileHints } from './compile-hints'
import { precompressStatic } from './precompress'
import { bin, run } from './run'

/**
 * `next build`, then what every instance would otherwise redo on its start (V8 compile hints, the
 * brotli copies of scripts and styles), then the stamp `npm start` compares with the sources. The
 * fingerprint is taken before the build: a file edited while it runs must make the next start
 * build again. Used by `npm run build`, by `npm start` when the sources changed, and by benches.
 */
export async function buildSite(args: string[] = []): Promise<void> {
  const fingerprint = sourceFingerprint()
  await run(bin('next'), ['build', ...args], { env: process.env })
  addCompileHints(distDir())
  await precompressStatic(distDir())
  markBuildCurrent(fingerprint)
}
