import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_classes_online_payment" AS ENUM('none', 'full', 'deposit');
  CREATE TYPE "public"."enum_consultation_types_online_payment" AS ENUM('none', 'full', 'deposit');
  CREATE TYPE "public"."enum_payments_purpose" AS ENUM('full', 'deposit', 'balance', 'request');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('pending', 'paid', 'expired', 'failed', 'refunded', 'partially_refunded', 'disputed', 'canceled');
  CREATE TYPE "public"."enum_payments_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_refunds_reason" AS ENUM('studio_cancelled', 'visitor_cancelled', 'late_cancellation', 'seat_unavailable', 'other');
  CREATE TYPE "public"."enum_refunds_status" AS ENUM('pending', 'succeeded', 'failed');
  ALTER TYPE "public"."enum_bookings_status" ADD VALUE 'pending_payment';
  ALTER TYPE "public"."enum_bookings_status" ADD VALUE 'payment_expired';
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"offer_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"booking_id" integer,
  	"consultation_booking_id" integer,
  	"inquiry_id" integer,
  	"purpose" "enum_payments_purpose" NOT NULL,
  	"subtotal" numeric DEFAULT 0 NOT NULL,
  	"gst" numeric DEFAULT 0 NOT NULL,
  	"qst" numeric DEFAULT 0 NOT NULL,
  	"total" numeric DEFAULT 0 NOT NULL,
  	"amount_refunded" numeric DEFAULT 0 NOT NULL,
  	"currency" varchar DEFAULT 'cad' NOT NULL,
  	"gst_rate" numeric DEFAULT 0 NOT NULL,
  	"qst_rate" numeric DEFAULT 0 NOT NULL,
  	"status" "enum_payments_status" DEFAULT 'pending' NOT NULL,
  	"checkout_session_id" varchar,
  	"checkout_url" varchar,
  	"payment_intent_id" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"paid_at" timestamp(3) with time zone,
  	"locale" "enum_payments_locale" DEFAULT 'en' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "refunds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"payment_id" integer NOT NULL,
  	"amount" numeric DEFAULT 0 NOT NULL,
  	"gst" numeric DEFAULT 0 NOT NULL,
  	"qst" numeric DEFAULT 0 NOT NULL,
  	"reason" "enum_refunds_reason" NOT NULL,
  	"requested_by" varchar NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"stripe_refund_id" varchar,
  	"status" "enum_refunds_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stripe_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"processed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "classes" ADD COLUMN "online_payment" "enum_classes_online_payment" DEFAULT 'none';
  ALTER TABLE "classes" ADD COLUMN "deposit_percent" numeric;
  ALTER TABLE "classes" ADD COLUMN "late_cancellation_refund_percent" numeric DEFAULT 0;
  ALTER TABLE "consultation_types" ADD COLUMN "price" numeric DEFAULT 0;
  ALTER TABLE "consultation_types" ADD COLUMN "online_payment" "enum_consultation_types_online_payment" DEFAULT 'none';
  ALTER TABLE "consultation_types" ADD COLUMN "deposit_percent" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "refunds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stripe_events_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "billing_legal_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "billing_gst_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "billing_qst_number" varchar;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_consultation_booking_id_consultation_bookings_id_fk" FOREIGN KEY ("consultation_booking_id") REFERENCES "public"."consultation_bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");
  CREATE INDEX "payments_consultation_booking_idx" ON "payments" USING btree ("consultation_booking_id");
  CREATE INDEX "payments_inquiry_idx" ON "payments" USING btree ("inquiry_id");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE UNIQUE INDEX "payments_checkout_session_id_idx" ON "payments" USING btree ("checkout_session_id");
  CREATE INDEX "payments_payment_intent_id_idx" ON "payments" USING btree ("payment_intent_id");
  CREATE INDEX "payments_expires_at_idx" ON "payments" USING btree ("expires_at");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");
  CREATE UNIQUE INDEX "refunds_idempotency_key_idx" ON "refunds" USING btree ("idempotency_key");
  CREATE INDEX "refunds_stripe_refund_id_idx" ON "refunds" USING btree ("stripe_refund_id");
  CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status");
  CREATE INDEX "refunds_updated_at_idx" ON "refunds" USING btree ("updated_at");
  CREATE INDEX "refunds_created_at_idx" ON "refunds" USING btree ("created_at");
  CREATE UNIQUE INDEX "stripe_events_event_id_idx" ON "stripe_events" USING btree ("event_id");
  CREATE INDEX "stripe_events_type_idx" ON "stripe_events" USING btree ("type");
  CREATE INDEX "stripe_events_updated_at_idx" ON "stripe_events" USING btree ("updated_at");
  CREATE INDEX "stripe_events_created_at_idx" ON "stripe_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_refunds_fk" FOREIGN KEY ("refunds_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stripe_events_fk" FOREIGN KEY ("stripe_events_id") REFERENCES "public"."stripe_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_refunds_id_idx" ON "payload_locked_documents_rels" USING btree ("refunds_id");
  CREATE INDEX "payload_locked_documents_rels_stripe_events_id_idx" ON "payload_locked_documents_rels" USING btree ("stripe_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "refunds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stripe_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "refunds" CASCADE;
  DROP TABLE "stripe_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_refunds_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stripe_events_fk";
  
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_bookings_status";
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('pending', 'confirmed', 'cancelled', 'completed', 'waitlisted', 'lapsed');
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_bookings_status";
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE "public"."enum_bookings_status" USING "status"::"public"."enum_bookings_status";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_refunds_id_idx";
  DROP INDEX "payload_locked_documents_rels_stripe_events_id_idx";
  ALTER TABLE "classes" DROP COLUMN "online_payment";
  ALTER TABLE "classes" DROP COLUMN "deposit_percent";
  ALTER TABLE "classes" DROP COLUMN "late_cancellation_refund_percent";
  ALTER TABLE "consultation_types" DROP COLUMN "price";
  ALTER TABLE "consultation_types" DROP COLUMN "online_payment";
  ALTER TABLE "consultation_types" DROP COLUMN "deposit_percent";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "refunds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stripe_events_id";
  ALTER TABLE "site_settings" DROP COLUMN "billing_legal_name";
  ALTER TABLE "site_settings" DROP COLUMN "billing_gst_number";
  ALTER TABLE "site_settings" DROP COLUMN "billing_qst_number";
  DROP TYPE "public"."enum_classes_online_payment";
  DROP TYPE "public"."enum_consultation_types_online_payment";
  DROP TYPE "public"."enum_payments_purpose";
  DROP TYPE "public"."enum_payments_status";
  DROP TYPE "public"."enum_payments_locale";
  DROP TYPE "public"."enum_refunds_reason";
  DROP TYPE "public"."enum_refunds_status";`)
}
