/**
 * `npm run migrate:reset-initial`: regenerates the single initial migration from the current
 * collections and globals. Only for the pre-release period, while no database outside development
 * holds data; after the first release every schema change gets its own `npm run migrate:create`.
 * A lock directory serialises concurrent runs.
 *
 * Hand-written migrations (a `.ts` without the drizzle snapshot `.json` that migrate:create writes
 * beside its own) describe what the Payload schema does not know, so they are kept, and renamed to
 * run right after the new initial one: Payload runs migrations in file-name order. Each must be
 * idempotent (IF NOT EXISTS), since a database that ran it under its old name runs it again.
 */
import fs from 'node:fs'
import path from 'node:path'

import { bin, run } from './lib/run'

const dir = path.resolve('migrations')
const lock = path.join(dir, '.lock')
const stamped = /^(\d{8}_\d{6})_(.*)\.(ts|json)$/

/** `20261121_094142` + seconds, in the same UTC format migrate:create uses. */
function laterStamp(stamp: string, seconds: number): string {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})_(\d{2})(\d{2})(\d{2})$/.exec(stamp)!.map(Number)
  const iso = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s! + seconds)).toISOString()
  return `${iso.slice(0, 10).replace(/-/g, '')}_${iso.slice(11, 19).replace(/:/g, '')}`
}

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
  const files = fs
    .readdirSync(dir)
    .filter((f) => stamped.test(f))
    .sort()
  const generated = new Set(files.filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '.ts')))
  const handWritten = files.filter((f) => f.endsWith('.ts') && !generated.has(f))
  for (const f of files) if (!handWritten.includes(f)) fs.rmSync(path.join(dir, f))
  fs.writeFileSync(path.join(dir, 'index.ts'), 'export const migrations = []\n')
  await run(bin('tsx'), ['scripts/payload-cli.ts', 'migrate:create', 'initial'], {
    env: { ...process.env, PAYLOAD_SECRET: 'migrate-create-needs-no-secret' },
  })
  const initial = fs.readdirSync(dir).find((f) => /^\d{8}_\d{6}_initial\.ts$/.test(f))
  // Seen when this script's output went to a file: the CLI child exited 0 having written nothing.
  if (!initial) throw new Error('migrate:create wrote no initial migration')
  handWritten.forEach((f, i) => {
    const [, , name] = stamped.exec(f)!
    fs.renameSync(path.join(dir, f), path.join(dir, `${laterStamp(initial.slice(0, 15), i + 1)}_${name}.ts`))
  })
  await run(bin('tsx'), ['scripts/payload-cli.ts', 'generate:types'], {
    env: { ...process.env, PAYLOAD_SECRET: 'generate-types-needs-no-secret' },
  })
  // Only this last step needs Payload in this process; the CLI children above load their own.
  const { writeMigrationIndex } = await import('payload')
  writeMigrationIndex({ migrationsDir: dir })
} finally {
  fs.rmSync(lock, { recursive: true, force: true })
}
