import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'

import pg from 'pg'
import tar from 'tar-stream'

import { EXCLUDED_TABLES } from './archive'
import { BackupIntegrityError, decryptStream, isEncrypted } from './encryption'
import { FORMAT, FORMAT_VERSION, MANIFEST_ENTRY, type Manifest } from './manifest'
import { appliedMigrations, copyTableIn, countRows, listTables, restoreStatements as db } from './store'

// A --force restore onto another schema version empties the schema first (store.ts).
export { emptySchema } from './store'

/**
 * Reading a backup back: `verifyBackup` reads the whole file (decrypting and authenticating every
 * chunk, inflating, hashing every part against the manifest) and writes nothing; `restoreInto`
 * reads it again into ONE transaction of the target database, checking the same hashes as it goes,
 * and commits only when every part matched. A damaged, cut or wrongly keyed file therefore fails
 * before the target is touched, and cannot be half-restored.
 */

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024

interface Measured {
  bytes: number
  sha256: string
}

async function fileIsEncrypted(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r')
  try {
    const head = Buffer.alloc(8)
    const { bytesRead } = await handle.read(head, 0, 8, 0)
    return isEncrypted(head.subarray(0, bytesRead))
  } finally {
    await handle.close()
  }
}

/** A library's error while reading a backup, worded for the person restoring it. */
function integrityError(error: unknown): Error {
  if (error instanceof BackupIntegrityError) return error
  const message = String((error as Error)?.message ?? error)
  const code = (error as { code?: string })?.code
  if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') return error as Error
  if (/unexpected end|premature|truncated/i.test(message))
    return new BackupIntegrityError(`The backup file is truncated (${message}).`)
  return new BackupIntegrityError(`The backup file is damaged (${message}).`)
}

/**
 * Reads the file's entries in order; `visit` consumes each entry's stream and returns its measure.
 * Returns the manifest (the last entry) and what each entry measured.
 */
async function readBackup(
  file: string,
  key: string | undefined,
  visit: (name: string, stream: Readable) => Promise<Measured>,
): Promise<{ manifest: Manifest; parts: Map<string, Measured> }> {
  const encrypted = await fileIsEncrypted(file)
  if (encrypted && !key)
    throw new BackupIntegrityError('This backup is encrypted: set BACKUP_KEY to the key it was made with.')
  const extract = tar.extract()
  const stages: NodeJS.ReadWriteStream[] = []
  if (encrypted) stages.push(decryptStream(key!))
  stages.push(zlib.createGunzip())
  const feeding = pipeline(fs.createReadStream(file), ...(stages as [NodeJS.ReadWriteStream]), extract)
  feeding.catch(() => {}) // awaited below; its error also ends the iteration
  const parts = new Map<string, Measured>()
  let manifestText: string | undefined
  try {
    for await (const entry of extract) {
      const name = entry.header.name
      if (manifestText !== undefined) throw new BackupIntegrityError(`Unexpected entry ${name} after the manifest.`)
      if (parts.has(name)) throw new BackupIntegrityError(`The backup holds ${name} twice.`)
      if (name === MANIFEST_ENTRY) {
        const chunks: Buffer[] = []
        let bytes = 0
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          bytes += chunk.length
          if (bytes > MAX_MANIFEST_BYTES) throw new BackupIntegrityError('The manifest is too large.')
          chunks.push(chunk)
        }
        manifestText = Buffer.concat(chunks).toString('utf8')
      } else {
        parts.set(name, await visit(name, entry as unknown as Readable))
      }
    }
    await feeding
  } catch (error) {
    throw integrityError(error)
  }
  if (manifestText === undefined) throw new BackupIntegrityError('The backup file has no manifest: it is truncated.')
  let manifest: Manifest
  try {
    manifest = JSON.parse(manifestText) as Manifest
  } catch {
    throw new BackupIntegrityError('The manifest of the backup is not valid JSON.')
  }
  if (manifest.format !== FORMAT || typeof manifest.formatVersion !== 'number')
    throw new BackupIntegrityError('This file is not a backup of this site.')
  if (manifest.formatVersion > FORMAT_VERSION)
    throw new BackupIntegrityError(
      `This backup has format ${manifest.formatVersion}, newer than this release reads (${FORMAT_VERSION}).`,
    )
  checkParts(manifest, parts)
  return { manifest, parts }
}

/** Every part the manifest lists is there with its size and hash, and nothing else is. */
function checkParts(manifest: Manifest, parts: Map<string, Measured>) {
  const expected = [...manifest.database.tables, ...manifest.media.files]
  const listed = new Set(expected.map((p) => p.entry))
  for (const part of expected) {
    const found = parts.get(part.entry)
    if (!found) throw new BackupIntegrityError(`The backup lacks ${part.entry}, which its manifest lists.`)
    if (found.bytes !== part.bytes || found.sha256 !== part.sha256)
      throw new BackupIntegrityError(`${part.entry} does not match its checksum in the manifest: the file is damaged.`)
  }
  for (const name of parts.keys())
    if (!listed.has(name)) throw new BackupIntegrityError(`The backup holds ${name}, which its manifest does not list.`)
}

async function measure(stream: AsyncIterable<Buffer>, sink?: (chunk: Buffer) => void): Promise<Measured> {
  const hash = crypto.createHash('sha256')
  let bytes = 0
  for await (const chunk of stream) {
    hash.update(chunk)
    bytes += chunk.length
    sink?.(chunk)
  }
  return { bytes, sha256: hash.digest('hex') }
}

/** Reads and checks the whole backup; writes nothing. Throws BackupIntegrityError when it is not sound. */
export async function verifyBackup(file: string, key: string | undefined): Promise<Manifest> {
  const { manifest } = await readBackup(file, key, (_name, stream) => measure(stream as AsyncIterable<Buffer>))
  return manifest
}

