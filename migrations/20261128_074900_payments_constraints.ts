import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * What the payment records must never break, guarded by PostgreSQL whichever instance writes
 * (docs/payments.md):
 * - amounts are whole cents, never negative, and a payment's total is its subtotal plus its taxes;
 * - what is refunded never exceeds the total: a refund adds to `amount_refunded` in the statement
 *   that records it, so a second refund of money already refunded is refused by the database;
 * - a booking has at most one payment open (`pending`) at a time;
 * - `payment_settings` keeps what the site creates once per Stripe account and shares between
 *   instances (the ids of the GST and QST tax rates): the first instance's row wins (PRIMARY KEY).
 *
 * Hand-written (no drizzle snapshot beside it), so it must be idempotent: each constraint is added
 * only when missing.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'payments_amounts_valid') THEN
        ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts_valid" CHECK (
          "subtotal" >= 0 AND "gst" >= 0 AND "qst" >= 0 AND "amount_refunded" >= 0
          AND "subtotal" = trunc("subtotal") AND "gst" = trunc("gst") AND "qst" = trunc("qst")
          AND "amount_refunded" = trunc("amount_refunded")
          AND "total" = "subtotal" + "gst" + "qst"
          AND "amount_refunded" <= "total");
      END IF;
      IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'refunds_amounts_valid') THEN
        ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amounts_valid" CHECK (
          "amount" > 0 AND "gst" >= 0 AND "qst" >= 0 AND "gst" + "qst" <= "amount"
          AND "amount" = trunc("amount") AND "gst" = trunc("gst") AND "qst" = trunc("qst"));
      END IF;
    END
    $$;
    CREATE UNIQUE INDEX IF NOT EXISTS "payments_one_open_per_booking" ON "payments" ("booking_id")
      WHERE "status" = 'pending' AND "booking_id" IS NOT NULL;
    CREATE TABLE IF NOT EXISTS "payment_settings" (
      "name" varchar(200) PRIMARY KEY,
      "value" text NOT NULL,
      "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "payment_settings";
    DROP INDEX IF EXISTS "payments_one_open_per_booking";
    ALTER TABLE IF EXISTS "refunds" DROP CONSTRAINT IF EXISTS "refunds_amounts_valid";
    ALTER TABLE IF EXISTS "payments" DROP CONSTRAINT IF EXISTS "payments_amounts_valid";
  `)
}
