/**
 * `npm run restore -- FILE [--force] [--allow-unencrypted] [--receipts-next=…]`: puts a backup made
 * by `npm run backup` back into this site's database (DATABASE_URL, else the embedded one in
 * DATA_DIR) and media folder.
 *   1. reads the whole file and checks it (GCM tags, every part's SHA-256 against the manifest),
 *      before anything is started or written; with a backup key here (BACKUP_KEY, or
 *      DATA_DIR/backup-key), an unencrypted file is refused unless --allow-unencrypted;
 *   2. refuses a database that holds data, or a media folder that holds files, unless --force,
 *      and says what would be replaced; refuses a restore the disk cannot hold;
 *   3. settles the receipts' next numbers: above every number the database being replaced had
 *      given, or, when it is gone, the numbers --receipts-next names (docs/backups.md);
 *   4. migrates the database to the backup's last migration (scripts/prepare.ts --migrate-to),
 *      so the rows fit the schema they were taken from, emptying it first when --force meets
 *      another schema;
 *   5. restores every table in one transaction (src/lib/backup/restore.ts), tables the backup does
 *      not list emptied, the receipts' counters raised, the media flushed to disk before the commit;
 *   6. runs this release's newer migrations, as `npm start` would.
 * Then `npm start` serves the restored site, with its passwords and secrets (they are rows).
 */
import path from 'node:path'

import pg from 'pg'

import { listMedia } from '@/lib/backup/archive'
import { currentBackupKey, keySettings } from '@/lib/backup/key'
import { describeManifest, type Manifest } from '@/lib/backup/manifest'
import { checkFreeSpace, dataRows, emptySchema, inspectTarget, restoreInto, verifyBackup } from '@/lib/backup/restore'
import { parseReceiptNumber, receiptNumber, type ReceiptKind } from '@/lib/receipts/document'
import { raiseReceiptCounters, readReceiptCounters, type ReceiptCounter } from '@/lib/receipts/store'
import { dataDir } from '@/lib/runtime/data-dir'
import { shippedMigrations } from './lib/database-prepared'
import { ensureDatabase, ensureSecrets, finishCommand, loadEnv, runningEmbeddedUrl } from './lib/environment'
import { prepareDatabase } from './lib/prepare-database'

loadEnv()
const args = process.argv.slice(2)
const force = args.includes('--force')
const allowUnencrypted = args.includes('--allow-unencrypted')
const receiptsNext = args.find((arg) => arg.startsWith('--receipts-next='))?.slice('--receipts-next='.length)
const file = args.find((arg) => !arg.startsWith('--'))
const USAGE =
  'Usage: npm run restore -- FILE [--force] [--allow-unencrypted] [--receipts-next=R-YYYY-NNNNNN,NC-YYYY-NNNNNN]'
if (!file) {
  console.error(USAGE)
  process.exit(1)
}

const started = performance.now()
const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

/** `--receipts-next`: the next number of each series the operator names, as counter floors. */
function namedFloors(value: string | undefined): ReceiptCounter[] | 'as-backed-up' | undefined {
  if (value === undefined) return undefined
  if (value === 'as-backed-up') return 'as-backed-up'
  const floors: ReceiptCounter[] = []
  for (const part of value.split(',').filter(Boolean)) {
    const parsed = parseReceiptNumber(part)
    if (!parsed)
      fail(
        `Nothing was restored. --receipts-next takes the next numbers to give, such as R-2026-000043,NC-2026-000008 (or as-backed-up): "${part}" is not one.`,
      )
    floors.push({ kind: parsed!.kind, year: parsed!.year, last: parsed!.sequence - 1 })
  }
  if (!floors.length) fail(`Nothing was restored. ${USAGE}`)
  return floors
}
const named = namedFloors(receiptsNext)

