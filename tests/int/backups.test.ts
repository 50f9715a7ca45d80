/**
 * The backup drill, on the run's real PostgreSQL: a site filled through its real handlers (bookings,
 * inquiries, newsletter consents, media files, the CMS editor, the dashboard password, the shared
 * secrets) is backed up while inquiries keep coming in, its media are wiped, and the backup is
 * restored into a second database and media folder. Every table must come back as it was
 * committed before the backup began, plus a prefix of the inquiries written during it (one
 * snapshot), each wholly or not at all; every media file with its checksum. Damaged, cut and
 * wrongly keyed files are refused, and a restore that meets damage midway leaves its target as it
 * was. A plaintext file planted where the site has a key, or a manifest that lies about the file's
 * encryption, is refused. Backups are encrypted by default, with a key generated once, kept in the
 * data folder and never in the database or a backup; a second instance makes none of its own, and a
 * short BACKUP_KEY is refused. A restore never gives a receipt number twice. Then the nightly loop and
 * the /monitoring alert that watches it (the key not yet saved elsewhere, until `npm run backup:key`),
 * and the copy off the machine with credentials that can only write.
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'

import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import tar from 'tar-stream'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { createBackup, listMedia } from '@/lib/backup/archive'
import { listTables } from '@/lib/backup/store'
import { BackupIntegrityError, decryptStream, encryptStream } from '@/lib/backup/encryption'
import type { Manifest } from '@/lib/backup/manifest'
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
    const settings = {
      ...backupSettings(),
      backupDir: path.join(work, 'backups'),
      keys: { environment: KEY, file: path.join(work, 'no-key-file') },
      offsite: undefined,
    }
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
  }, 240_000)
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
  }, 180_000)

  it('refuses a changed byte in an unencrypted backup (gzip check or the manifest checksums)', async () => {
    // As a release that did not encrypt by default wrote them.
    const plain = await createBackup({
      databaseUrl: process.env.DATABASE_URL!,
      mediaDir: process.env.MEDIA_DIR,
      backupDir: path.join(work, 'plain'),
      site: { name: 'studio-site', version: '1.0.0' },
    })
    expect(plain.manifest.encrypted).toBe(false)
    expect((await verifyBackup(plain.file, undefined)).database.tables.length).toBeGreaterThan(10)
    const bytes = fs.readFileSync(plain.file)
    for (const at of [Math.floor(bytes.length / 3), bytes.length - 12]) {
      const file = path.join(work, `plain-${at}`)
      fs.writeFileSync(file, flipped(bytes, at))
      await expect(verifyBackup(file, undefined)).rejects.toBeInstanceOf(BackupIntegrityError)
    }
  }, 180_000)

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
  }, 180_000)
})

/** The tar inside a backup, decrypted with `key` when it is encrypted. */
async function tarBytes(file: string, key?: string): Promise<Buffer> {
  const stages: NodeJS.ReadWriteStream[] = [...(key ? [decryptStream(key)] : []), zlib.createGunzip()]
  const chunks: Buffer[] = []
  await pipeline(fs.createReadStream(file), ...(stages as [NodeJS.ReadWriteStream]), async function (source) {
    for await (const chunk of source as AsyncIterable<Buffer>) chunks.push(chunk)
  })
  return Buffer.concat(chunks)
}

/**
 * The same backup with its manifest changed by `edit`, packed again (encrypted with `key` when
 * given): what someone who can write to the backups' folder or bucket could make.
 */
async function repacked(file: string, name: string, edit: (m: Manifest) => Manifest, key?: string): Promise<string> {
  const extract = tar.extract()
  const pack = tar.pack()
  const feeding = pipeline(Readable.from([await tarBytes(file, key)]), extract)
  for await (const entry of extract) {
    const bytes = await buffer(entry as unknown as Readable)
    const body =
      entry.header.name === 'manifest.json'
        ? Buffer.from(JSON.stringify(edit(JSON.parse(bytes.toString('utf8')) as Manifest)))
        : bytes
    pack.entry({ name: entry.header.name, mode: 0o600 }, body)
  }
  await feeding
  pack.finalize()
  const out = path.join(work, name)
  const stages: NodeJS.ReadWriteStream[] = [zlib.createGzip(), ...(key ? [encryptStream(key)] : [])]
  await pipeline(pack, ...(stages as [NodeJS.ReadWriteStream]), fs.createWriteStream(out))
  return out
}

