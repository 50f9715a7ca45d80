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
 *
 * Where the site has a backup key (BACKUP_KEY, or the generated one: key.ts), every backup it makes
 * is encrypted, so an unencrypted file was not made by it: whoever can write to the backups' folder
 * or bucket could otherwise plant one that installs their own password hashes and secrets. It is
 * refused unless the operator says they made it (`allowUnencrypted`, a backup of a release that did
 * not encrypt by default). And the manifest's `encrypted` flag must say what the file is.
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
export interface ReadAccess {
  /** The key to open an encrypted file: BACKUP_KEY, else the generated key (key.ts). */
  key: string | undefined
  /** Accept an unencrypted file although a key is set (the operator made it with an older release). */
  allowUnencrypted?: boolean
}

/** The refusal of an unencrypted file where the site has a key. */
export class UnencryptedBackupError extends BackupIntegrityError {
  override name = 'UnencryptedBackupError'
}

async function readBackup(
  file: string,
  { key, allowUnencrypted = false }: ReadAccess,
  visit: (name: string, stream: Readable) => Promise<Measured>,
): Promise<{ manifest: Manifest; parts: Map<string, Measured> }> {
  const encrypted = await fileIsEncrypted(file)
  if (encrypted && !key)
    throw new BackupIntegrityError(
      'This backup is encrypted: set BACKUP_KEY to the key it was made with, or copy the backup-key file it was made with into DATA_DIR.',
    )
  if (!encrypted && key && !allowUnencrypted)
    throw new UnencryptedBackupError(
      'This backup is not encrypted, but this site has a backup key, and every backup it takes is encrypted: ' +
        'this file was not made by it, or was replaced. If you made it yourself with a release that did not ' +
        'encrypt backups, run the restore again with --allow-unencrypted.',
    )
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
  if (manifest.encrypted !== encrypted)
    throw new BackupIntegrityError(
      `The manifest says the backup is ${manifest.encrypted ? 'encrypted' : 'not encrypted'}, but the file ` +
        `is ${encrypted ? 'encrypted' : 'not'}: it was altered.`,
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
export async function verifyBackup(file: string, access: ReadAccess | string | undefined): Promise<Manifest> {
  const { manifest } = await readBackup(file, readAccess(access), (_name, stream) =>
    measure(stream as AsyncIterable<Buffer>),
  )
  return manifest
}

function readAccess(access: ReadAccess | string | undefined): ReadAccess {
  return typeof access === 'object' ? access : { key: access }
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

export interface RestoreOptions extends ReadAccess {
  file: string
  /** The manifest verifyBackup returned: the second read must find the very same one. */
  manifest: Manifest
  databaseUrl: string
  /** Where the media files go; it must be empty or absent unless `replaceMedia`. */
  mediaDir: string
  replaceMedia: boolean
  /**
   * Runs in the restore's transaction, after the rows are in and before the commit: what must be
   * true of the restored rows at once, or not at all (the receipts' counters, scripts/restore.ts).
   */
  beforeCommit?: (client: pg.Client) => Promise<void>
}

export interface RestoreResult {
  /** Tables the target had and the backup does not list: emptied, so nothing of the old site stays. */
  emptied: string[]
}

/**
 * Restores the backup into a database already migrated to the backup's last migration: one
 * transaction that empties every table (those the backup does not list too: a restore brings the
 * backup's site, not a mix), COPYs each table's rows in, sets the sequences, and commits only once
 * every part's checksum matched. The foreign keys are dropped for the COPY and made again before the
 * commit (which checks every row against them), so the order of the tables does not matter and no
 * superuser right is needed; user triggers are off during the COPY, so none rewrites a restored row.
 * The media files are written beside the media folder, flushed to disk before the commit (so a
 * committed restore never points at files a crash lost), and moved into place after it.
 */
export async function restoreInto(options: RestoreOptions): Promise<RestoreResult> {
  const { manifest } = options
  const staging = `${path.resolve(options.mediaDir)}.restoring-${crypto.randomBytes(4).toString('hex')}`
  fs.mkdirSync(staging, { recursive: true })
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'studio-restore' })
  client.on('error', () => {})
  await client.connect()
  let committed = false
  const result: RestoreResult = { emptied: [] }
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
    const listed = new Set(restored)
    // This installation's own state (its backups' history) stays; everything else is the backup's.
    result.emptied = [...targetTables].filter((t) => !listed.has(t) && !EXCLUDED_TABLES.has(t)).sort()
    const cleared = [...restored, ...result.emptied]
    if (cleared.length) await db.truncate(client, cleared)
    for (const table of restored) await db.setUserTriggers(client, table, false)
    const byEntry = new Map(manifest.database.tables.map((t) => [t.entry, t]))
    const mediaByEntry = new Map(manifest.media.files.map((f) => [f.entry, f]))
    const written: string[] = []

    const { manifest: again } = await readBackup(options.file, options, async (name, stream) => {
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
      written.push(target)
      return { bytes, sha256: hash.digest('hex') }
    })
    if (JSON.stringify(again) !== JSON.stringify(manifest))
      throw new BackupIntegrityError('The backup file changed since it was verified.')

    for (const sequence of manifest.database.sequences) await db.setSequence(client, sequence)
    for (const table of restored) await db.setUserTriggers(client, table, true)
    for (const fk of foreignKeys) await db.addForeignKey(client, fk)
    await options.beforeCommit?.(client)
    await flushTree(staging, written)
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
  return result
}

async function fsyncPath(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Every file written, then every folder that holds them (so their names too), on the disk. */
async function flushTree(root: string, files: string[]): Promise<void> {
  for (const file of files) await fsyncPath(file)
  const folders = new Set<string>([root])
  for (const file of files)
    for (let dir = path.dirname(file); dir.startsWith(root); dir = path.dirname(dir)) folders.add(dir)
  for (const dir of [...folders].sort().reverse()) await fsyncPath(dir)
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

const MB = 1_000_000
/**
 * What a restore writes, beside what it reads: the media (staged beside the media folder until the
 * commit, the old files still there), and the rows, which PostgreSQL writes as table pages, indexes
 * and write-ahead log while the old rows stay until the commit: three times their COPY text, a
 * generous bound, so a restore does not stop half-way for want of space.
 */
export const DATABASE_SPACE_FACTOR = 3
const MARGIN_BYTES = 64 * MB

export interface SpaceNeed {
  /** A folder on the filesystem concerned. */
  dir: string
  bytes: number
  what: string[]
}

/**
 * The space the restore needs on each filesystem: the media's under the media folder's parent, the
 * database's under its data folder when it is on this machine (the embedded one; another server's
 * disk cannot be seen from here). Two folders on one filesystem add up.
 */
export function spaceNeeded(manifest: Manifest, { mediaDir, databaseDir }: { mediaDir: string; databaseDir?: string }) {
  const mediaBytes = manifest.media.files.reduce((sum, f) => sum + f.bytes, 0)
  const rowBytes = manifest.database.tables.reduce((sum, t) => sum + t.bytes, 0)
  const needs: (SpaceNeed & { device: number })[] = []
  const add = (dir: string, bytes: number, what: string) => {
    const device = fs.statSync(existingAncestor(dir)).dev
    const same = needs.find((n) => n.device === device)
    if (same) {
      same.bytes += bytes
      same.what.push(what)
    } else needs.push({ dir, device, bytes: bytes + MARGIN_BYTES, what: [what] })
  }
  add(path.dirname(path.resolve(mediaDir)), mediaBytes, `the media (${(mediaBytes / MB).toFixed(1)} MB)`)
  if (databaseDir)
    add(
      databaseDir,
      rowBytes * DATABASE_SPACE_FACTOR,
      `the database (${DATABASE_SPACE_FACTOR} × ${(rowBytes / MB).toFixed(1)} MB of rows)`,
    )
  return needs.map(({ dir, bytes, what }) => ({ dir, bytes, what }))
}

function existingAncestor(dir: string): string {
  let at = path.resolve(dir)
  while (!fs.existsSync(at) && path.dirname(at) !== at) at = path.dirname(at)
  return at
}

/** Refuses, with the figures, a restore that the disk cannot hold; says nothing when it can. */
export async function checkFreeSpace(
  manifest: Manifest,
  where: { mediaDir: string; databaseDir?: string },
): Promise<void> {
  for (const need of spaceNeeded(manifest, where)) {
    const stats = await fs.promises.statfs(existingAncestor(need.dir))
    const free = stats.bavail * stats.bsize
    if (free < need.bytes)
      throw new Error(
        `Nothing was restored. The restore needs about ${(need.bytes / MB).toFixed(0)} MB free on the disk of ` +
          `${need.dir} (${need.what.join(' and ')}, and a margin); it has ${(free / MB).toFixed(0)} MB. Free some space, or restore elsewhere (DATA_DIR, MEDIA_DIR).`,
      )
  }
}
