/**
 * `npm run build`: `next build`, then the stamp `npm start` compares with the sources
 * (scripts/lib/build-fingerprint.ts). Without it, every instance started on a build made once would
 * find no stamp and build again; with it, `npm start` serves the build as it is while the sources
 * (and NEXT_PUBLIC_* settings) are the ones it was made from.
 * It type-checks the application first, as `next build` does; `--no-typecheck` skips that (the test
 * runner's build, whose unit layer has checked the same files).
 */
import { buildSite } from './lib/build-site'
import { loadEnv } from './lib/environment'

// The same .env files npm start reads, so both take the same fingerprint.
loadEnv()
const args = process.argv.slice(2)
await buildSite(
  args.filter((arg) => arg !== '--no-typecheck'),
  { typeCheck: !args.includes('--no-typecheck') },
)