describe('a planted backup is refused where the site has a key', () => {
  let plain: Awaited<ReturnType<typeof createBackup>>
  beforeAll(async () => {
    // Whoever can write to the backups' folder or bucket makes a sound, unencrypted backup (of a site
    // whose password hashes and secrets are theirs: here, this one's).
    plain = await createBackup({
      databaseUrl: process.env.DATABASE_URL!,
      mediaDir: undefined,
      backupDir: path.join(work, 'planted'),
      site: { name: 'studio-site', version: '1.0.0' },
    })
  })

  it('refuses an unencrypted file, however sound, unless the operator says they made it', async () => {
    await expect(verifyBackup(plain.file, { key: KEY })).rejects.toThrow(
      /not encrypted, but this site has a backup key.*--allow-unencrypted/,
    )
    const target = await emptyDatabase()
    const before = await dump(target)
    await expect(
      restoreInto({
        file: plain.file,
        key: KEY,
        manifest: plain.manifest,
        databaseUrl: target,
        mediaDir: path.join(work, 'planted-media'),
        replaceMedia: false,
      }),
    ).rejects.toThrow(/not encrypted/)
    expect(await dump(target)).toEqual(before)
    expect(fs.existsSync(path.join(work, 'planted-media'))).toBe(false)
    // A backup the operator made with a release that did not encrypt: accepted when they say so.
    await expect(verifyBackup(plain.file, { key: KEY, allowUnencrypted: true })).resolves.toMatchObject({
      encrypted: false,
    })
  }, 120_000)

  it('refuses a file whose manifest says otherwise than the file is, key or no key', async () => {
    const claimed = await repacked(plain.file, 'claims-encrypted.tar.gz', (m) => ({ ...m, encrypted: true }))
    await expect(verifyBackup(claimed, undefined)).rejects.toThrow(
      /manifest says the backup is encrypted, but the file is not/,
    )
    const denied = await repacked(
      encrypted.file,
      'denies-encrypted.tar.gz.enc',
      (m) => ({ ...m, encrypted: false }),
      KEY,
    )
    await expect(verifyBackup(denied, KEY)).rejects.toThrow(
      /manifest says the backup is not encrypted, but the file is encrypted/,
    )
  }, 120_000)
})

