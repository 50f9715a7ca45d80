/**
 * `npm run restore -- FILE [--force]`: puts a backup made by `npm run backup` back into this
 * site's database (DATABASE_URL, else the embedded one in DATA_DIR) and media folder.
 *   1. reads the whole file and checks it (GCM tags, every part's SHA-256 against the manifest),
 *      before anything is started or written;
 *   2. refuses a database that holds data, or a media folder that holds files, unless --force,
 *      and says what would be replaced;
 *   3. migrates the database to the backup's last migration (scripts/prepare.ts --migrate-to),
 *      so the rows fit the schema they were taken from, emptying it first when --force meets
 *      another schema;
 *   4. restores every table in one transaction (src/lib/backup/restore.ts), then the media;
 *   5. runs this release's newer migrations, as `npm start` would.
 * Then `npm start` serves the restored site, with its passwords and secrets (they are rows).
 */
import path from 'node:path'

import { listMedia } from '@/lib/backup/archive'
import { describeManifest } from '@/lib/backup/manifest'
import { dataRows, emptySchema, inspectTarget, restoreInto, verifyBackup } from '@/lib/backup/restore'
import { dataDir } from '@/lib/runtime/data-dir'
import { shippedMigrations } from './lib/database-prepared'
import { ensureDatabase, ensureSecrets, finishCommand, loadEnv, runningEmbeddedUrl } from './lib/environment'
import { prepareDatabase } from './lib/prepare-database'

loadEnv()
const args = process.argv.slice(2)
const force = args.includes('--force')
const file = args.find((arg) => !arg.startsWith('--'))
if (!file) {
  console.error('Usage: npm run restore -- FILE [--force]')
  process.exit(1)
}

const started = performance.now()
const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

console.log(`Checking ${file}…`)
const manifest = await verifyBackup(path.resolve(file), process.env.BACKUP_KEY || undefined).catch((error: Error) =>
  fail(`Nothing was restored. ${error.message}`),
)
console.log(`The backup is sound (${seconds()} s): ${describeManifest(manifest)}.`)

const shipped = shippedMigrations()
const unknown = manifest.database.migrations.filter((name) => !shipped.includes(name))
if (unknown.length)
  fail(
    `Nothing was restored. This backup comes from a newer release (${manifest.site.version}, migration ` +
      `${unknown.at(-1)}) than this checkout: restore it with that release or a later one.`,
  )
if (!process.env.DATABASE_URL && runningEmbeddedUrl())
  fail(`Nothing was restored. The site is running on ${dataDir()}: stop it first.`)

const database = await ensureDatabase()
await finishCommand(async () => {
  const databaseUrl = process.env.DATABASE_URL!
  const mediaDir = process.env.MEDIA_DIR || path.join(dataDir(), 'media')
  // Provisional secrets for the migrations' Payload, written nowhere: the restored rows bring the
  // site's own (shared_secrets), which `npm start` then uses.
  await ensureSecrets({ offline: true })
  const target = await inspectTarget(databaseUrl)
  const rows = dataRows(target)
  const files = listMedia(mediaDir)
  if (rows.length || files.length) {
    const total = rows.reduce((sum, r) => sum + r.rows, 0)
    const lines = [
      ...rows.map((r) => `  ${r.table}: ${r.rows} rows`),
      ...(files.length ? [`  ${mediaDir}: ${files.length} files`] : []),
    ]
    if (!force)
      throw new Error(
        `Nothing was restored. The target is not empty; a restore would replace ${total} rows in ` +
          `${rows.length} tables and ${files.length} media files:\n${lines.join('\n')}\n` +
          'Run it again with --force to replace them.',
      )
    console.log(
      `Replacing (--force) ${total} rows in ${rows.length} tables and ${files.length} media files:\n${lines.join('\n')}`,
    )
  }
  const backupMigrations = manifest.database.migrations
  const fits = target.migrations.every((name, i) => backupMigrations[i] === name)
  if (!fits) {
    console.log('The target database is at another schema version: emptying it (--force).')
    await emptySchema(databaseUrl)
  }
  const atLevel = target.migrations.length === backupMigrations.length && fits
  if (manifest.database.lastMigration && !atLevel) {
    console.log(`Migrating the target to ${manifest.database.lastMigration}, the backup's schema…`)
    await prepareDatabase([`--migrate-to=${manifest.database.lastMigration}`], process.env)
  }
  console.log('Restoring the tables (one transaction) and the media…')
  await restoreInto({
    file: path.resolve(file),
    key: process.env.BACKUP_KEY || undefined,
    manifest,
    databaseUrl,
    mediaDir,
    replaceMedia: force,
  })
  if (backupMigrations.length < shipped.length) {
    console.log('Applying the migrations of this release that are newer than the backup…')
    await prepareDatabase(['--migrate-only'], process.env)
  }
  const restoredRows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0)
  console.log(
    `Restored in ${seconds()} s: ${restoredRows} rows in ${manifest.database.tables.length} tables, ` +
      `${manifest.media.files.length} media files. Start the site with npm start.`,
  )
}, database)
