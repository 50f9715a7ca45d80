/**
 * The backup drill, on the run's real PostgreSQL: a site filled through its real handlers (bookings,
 * inquiries, newsletter consents, media files, the CMS editor, the dashboard password, the shared
 * secrets) is backed up while inquiries keep coming in, its media are wiped, and the backup is
 * restored into a second database and media folder. Every table must come back as it was
 * committed before the backup began, plus a prefix of the inquiries written during it (one
 * snapshot), each wholly or not at all; every media file with its checksum. Damaged, cut and
 * wrongly keyed files are refused, and a restore that meets damage midway leaves its target as it
 * was. Then the nightly loop and the /monitoring alert that watches it.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { listMedia } from '@/lib/backup/archive'
import { listTables } from '@/lib/backup/store'
import { BackupIntegrityError } from '@/lib/backup/encryption'
import { runNightlyBackup } from '@/lib/backup/nightly'
import { restoreInto, verifyBackup } from '@/lib/backup/restore'
import { backupFileName } from '@/lib/backup/archive'
import { backupSettings, pruneBackups, takeBackup, type TakenBackup } from '@/lib/backup/run'
import { findFreePort } from '@/lib/db/embedded-postgres'
import { setAdminPassword } from '@/lib/auth/credentials'
import { verifyPassword } from '@/lib/auth/password'
import { resolveSharedSecret } from '@/lib/runtime/shared-secrets'
import { api, apiJson, testPayload } from './helpers/api'
import { bearer, signInAdmin } from './helpers/admin'
import {
  createImage,
  ensureCatalogue,
  ensureStudioSettings,
  nextIp,
  uid,
  validBooking,
  validInquiry,
} from './helpers/public'

const { adminUrl, template } = inject('intDatabase')
const KEY = 'correct horse battery staple'
const ADMIN_PASSWORD = 'Drill-dashboard-passw0rd'

let payload: Payload
let source: pg.Pool
const made: string[] = []
const work = path.join(process.env.DATA_DIR!, 'drill')

function databaseUrl(name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** A database at this release's schema with no data: a copy of the run's migrated template. */
async function emptyDatabase(): Promise<string> {
  const name = `${template}_r${crypto.randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
  } finally {
    await admin.end()
  }
  made.push(name)
  return databaseUrl(name)
}

type Dump = Map<string, string[]>

/** Every row of every table (but the backups' own state), as sorted JSON text. */
async function dump(url: string): Promise<Dump> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const out: Dump = new Map()
    for (const { name } of await listTables(client)) {
      if (name === 'backup_status') continue
      const { rows } = await client.query<{ r: string }>(
        `SELECT to_jsonb(t)::text AS r FROM ${pg.escapeIdentifier(name)} t`,
      )
      out.set(name, rows.map((r) => r.r).sort())
    }
    return out
  } finally {
    await client.end()
  }
}

function checksums(dir: string): Map<string, string> {
  return new Map(
    listMedia(dir).map((f) => [
      f,
      crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(dir, f)))
        .digest('hex'),
    ]),
  )
}

const submit = (route: string, json: unknown) => apiJson(route, { method: 'POST', json, ip: nextIp() })

beforeAll(async () => {
  payload = await testPayload()
  source = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
  await ensureCatalogue(payload)
  await ensureStudioSettings(payload)
  fs.mkdirSync(work, { recursive: true })
  // Every kind of record the studio keeps, through the handlers that make them.
  for (let i = 0; i < 3; i++) {
    expect(
      (await submit('/api/class-bookings', validBooking({ email: `drill-b${i}-${uid()}@example.ca` }))).status,
    ).toBe(201)
    expect((await submit('/api/contact', validInquiry({ email: `drill-i${i}-${uid()}@example.ca` }))).status).toBe(201)
    expect((await submit('/api/newsletter', { email: `drill-n${i}-${uid()}@example.ca` })).status).toBeLessThan(300)
  }
  await createImage(payload, 'Drill portrait')
  await createImage(payload, 'Drill wedding')
  await payload.create({
    collection: 'users',
    data: {
      email: `editor-${uid()}@example.ca`,
      username: `editor${uid()}`,
      password: 'Drill-editor-passw0rd',
    } as never,
    overrideAccess: true,
  })
  await setAdminPassword(payload, ADMIN_PASSWORD)
  for (const name of ['PAYLOAD_SECRET', 'NEWSLETTER_SECRET', 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY'] as const)
    await resolveSharedSecret(source, name, { log: () => {} })
})

afterAll(async () => {
  await source?.end()
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  for (const name of made) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await admin.end()
})

let encrypted: TakenBackup

describe('the drill: back up while writing, wipe, restore elsewhere', () => {
  it('brings back every row committed before the backup, a prefix of those written during it, and every file', async () => {
    const mediaDir = process.env.MEDIA_DIR!
    const before = await dump(process.env.DATABASE_URL!)
    const filesBefore = checksums(mediaDir)
    expect(filesBefore.size).toBeGreaterThanOrEqual(2)
    for (const table of [
      'bookings',
      'inquiries',
      'subscribers',
      'media',
      'users',
      'admin_credentials',
      'shared_secrets',
    ])
      expect(before.get(table)?.length, table).toBeGreaterThan(0)

    // Inquiries keep coming while the backup runs; each one's row and e-mails commit together.
    const written: string[] = []
    let writing = true
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const email = `during-${i}-${uid()}@example.ca`
        const res = await submit('/api/contact', validInquiry({ email }))
        if (res.status === 201) written.push(email)
      }
    })()
    while (written.length < 2) await new Promise((r) => setTimeout(r, 10))

    // And one transaction that changes an inquiry and an e-mail together commits while the backup
    // is between their two tables (copied by name: inquiries, media, outbox): it holds `media`
    // until the backup waits for it. One snapshot shows neither change; a table-by-table copy
    // would show the e-mail's alone.
    const changer = await source.connect()
    await changer.query('BEGIN')
    await changer.query('LOCK TABLE "media" IN ACCESS EXCLUSIVE MODE')
    await changer.query(
      `UPDATE "inquiries" SET "message" = 'changed during the backup' WHERE "id" = (SELECT min("id") FROM "inquiries")`,
    )
    await changer.query(
      `UPDATE "outbox" SET "subject" = 'changed during the backup' WHERE "id" = (SELECT min("id") FROM "outbox")`,
    )
    const settings = { ...backupSettings(), backupDir: path.join(work, 'backups'), key: KEY, offsite: undefined }
    const taking = takeBackup({ databaseUrl: process.env.DATABASE_URL!, settings, status: source })
    for (;;) {
      const { rows } = await source.query(
        `SELECT 1 FROM pg_stat_activity WHERE application_name = 'studio-backup' AND wait_event_type = 'Lock'`,
      )
      if (rows.length) break
      await new Promise((r) => setTimeout(r, 20))
    }
    await changer.query('COMMIT')
    changer.release()
    encrypted = await taking
    await new Promise((r) => setTimeout(r, 200))
    writing = false
    await writer
    expect(written.length).toBeGreaterThan(2)
    expect(path.dirname(encrypted.file)).toBe(settings.backupDir)
    expect(fs.readdirSync(settings.backupDir)).toEqual([path.basename(encrypted.file)])
    expect(encrypted.manifest).toMatchObject({
      site: { version: JSON.parse(fs.readFileSync('package.json', 'utf8')).version },
      encrypted: true,
    })
    expect(encrypted.manifest.database.lastMigration).toBe(encrypted.manifest.database.migrations.at(-1))

    // The machine is lost: its media go. The backup is restored into another database and folder.
    fs.rmSync(mediaDir, { recursive: true, force: true })
    const target = await emptyDatabase()
    const targetMedia = path.join(work, 'restored-media')
    const manifest = await verifyBackup(encrypted.file, KEY)
    await restoreInto({
      file: encrypted.file,
      key: KEY,
      manifest,
      databaseUrl: target,
      mediaDir: targetMedia,
      replaceMedia: false,
    })

    const restored = await dump(target)
    const inquiryEmail = (row: string) => (JSON.parse(row) as { email: string }).email
    const restoredDuring = new Set(
      restored
        .get('inquiries')!
        .map(inquiryEmail)
        .filter((e) => e.startsWith('during-')),
    )
    // One snapshot: the inquiries written during the backup that it holds are the first k of them.
    const k = restoredDuring.size
    expect(written.slice(0, k).every((e) => restoredDuring.has(e))).toBe(true)
    expect(k).toBeLessThan(written.length)
    // Each of those is whole: its e-mails (same transaction) came with it, and no other's did.
    const mailed = new Set(
      restored
        .get('outbox')!
        .map((r) => JSON.parse(r) as { reply_to?: string; to?: string })
        .flatMap((m) => [m.reply_to, m.to])
        .filter((e): e is string => Boolean(e?.startsWith('during-'))),
    )
    expect([...mailed].sort()).toEqual([...restoredDuring].sort())

    // Neither change of the transaction that committed during the backup is in it.
    for (const table of ['inquiries', 'outbox'])
      expect(
        restored.get(table)!.filter((r) => r.includes('changed during the backup')),
        table,
      ).toEqual([])

    // Every row committed before the backup began is back, unchanged; only the writer's tables grew.
    const grew = new Set(['inquiries', 'inquiry_events', 'outbox', 'rate_limits', 'idempotency_keys'])
    for (const [table, rows] of before) {
      const now = restored.get(table)!
      if (grew.has(table))
        expect(
          rows.every((r) => now.includes(r)),
          table,
        ).toBe(true)
      else expect(now, table).toEqual(rows)
    }
    expect(checksums(targetMedia)).toEqual(filesBefore)

    // What a restored site needs to accept the old passwords and sessions is in it.
    const client = new pg.Client({ connectionString: target })
    await client.connect()
    try {
      const { rows } = await client.query(`SELECT "password_hash" FROM "admin_credentials"`)
      expect(await verifyPassword(ADMIN_PASSWORD, rows[0]!.password_hash as string)).toBe(true)
      const secrets = await client.query(`SELECT "name", "value" FROM "shared_secrets" ORDER BY 1`)
      expect(secrets.rows.map((r) => r.name)).toEqual([
        'NEWSLETTER_SECRET',
        'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY',
        'PAYLOAD_SECRET',
      ])
      // The sequences continue after the restored rows: a new booking does not collide.
      const { rows: ids } = await client.query(
        `SELECT nextval(pg_get_serial_sequence('bookings', 'id'))::int AS "next", max("id")::int AS "max" FROM "bookings"`,
      )
      expect(ids[0]!.next).toBeGreaterThan(ids[0]!.max)
    } finally {
      await client.end()
    }
  })
})

describe('a backup that is not sound is refused, and nothing is written', () => {
  function altered(name: string, change: (bytes: Buffer) => Buffer): string {
    const file = path.join(work, name)
    fs.writeFileSync(file, change(fs.readFileSync(encrypted.file)))
    return file
  }
  const flipped = (bytes: Buffer, at = Math.floor(bytes.length / 2)) => {
    const copy = Buffer.from(bytes)
    copy[at] = copy[at]! ^ 0x01
    return copy
  }

  it('refuses the wrong key, no key, a changed byte and a cut file, with a clear reason', async () => {
    await expect(verifyBackup(encrypted.file, 'not the key')).rejects.toThrow(/BACKUP_KEY is not the key/)
    await expect(verifyBackup(encrypted.file, undefined)).rejects.toThrow(/encrypted: set BACKUP_KEY/)
    await expect(verifyBackup(altered('flipped', flipped), KEY)).rejects.toThrow(/damaged/)
    await expect(
      verifyBackup(
        altered('cut', (b) => b.subarray(0, Math.floor(b.length * 0.6))),
        KEY,
      ),
    ).rejects.toThrow(/truncated/)
    await expect(
      verifyBackup(
        altered('tail', (b) => b.subarray(0, b.length - 1)),
        KEY,
      ),
    ).rejects.toThrow(/truncated/)
    await expect(
      verifyBackup(
        altered('salt', (b) => flipped(b, 12)),
        KEY,
      ),
    ).rejects.toBeInstanceOf(BackupIntegrityError)
  })

  it('refuses a changed byte in an unencrypted backup (gzip check or the manifest checksums)', async () => {
    const plain = await takeBackup({
      databaseUrl: process.env.DATABASE_URL!,
      settings: { ...backupSettings(), backupDir: path.join(work, 'plain'), key: undefined, offsite: undefined },
      status: source,
    })
    expect(plain.manifest.encrypted).toBe(false)
    expect((await verifyBackup(plain.file, undefined)).database.tables.length).toBeGreaterThan(10)
    const bytes = fs.readFileSync(plain.file)
    for (const at of [Math.floor(bytes.length / 3), bytes.length - 12]) {
      const file = path.join(work, `plain-${at}`)
      fs.writeFileSync(file, flipped(bytes, at))
      await expect(verifyBackup(file, undefined)).rejects.toBeInstanceOf(BackupIntegrityError)
    }
  })

  it('a restore that meets a damaged part rolls back: the target keeps its rows and files', async () => {
    const target = await emptyDatabase()
    const targetMedia = path.join(work, 'kept-media')
    fs.mkdirSync(targetMedia, { recursive: true })
    fs.writeFileSync(path.join(targetMedia, 'kept.txt'), 'kept')
    const client = new pg.Client({ connectionString: target })
    await client.connect()
    await client.query(`INSERT INTO "shared_secrets" ("name", "value", "fingerprint") VALUES ('KEPT', 'x', 'y')`)
    await client.end()
    const before = await dump(target)
    // Past the first chunks (the first tables restore), a damaged one.
    const damaged = altered('late', (b) => flipped(b, b.length - 2_000))
    await expect(
      restoreInto({
        file: damaged,
        key: KEY,
        manifest: encrypted.manifest,
        databaseUrl: target,
        mediaDir: targetMedia,
        replaceMedia: true,
      }),
    ).rejects.toBeInstanceOf(BackupIntegrityError)
    expect(await dump(target)).toEqual(before)
    expect(listMedia(targetMedia)).toEqual(['kept.txt'])
    expect(fs.readdirSync(work).filter((n) => n.includes('.restoring-'))).toEqual([])
  })
})

describe('the nightly backup and its alert', () => {
  const alerts = async () => {
    const res = await api('/api/alerts', { headers: bearer(await signInAdmin()) })
    expect(res.status).toBe(200)
    return (await res.json()) as {
      alerts: { type: string; level: string }[]
      backup: { last_good_bytes: number | null; age_hours: number | null; last_ok: boolean | null } | null
    }
  }
  const types = (report: Awaited<ReturnType<typeof alerts>>) => report.alerts.map((a) => `${a.level}:${a.type}`)

  it('is critical when the last good backup is older than 26 hours, and clears once the nightly one ran', async () => {
    process.env.BACKUP_DIR = path.join(work, 'nightly')
    await source.query(
      `UPDATE "backup_status" SET "schedule_since" = now() - interval '3 days', "last_started_at" = now() - interval '27 hours',
         "last_finished_at" = now() - interval '27 hours', "last_ok" = true, "last_error" = NULL,
         "last_good_at" = now() - interval '27 hours', "last_good_bytes" = 1000`,
    )
    expect(types(await alerts())).toContain('critical:backup_age')

    // A 03:00 in Montréal has passed since that attempt: the loop's turn takes one.
    await runNightlyBackup(payload)
    const after = await alerts()
    expect(types(after).filter((t) => t.includes('backup'))).toEqual([])
    expect(after.backup).toMatchObject({ last_ok: true, age_hours: 0 })
    expect(after.backup!.last_good_bytes).toBe(
      fs.statSync(path.join(process.env.BACKUP_DIR, fs.readdirSync(process.env.BACKUP_DIR)[0]!)).size,
    )

    // The same night again: not due, nothing taken.
    await runNightlyBackup(payload)
    expect(fs.readdirSync(process.env.BACKUP_DIR)).toHaveLength(1)
  })

  it('is critical when the last backup failed, whatever the age of the last good one', async () => {
    // A backup directory that cannot be made: a file stands where it should be.
    const blocked = path.join(work, 'not-a-directory')
    fs.writeFileSync(blocked, '')
    process.env.BACKUP_DIR = path.join(blocked, 'backups')
    await source.query(`UPDATE "backup_status" SET "last_started_at" = now() - interval '2 days'`)
    await expect(runNightlyBackup(payload)).rejects.toThrow()
    const report = await alerts()
    expect(types(report)).toContain('critical:backup_failed')
    expect(report.backup).toMatchObject({ last_ok: false, age_hours: 0 })
    delete process.env.BACKUP_DIR
  })
})

describe('the copy off the machine', () => {
  const bucket = 'studio-backups'
  let server: S3rver
  let s3: S3Client
  const saved = { ...process.env }

  beforeAll(async () => {
    const port = await findFreePort()
    const directory = path.join(work, 's3rver')
    fs.mkdirSync(directory, { recursive: true })
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    })
    await server.run()
    // A bucket of the backups' own; the media stay on disk (no S3_BUCKET).
    Object.assign(process.env, {
      BACKUP_S3_BUCKET: bucket,
      BACKUP_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
      BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
      BACKUP_S3_PREFIX: 'nightly',
      BACKUP_DIR: path.join(work, 'offsite'),
    })
    s3 = new S3Client({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
  })
  afterAll(async () => {
    s3?.destroy()
    await server?.close()
    for (const name of Object.keys(process.env)) if (name.startsWith('BACKUP_')) delete process.env[name]
    Object.assign(process.env, saved)
  })

  const keys = async () =>
    ((await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key!).sort()

  it('uploads each backup, byte for byte, and the retention deletes old ones there too', async () => {
    const settings = backupSettings()
    expect(settings.offsite).toMatchObject({ bucket, prefix: 'nightly/' })
    expect(settings.mediaDir).toBe(process.env.MEDIA_DIR)
    const taken = await takeBackup({ databaseUrl: process.env.DATABASE_URL!, settings, status: source })
    const name = path.basename(taken.file)
    expect(taken.copiedTo).toBe(`s3://${bucket}/nightly/${name}`)
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: `nightly/${name}` }))
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(fs.readFileSync(taken.file))).toBe(true)

    // Nightly copies of two years ago, one a day for a fortnight: past every kept day and week.
    const old = Array.from({ length: 14 }, (_, i) => backupFileName(new Date(Date.UTC(2024, 5, 1 + i, 7)), false))
    for (const file of old) {
      fs.writeFileSync(path.join(settings.backupDir, file), 'old')
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `nightly/${file}`, Body: 'old' }))
    }
    await pruneBackups({ ...settings, keepDaily: 3, keepWeekly: 2 })
    // Kept: today's, then the newest of the 2 days before it that have one (June 14 and 13, 2024),
    // whose week (June 10 to 16) is one of the 2 newest weeks with the current one.
    const kept = [old[12]!, old[13]!, name].sort()
    expect(fs.readdirSync(settings.backupDir).sort()).toEqual(kept)
    expect(await keys()).toEqual(kept.map((k) => `nightly/${k}`))
  })

  it('a failed upload is a failed backup: recorded, and the file stays on disk', async () => {
    const settings = { ...backupSettings(), offsite: { ...backupSettings().offsite!, bucket: 'no-such-bucket' } }
    await expect(takeBackup({ databaseUrl: process.env.DATABASE_URL!, settings, status: source })).rejects.toThrow(
      /copy to the bucket failed/,
    )
    const { rows } = await source.query(`SELECT "last_ok", "last_error" FROM "backup_status"`)
    expect(rows[0]).toMatchObject({ last_ok: false })
    expect(rows[0]!.last_error).toMatch(/bucket/)
  })
})
