/**
 * `npm run payload -- <command>`: Payload's CLI with this project's environment (secrets from the
 * data directory, the embedded PostgreSQL when DATABASE_URL is unset and the command needs one).
 */
import { ensureDatabase, ensureSecrets, loadEnv } from './lib/environment'
import { bin, run } from './lib/run'

loadEnv()
ensureSecrets()
const args = process.argv.slice(2)
const offline = ['migrate:create', 'generate:types', 'generate:importmap', 'info']
const database = offline.includes(args[0] ?? '') ? undefined : await ensureDatabase()
let code = 0
try {
  await run(bin('payload'), args, { env: process.env })
} catch (error) {
  console.error((error as Error).message)
  code = 1
} finally {
  await database?.stop()
}
process.exit(code)
