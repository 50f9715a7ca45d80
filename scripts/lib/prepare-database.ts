import { run, tsxArgs } from './run'

/**
 * Runs scripts/prepare.ts in a child process: migrations, then (unless `--migrate-only`) the seed,
 * the CMS editor and the admin password. Rejects when it fails: a migration that failed has been
 * rolled back and named by the child (its output is this process's), and the caller does not serve.
 */
export async function prepareDatabase(
  args: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
  { background = false } = {},
): Promise<void> {
  // `background`: a re-check beside a serving site, on CPU time the site's first answers leave.
  await run(process.execPath, tsxArgs('scripts/prepare.ts', args), {
    env,
    ...(background ? { priority: 10 } : {}),
  }).catch((error: Error) => {
    throw new Error(`The database could not be brought up to date (${error.message}); see the lines above.`)
  })
}