describe('the key: encrypted by default, never in the database or a backup, one per database', () => {
  // This file's own data folder, as `npm start` and the nightly loop use it.
  const keys = () => ({ environment: undefined, file: path.join(process.env.DATA_DIR!, 'backup-key') })
  let key: string

  it('is generated on first use (mode 600, in DATA_DIR), encrypts every backup, and is in none', async () => {
    // The media folder is the data folder itself: the key's file is among the files a backup reads.
    const mediaDir = path.join(process.env.DATA_DIR!)
    const photo = crypto.randomBytes(3000)
    fs.writeFileSync(path.join(mediaDir, 'key-drill-photo.jpg'), photo)
    // A key replaced by `npm run backup:key -- --new` (it opens the older backups) stays out too.
    const replaced = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(path.join(mediaDir, 'backup-key.replaced-2026-01-01T00-00-00-000Z'), replaced, { mode: 0o600 })
    expect(fs.existsSync(keys().file)).toBe(false)
    const taken = await takeBackup({
      databaseUrl: process.env.DATABASE_URL!,
      settings: {
        ...backupSettings(),
        backupDir: path.join(work, 'keyed'),
        mediaDir,
        keys: keys(),
        offsite: undefined,
      },
      status: source,
    })
    expect(taken.keyGenerated).toBe(true)
    key = fs.readFileSync(keys().file, 'utf8').trim()
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(fs.statSync(keys().file).mode & 0o777).toBe(0o600)
    expect(taken.manifest.encrypted).toBe(true)
    expect(fs.readFileSync(taken.file).subarray(0, 8).toString()).toBe('STUDIOBK')
    await expect(verifyBackup(taken.file, 'another phrase, long enough')).rejects.toThrow(/not the key/)
    const manifest = await verifyBackup(taken.file, key)
    expect(manifest.media.files.map((f) => f.path)).toContain('key-drill-photo.jpg')
    expect(manifest.media.files.map((f) => f.path).filter((p) => p.startsWith('backup-key'))).toEqual([])
    // Neither the backup's contents nor any row of the database holds the key.
    const inside = await tarBytes(taken.file, key)
    expect(inside.includes(photo)).toBe(true)
    expect(inside.includes(Buffer.from(key))).toBe(false)
    expect(inside.includes(Buffer.from(replaced))).toBe(false)
    expect(JSON.stringify([...(await dump(process.env.DATABASE_URL!))])).not.toContain(key)
    const { rows } = await source.query(`SELECT "key_fingerprint", "last_good_encrypted" FROM "backup_status"`)
    expect(rows[0]).toMatchObject({ last_good_encrypted: true })
    expect(rows[0]!.key_fingerprint).toMatch(/^[0-9a-f]{24}$/)
    fs.rmSync(path.join(mediaDir, 'key-drill-photo.jpg'))
    fs.rmSync(path.join(mediaDir, 'backup-key.replaced-2026-01-01T00-00-00-000Z'))
  }, 120_000)

  it('a second instance (its own disk, the same database) makes no key of its own and takes no backup, saying what to do', async () => {
    const other = { environment: undefined, file: path.join(work, 'other-instance', 'backup-key') }
    const settings = {
      ...backupSettings(),
      backupDir: path.join(work, 'other-backups'),
      keys: other,
      offsite: undefined,
    }
    await expect(takeBackup({ databaseUrl: process.env.DATABASE_URL!, settings, status: source })).rejects.toThrow(
      /no copy of the backup key this database's backups use.*copy the file backup-key .* or set the same BACKUP_KEY on every instance/,
    )
    expect(fs.existsSync(other.file)).toBe(false)
    expect(
      fs.existsSync(settings.backupDir)
        ? fs.readdirSync(settings.backupDir).filter((n) => n.startsWith('backup-'))
        : [],
    ).toEqual([])
    const { rows } = await source.query(`SELECT "last_ok", "last_error" FROM "backup_status"`)
    expect(rows[0]).toMatchObject({ last_ok: false })
    // A key of its own (another file) is refused just the same.
    fs.mkdirSync(path.dirname(other.file), { recursive: true })
    fs.writeFileSync(other.file, `${crypto.randomBytes(32).toString('hex')}\n`, { mode: 0o600 })
    await expect(takeBackup({ databaseUrl: process.env.DATABASE_URL!, settings, status: source })).rejects.toThrow(
      /is not the one this database's backups use/,
    )
    // Given a copy of the first instance's file, it backs up with the same key.
    fs.copyFileSync(keys().file, other.file)
    const taken = await takeBackup({ databaseUrl: process.env.DATABASE_URL!, settings, status: source })
    await expect(verifyBackup(taken.file, key)).resolves.toMatchObject({ encrypted: true })
  }, 120_000)

  it('refuses a BACKUP_KEY shorter than 16 characters', async () => {
    const settings = {
      ...backupSettings(),
      backupDir: path.join(work, 'short-key'),
      keys: { environment: 'fifteen chars!!', file: keys().file },
      offsite: undefined,
    }
    await expect(takeBackup({ databaseUrl: process.env.DATABASE_URL!, settings, status: source })).rejects.toThrow(
      /BACKUP_KEY is 15 characters long; it must have at least 16/,
    )
    expect(fs.existsSync(settings.backupDir)).toBe(false)

    // `npm start` refuses it in one line, before it starts a database or a build.
    const dataDir = path.join(work, 'short-key-start')
    const start = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { ...process.env, BACKUP_KEY: 'fifteen chars!!', DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(start.status).toBe(1)
    expect(start.stderr.trim()).toBe(
      'BACKUP_KEY is 15 characters long; it must have at least 16 (a long phrase, kept in a password manager), or be unset for a generated key.',
    )
    expect(start.stdout).toBe('')
    expect(fs.existsSync(path.join(dataDir, 'postgres'))).toBe(false)
  }, 120_000)
})

/** `npm run restore -- …` in a child process, as an operator runs it. */
function restoreCommand(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', ...args], {
    env: { ...process.env, BACKUP_KEY: KEY, STRIPE_SECRET_KEY: '', ...env },
    encoding: 'utf8',
    timeout: 180_000,
  })
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

