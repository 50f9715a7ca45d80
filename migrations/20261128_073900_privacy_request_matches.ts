import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * What each privacy request matched, and why: per table, how many rows and by which rule
 * (`[{ "kind": "inquiry", "table": "inquiries", "rule": "inquiries by email", "count": 1 }]`). Counts
 * and rule names only, never the address or what the rows held, like the rest of the register.
 *
 * Hand-written: the column is the register's own, which no collection describes. IF NOT EXISTS
 * keeps it safe on a database where it was added by hand.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "privacy_requests" ADD COLUMN IF NOT EXISTS "matched" jsonb NOT NULL DEFAULT '[]'::jsonb;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "privacy_requests" DROP COLUMN IF EXISTS "matched";`)
}
