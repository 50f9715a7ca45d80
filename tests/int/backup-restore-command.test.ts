/**
 * `npm run restore` itself (scripts/restore.ts), on the run's real PostgreSQL: a backup taken at an
 * older schema (the migrations before the backups' own table) restores into this release (the
 * target is migrated to the backup's migration, restored, then migrated forward); a target that
 * holds data is refused with what would be replaced; a damaged file is refused before anything is
 * touched. Two runs of the migrations in a child process each (as `npm start` runs them): about
 * 30 s on an idle machine.
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { backupSettings, takeBackup, type TakenBackup } from '@/lib/backup/run'
import { shippedMigrations } from '@root/scripts/lib/database-prepared'
import { prepareDatabase } from '@root/scripts/lib/prepare-database'

const { adminUrl, template } = inject('intDatabase')
const OLDER = '20261126_000300_shared_secrets'
const work = path.join(process.env.DATA_DIR!, 'restore-command')
const made: string[] = []

async function emptyDatabase(): Promise<string> {
  const name = `${template}_e${crypto.randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  made.push(name)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

/** `npm run restore -- …` with this target. */
function restore(args: string[], target: string, mediaDir: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', ...args], {
    env: { ...process.env, DATABASE_URL: target, MEDIA_DIR: mediaDir, BACKUP_KEY: '' },
    encoding: 'utf8',
    timeout: 180_000,
  })
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

let backup: TakenBackup
const sourceMedia = path.join(work, 'source-media')

beforeAll(async () => {
  fs.mkdirSync(path.join(sourceMedia, 'nested'), { recursive: true })
  fs.writeFileSync(path.join(sourceMedia, 'portrait.jpg'), crypto.randomBytes(5000))
  fs.writeFileSync(path.join(sourceMedia, 'nested', 'note.txt'), 'kept')
  // A site of an older release: its schema stops at the first release's last migration, as
  // `--migrate-to` makes it (every migration since, the backups' own table among them, is missing).
  const source = await emptyDatabase()
  await prepareDatabase([`--migrate-to=${OLDER}`], { ...process.env, DATABASE_URL: source })
  await query(
    source,
    `INSERT INTO "shared_secrets" ("name", "value", "fingerprint") VALUES ('PAYLOAD_SECRET', 'old-site', 'f')`,
  )
  await query(source, `INSERT INTO "rate_limits" ("key", "points") VALUES ('drill', 3)`)
  // Backed up by this checkout before the site's first start on it: nothing records the state
  // (no table for it yet), and the backup is taken all the same.
  const client = new pg.Client({ connectionString: source })
  await client.connect()
  try {
    backup = await takeBackup({
      databaseUrl: source,
      settings: {
        ...backupSettings(),
        mediaDir: sourceMedia,
        backupDir: path.join(work, 'backups'),
        key: undefined,
        offsite: undefined,
      },
      status: client,
    })
  } finally {
    await client.end()
  }
})

afterAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  for (const name of made) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await admin.end()
})

describe('npm run restore', () => {
  it('brings an older release’s backup into this one, then refuses to restore over it without --force', async () => {
    expect(backup.manifest.database.lastMigration).toBe(OLDER)
    const target = await emptyDatabase()
    const media = path.join(work, 'target-media')
    const first = restore([backup.file], target, media)
    expect(first.output).toContain(`Migrating the target to ${OLDER}`)
    expect(first.code, first.output).toBe(0)
    const applied = (
      await query<{ name: string }>(target, `SELECT "name" FROM "payload_migrations" ORDER BY "id"`)
    ).map((r) => r.name)
    expect(applied).toEqual(shippedMigrations().sort())
    expect(await query(target, `SELECT "value" FROM "shared_secrets"`)).toEqual([{ value: 'old-site' }])
    expect(await query(target, `SELECT "points" FROM "rate_limits"`)).toEqual([{ points: 3 }])
    // The newer migration's own table is there, made after the restore.
    expect(await query(target, `SELECT count(*)::int AS "n" FROM "backup_status"`)).toEqual([{ n: 1 }])
    expect(fs.readFileSync(path.join(media, 'nested', 'note.txt'), 'utf8')).toBe('kept')
    expect(
      fs.readFileSync(path.join(media, 'portrait.jpg')).equals(fs.readFileSync(path.join(sourceMedia, 'portrait.jpg'))),
    ).toBe(true)

    // Again: the target now holds data; it is listed, and left alone.
    await query(target, `UPDATE "rate_limits" SET "points" = 9`)
    const again = restore([backup.file], target, media)
    expect(again.code).toBe(1)
    expect(again.output).toMatch(/not empty/)
    expect(again.output).toMatch(/rate_limits: 1 rows/)
    expect(again.output).toMatch(/2 media files/)
    expect(again.output).toContain('--force')
    expect(await query(target, `SELECT "points" FROM "rate_limits"`)).toEqual([{ points: 9 }])
  }, 180_000)

  it('refuses a damaged file before touching the target', async () => {
    const target = await emptyDatabase()
    const bytes = fs.readFileSync(backup.file)
    const middle = Math.floor(bytes.length / 2)
    bytes[middle] = bytes[middle]! ^ 0x01
    const damaged = path.join(work, 'damaged.tar.gz')
    fs.writeFileSync(damaged, bytes)
    const media = path.join(work, 'untouched-media')
    const result = restore([damaged], target, media)
    expect(result.code).toBe(1)
    expect(result.output).toMatch(/Nothing was restored\. The backup file is (damaged|truncated)/)
    expect(await query(target, `SELECT count(*)::int AS "n" FROM pg_tables WHERE schemaname = 'public'`)).toEqual([
      { n: 0 },
    ])
    expect(fs.existsSync(media)).toBe(false)
  })
})