async function counters(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ c: string }>(
      `SELECT "kind" || ' ' || "year" || ' ' || "last" AS "c" FROM "receipt_counters" ORDER BY 1`,
    )
    return rows.map((r) => r.c)
  } finally {
    await client.end()
  }
}

describe('a restore never gives a receipt number twice', () => {
  let backup: TakenBackup
  let site: string

  beforeAll(async () => {
    // A site that had sent receipts up to R-2026-000005 and credit notes up to NC-2026-000002 when it
    // was backed up…
    site = await emptyDatabase()
    const client = new pg.Client({ connectionString: site })
    await client.connect()
    try {
      await client.query(
        `INSERT INTO "receipt_counters" ("kind", "year", "last") VALUES ('receipt', 2026, 5), ('credit-note', 2026, 2)`,
      )
      backup = await takeBackup({
        databaseUrl: site,
        settings: {
          ...backupSettings(),
          backupDir: path.join(work, 'receipts-backups'),
          mediaDir: undefined,
          keys: { environment: KEY, file: path.join(work, 'no-key-file') },
          offsite: undefined,
        },
        status: client,
      })
      // …and up to R-2026-000009 and NC-2026-000003 by the time it is restored.
      await client.query(`UPDATE "receipt_counters" SET "last" = CASE "kind" WHEN 'receipt' THEN 9 ELSE 3 END`)
    } finally {
      await client.end()
    }
    expect(backup.manifest.receipts).toEqual([
      { kind: 'credit-note', year: 2026, last: 2 },
      { kind: 'receipt', year: 2026, last: 5 },
    ])
  })

  it('over the database it replaces: continues above every number that database gave', async () => {
    const result = restoreCommand([backup.file, '--force'], {
      DATABASE_URL: site,
      MEDIA_DIR: path.join(work, 'receipts-media-1'),
    })
    expect(result.code, result.output).toBe(0)
    expect(result.output).toContain('had given up to NC-2026-000003, R-2026-000009')
    expect(result.output).toContain('Next receipt numbers: NC-2026-000004, R-2026-000010')
    expect(await counters(site)).toEqual(['credit-note 2026 3', 'receipt 2026 9'])
  }, 200_000)

  it('that database gone: refuses in one line saying what to pass, then takes the next numbers given', async () => {
    const fresh = await emptyDatabase()
    const refused = restoreCommand([backup.file], {
      DATABASE_URL: fresh,
      MEDIA_DIR: path.join(work, 'receipts-media-2'),
    })
    expect(refused.code).toBe(1)
    const line = refused.output.split('\n').find((l) => l.startsWith('Nothing was restored.'))!
    expect(line).toMatch(/receipt numbers sent since the backup .* cannot be known here/)
    expect(line).toContain('its last: NC-2026-000002, R-2026-000005')
    expect(line).toContain('--receipts-next=R-YYYY-NNNNNN,NC-YYYY-NNNNNN')
    expect(await counters(fresh)).toEqual([])

    const told = restoreCommand([backup.file, '--receipts-next=R-2026-000012,NC-2026-000004'], {
      DATABASE_URL: fresh,
      MEDIA_DIR: path.join(work, 'receipts-media-3'),
    })
    expect(told.code, told.output).toBe(0)
    expect(await counters(fresh)).toEqual(['credit-note 2026 3', 'receipt 2026 11'])
  }, 300_000)
})

