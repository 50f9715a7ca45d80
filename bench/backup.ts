/**
 * bench/backup: how long a backup, its check and its restore take, and how large the file is, for a
 * site of a given size. On a fresh embedded PostgreSQL migrated by scripts/prepare.ts: BENCH_ROWS
 * (default 20,000) booking-sized e-mails in the outbox (≈ 5 KB of personal text each) and
 * BENCH_MEDIA (default 100) media files of 500 KB (random bytes: a photo compresses as little).
 * Prints each step's seconds, plain and encrypted (BACKUP_KEY), and the restore into a second
 * database of the same schema (the rows in one transaction, the media flushed to disk before its
 * commit), with the machine's load average.
 *
 * BENCH_PROFILE=studio: a studio's few years instead, 30,000 e-mails (about three years of
 * bookings, reminders and receipts) and 400 photos (200 MB), the size the restore's figure in
 * docs/benchmarks.md is given for.
 *
 *   npx tsx bench/backup.ts
 *   BENCH_PROFILE=studio npx tsx bench/backup.ts
 *   BENCH_ROWS=100000 BENCH_MEDIA=400 npx tsx bench/backup.ts
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { createBackup } from '@/lib/backup/archive'
import { restoreInto, verifyBackup } from '@/lib/backup/restore'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded-postgres'
import { prepareDatabase } from '@root/scripts/lib/prepare-database'

const studio = process.env.BENCH_PROFILE === 'studio'
const ROWS = Number(process.env.BENCH_ROWS || (studio ? 30_000 : 20_000))
const MEDIA = Number(process.env.BENCH_MEDIA || (studio ? 400 : 100))
const KEY = 'bench backup phrase'

let database: EmbeddedDatabase | undefined
let tmp: string | undefined
let exitCode = 0

const seconds = async <T>(work: () => Promise<T>): Promise<[T, string]> => {
  const started = performance.now()
  const result = await work()
  return [result, ((performance.now() - started) / 1000).toFixed(2)]
}
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

try {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-backup-'))
  fs.chmodSync(tmp, 0o711)
  database = await startEmbeddedPostgres({ dir: path.join(tmp, 'postgres'), database: 'bench' })
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    DATA_DIR: tmp,
    PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
    NEWSLETTER_SECRET: crypto.randomBytes(24).toString('hex'),
  })
  await prepareDatabase(['--migrate-only'], process.env)
  const url = (name: string) => Object.assign(new URL(database!.url), { pathname: `/${name}` }).toString()
  const admin = new pg.Client({ connectionString: url('postgres') })
  await admin.connect()

  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  const line = 'Your place in Portrait Mastery is confirmed for Saturday, December 5, 2026, 10:00 a.m. '
  await client.query(
    `INSERT INTO "outbox" ("to", "subject", "text", "html", "kind", "locale", "status")
     SELECT 'client-' || i || '@bench.invalid', 'Booking confirmed (' || i || ')', repeat($1, 12),
            '<p>' || repeat($1, 45) || '</p>', 'booking-confirmation', 'en', 'pending'
       FROM generate_series(1, $2::int) AS i`,
    [line, ROWS],
  )
  await client.end()
  const media = path.join(tmp, 'media')
  fs.mkdirSync(media)
  for (let i = 0; i < MEDIA; i++) fs.writeFileSync(path.join(media, `photo-${i}.jpg`), crypto.randomBytes(500_000))
  const { rows } = await admin.query<{ size: string }>(`SELECT pg_database_size('bench')::text AS "size"`)
  console.log(
    `Site: ${ROWS} outbox rows, database ${mb(Number(rows[0]!.size))}; ${MEDIA} media files, ${mb(MEDIA * 500_000)}`,
  )
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')
  console.log(`Load average before: ${load()} (${os.cpus().length} cores)`)

  for (const key of [undefined, KEY]) {
    const label = key ? 'encrypted' : 'plain'
    const [taken, backupS] = await seconds(() =>
      createBackup({
        databaseUrl: database!.url,
        mediaDir: media,
        backupDir: path.join(tmp!, 'backups'),
        key,
        site: { name: 'bench', version: '0' },
      }),
    )
    const [manifest, verifyS] = await seconds(() => verifyBackup(taken.file, key))
    const target = `bench_${label}`
    await admin.query(`CREATE DATABASE "${target}"`)
    await prepareDatabase(['--migrate-only'], { ...process.env, DATABASE_URL: url(target) })
    const [, restoreS] = await seconds(() =>
      restoreInto({
        file: taken.file,
        key,
        manifest,
        databaseUrl: url(target),
        mediaDir: path.join(tmp!, `restored-${label}`),
        replaceMedia: false,
      }),
    )
    console.log(
      `${label.padEnd(9)}  file ${mb(taken.bytes)}   backup ${backupS} s   check ${verifyS} s   restore ${restoreS} s (one transaction, then the media)   load ${load()}`,
    )
  }
  await admin.end()
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await database?.stop().catch(() => {})
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
}
process.exit(exitCode)
