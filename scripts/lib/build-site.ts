import { distDir, markBuildCurrent, sourceFingerprint } from './build-fingerprint'
import { addCompileHints } from './compile-hints'
import { precompressStatic } from './precompress'
import { bin, run } from './run'

export interface BuildOptions {
  /**
   * Type-check the application as part of `next build` (tsconfig.build.json). `npm run build` does
   * (a deployer's build of an edited tree); `npm start` and the test runner do not: the unit layer
   * checks the same files (and the route types `next typegen` writes), and on a first start the
   * check was half a minute of the three a newcomer waits.
   */
  typeCheck?: boolean
  /**
   * Write Turbopack's cache for the next build into <distDir>/cache. Read only by a later build in
   * the same directory, so not worth its writing (10 of a build's 83 CPU-seconds, 250 MB) where no
   * such build is expected: CI, a first `npm start`. Default: next.config.ts's (not under CI).
   */
  cache?: boolean
}

/**
 * `next build`, then what every instance would otherwise redo on its start (V8 compile hints, the
 * brotli copies of scripts and styles), then the stamp `npm start` compares with the sources. The
 * fingerprint is taken before the build: a file edited while it runs must make the next start
 * build again. Used by `npm run build`, by `npm start` when the sources changed, and by benches.
 */
export async function buildSite(args: string[] = [], { typeCheck = true, cache }: BuildOptions = {}): Promise<void> {
  const fingerprint = sourceFingerprint()
  const env: NodeJS.ProcessEnv = { ...process.env, BUILD_TYPECHECK: typeCheck ? '1' : '0' }
  if (cache !== undefined) env.BUILD_CACHE = cache ? '1' : '0'
  await run(bin('next'), ['build', ...args], { env })
  addCompileHints(distDir())
  await precompressStatic(distDir())
  markBuildCurrent(fingerprint)
}
