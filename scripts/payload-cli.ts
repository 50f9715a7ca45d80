/**
 * `npm run payload -- <command>`: Payload's CLI with this project's environment (secrets from the
 * data directory, the embedded PostgreSQL when DATABASE_URL is unset and the command needs one).
 */
import { ensureDatabase, ensureSecrets, finishCommand, loadEnv } from './lib/environment'
import { bin, run } from './lib/run'

loadEnv()
ensureSecrets()
const args = process.argv.slice(2)
const offline = ['migrate:create', 'generate:types', 'generate:importmap', 'info']
const database = offline.includes(args[0] ?? '') ? undefined : await ensureDatabase()
await finishCommand(() => run(bin('payload'), args, { env: process.env }), database)