const keys = keySettings(process.env, dataDir())
const key = currentBackupKey(keys)
console.log(`Checking ${file}…`)
const manifest = await verifyBackup(path.resolve(file), { key: key?.value, allowUnencrypted }).catch((error: Error) =>
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

const mediaDir = process.env.MEDIA_DIR || path.join(dataDir(), 'media')
const embedded = !process.env.DATABASE_URL
await checkFreeSpace(manifest, {
  mediaDir,
  databaseDir: embedded ? path.join(dataDir(), 'postgres') : undefined,
}).catch((error: Error) => fail(error.message))

const database = await ensureDatabase().catch((error: Error) => fail(error.message))
await finishCommand(async () => {
  const databaseUrl = process.env.DATABASE_URL!
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
  const floors = await receiptFloors(databaseUrl, manifest, named)

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
  const { emptied } = await restoreInto({
    file: path.resolve(file),
    key: key?.value,
    allowUnencrypted,
    manifest,
    databaseUrl,
    mediaDir,
    replaceMedia: force,
    beforeCommit: floors.length ? (client) => raiseReceiptCounters(client, floors) : undefined,
  })
  if (emptied.length) console.log(`Emptied, as the backup does not hold them: ${emptied.join(', ')}.`)
  if (backupMigrations.length < shipped.length) {
    console.log('Applying the migrations of this release that are newer than the backup…')
    await prepareDatabase(['--migrate-only'], process.env)
  }
  const restoredRows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0)
  const next = await nextNumbers(databaseUrl)
  console.log(
    `Restored in ${seconds()} s: ${restoredRows} rows in ${manifest.database.tables.length} tables, ` +
      `${manifest.media.files.length} media files.${next ? ` Next receipt numbers: ${next}.` : ''} ` +
      'Start the site with npm start.',
  )
}, database)

/**
 * The floors of the receipts' counters after the restore, so that no number already sent is given
 * again: the counters of the database being replaced (exact: every number it gave), or the ones
 * --receipts-next names. When neither is there, and the backup's site issues receipts (or this one
 * takes payments), the numbers sent after the backup was taken cannot be known here: refused.
 */
async function receiptFloors(
  databaseUrl: string,
  backup: Manifest,
  operator: ReceiptCounter[] | 'as-backed-up' | undefined,
): Promise<ReceiptCounter[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  client.on('error', () => {})
  await client.connect()
  let replaced: ReceiptCounter[]
  try {
    replaced = await readReceiptCounters(client)
  } finally {
    await client.end().catch(() => {})
  }
  const floors = [...replaced, ...(Array.isArray(operator) ? operator : [])]
  if (replaced.length) {
    console.log(
      `Receipts: the database being replaced had given up to ${describe(replaced)}; the restored site continues above.`,
    )
    return floors
  }
  if (operator) return floors
  const counters = backup.database.tables.find((t) => t.name === 'receipt_counters')
  const issues = (counters?.rows ?? 0) > 0 || (backup.receipts?.length ?? 0) > 0
  if (!issues && !process.env.STRIPE_SECRET_KEY?.trim()) return floors
  const last = backup.receipts?.length ? describe(backup.receipts as ReceiptCounter[]) : 'none'
  throw new Error(
    `Nothing was restored. The database this backup replaces is gone, so the receipt numbers sent since the backup ` +
      `(${backup.createdAt}; its last: ${last}) cannot be known here, and new receipts could repeat them. Find the ` +
      'last receipt and credit note the studio sent (each payment and each refund in Stripe since that time has one), ' +
      'then run again with --receipts-next=R-YYYY-NNNNNN,NC-YYYY-NNNNNN naming the next numbers to give, or ' +
      '--receipts-next=as-backed-up if none was sent since.',
  )
}

function describe(counters: { kind: string; year: number; last: number }[]): string {
  return counters.map((c) => receiptNumber(c.kind as ReceiptKind, c.year, c.last)).join(', ')
}

/** The numbers the next receipt and credit note of this year will get. */
async function nextNumbers(databaseUrl: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl })
  client.on('error', () => {})
  await client.connect()
  try {
    const counters = await readReceiptCounters(client)
    if (!counters.length) return undefined
    return counters.map((c) => receiptNumber(c.kind, c.year, c.last + 1)).join(', ')
  } finally {
    await client.end().catch(() => {})
  }
}
