/**
 * `npm run payload -- <command>`: Payload's CLI with this project's environment (the secrets shared
 * through the database, the embedded PostgreSQL when DATABASE_URL is unset and the command needs one).
 */
import { ensureDatabase, ensureSecrets, finishCommand, loadEnv } from './lib/environment'
import { bin, run } from './lib/run'

loadEnv()
const args = process.argv.slice(2)
const offline = ['migrate:create', 'generate:types', 'generate:importmap', 'info'].includes(args[0] ?? '')
const database = offline ? undefined : await ensureDatabase()
await finishCommand(async () => {
  await ensureSecrets({ offline })
  await run(bin('payload'), args, { env: process.env })
}, database)
