import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Proposals (docs/proposals.md): tables of the proposals domain alone, which Payload does not know
 * (the dashboard and the client's page reach them through the proposals' own calls).
 *
 * - `proposals`: the offer, its totals, its frozen contract once sent, the hash of the client's link
 *   (never the link itself: the server rebuilds it from its secret and `link_generation`, which a
 *   resend increments), its status (which moves only by a guarded UPDATE), and the signed contract's
 *   PDF once made (for the signature, then again once booked, with the payment in its audit trail).
 * - `proposal_installments`: the schedule (with when each reminder went, when it was flagged overdue
 *   and when the saved card was charged for it: each claimed once by an UPDATE, whichever instance runs), each installment with its share of the subtotal, GST and
 *   QST (the shares add up to the proposal's by construction and by CHECK at signing time).
 * - `proposal_payments`: every payment row (the payments domain's) opened for an installment, so a
 *   payment made through an older Checkout is still known as that installment's.
 * - `proposal_signatures`: at most one per proposal (UNIQUE): thirty concurrent signatures
 *   insert one row, and only the request whose insert succeeded opens Checkout.
 * - `proposal_events`: the audit trail (created, sent, viewed, language-chosen, signed, paid, …).
 *
 * Hand-written and idempotent.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "proposals" (
      "id" serial PRIMARY KEY,
      "status" varchar(10) NOT NULL DEFAULT 'draft'
        CHECK ("status" IN ('draft', 'sent', 'viewed', 'signed', 'booked', 'paid', 'withdrawn', 'expired')),
      "client_name" varchar(200) NOT NULL,
      "client_email" varchar(320) NOT NULL,
      "client_locale" varchar(2) NOT NULL CHECK ("client_locale" IN ('fr', 'en')),
      "event_date" date NOT NULL,
      "event_location" varchar(300) NOT NULL DEFAULT '',
      "items" jsonb NOT NULL,
      "contract_template_id" integer REFERENCES "contract_templates" ("id") ON DELETE SET NULL,
      "schedule" jsonb NOT NULL,
      "autopay" boolean NOT NULL DEFAULT false,
      "expires_at" timestamp(3) with time zone NOT NULL,
      "taxed" boolean NOT NULL,
      "subtotal" integer NOT NULL CHECK ("subtotal" >= 0),
      "gst" integer NOT NULL CHECK ("gst" >= 0),
      "qst" integer NOT NULL CHECK ("qst" >= 0),
      "total" integer NOT NULL CHECK ("total" = "subtotal" + "gst" + "qst"),
      "inquiry_id" integer REFERENCES "inquiries" ("id") ON DELETE SET NULL,
      "consultation_id" integer REFERENCES "consultation_bookings" ("id") ON DELETE SET NULL,
      "token_hash" bytea UNIQUE,
      "link_generation" integer NOT NULL DEFAULT 0,
      "stripe_customer" varchar(255),
      "saved_card" varchar(255),
      "contract_pdf" bytea,
      "contract_pdf_stage" varchar(10) CHECK ("contract_pdf_stage" IN ('signed', 'booked')),
      "contract_pdf_claimed_at" timestamp(3) with time zone,
      "contract" jsonb,
      "studio_legal_name" varchar(300),
      "sent_at" timestamp(3) with time zone,
      "viewed_at" timestamp(3) with time zone,
      "signed_at" timestamp(3) with time zone,
      "withdrawn_at" timestamp(3) with time zone,
      "created_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      "updated_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      CHECK ("status" = 'draft' OR ("token_hash" IS NOT NULL AND "contract" IS NOT NULL AND "sent_at" IS NOT NULL))
    );
    CREATE INDEX IF NOT EXISTS "proposals_client_email_idx" ON "proposals" (lower("client_email"));
    CREATE INDEX IF NOT EXISTS "proposals_status_idx" ON "proposals" ("status");
    CREATE INDEX IF NOT EXISTS "proposals_inquiry_idx" ON "proposals" ("inquiry_id");
    CREATE INDEX IF NOT EXISTS "proposals_consultation_idx" ON "proposals" ("consultation_id");

    CREATE TABLE IF NOT EXISTS "proposal_installments" (
      "proposal_id" integer NOT NULL REFERENCES "proposals" ("id") ON DELETE CASCADE,
      "position" smallint NOT NULL CHECK ("position" >= 0),
      "due_kind" varchar(12) NOT NULL CHECK ("due_kind" IN ('signing', 'date', 'before-event')),
      "due_date" date,
      "days_before" integer CHECK ("days_before" IS NULL OR "days_before" >= 0),
      "amount" integer NOT NULL CHECK ("amount" > 0),
      "subtotal" integer NOT NULL CHECK ("subtotal" >= 0),
      "gst" integer NOT NULL CHECK ("gst" >= 0),
      "qst" integer NOT NULL CHECK ("qst" >= 0),
      "status" varchar(10) NOT NULL DEFAULT 'due' CHECK ("status" IN ('due', 'paid')),
      "payment_id" integer,
      "paid_at" timestamp(3) with time zone,
      "reminded_week_at" timestamp(3) with time zone,
      "reminded_day_at" timestamp(3) with time zone,
      "overdue_at" timestamp(3) with time zone,
      "autopay_at" timestamp(3) with time zone,
      PRIMARY KEY ("proposal_id", "position"),
      CHECK ("amount" = "subtotal" + "gst" + "qst"),
      CHECK (("due_kind" = 'date') = ("due_date" IS NOT NULL)),
      CHECK (("due_kind" = 'before-event') = ("days_before" IS NOT NULL))
    );

    CREATE TABLE IF NOT EXISTS "proposal_payments" (
      "payment_id" integer PRIMARY KEY REFERENCES "payments" ("id") ON DELETE CASCADE,
      "proposal_id" integer NOT NULL,
      "position" smallint NOT NULL,
      FOREIGN KEY ("proposal_id", "position") REFERENCES "proposal_installments" ("proposal_id", "position")
        ON DELETE CASCADE
    );

    CREATE TABLE IF NOT EXISTS "proposal_signatures" (
      "id" serial PRIMARY KEY,
      "proposal_id" integer NOT NULL UNIQUE REFERENCES "proposals" ("id") ON DELETE CASCADE,
      "typed_name" varchar(200) NOT NULL,
      "signature" text NOT NULL CHECK ("signature" LIKE 'data:image/png;base64,%'),
      "language" varchar(2) NOT NULL CHECK ("language" IN ('fr', 'en')),
      "contract_sha256" char(64) NOT NULL,
      "consent" boolean NOT NULL CHECK ("consent"),
      "autopay" boolean NOT NULL DEFAULT false,
      "ip" varchar(45) NOT NULL,
      "user_agent" varchar(1000) NOT NULL DEFAULT '',
      "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
    );

    CREATE TABLE IF NOT EXISTS "proposal_events" (
      "id" serial PRIMARY KEY,
      "proposal_id" integer NOT NULL REFERENCES "proposals" ("id") ON DELETE CASCADE,
      "event" varchar(20) NOT NULL,
      "at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      "details" varchar(500)
    );
    CREATE INDEX IF NOT EXISTS "proposal_events_proposal_idx" ON "proposal_events" ("proposal_id", "id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "proposal_events";
    DROP TABLE IF EXISTS "proposal_signatures";
    DROP TABLE IF EXISTS "proposal_payments";
    DROP TABLE IF EXISTS "proposal_installments";
    DROP TABLE IF EXISTS "proposals";
  `)
}
