/**
 * `npm run backup`: one backup file of the database and the media (src/lib/backup/archive.ts) in
 * BACKUP_DIR (default DATA_DIR/backups), copied to the bucket when one is configured, recorded in
 * the database for /monitoring. Prints the file's path on stdout (its figures on stderr), so
 * `FILE=$(npm run -s backup)` works. Runs beside the site (on its embedded PostgreSQL when it is
 * running) or without it. Whatever the database, the COPY path of archive.ts is used, never
 * pg_dump: one format that `npm run restore` reads into any database (docs/backups.md). Always
 * encrypted: with BACKUP_KEY, or with the key generated on first use (src/lib/backup/key.ts).
 */
import pg from 'pg'

import { generatedKeyNotice } from '@/lib/backup/key'
import { backupSettings, encryptionNote, takeBackup } from '@/lib/backup/run'
import { commandDatabase, finishCommand, loadEnv } from './lib/environment'

loadEnv()
const database = await commandDatabase()
await finishCommand(async () => {
  const databaseUrl = process.env.DATABASE_URL!
  const settings = backupSettings()
  const client = new pg.Client({ connectionString: databaseUrl })
  client.on('error', () => {})
  await client.connect()
  try {
    const started = performance.now()
    const taken = await takeBackup({ databaseUrl, settings, status: client })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    if (taken.keyGenerated) console.error(generatedKeyNotice(taken.key))
    const rows = taken.manifest.database.tables.reduce((sum, t) => sum + t.rows, 0)
    console.error(
      `Backup written in ${seconds} s: ${taken.bytes} bytes, ${taken.manifest.database.tables.length} tables ` +
        `(${rows} rows), ${taken.manifest.media.files.length} media files` +
        `, ${await encryptionNote(taken.key, client)}` +
        `${taken.copiedTo ? `; copied to ${taken.copiedTo}` : ''}.`,
    )
    console.log(taken.file)
  } finally {
    await client.end().catch(() => {})
  }
}, database)
