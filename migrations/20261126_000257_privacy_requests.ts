import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The register of privacy requests (src/lib/privacy/register.ts): when, by which dashboard
 * sign-in, what kind, how many records. It never holds the person's address or name, so that the
 * register of an erasure is not itself a copy of what was erased.
 *
 * `privacy_retention_runs`: what each daily retention pass removed (counts per kind), for
 * /monitoring and so that one pass a day runs whichever instance holds the jobs lock.
 *
 * Hand-written (no drizzle snapshot beside it). Shipped in 1.0.0: never edited; a later schema
 * change is a new migration (`npm run migrate:create <name>`). IF NOT EXISTS keeps it harmless on a
 * database whose tables already exist.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "privacy_requests" (
      "id" serial PRIMARY KEY,
      "kind" varchar(16) NOT NULL,
      "admin_session_id" integer,
      "records" integer NOT NULL DEFAULT 0,
      "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "privacy_requests_created_at_idx" ON "privacy_requests" ("created_at");
    CREATE TABLE IF NOT EXISTS "privacy_retention_runs" (
      "id" serial PRIMARY KEY,
      "ran_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      "results" jsonb NOT NULL
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "privacy_requests";
    DROP TABLE IF EXISTS "privacy_retention_runs";`)
}
