import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * What /monitoring and every instance must know of the backups' key, beside the backups' state
 * (src/lib/backup/key.ts). The key itself never enters the database: a backup holds every table, and
 * a backup must never hold the key that opens it.
 *
 * - `key_fingerprint`: an HMAC of the key an instance generated for this database (when BACKUP_KEY
 *   is unset), recorded by the first instance that made one. Another instance, on another disk,
 *   then makes none of its own: its backups would need a second key to restore.
 * - `key_saved_fingerprint` / `key_saved_at`: the generated key `npm run backup:key` last showed
 *   the operator (so copied off the machine), and when.
 * - `last_good_encrypted`: whether the last good backup is encrypted.
 *
 * Hand-written (no drizzle snapshot beside it): the table is not a Payload collection.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "backup_status"
      ADD COLUMN IF NOT EXISTS "key_fingerprint" text,
      ADD COLUMN IF NOT EXISTS "key_saved_fingerprint" text,
      ADD COLUMN IF NOT EXISTS "key_saved_at" timestamp(3) with time zone,
      ADD COLUMN IF NOT EXISTS "last_good_encrypted" boolean;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "backup_status"
      DROP COLUMN IF EXISTS "key_fingerprint",
      DROP COLUMN IF EXISTS "key_saved_fingerprint",
      DROP COLUMN IF EXISTS "key_saved_at",
      DROP COLUMN IF EXISTS "last_good_encrypted";
  `)
}
