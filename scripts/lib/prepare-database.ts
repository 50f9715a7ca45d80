import { runTsxRetryingStalls } from './run'

/**
 * Runs scripts/prepare.ts in a child process: migrations, then (unless `--migrate-only`) the seed,
 * the CMS editor and the admin password. Now and then Payload's start in that child stalls and it
 * exits 13 (see prepare.ts for the cause and the keep-alive that made it rare). Nothing was
 * committed half-way (each migration is one transaction; the seed is idempotent and marks itself
 * done last), so the step is run again, at most three times.
 */
export async function prepareDatabase(
  args: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
  { background = false } = {},
): Promise<void> {
  // `background`: a re-check beside a serving site, on CPU time the site's first answers leave.
  await runTsxRetryingStalls('scripts/prepare.ts', args, { env, ...(background ? { priority: 10 } : {}) })
}
