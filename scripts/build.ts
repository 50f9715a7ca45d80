/**
 * `npm run build`: `next build`, then the stamp `npm start` compares with the sources
 * (scripts/lib/build-fingerprint.ts). Without it, every instance started on a build made once would
 * find no stamp and build again; with it, `npm start` serves the build as it is while the sources
 * (and NEXT_PUBLIC_* settings) are the ones it was made from.
 */
import { distDir, markBuildCurrent, sourceFingerprint } from './lib/build-fingerprint'
import { addCompileHints } from './lib/compile-hints'
import { loadEnv } from './lib/environment'
import { precompressStatic } from './lib/precompress'
import { bin, run } from './lib/run'

// The same .env files npm start reads, so both take the same fingerprint.
loadEnv()
// Taken before the build: a file edited while it runs must make the next start build again.
const fingerprint = sourceFingerprint()
await run(bin('next'), ['build', ...process.argv.slice(2)], { env: process.env })
// Done here once rather than by each instance on its start.
addCompileHints(distDir())
await precompressStatic(distDir())
markBuildCurrent(fingerprint)
