/**
 * `npm run payload -- <command>`: Payload's CLI with this project's environment (the secrets shared
 * through the database, the embedded PostgreSQL when DATABASE_URL is unset and the command needs one:
 * the site's own when it runs, else one for the length of the command).
 */
import { commandDatabase, ensureSecrets, finishCommand, loadEnv } from './lib/environment'
import { bin, run } from './lib/run'

loadEnv()
const args = process.argv.slice(2)
const offline = ['migrate:create', 'generate:types', 'generate:importmap', 'info'].includes(args[0] ?? '')
// Beside a running site, on its database: a second server on the same cluster would stop the site's.
const database = offline ? undefined : await commandDatabase()
await finishCommand(async () => {
  await ensureSecrets({ offline })
  await run(bin('payload'), args, { env: process.env })
}, database)
