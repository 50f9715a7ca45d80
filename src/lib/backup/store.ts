import type { Readable, Writable } from 'node:stream'

import pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'

import type { SequenceValue } from './manifest'

/*
 * The backups' store: every statement the backups run. The state of the backups (a one-row table of
 * our own migrations), and the database-wide statements of a backup and a restore: the tables and
 * their columns from the catalog, COPY out and in, the sequences, the foreign keys and triggers a
 * restore sets aside. These work on the whole schema, on a connection of their own, so none of
 * them can be a Payload operation. archive.ts and restore.ts keep the file format, the streams and
 * their checks.
 */

// ---------------------------------------------------------------------------------------------
// The state of the backups
// ---------------------------------------------------------------------------------------------

/**
 * The state of this database's backups, in the one-row table `backup_status`
 * (migrations/20261128_074149_backup_status.ts): written by whichever process takes a backup (the
 * nightly loop on the instance holding the scheduler's lock, or `npm run backup`), read by every
 * instance's /monitoring.
 */
export interface Queryable {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
}

export interface BackupStatus {
  scheduleSince: Date
  lastStartedAt: Date | null
  lastFinishedAt: Date | null
  lastOk: boolean | null
  lastError: string | null
  lastFile: string | null
  lastBytes: number | null
  lastGoodAt: Date | null
  lastGoodFile: string | null
  lastGoodBytes: number | null
  lastGoodCopiedTo: string | null
  /** Whether the last good backup is encrypted; null when unknown (taken before this was recorded). */
  lastGoodEncrypted: boolean | null
  /** The fingerprint of the key an instance generated for this database's backups (key.ts). */
  keyFingerprint: string | null
  /** The generated key `npm run backup:key` last showed the operator, and when. */
  keySavedFingerprint: string | null
  keySavedAt: Date | null
}

const date = (value: unknown) => (value == null ? null : new Date(value as string))
const num = (value: unknown) => (value == null ? null : Number(value))
const str = (value: unknown) => (value == null ? null : String(value))

/** The state, making its row if it is missing (the migration makes it; this is belt and braces). */
export async function readBackupStatus(db: Queryable): Promise<BackupStatus> {
  await db.query(`INSERT INTO "backup_status" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING`)
  return (await peekBackupStatus(db))!
}

/** The state as it is, writing nothing (/monitoring); null when the row is missing. */
export async function peekBackupStatus(db: Queryable): Promise<BackupStatus | null> {
  const { rows } = await db.query(`SELECT * FROM "backup_status" WHERE "id" = 1`)
  const row = rows[0]
  if (!row) return null
  return {
    scheduleSince: new Date(row.schedule_since as string),
    lastStartedAt: date(row.last_started_at),
    lastFinishedAt: date(row.last_finished_at),
    lastOk: row.last_ok == null ? null : Boolean(row.last_ok),
    lastError: str(row.last_error),
    lastFile: str(row.last_file),
    lastBytes: num(row.last_bytes),
    lastGoodAt: date(row.last_good_at),
    lastGoodFile: str(row.last_good_file),
    lastGoodBytes: num(row.last_good_bytes),
    lastGoodCopiedTo: str(row.last_good_copied_to),
    lastGoodEncrypted: row.last_good_encrypted == null ? null : Boolean(row.last_good_encrypted),
    keyFingerprint: str(row.key_fingerprint),
    keySavedFingerprint: str(row.key_saved_fingerprint),
    keySavedAt: date(row.key_saved_at),
  }
}

