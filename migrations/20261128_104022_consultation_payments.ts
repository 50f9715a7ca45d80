import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_consultation_bookings_status" ADD VALUE 'pending_payment';
  ALTER TYPE "public"."enum_consultation_bookings_status" ADD VALUE 'payment_expired';
  ALTER TABLE "consultation_types" ADD COLUMN "late_cancellation_refund_percent" numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultation_bookings" DROP CONSTRAINT IF EXISTS "consultation_bookings_no_overlap";
  UPDATE "consultation_bookings" SET "status" = 'cancelled' WHERE "status" IN ('pending_payment', 'payment_expired');
  ALTER TABLE "consultation_bookings" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "consultation_bookings" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_consultation_bookings_status";
  CREATE TYPE "public"."enum_consultation_bookings_status" AS ENUM('pending', 'confirmed', 'cancelled', 'declined');
  ALTER TABLE "consultation_bookings" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_consultation_bookings_status";
  ALTER TABLE "consultation_bookings" ALTER COLUMN "status" SET DATA TYPE "public"."enum_consultation_bookings_status" USING "status"::"public"."enum_consultation_bookings_status";
  ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_no_overlap"
    EXCLUDE USING gist (tstzrange("blocked_from", "blocked_until", '[)') WITH &&)
    WHERE ("status" IN ('pending', 'confirmed'));
  ALTER TABLE "consultation_types" DROP COLUMN "late_cancellation_refund_percent";`)
}
