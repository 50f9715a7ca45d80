import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * No two held consultations overlap, buffers included: an exclusion constraint over
 * the range each one blocks, for pending and confirmed rows only (a cancelled or declined
 * consultation frees its time). PostgreSQL checks it for every insert and update, whichever
 * instance writes, and a second writer waits for the first to commit before it is refused: the
 * guarantee is the database's, not a check followed by an insert. Ranges need no extension (gist
 * supports them natively).
 *
 * Hand-written, and idempotent: the constraint is added only when missing. Shipped in 1.0.0: never
 * edited; a later change to the constraint is a new migration (`npm run migrate:create <name>`).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'consultation_bookings_no_overlap') THEN
        ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_no_overlap"
          EXCLUDE USING gist (tstzrange("blocked_from", "blocked_until", '[)') WITH &&)
          WHERE ("status" IN ('pending', 'confirmed'));
      END IF;
    END
    $$;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE IF EXISTS "consultation_bookings" DROP CONSTRAINT IF EXISTS "consultation_bookings_no_overlap";
  `)
}
