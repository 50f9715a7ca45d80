import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The secrets every instance on this database shares (PAYLOAD_SECRET, NEWSLETTER_SECRET), so that a
 * CMS session or an unsubscribe link made by one instance works on all of them without anyone
 * copying files (src/lib/runtime/shared-secrets.ts). `value` holds a generated secret; when the
 * environment provides one it stays NULL and only `fingerprint` (a salted scrypt hash) is kept, so
 * the operator's secret is not copied into the database and an instance given another one can
 * still be refused.
 *
 * Hand-written (no drizzle snapshot beside it). Shipped in 1.0.0: never edited; a later change is
 * a new migration (`npm run migrate:create <name>`). IF NOT EXISTS keeps it harmless where the
 * table already exists.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "shared_secrets" (
      "name" varchar(64) PRIMARY KEY,
      "value" text,
      "fingerprint" text NOT NULL,
      "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "shared_secrets";`)
}