describe('the nightly backup and its alert', () => {
  const alerts = async () => {
    const res = await api('/api/alerts', { headers: bearer(await signInAdmin()) })
    expect(res.status).toBe(200)
    return (await res.json()) as {
      alerts: { type: string; level: string }[]
      backup: {
        last_good_bytes: number | null
        age_hours: number | null
        last_ok: boolean | null
        key: string
        key_saved_elsewhere: boolean
      } | null
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

    // A 03:00 in Montréal has passed since that attempt: the loop's turn takes one, encrypted with
    // the generated key, which nobody has copied off the machine yet: a warning says so.
    await runNightlyBackup(payload)
    const after = await alerts()
    expect(types(after).filter((t) => t.includes('backup'))).toEqual(['warning:backup_key_unsaved'])
    expect(after.backup).toMatchObject({
      last_ok: true,
      age_hours: 0,
      last_good_encrypted: true,
      key: 'generated',
      key_saved_elsewhere: false,
    })

    // `npm run backup:key` prints it (alone on stdout) and records that it was shown.
    const shown = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup-key.ts'], {
      env: { ...process.env, BACKUP_KEY: '' },
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(shown.status, shown.stderr).toBe(0)
    expect(shown.stdout.trim()).toBe(fs.readFileSync(path.join(process.env.DATA_DIR!, 'backup-key'), 'utf8').trim())
    expect(shown.stderr).toContain('Keep a copy off this machine')
    const saved = await alerts()
    expect(types(saved).filter((t) => t.includes('backup'))).toEqual([])
    expect(saved.backup).toMatchObject({ key: 'generated', key_saved_elsewhere: true })
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

  it('uploads each backup, byte for byte; the retention applies on this machine, the bucket keeps its copies', async () => {
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
    // Kept here: today's, then the newest of the 2 days before it that have one (June 14 and 13,
    // 2024), whose week (June 10 to 16) is one of the 2 newest weeks with the current one.
    const kept = [old[12]!, old[13]!, name].sort()
    expect(fs.readdirSync(settings.backupDir).sort()).toEqual(kept)
    // The bucket's lifecycle rules expire its copies, not the site: every one is still there.
    expect(await keys()).toEqual([...old, name].sort().map((k) => `nightly/${k}`))
  })

  it('needs credentials that can only write: the nightly backup lists, reads and deletes nothing there', async () => {
    // The bucket as AWS answers credentials whose policy allows s3:PutObject (and the multipart
    // upload's parts) only: 403 AccessDenied for anything else.
    const seen: string[] = []
    const refused: string[] = []
    const target = new URL(process.env.BACKUP_S3_ENDPOINT!)
    const proxy = http.createServer((req, res) => {
      const url = new URL(req.url!, 'http://bucket')
      const write =
        req.method === 'PUT' ||
        (req.method === 'POST' && (url.searchParams.has('uploads') || url.searchParams.has('uploadId'))) ||
        (req.method === 'DELETE' && url.searchParams.has('uploadId'))
      seen.push(`${req.method} ${url.pathname}${url.search}`)
      if (!write) {
        refused.push(`${req.method} ${url.pathname}${url.search}`)
        req.resume()
        res.writeHead(403, { 'content-type': 'application/xml' })
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
        )
        return
      }
      const forward = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode!, answer.headers)
          answer.pipe(res)
        },
      )
      req.pipe(forward)
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const before = await keys()
    process.env.BACKUP_S3_ENDPOINT = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`
    process.env.BACKUP_DIR = path.join(work, 'write-only')
    try {
      await source.query(`UPDATE "backup_status" SET "last_started_at" = now() - interval '2 days'`)
      await runNightlyBackup(payload)
      const { rows } = await source.query(`SELECT "last_ok", "last_error", "last_good_copied_to" FROM "backup_status"`)
      expect(rows[0], String(rows[0]!.last_error)).toMatchObject({ last_ok: true })
      const name = fs.readdirSync(process.env.BACKUP_DIR).find((n) => n.startsWith('backup-'))!
      expect(rows[0]!.last_good_copied_to).toBe(`s3://${bucket}/nightly/${name}`)
      expect(refused).toEqual([])
      expect(seen.length).toBeGreaterThan(0)
      expect(await keys()).toEqual([...before, `nightly/${name}`].sort())
    } finally {
      process.env.BACKUP_S3_ENDPOINT = `http://${target.host}`
      await new Promise((resolve) => proxy.close(resolve))
    }
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
