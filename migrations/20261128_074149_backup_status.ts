import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The state of this database's backups (src/lib/backup/status.ts): one row, so that every instance
 * (the one that took the nightly backup, and the one answering /monitoring) sees the same last
 * attempt and last good backup. `schedule_since` starts the nightly schedule: a new installation
 * takes its first backup at the next 03:00, not the moment it starts. Backups leave this table out
 * (a restored site starts its own history).
 *
 * Hand-written (no drizzle snapshot beside it): the table is not a Payload collection.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "backup_status" (
      "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
      "schedule_since" timestamp(3) with time zone NOT NULL DEFAULT now(),
      "last_started_at" timestamp(3) with time zone,
      "last_finished_at" timestamp(3) with time zone,
      "last_ok" boolean,
      "last_error" text,
      "last_file" text,
      "last_bytes" bigint,
      "last_good_at" timestamp(3) with time zone,
      "last_good_file" text,
      "last_good_bytes" bigint,
      "last_good_copied_to" text
    );
    INSERT INTO "backup_status" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "backup_status";`)
}
