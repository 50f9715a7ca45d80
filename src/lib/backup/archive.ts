import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'

import pg from 'pg'
import tar from 'tar-stream'

import { readReceiptCounters } from '@/lib/receipts/store'

import { encryptStream } from './encryption'
import {
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  mediaEntry,
  tableEntry,
  type Manifest,
  type MediaPart,
  type TablePart,
} from './manifest'
import { appliedMigrations, copyTableOut, inSnapshot, listTables, sequenceValues } from './store'

/**
 * One backup file: every table of the database's `public` schema (COPY, all in one REPEATABLE READ
 * READ ONLY transaction, so one snapshot: a booking committed during the backup is wholly in it or
 * not at all), the sequences' values, and the media files, in a gzip'd tar whose last entry is the
 * manifest (manifest.ts), encrypted when a key is given (encryption.ts). Written under a temporary
 * name and renamed once complete and flushed: a backup directory never holds half a file under a
 * backup's name.
 *
 * The tables go through spool files first: a tar entry's header states its size before its bytes.
 * The site keeps running meanwhile; its writes wait for nothing (a READ ONLY snapshot takes no lock
 * stronger than a SELECT's).
 */

/** Tables whose rows describe this installation's backups, not the site: left out of every backup. */
export const EXCLUDED_TABLES = new Set(['backup_status'])

export const BACKUP_FILE = /^backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.tar\.gz(\.enc)?$/

export interface BackupOptions {
  databaseUrl: string
  /** The media folder; undefined when the media live in a bucket (S3_BUCKET), outside the backup. */
  mediaDir: string | undefined
  backupDir: string
  /** The backups' key (key.ts): the file is encrypted when it is given. */
  key?: string
  /** Files never put in the backup, whatever folder they are in (the key's own file). */
  exclude?: string[]
  site: { name: string; version: string }
  now?: Date
}

export interface BackupResult {
  file: string
  bytes: number
  manifest: Manifest
}

/** The file name of a backup taken at `at` (UTC, sortable, one per millisecond). */
export function backupFileName(at: Date, encrypted: boolean): string {
  return `backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz${encrypted ? '.enc' : ''}`
}

/** When the backup named `name` was taken, from its name; null for a file that is not a backup. */
export function backupTime(name: string): Date | null {
  const match = BACKUP_FILE.exec(name)
  if (!match) return null
  const [date, time] = match[1]!.split('T') as [string, string]
  const [h, m, s, ms] = time.replace('Z', '').split('-')
  return new Date(`${date}T${h}:${m}:${s}.${ms}Z`)
}

/** Counts bytes, newlines (one per COPY row) and the SHA-256 of what passes through. */
class Measure extends Transform {
  readonly hash = crypto.createHash('sha256')
  bytes = 0
  lines = 0
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.hash.update(chunk)
    this.bytes += chunk.length
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) this.lines++
    callback(null, chunk)
  }
}

type Client = pg.Client

async function snapshotDatabase(client: Client, spool: string) {
  return inSnapshot(client, async () => {
    const tables: TablePart[] = []
    for (const { name, columns } of await listTables(client)) {
      if (EXCLUDED_TABLES.has(name)) continue
      const entry = tableEntry(name)
      const measure = new Measure()
      await pipeline(
        copyTableOut(client, name, columns),
        measure,
        fs.createWriteStream(path.join(spool, `${tables.length}.copy`)),
      )
      tables.push({
        name,
        columns,
        rows: measure.lines,
        bytes: measure.bytes,
        sha256: measure.hash.digest('hex'),
        entry,
      })
    }
    const migrations = tables.some((t) => t.name === 'payload_migrations') ? await appliedMigrations(client) : []
    const receipts = tables.some((t) => t.name === 'receipt_counters') ? await readReceiptCounters(client) : []
    // Sequences are not part of a snapshot; read after the rows, their values are at least the
    // ones those rows used.
    const sequences = await sequenceValues(client)
    return { tables, migrations, sequences, receipts }
  })
}