export interface TargetState {
  /** Tables of `public` with their rows (only those with rows). */
  rows: { table: string; rows: number }[]
  migrations: string[]
  tables: string[]
}

/** What the target database holds: its tables, their row counts, its applied migrations. */
export async function inspectTarget(databaseUrl: string): Promise<TargetState> {
  const client = new pg.Client({ connectionString: databaseUrl })
  client.on('error', () => {})
  await client.connect()
  try {
    const tables = (await listTables(client)).map((t) => t.name)
    const rows: TargetState['rows'] = []
    for (const table of tables) {
      const n = await countRows(client, table)
      if (n > 0) rows.push({ table, rows: n })
    }
    const migrations = tables.includes('payload_migrations') ? await appliedMigrations(client) : []
    return { rows, migrations, tables }
  } finally {
    await client.end().catch(() => {})
  }
}

/** Rows that count as the site's data: the migrations' own bookkeeping does not. */
export function dataRows(state: TargetState): TargetState['rows'] {
  return state.rows.filter((r) => r.table !== 'payload_migrations' && !EXCLUDED_TABLES.has(r.table))
}

export interface RestoreOptions {
  file: string
  key: string | undefined
  /** The manifest verifyBackup returned: the second read must find the very same one. */
  manifest: Manifest
  databaseUrl: string
  /** Where the media files go; it must be empty or absent unless `replaceMedia`. */
  mediaDir: string
  replaceMedia: boolean
}

/**
 * Restores the backup into a database already migrated to the backup's last migration: one
 * transaction that empties every table, COPYs each table's rows in, sets the sequences, and
 * commits only once every part's checksum matched. The foreign keys are dropped for the COPY and
 * made again before the commit (which checks every row against them), so the order of the tables
 * does not matter and no superuser right is needed; user triggers are off during the COPY, so
 * none rewrites a restored row. The media files are written beside the media folder and moved
 * into place after the commit.
 */
export async function restoreInto(options: RestoreOptions): Promise<void> {
  const { manifest } = options
  const staging = `${path.resolve(options.mediaDir)}.restoring-${crypto.randomBytes(4).toString('hex')}`
  fs.mkdirSync(staging, { recursive: true })
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'studio-restore' })
  client.on('error', () => {})
  await client.connect()
  let committed = false
  try {
    await db.begin(client)
    const targetTables = new Set((await listTables(client)).map((t) => t.name))
    for (const table of manifest.database.tables)
      if (!targetTables.has(table.name))
        throw new Error(
          `The target database has no table ${table.name}: it is not at migration ${manifest.database.lastMigration}.`,
        )
    const foreignKeys = await db.foreignKeys(client)
    for (const fk of foreignKeys) await db.dropForeignKey(client, fk)
    const restored = manifest.database.tables.map((t) => t.name)
    if (restored.length) {
      await db.truncate(client, restored)
      for (const table of restored) await db.setUserTriggers(client, table, false)
    }
    const byEntry = new Map(manifest.database.tables.map((t) => [t.entry, t]))
    const mediaByEntry = new Map(manifest.media.files.map((f) => [f.entry, f]))

    const { manifest: again } = await readBackup(options.file, options.key, async (name, stream) => {
      const table = byEntry.get(name)
      if (table) {
        const hash = crypto.createHash('sha256')
        let bytes = 0
        const copy = copyTableIn(client, table.name, table.columns)
        await pipeline(
          stream,
          async function* (source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              hash.update(chunk)
              bytes += chunk.length
              yield chunk
            }
          },
          copy,
        )
        return { bytes, sha256: hash.digest('hex') }
      }
      const media = mediaByEntry.get(name)
      if (!media) return measure(stream as AsyncIterable<Buffer>)
      const target = path.resolve(staging, media.path)
      if (!target.startsWith(staging + path.sep)) throw new BackupIntegrityError(`Unsafe media path ${media.path}.`)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      const out = fs.createWriteStream(target, { mode: 0o644 })
      const hash = crypto.createHash('sha256')
      let bytes = 0
      await pipeline(
        stream,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk)
            bytes += chunk.length
            yield chunk
          }
        },
        out,
      )
      return { bytes, sha256: hash.digest('hex') }
    })
    if (JSON.stringify(again) !== JSON.stringify(manifest))
      throw new BackupIntegrityError('The backup file changed since it was verified.')

    for (const sequence of manifest.database.sequences) await db.setSequence(client, sequence)
    for (const table of restored) await db.setUserTriggers(client, table, true)
    for (const fk of foreignKeys) await db.addForeignKey(client, fk)
    await db.commit(client)
    committed = true
  } catch (error) {
    await db.rollback(client).catch(() => {})
    throw error
  } finally {
    await client.end().catch(() => {})
    if (!committed) fs.rmSync(staging, { recursive: true, force: true })
  }
  placeMedia(staging, path.resolve(options.mediaDir), options.replaceMedia)
}

/** Moves the restored media folder into place (the old one goes once the new one is there). */
function placeMedia(staging: string, mediaDir: string, replace: boolean) {
  let old: string | undefined
  if (fs.existsSync(mediaDir)) {
    if (fs.readdirSync(mediaDir).length > 0 && !replace)
      throw new Error(`${mediaDir} is not empty; the restored files are in ${staging}.`)
    old = `${mediaDir}.replaced-${crypto.randomBytes(4).toString('hex')}`
    fs.renameSync(mediaDir, old)
  }
  fs.renameSync(staging, mediaDir)
  if (old) fs.rmSync(old, { recursive: true, force: true })
}