export async function recordBackupStarted(db: Queryable, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO "backup_status" ("id", "last_started_at") VALUES (1, $1)
     ON CONFLICT ("id") DO UPDATE SET "last_started_at" = EXCLUDED."last_started_at"`,
    [at],
  )
}

export async function recordBackupSucceeded(
  db: Queryable,
  {
    at,
    file,
    bytes,
    copiedTo,
    encrypted,
  }: { at: Date; file: string; bytes: number; copiedTo: string | null; encrypted: boolean },
): Promise<void> {
  await db.query(`INSERT INTO "backup_status" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING`)
  await db.query(
    `UPDATE "backup_status" SET "last_finished_at" = now(), "last_ok" = true, "last_error" = NULL,
       "last_file" = $2, "last_bytes" = $3, "last_good_at" = $1, "last_good_file" = $2, "last_good_bytes" = $3,
       "last_good_copied_to" = $4
     WHERE "id" = 1`,
    [at, file, bytes, copiedTo],
  )
  // Apart: a database whose migrations stop before this column still records the rest.
  await db
    .query(`UPDATE "backup_status" SET "last_good_encrypted" = $1 WHERE "id" = 1`, [encrypted])
    .catch((error: { code?: string }) => {
      if (error.code !== '42703') throw error
    })
}

/**
 * Records `fingerprint` as the key of this database's backups unless another instance recorded one
 * first (one UPDATE: two instances starting together agree on the first); returns the one recorded.
 */
export async function recordKeyFingerprint(db: Queryable, fingerprint: string): Promise<string> {
  await db.query(`INSERT INTO "backup_status" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING`)
  const { rows } = await db.query(
    `UPDATE "backup_status" SET "key_fingerprint" = COALESCE("key_fingerprint", $1) WHERE "id" = 1
     RETURNING "key_fingerprint"`,
    [fingerprint],
  )
  return String(rows[0]!.key_fingerprint)
}

/** `fingerprint` is now the key of this database's backups, whatever was recorded before. */
export async function replaceKeyFingerprint(db: Queryable, fingerprint: string): Promise<void> {
  await db.query(`INSERT INTO "backup_status" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING`)
  await db.query(`UPDATE "backup_status" SET "key_fingerprint" = $1 WHERE "id" = 1`, [fingerprint])
}

/** The generated key with `fingerprint` was shown to the operator (`npm run backup:key`). */
export async function recordKeyShown(db: Queryable, fingerprint: string): Promise<void> {
  await db.query(`INSERT INTO "backup_status" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING`)
  await db.query(`UPDATE "backup_status" SET "key_saved_fingerprint" = $1, "key_saved_at" = now() WHERE "id" = 1`, [
    fingerprint,
  ])
}

export async function recordBackupFailed(db: Queryable, error: string): Promise<void> {
  await db.query(`INSERT INTO "backup_status" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING`)
  await db.query(
    `UPDATE "backup_status" SET "last_finished_at" = now(), "last_ok" = false, "last_error" = $1,
       "last_file" = NULL, "last_bytes" = NULL
     WHERE "id" = 1`,
    [error.slice(0, 1000)],
  )
}

// ---------------------------------------------------------------------------------------------
// The database, as a backup reads it and a restore writes it
// ---------------------------------------------------------------------------------------------

type Client = Pick<pg.Client, 'query'>

/** The tables of `public` and their stored (not generated) columns, by name. */
export async function listTables(client: Client): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS "name",
            array_agg(a.attname::text ORDER BY a.attnum) AS "columns"
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind = 'r'
      GROUP BY c.relname
      ORDER BY c.relname`,
  )
  return rows
}

const quoteColumns = (columns: string[]) => columns.map((c) => pg.escapeIdentifier(c)).join(', ')

/**
 * Runs `work` in one REPEATABLE READ READ ONLY transaction: every statement of it reads one
 * snapshot, and it takes no lock stronger than a SELECT's.
 */
export async function inSnapshot<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
  try {
    const result = await work()
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  }
}

/** The rows of `table`'s `columns`, as COPY's text format. */
export function copyTableOut(client: pg.Client, table: string, columns: string[]): Readable {
  return client.query(copyTo(`COPY ${pg.escapeIdentifier(table)} (${quoteColumns(columns)}) TO STDOUT`))
}

/** Where COPY's text format of `table`'s `columns` is written in. */
export function copyTableIn(client: pg.Client, table: string, columns: string[]): Writable {
  return client.query(copyFrom(`COPY ${pg.escapeIdentifier(table)} (${quoteColumns(columns)}) FROM STDIN`))
}

/** The migrations applied, in order (Payload's `payload_migrations`; batch 0 is its dev push). */
export async function appliedMigrations(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT "name" FROM "payload_migrations" WHERE "batch" > 0 ORDER BY "id"`,
  )
  return rows.map((r) => r.name)
}

/** The sequences of `public` and their last values. */
export async function sequenceValues(client: Client): Promise<SequenceValue[]> {
  const { rows } = await client.query<SequenceValue>(
    `SELECT sequencename AS "name", last_value::text AS "value" FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  )
  return rows
}

/** How many rows `table` holds. */
export async function countRows(client: Client, table: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(`SELECT count(*)::text AS "n" FROM ${pg.escapeIdentifier(table)}`)
  return Number(rows[0]!.n)
}

/**
 * Drops every table, view, sequence, type and function of `public` (a --force restore onto another
 * schema version), in one transaction. The schema itself stays, with its owner and grants: dropping
 * and re-creating it would need its rights given again, and `GRANT ALL … TO public` (what a new
 * schema needed on PostgreSQL 14) reopens CREATE to every role of a shared server since 15. Objects
 * an extension owns are the extension's and stay.
 */
