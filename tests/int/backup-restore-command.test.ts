/**
 * `npm run restore` itself (scripts/restore.ts), on the run's real PostgreSQL: a backup taken at an
 * older schema (the migrations before the backups' own table) restores into this release (the
 * target is migrated to the backup's migration, restored, then migrated forward); a target that
 * holds data is refused with what would be replaced, and replaced whole with --force (tables the
 * backup does not hold emptied, the schema's grants left as they were); a damaged file is refused
 * before anything is touched, and so is a restore the disk cannot hold; the media files reach the
 * disk before the database commits. Two runs of the migrations in a child process each (as
 * `npm start` runs them): about 30 s on an idle machine.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { listMedia } from '@/lib/backup/archive'
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

/** A database at this release's schema with no data: a copy of the run's migrated template. */
async function currentDatabase(): Promise<string> {
  const name = `${template}_c${crypto.randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
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

/** `npm run restore -- …` with this target (`wrap`: run under another program, strace). */
function restore(args: string[], target: string, mediaDir: string, wrap: string[] = []) {
  const command = [process.execPath, '--import', 'tsx', 'scripts/restore.ts', ...args]
  const result = spawnSync(wrap[0] ?? command[0]!, [...wrap.slice(1), ...(wrap.length ? command : command.slice(1))], {
    env: { ...process.env, DATABASE_URL: target, MEDIA_DIR: mediaDir, BACKUP_KEY: '' },
    encoding: 'utf8',
    timeout: 240_000,
  })
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

let backup: TakenBackup
/** A backup of a site at this release's schema, with 10 MB of media. */
let current: TakenBackup
const sourceMedia = path.join(work, 'source-media')
const currentMedia = path.join(work, 'current-media')
const intruder = `${template}_intruder`

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
  // (no table for it yet), and the backup is taken all the same, encrypted with the key it
  // generates in DATA_DIR (which the restores below, with the same DATA_DIR, read).
  const client = new pg.Client({ connectionString: source })
  await client.connect()
  try {
    backup = await takeBackup({
      databaseUrl: source,
      settings: {
        ...backupSettings(),
        mediaDir: sourceMedia,
        backupDir: path.join(work, 'backups'),
        keys: { environment: undefined, file: path.join(process.env.DATA_DIR!, 'backup-key') },
        offsite: undefined,
      },
      status: client,
    })
  } finally {
    await client.end()
  }

  fs.mkdirSync(currentMedia, { recursive: true })
  fs.writeFileSync(path.join(currentMedia, 'photo-a.jpg'), crypto.randomBytes(5_000_000))
  fs.writeFileSync(path.join(currentMedia, 'photo-b.jpg'), crypto.randomBytes(5_000_000))
  const site = await currentDatabase()
  await query(site, `INSERT INTO "rate_limits" ("key", "points") VALUES ('drill', 3)`)
  const siteClient = new pg.Client({ connectionString: site })
  await siteClient.connect()
  try {
    current = await takeBackup({
      databaseUrl: site,
      settings: {
        ...backupSettings(),
        mediaDir: currentMedia,
        backupDir: path.join(work, 'current-backups'),
        keys: { environment: undefined, file: path.join(process.env.DATA_DIR!, 'backup-key') },
        offsite: undefined,
      },
      status: siteClient,
    })
  } finally {
    await siteClient.end()
  }
  // A role of the same server that must never gain CREATE on this site's schema.
  await query(adminUrl, `CREATE ROLE "${intruder}" NOLOGIN`)
}, 180_000)

afterAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  for (const name of made) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await admin.query(`DROP ROLE IF EXISTS "${intruder}"`)
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

  it('replaces a database that holds data whole with --force: tables the backup does not hold are emptied', async () => {
    // A site at the same schema that has moved on: other rows, a table of the operator's own, a file.
    const target = await currentDatabase()
    await query(target, `INSERT INTO "rate_limits" ("key", "points") VALUES ('later', 7)`)
    await query(target, `CREATE TABLE "operator_notes" ("note" text)`)
    await query(target, `INSERT INTO "operator_notes" VALUES ('written after the backup')`)
    const media = path.join(work, 'force-media')
    fs.mkdirSync(media, { recursive: true })
    fs.writeFileSync(path.join(media, 'later.jpg'), 'later')
    const refused = restore([current.file], target, media)
    expect(refused.code).toBe(1)
    expect(refused.output).toMatch(/operator_notes: 1 rows/)

    const forced = restore([current.file, '--force'], target, media)
    expect(forced.code, forced.output).toBe(0)
    expect(forced.output).toContain('Replacing (--force)')
    expect(forced.output).toContain('Emptied, as the backup does not hold them: operator_notes.')
    expect(await query(target, `SELECT "key", "points" FROM "rate_limits"`)).toEqual([{ key: 'drill', points: 3 }])
    expect(await query(target, `SELECT count(*)::int AS "n" FROM "operator_notes"`)).toEqual([{ n: 0 }])
    expect(listMedia(media)).toEqual(['photo-a.jpg', 'photo-b.jpg'])
  }, 240_000)

  it('onto another schema version, empties it without opening the schema to every role of the server', async () => {
    const target = await currentDatabase()
    await query(target, `INSERT INTO "rate_limits" ("key", "points") VALUES ('later', 7)`)
    const acl = `SELECT nspacl::text AS "acl", pg_get_userbyid(nspowner) AS "owner" FROM pg_namespace WHERE nspname = 'public'`
    const before = await query(target, acl)
    const canCreate = `SELECT has_schema_privilege('${intruder}', 'public', 'CREATE') AS "create"`
    expect(await query(target, canCreate)).toEqual([{ create: false }])

    const media = path.join(work, 'older-force-media')
    const forced = restore([backup.file, '--force'], target, media)
    expect(forced.code, forced.output).toBe(0)
    expect(forced.output).toContain('emptying it (--force)')
    expect(await query(target, `SELECT "key", "points" FROM "rate_limits"`)).toEqual([{ key: 'drill', points: 3 }])
    expect(await query(target, canCreate)).toEqual([{ create: false }])
    expect(await query(target, acl)).toEqual(before)
  }, 240_000)

  it('refuses a restore the disk cannot hold, before writing anything', async (ctx) => {
    // A 12 MB disk for the media folder: the backup's 10 MB of media and the margin do not fit.
    const disk = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-small-disk-'))
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=12m', 'tmpfs', disk], { stdio: 'ignore' })
    } catch {
      fs.rmSync(disk, { recursive: true, force: true })
      return ctx.skip('needs root to mount a small tmpfs')
    }
    try {
      const target = await emptyDatabase()
      const media = path.join(disk, 'media')
      const result = restore([current.file], target, media)
      expect(result.code).toBe(1)
      expect(result.output).toMatch(
        new RegExp(
          `Nothing was restored\\. The restore needs about \\d+ MB free on the disk of ${disk} \\(the media \\(10\\.0 MB\\)`,
        ),
      )
      expect(await query(target, `SELECT count(*)::int AS "n" FROM pg_tables WHERE schemaname = 'public'`)).toEqual([
        { n: 0 },
      ])
      expect(fs.readdirSync(disk)).toEqual([])
    } finally {
      execFileSync('umount', [disk])
      fs.rmSync(disk, { recursive: true, force: true })
    }
  }, 240_000)

  it('flushes every media file to disk before the database commits', async (ctx) => {
    if (spawnSync('strace', ['-V']).status !== 0) return ctx.skip('needs strace')
    const target = await currentDatabase()
    const media = path.join(work, 'flushed-media')
    const trace = path.join(work, 'restore.strace')
    // Every fsync (with the file it names) and every write (the COMMIT sent to PostgreSQL is one).
    const result = restore([current.file], target, media, [
      'strace',
      '-f',
      '-yy',
      '-s',
      '48',
      '-e',
      'trace=fsync,fdatasync,write,writev,sendto',
      '-o',
      trace,
    ])
    expect(result.code, result.output).toBe(0)
    const lines = fs.readFileSync(trace, 'utf8').split('\n')
    const commit = lines.findIndex((l) => /(write|writev|sendto)\(\d+<(TCP|socket)[^>]*>.*COMMIT/.test(l))
    expect(commit).toBeGreaterThan(0)
    for (const file of current.manifest.media.files) {
      const flushed = lines.findIndex(
        (l) => /f(data)?sync\(\d+</.test(l) && l.includes(`.restoring-`) && l.includes(`/${file.path}>`),
      )
      expect(flushed, `${file.path} flushed`).toBeGreaterThan(-1)
      expect(flushed, `${file.path} flushed before the COMMIT`).toBeLessThan(commit)
    }
    expect(listMedia(media)).toEqual(['photo-a.jpg', 'photo-b.jpg'])
  }, 240_000)
})
