/**
 * Brings a database up to date: applies pending migrations, then seeds the studio's content when
 * the database is empty. Safe to run on every start and from several instances at once (idempotent,
 * and one at a time: an advisory lock).
 * `--migrate-only` stops after the migrations (the integration tests' empty database).
 * `--migrate-to=<name>` applies the migrations up to and including <name> only, and implies
 * `--migrate-only`: a restore brings an empty database to the schema its backup was taken at
 * (scripts/restore.ts), then runs the newer ones.
 *
 * A referenced timer keeps the process alive while its modules load. Under Node 20, tsx's loader
 * hooks answer from another thread; when the main thread has nothing else to wait for, Node could
 * decide the event loop was empty and quit with exit 13 ("unsettled top-level await") before the
 * answer came: silently, before any log line, about one fresh run in five here and three times in
 * a row in one CI run (compare payloadcms/payload#17757). Everything is therefore imported after
 * the timer exists. The timer doubles as a watchdog: a step stuck past its time exits 13 too, which
 * scripts/lib/prepare-database.ts retries. With the timer, a stall still comes now and then (twice
 * in a dozen clean CI runs, at 0 % CPU, before the first migration): loading the modules takes 2 to
 * 8 s here even on a busy machine, and starting Payload about as long, so each of those steps gets
 * one minute, not the three the migrations and seed may take, and a stall costs a minute.
 */
export {}

let watchdog: NodeJS.Timeout | undefined
/** Starts a step of `seconds` at most; past them, this attempt ends with 13 (retried by the caller). */
function step(name: string, seconds: number) {
  clearTimeout(watchdog)
  watchdog = setTimeout(() => {
    console.error(`Preparing the database: ${name} took more than ${seconds} s; giving up this attempt.`)
    process.exit(13)
  }, seconds * 1000)
}

// PREPARE_STEP_S: the suite's starved-machine check gives the steps seconds instead of minutes.
const STEP_S = Number(process.env.PREPARE_STEP_S) || 60
step('loading the modules', STEP_S)

const { loadEnv } = await import('./lib/environment')
loadEnv()

const reset = process.argv.includes('--reset')
const migrateTo = process.argv.find((arg) => arg.startsWith('--migrate-to='))?.slice('--migrate-to='.length)
const migrateOnly = process.argv.includes('--migrate-only') || migrateTo !== undefined
const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { migrations: shipped } = await import('@/migrations')
const upTo = migrateTo === undefined ? -1 : shipped.findIndex((m) => m.name === migrateTo)
if (migrateTo !== undefined && upTo === -1) {
  console.error(`Preparing the database: this release has no migration named ${migrateTo}.`)
  process.exit(1)
}
const migrations = upTo === -1 ? shipped : shipped.slice(0, upTo + 1)
const { seed } = await import('@/seed')
const { ensureEditor } = await import('@/seed/editor')
const { ensureAdminPassword } = await import('@/lib/auth/credentials')

const { default: pg } = await import('pg')

// Instances starting together on one database take turns: two migrations at once both created the
// same tables (one failed), and two seeds at once would both find the database empty. The second
// waits here, then finds everything done. A session lock: released when this process ends, however.
const PREPARE_LOCK = 4_177_221_064
const lock = new pg.Client({ connectionString: process.env.DATABASE_URL })
step("waiting for another instance's migrations and seed", 3 * STEP_S)
await lock.connect()
await lock.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK])

step('starting Payload', STEP_S)
const payload = await getPayload({ config, disableOnInit: true })
step('the migrations and seed', 3 * STEP_S)
try {
  await payload.db.migrate({ migrations: migrations as never })
  if (!migrateOnly) {
    const result = await seed(payload, { reset })
    if (result.seeded)
      payload.logger.info(reset ? 'Seed rebuilt from scratch.' : 'Empty database: seeded the studio content.')
    await ensureEditor(payload)
    await ensureAdminPassword(payload)
  }
} finally {
  await payload.destroy()
  await lock.end().catch(() => {})
}
clearTimeout(watchdog)
process.exit(0)
