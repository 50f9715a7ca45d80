/**
 * Brings a database up to date: applies pending migrations, then seeds the studio's content when
 * the database is empty. Safe to run on every start and from several instances at once (idempotent,
 * and one at a time: an advisory lock).
 * `--migrate-only` stops after the migrations (the integration tests' empty database).
 * `--migrate-to=<name>` applies the migrations up to and including <name> only, and implies
 * `--migrate-only`: a restore brings an empty database to the schema its backup was taken at
 * (scripts/restore.ts), then runs the newer ones.
 * `--migrations <dir>`: the migrations of `<dir>/index.ts` instead of migrations/ (a test's
 * deliberately failing migration; tests/int/migration-failure.test.ts).
 *
 * Each migration runs in its own transaction (Payload's postgres adapter: BEGIN, `up`, the
 * payload_migrations row, COMMIT). One that fails is rolled back whole, the ones before it stay,
 * and Payload logs the error and exits 1 at once: the exit hook below then names the migration, and
 * scripts/start.ts refuses to serve.
 */
import path from 'node:path'

import { loadEnv } from './lib/environment'

loadEnv()

const reset = process.argv.includes('--reset')
const migrateTo = process.argv.find((arg) => arg.startsWith('--migrate-to='))?.slice('--migrate-to='.length)
const migrateOnly = process.argv.includes('--migrate-only') || migrateTo !== undefined
const migrationsAt = process.argv.indexOf('--migrations')
// Imported after loadEnv(): the config reads the environment as it loads.
const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { migrations: all } =
  migrationsAt === -1
    ? await import('@root/migrations')
    : ((await import(path.resolve(process.argv[migrationsAt + 1]!, 'index.ts'))) as typeof import('@root/migrations'))
const upTo = migrateTo === undefined ? -1 : all.findIndex((m) => m.name === migrateTo)
if (migrateTo !== undefined && upTo === -1) {
  console.error(`Preparing the database: this release has no migration named ${migrateTo}.`)
  process.exit(1)
}
const shipped = upTo === -1 ? all : all.slice(0, upTo + 1)
const { seed } = await import('@/seed')
const { ensureEditor } = await import('@/seed/editor')
const { ensureAdminPassword } = await import('@/lib/auth/credentials')
const { contractSigningIdentity } = await import('@/lib/contracts/operations')
const { SigningIdentityError } = await import('@/lib/contracts/signing')

const { default: pg } = await import('pg')

/** The migration whose transaction is open: Payload exits the process when one fails. */
let running: string | undefined
process.on('exit', (code) => {
  if (code !== 0 && running) {
    console.error(
      `\nMigration ${running} failed (its error is above). It was rolled back: the database is as it was ` +
        'before it, with the migrations before it applied. The site does not start until it passes.',
    )
  }
})
const migrations = shipped.map((migration) => ({
  ...migration,
  up: async (args: Parameters<typeof migration.up>[0]) => {
    running = migration.name
    await migration.up(args)
  },
}))

// Instances starting together on one database take turns: two migrations at once both created the
// same tables (one failed), and two seeds at once would both find the database empty. The second
// waits here, then finds everything done. A session lock: released when this process ends, however.
const PREPARE_LOCK = 4_177_221_064
const lock = new pg.Client({ connectionString: process.env.DATABASE_URL })
await lock.connect()
await lock.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK])

const payload = await getPayload({ config, disableOnInit: true })
try {
  await payload.db.migrate({ migrations: migrations as never })
  running = undefined
  if (!migrateOnly) {
    const result = await seed(payload, { reset })
    if (result.seeded)
      payload.logger.info(reset ? 'Seed rebuilt from scratch.' : 'Empty database: seeded the studio content.')
    await ensureEditor(payload)
    await ensureAdminPassword(payload)
    // The contracts' signing certificate: made here on a new database, so that every instance
    // finds it; the studio's own (CONTRACT_SIGNING_P12) is checked here, before a client signs.
    try {
      await contractSigningIdentity(payload, (line) => console.log(line))
    } catch (error) {
      if (!(error instanceof SigningIdentityError)) throw error
      console.error(error.message)
      process.exitCode = 1
    }
  }
} finally {
  await payload.destroy()
  await lock.end().catch(() => {})
}
process.exit(process.exitCode ?? 0)
