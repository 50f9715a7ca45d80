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
  { at, file, bytes, copiedTo }: { at: Date; file: string; bytes: number; copiedTo: string | null },
): Promise<void> {
  await db.query(`INSERT INTO "backup_status" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING`)
  await db.query(
    `UPDATE "backup_status" SET "last_finished_at" = now(), "last_ok" = true, "last_error" = NULL,
       "last_file" = $2, "last_bytes" = $3, "last_good_at" = $1, "last_good_file" = $2, "last_good_bytes" = $3,
       "last_good_copied_to" = $4
     WHERE "id" = 1`,
    [at, file, bytes, copiedTo],
  )
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
