/**
 * The manifest of a backup file: its last entry (`manifest.json`), which says what the file holds
 * and what each part's bytes must hash to. A restore checks every part against it before it touches
 * the target database.
 */
export const FORMAT = 'studio-backup'
export const FORMAT_VERSION = 1
export const MANIFEST_ENTRY = 'manifest.json'

export interface TablePart {
  name: string
  /** The columns in the order of the COPY data (generated columns are left out: PostgreSQL computes them). */
  columns: string[]
  rows: number
  bytes: number
  sha256: string
  /** The entry that holds the table's rows, in PostgreSQL's COPY text format. */
  entry: string
}

export interface MediaPart {
  /** Relative to the media folder, with forward slashes. */
  path: string
  bytes: number
  sha256: string
  entry: string
}

export interface SequenceValue {
  name: string
  /** null: the sequence was never used (nextval gives its start). */
  value: string | null
}

export interface Manifest {
  format: typeof FORMAT
  formatVersion: number
  createdAt: string
  site: { name: string; version: string }
  encrypted: boolean
  database: {
    /** The migrations applied when the snapshot was taken, in order; the schema the rows fit. */
    migrations: string[]
    lastMigration: string | null
    tables: TablePart[]
    sequences: SequenceValue[]
  }
  media: { files: MediaPart[] }
  /**
   * The receipts' counters when the snapshot was taken (the last number of each series and year);
   * absent from backups of releases before it. A restore names them when it must ask for the next
   * numbers (scripts/restore.ts).
   */
  receipts?: { kind: string; year: number; last: number }[]
}

export function tableEntry(name: string): string {
  return `database/${name}.copy`
}

export function mediaEntry(relative: string): string {
  return `media/${relative}`
}

/** The manifest's figures for a person: what a restore would bring. */
export function describeManifest(manifest: Manifest): string {
  const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0)
  const bytes = manifest.media.files.reduce((sum, f) => sum + f.bytes, 0)
  return (
    `${manifest.site.name} ${manifest.site.version}, taken ${manifest.createdAt}, ` +
    `migration ${manifest.database.lastMigration ?? '(none)'}: ` +
    `${manifest.database.tables.length} tables, ${rows} rows, ${manifest.media.files.length} media files (${bytes} bytes)`
  )
}
