/** `npm run seed [-- --reset]`: migrations, then the studio's content (rebuilt from scratch with --reset). */
import { commandDatabase, ensureSecrets, finishCommand, loadEnv } from './lib/environment'
import { bin, run } from './lib/run'

loadEnv()
// Beside a running site, on its database: a second server on the same cluster would stop the site's.
const database = await commandDatabase()
await finishCommand(async () => {
  await ensureSecrets()
  await run(bin('tsx'), ['scripts/prepare.ts', ...process.argv.slice(2)], { env: process.env })
}, database)
