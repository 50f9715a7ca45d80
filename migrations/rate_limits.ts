import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The counters of rate-limiter-flexible's RateLimiterPostgres (src/lib/http/rate-limit.ts), in
 * the exact shape the library queries (it inserts positionally: key, points, expire). Created
 * here so that production never runs DDL at request time.
 *
 * Hand-written, and named without a timestamp on purpose: `npm run migrate:reset-initial`
 * regenerates only the timestamped initial migration from the Payload schema, which does not know
 * this table, and would otherwise delete it. IF NOT EXISTS keeps it safe on databases where the
 * library created the table itself.
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
