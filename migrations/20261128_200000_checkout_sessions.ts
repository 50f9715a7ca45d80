import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * What settles a payment, and what the webhook could not use (docs/payments.md):
 * - `checkout_sessions`: every Checkout session the site opened, with what Stripe answered when it
 *   created it (the amount and currency asked, its tax lines). A payment request opens several over
 *   its life, so the payment's own `checkout_session_id` (the latest) cannot be the only link: the
 *   webhook finds a payment through this table alone, never through a session's metadata.
 *   `state` says whether the site still has to expire it at Stripe (a released hold's Checkout);
 *   `settled_payment_id` is the payment row its charge was booked as, once it was.
 * - `stripe_incidents`: what the studio must look at in Stripe: a paid session the site did not
 *   create, a charge of another amount than asked (refunded), a second charge for something
 *   already paid (refunded), an event whose fields the site cannot use. One row per cause
 *   (UNIQUE kind and reference), however often Stripe delivers it.
 *
 * Hand-written (tables Payload does not know), and idempotent.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "checkout_sessions" (
      "session_id" varchar(255) PRIMARY KEY,
      "payment_id" integer NOT NULL REFERENCES "payments" ("id") ON DELETE CASCADE,
      "amount_total" integer NOT NULL CHECK ("amount_total" >= 0),
      "amount_subtotal" integer NOT NULL CHECK ("amount_subtotal" >= 0),
      "currency" varchar(3) NOT NULL,
      "taxes" jsonb NOT NULL DEFAULT '[]'::jsonb,
      "expires_at" timestamp(3) with time zone,
      "state" varchar(10) NOT NULL DEFAULT 'open' CHECK ("state" IN ('open', 'expired', 'complete')),
      "settled_payment_id" integer REFERENCES "payments" ("id") ON DELETE SET NULL,
      "created_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      "updated_at" timestamp(3) with time zone NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "checkout_sessions_payment_idx" ON "checkout_sessions" ("payment_id");
    CREATE INDEX IF NOT EXISTS "checkout_sessions_open_idx" ON "checkout_sessions" ("expires_at")
      WHERE "state" = 'open';
    CREATE TABLE IF NOT EXISTS "stripe_incidents" (
      "id" serial PRIMARY KEY,
      "kind" varchar(20) NOT NULL
        CHECK ("kind" IN ('foreign_session', 'wrong_amount', 'second_charge', 'unusable_event')),
      "reference" varchar(255) NOT NULL,
      "event_id" varchar(255),
      "event_type" varchar(255),
      "amount" bigint,
      "currency" varchar(3),
      "buyer_email" varchar(320),
      "payment_id" integer REFERENCES "payments" ("id") ON DELETE SET NULL,
      "detail" text NOT NULL DEFAULT '',
      "created_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      UNIQUE ("kind", "reference")
    );
    CREATE INDEX IF NOT EXISTS "stripe_incidents_created_idx" ON "stripe_incidents" ("created_at");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "stripe_incidents";
    DROP TABLE IF EXISTS "checkout_sessions";
  `)
}