export async function emptySchema(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  client.on('error', () => {})
  await client.connect()
  const notFromExtension = (catalog: string) =>
    `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = o.oid AND d.deptype = 'e')`
  try {
    await client.query('BEGIN')
    const { rows: relations } = await client.query<{ name: string; kind: string }>(
      `SELECT o.relname AS "name", o.relkind AS "kind" FROM pg_class o
        WHERE o.relnamespace = 'public'::regnamespace AND o.relkind IN ('v', 'm', 'r', 'p', 'f', 'S')
          AND ${notFromExtension('pg_class')}
        ORDER BY CASE o.relkind WHEN 'v' THEN 0 WHEN 'm' THEN 1 WHEN 'S' THEN 3 ELSE 2 END, o.relname`,
    )
    const statement: Record<string, string> = {
      v: 'VIEW',
      m: 'MATERIALIZED VIEW',
      r: 'TABLE',
      p: 'TABLE',
      f: 'FOREIGN TABLE',
      S: 'SEQUENCE',
    }
    // IF EXISTS: a CASCADE before may have taken it (a view on a table, a table's own sequence).
    for (const { name, kind } of relations)
      await client.query(`DROP ${statement[kind]} IF EXISTS public.${pg.escapeIdentifier(name)} CASCADE`)
    const { rows: functions } = await client.query<{ signature: string; kind: string }>(
      `SELECT o.oid::regprocedure::text AS "signature", o.prokind AS "kind" FROM pg_proc o
        WHERE o.pronamespace = 'public'::regnamespace AND ${notFromExtension('pg_proc')}`,
    )
    for (const { signature, kind } of functions)
      await client.query(
        `DROP ${kind === 'p' ? 'PROCEDURE' : kind === 'a' ? 'AGGREGATE' : 'FUNCTION'} IF EXISTS ${signature} CASCADE`,
      )
    const { rows: types } = await client.query<{ name: string; kind: string }>(
      `SELECT o.typname AS "name", o.typtype AS "kind" FROM pg_type o
        WHERE o.typnamespace = 'public'::regnamespace AND o.typtype IN ('e', 'd', 'r', 'c', 'm')
          AND (o.typrelid = 0 OR (SELECT c.relkind FROM pg_class c WHERE c.oid = o.typrelid) = 'c')
          AND ${notFromExtension('pg_type')}`,
    )
    for (const { name, kind } of types)
      await client.query(
        `DROP ${kind === 'd' ? 'DOMAIN' : 'TYPE'} IF EXISTS public.${pg.escapeIdentifier(name)} CASCADE`,
      )
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end().catch(() => {})
  }
}

export interface ForeignKey {
  table: string
  name: string
  definition: string
}

/**
 * The restore's transaction, and what it sets aside while the rows go in: the foreign keys
 * (dropped, then made again before the commit, which checks every row against them, so the order
 * of the tables does not matter and no superuser right is needed) and the user triggers (off, so
 * none rewrites a restored row).
 */
export const restoreStatements = {
  begin: (client: Client) => client.query('BEGIN'),
  commit: (client: Client) => client.query('COMMIT'),
  rollback: (client: Client) => client.query('ROLLBACK'),
  async foreignKeys(client: Client): Promise<ForeignKey[]> {
    const { rows } = await client.query<ForeignKey>(
      `SELECT conrelid::regclass::text AS "table", conname AS "name", pg_get_constraintdef(oid) AS "definition"
         FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace ORDER BY 1, 2`,
    )
    return rows
  },
  dropForeignKey: (client: Client, fk: ForeignKey) =>
    client.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${pg.escapeIdentifier(fk.name)}`),
  addForeignKey: (client: Client, fk: ForeignKey) =>
    client.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${pg.escapeIdentifier(fk.name)} ${fk.definition}`),
  /** Empties `tables` (at least one). */
  truncate: (client: Client, tables: string[]) =>
    client.query(`TRUNCATE ${tables.map((t) => pg.escapeIdentifier(t)).join(', ')}`),
  setUserTriggers: (client: Client, table: string, enabled: boolean) =>
    client.query(`ALTER TABLE ${pg.escapeIdentifier(table)} ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER USER`),
  /** The sequence back at `value` (null: never used, so restarted). */
  async setSequence(client: Client, sequence: SequenceValue) {
    const name = pg.escapeIdentifier(sequence.name)
    if (sequence.value === null) await client.query(`ALTER SEQUENCE ${name} RESTART`)
    else await client.query(`SELECT setval($1::regclass, $2::bigint, true)`, [name, sequence.value])
  },
}
