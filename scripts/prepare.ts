/**
 * Brings a database up to date: applies pending migrations, then seeds the studio's content when
 * the database is empty. Safe to run on every start and from several instances at once (idempotent,
 * and one at a time: an advisory lock).
 * `--migrate-only` stops after the migrations (the integration tests' empty database).
 *
 * A referenced timer keeps the process alive while its modules load. Under Node 20, tsx's loader
 * hooks answer from another thread; when the main thread has nothing else to wait for, Node could
 * decide the event loop was empty and quit with exit 13 ("unsettled top-level await") before the
 * answer came: silently, before any log line, about one fresh run in five here and three times in
 * a row in one CI run (compare payloadcms/payload#17757). Everything is therefore imported after
 * the timer exists. The timer doubles as a watchdog: a run stuck for 3 minutes exits 13 too, which
 * scripts/lib/prepare-database.ts retries.
 */
export {}

const WATCHDOG_MS = 3 * 60_000
const watchdog = setTimeout(() => {
  console.error(`Preparing the database took more than ${WATCHDOG_MS / 60_000} minutes: giving up this attempt.`)
  process.exit(13)
}, WATCHDOG_MS)

const { loadEnv } = await import('./lib/environment')
loadEnv()

const reset = process.argv.includes('--reset')
const migrateOnly = process.argv.includes('--migrate-only')
const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { migrations } = await import('@/migrations')
const { seed } = await import('@/seed')
const { ensureEditor } = await import('@/seed/editor')
const { ensureAdminPassword } = await import('@/lib/auth/credentials')

const { default: pg } = await import('pg')

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
