/** `npm run seed [-- --reset]`: migrations, then the studio's content (rebuilt from scratch with --reset). */
import { ensureDatabase, ensureSecrets, finishCommand, loadEnv } from './lib/environment'
import { bin, run } from './lib/run'

loadEnv()
const database = await ensureDatabase()
await finishCommand(async () => {
  await ensureSecrets()
  await run(bin('tsx'), ['scripts/prepare.ts', ...process.argv.slice(2)], { env: process.env })
}, database)
