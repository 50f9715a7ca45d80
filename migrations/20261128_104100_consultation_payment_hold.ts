import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A consultation held while its visitor pays (`pending_payment`) keeps its time from everyone else:
 * the exclusion constraint that keeps held consultations apart now counts it with the pending and
 * confirmed ones. Its own migration, after the one that adds the status to the enum: PostgreSQL
 * lets a new enum value be used only once the transaction that added it has committed.
 *
 * Hand-written, and idempotent: the constraint is replaced only while its predicate lacks the new
 * status.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DO $$
    BEGIN
      IF NOT EXISTS (
        SELECT 1 FROM pg_constraint
         WHERE conname = 'consultation_bookings_no_overlap'
           AND pg_get_constraintdef(oid) LIKE '%pending_payment%'
      ) THEN
        ALTER TABLE "consultation_bookings" DROP CONSTRAINT IF EXISTS "consultation_bookings_no_overlap";
        ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_no_overlap"
          EXCLUDE USING gist (tstzrange("blocked_from", "blocked_until", '[)') WITH &&)
          WHERE ("status" IN ('pending', 'confirmed', 'pending_payment'));
      END IF;
    END
    $$;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE IF EXISTS "consultation_bookings" DROP CONSTRAINT IF EXISTS "consultation_bookings_no_overlap";
    UPDATE "consultation_bookings" SET "status" = 'cancelled' WHERE "status" IN ('pending_payment', 'payment_expired');
    ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_no_overlap"
      EXCLUDE USING gist (tstzrange("blocked_from", "blocked_until", '[)') WITH &&)
      WHERE ("status" IN ('pending', 'confirmed'));
  `)
}