/** Every regular file under `dir` but `exclude`, relative, with forward slashes, sorted. */
export function listMedia(dir: string | undefined, exclude: string[] = []): string[] {
  if (!dir || !fs.existsSync(dir)) return []
  const left = new Set(exclude.map((file) => realPath(file)))
  return (
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      // `parentPath` from Node 20.12; `path` before it.
      .map((d) => path.relative(dir, path.join(d.parentPath ?? (d as { path?: string }).path, d.name)))
      .map((relative) => relative.split(path.sep).join('/'))
      .filter((relative) => !relative.startsWith('.'))
      .filter((relative) => left.size === 0 || !left.has(realPath(path.join(dir, relative))))
      .sort()
  )
}

function realPath(file: string): string {
  try {
    return fs.realpathSync(file)
  } catch {
    return path.resolve(file)
  }
}

async function addFile(pack: tar.Pack, entry: string, file: string, size: number): Promise<Measure> {
  const measure = new Measure()
  const writer = pack.entry({ name: entry, size, mode: 0o600 })
  await pipeline(fs.createReadStream(file), measure, writer)
  if (measure.bytes !== size) throw new Error(`${file} changed while it was being backed up`)
  return measure
}

async function flushToDisk(file: string) {
  const handle = await fs.promises.open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Takes one backup into `backupDir` and returns its path, size and manifest. */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? new Date()
  const encrypted = Boolean(options.key)
  fs.mkdirSync(options.backupDir, { recursive: true, mode: 0o700 })
  const name = backupFileName(now, encrypted)
  const final = path.join(options.backupDir, name)
  const work = fs.mkdtempSync(path.join(options.backupDir, '.partial-'))
  const partial = path.join(work, name)
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'studio-backup' })
  client.on('error', () => {})
  try {
    await client.connect()
    const database = await snapshotDatabase(client, work)
    await client.end()

    const pack = tar.pack()
    const stages: NodeJS.WritableStream[] = [zlib.createGzip({ level: 6 })]
    if (options.key) stages.push(encryptStream(options.key))
    const written = pipeline(
      pack,
      ...(stages as [NodeJS.ReadWriteStream]),
      fs.createWriteStream(partial, { mode: 0o600 }),
    )
    // A failure of the output (a full disk) must end the packing too, not leave it waiting.
    let outputError: unknown
    written.catch((error) => {
      outputError = error
      pack.destroy(error as Error)
    })
    const mediaFiles: MediaPart[] = []
    try {
      for (const [i, table] of database.tables.entries())
        await addFile(pack, table.entry, path.join(work, `${i}.copy`), table.bytes)
      for (const relative of listMedia(options.mediaDir, options.exclude)) {
        const file = path.join(options.mediaDir!, relative)
        let size: number
        try {
          size = fs.statSync(file).size
        } catch {
          continue // deleted since the listing: the snapshot's rows decide what the site shows
        }
        const entry = mediaEntry(relative)
        const measure = await addFile(pack, entry, file, size)
        mediaFiles.push({ path: relative, bytes: measure.bytes, sha256: measure.hash.digest('hex'), entry })
      }
      const manifest: Manifest = {
        format: FORMAT,
        formatVersion: FORMAT_VERSION,
        createdAt: now.toISOString(),
        site: options.site,
        encrypted,
        database: {
          migrations: database.migrations,
          lastMigration: database.migrations.at(-1) ?? null,
          tables: database.tables,
          sequences: database.sequences,
        },
        media: { files: mediaFiles },
        receipts: database.receipts,
      }
      pack.entry({ name: MANIFEST_ENTRY, mode: 0o600 }, JSON.stringify(manifest, null, 2))
      pack.finalize()
      await written
      await flushToDisk(partial)
      fs.renameSync(partial, final)
      await flushToDisk(options.backupDir)
      return { file: final, bytes: fs.statSync(final).size, manifest }
    } catch (error) {
      throw outputError ?? error
    }
  } finally {
    await client.end().catch(() => {})
    fs.rmSync(work, { recursive: true, force: true })
  }
}
