import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The counters of rate-limiter-flexible's RateLimiterPostgres (src/lib/http/rate-limit.ts), in
 * the exact shape the library queries (it inserts positionally: key, points, expire). Created
 * here so that production never runs DDL at request time.
 *
 * Hand-written (no drizzle snapshot beside it). Shipped in 1.0.0: never edited; a later change is
 * a new migration (`npm run migrate:create <name>`), which sorts after this one by its timestamp.
 * IF NOT EXISTS keeps it harmless where the library created the table itself.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "rate_limits" (
      "key" varchar(255) PRIMARY KEY,
      "points" integer NOT NULL DEFAULT 0,
      "expire" bigint
    );
    CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" ("expire");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limits";`)
}
