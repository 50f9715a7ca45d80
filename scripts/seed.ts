/** `npm run seed [-- --reset]`: migrations, then the studio's content (rebuilt from scratch with --reset). */
import { ensureDatabase, ensureSecrets, loadEnv } from './lib/environment'
import { bin, run } from './lib/run'

loadEnv()
ensureSecrets()
const database = await ensureDatabase()
let code = 0
try {
  await run(bin('tsx'), ['scripts/prepare.ts', ...process.argv.slice(2)], { env: process.env })
} catch (error) {
  console.error((error as Error).message)
  code = 1
} finally {
  await database?.stop()
}
process.exit(code)
