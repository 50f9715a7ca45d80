import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A refund is booked only when Stripe has made it (docs/payments.md, Refunds). Until then its
 * amount is reserved in `payments.amount_refund_pending`, beside `amount_refunded`, and PostgreSQL
 * keeps the two under the total together, whichever instance writes:
 * - `payments_refunds_within_total`: reserved and refunded are whole, never negative, and their
 *   sum never exceeds the total; a refund is reserved in the statement that records it, so two
 *   refunds can never together exceed what was paid;
 * - `payments_full_price_valid`: the price kept with a deposit is whole and covers the deposit;
 * - a deposit has one balance, a failed refund is retried once, and a refund of Stripe's is
 *   recorded once (unique partial indexes).
 *
 * The rows written before: a refund used to be added to `amount_refunded` when it was recorded,
 * and stayed there when Stripe refused it. Pending refunds move to the reserved column and failed
 * ones leave the payment's figures; the payment's status follows. A succeeded refund gets its
 * `refunded_at` from its last change.
 *
 * Hand-written (no drizzle snapshot beside it), so it must be idempotent: each constraint and
 * index is added only when missing, and the rows are corrected only while they still hold their
 * old figures (what was refunded then counted every refund recorded).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "payments" p SET
      "amount_refund_pending" = s.pending,
      "amount_refunded" = GREATEST(s.succeeded, p."amount_refunded" - s.pending - s.failed),
      "status" = CASE WHEN p."status" IN ('paid', 'partially_refunded', 'refunded') THEN (CASE
          WHEN GREATEST(s.succeeded, p."amount_refunded" - s.pending - s.failed) >= p."total" THEN 'refunded'
          WHEN GREATEST(s.succeeded, p."amount_refunded" - s.pending - s.failed) > 0 THEN 'partially_refunded'
          ELSE 'paid' END)::enum_payments_status
        ELSE p."status" END
    FROM (
      SELECT "payment_id",
        coalesce(sum("amount") FILTER (WHERE "status" = 'pending'), 0) AS pending,
        coalesce(sum("amount") FILTER (WHERE "status" = 'failed'), 0) AS failed,
        coalesce(sum("amount") FILTER (WHERE "status" = 'succeeded'), 0) AS succeeded,
        coalesce(sum("amount"), 0) AS recorded
      FROM "refunds" GROUP BY "payment_id"
    ) s
    WHERE p."id" = s."payment_id" AND s.pending + s.failed > 0 AND p."amount_refund_pending" = 0
      AND p."amount_refunded" >= s.recorded;
    UPDATE "refunds" SET "refunded_at" = "updated_at" WHERE "status" = 'succeeded' AND "refunded_at" IS NULL;
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'payments_refunds_within_total') THEN
        ALTER TABLE "payments" ADD CONSTRAINT "payments_refunds_within_total" CHECK (
          "amount_refund_pending" >= 0 AND "amount_refund_pending" = trunc("amount_refund_pending")
          AND "amount_refunded" + "amount_refund_pending" <= "total");
      END IF;
      IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'payments_full_price_valid') THEN
        ALTER TABLE "payments" ADD CONSTRAINT "payments_full_price_valid" CHECK (
          "full_price" IS NULL OR ("full_price" = trunc("full_price") AND "full_price" >= "subtotal"));
      END IF;
    END
    $$;
    CREATE UNIQUE INDEX IF NOT EXISTS "payments_one_balance_per_deposit" ON "payments" ("balance_of_id")
      WHERE "balance_of_id" IS NOT NULL;
    CREATE UNIQUE INDEX IF NOT EXISTS "refunds_retried_once" ON "refunds" ("retry_of_id")
      WHERE "retry_of_id" IS NOT NULL;
    CREATE UNIQUE INDEX IF NOT EXISTS "refunds_one_per_stripe_refund" ON "refunds" ("stripe_refund_id")
      WHERE "stripe_refund_id" IS NOT NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "refunds_one_per_stripe_refund";
    DROP INDEX IF EXISTS "refunds_retried_once";
    DROP INDEX IF EXISTS "payments_one_balance_per_deposit";
    ALTER TABLE IF EXISTS "payments" DROP CONSTRAINT IF EXISTS "payments_full_price_valid";
    ALTER TABLE IF EXISTS "payments" DROP CONSTRAINT IF EXISTS "payments_refunds_within_total";
  `)
}
