/**
 * `npm run migrate:reset-initial`: regenerates the single initial migration from the current
 * collections and globals. Only for the pre-release period, while no database outside development
 * holds data; after the first release every schema change gets its own `npm run migrate:create`.
 * A lock directory serialises concurrent runs.
 */
import fs from 'node:fs'
import path from 'node:path'

import { bin, run } from './lib/run'

const dir = path.resolve('migrations')
const lock = path.join(dir, '.lock')
for (let i = 0; ; i++) {
  try {
    fs.mkdirSync(lock)
    break
  } catch {
    if (i > 600) throw new Error('migrations/.lock held for 60 s; remove it if no other run is active')
    await new Promise((r) => setTimeout(r, 100))
  }
}
try {
  for (const f of fs.readdirSync(dir)) if (/^\d{8}_\d{6}_.*\.(ts|json)$/.test(f)) fs.rmSync(path.join(dir, f))
  fs.writeFileSync(path.join(dir, 'index.ts'), 'export const migrations = []\n')
  await run(bin('tsx'), ['scripts/payload-cli.ts', 'migrate:create', 'initial'], { env: { ...process.env, PAYLOAD_SECRET: 'migrate-create-needs-no-secret' } })
  await run(bin('tsx'), ['scripts/payload-cli.ts', 'generate:types'], { env: { ...process.env, PAYLOAD_SECRET: 'generate-types-needs-no-secret' } })
} finally {
  fs.rmSync(lock, { recursive: true, force: true })
}
