import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_refunds_reason" ADD VALUE 'made_at_stripe';
  ALTER TYPE "public"."enum_refunds_reason" ADD VALUE 'second_charge';
  ALTER TYPE "public"."enum_refunds_reason" ADD VALUE 'wrong_amount';
  ALTER TYPE "public"."enum_refunds_reason" ADD VALUE 'request_withdrawn';
  CREATE TABLE "contract_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contract_templates_locales" (
  	"title" varchar NOT NULL,
  	"body" jsonb NOT NULL,
  	"cancellation_terms" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "mailbox_key" varchar;
  ALTER TABLE "bookings" ADD COLUMN "client_key" varchar;
  ALTER TABLE "payments" ADD COLUMN "buyer_name" varchar;
  ALTER TABLE "payments" ADD COLUMN "description_fr" varchar;
  ALTER TABLE "payments" ADD COLUMN "description_en" varchar;
  ALTER TABLE "payments" ADD COLUMN "seller" jsonb;
  ALTER TABLE "payments" ADD COLUMN "amount_refund_pending" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "payments" ADD COLUMN "full_price" numeric;
  ALTER TABLE "payments" ADD COLUMN "balance_of_id" integer;
  ALTER TABLE "refunds" ADD COLUMN "stripe_status" varchar;
  ALTER TABLE "refunds" ADD COLUMN "failure_reason" varchar;
  ALTER TABLE "refunds" ADD COLUMN "refunded_at" timestamp(3) with time zone;
  ALTER TABLE "refunds" ADD COLUMN "retry_of_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contract_templates_id" integer;
  ALTER TABLE "contract_templates_locales" ADD CONSTRAINT "contract_templates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contract_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "contract_templates_key_idx" ON "contract_templates" USING btree ("key");
  CREATE INDEX "contract_templates_updated_at_idx" ON "contract_templates" USING btree ("updated_at");
  CREATE INDEX "contract_templates_created_at_idx" ON "contract_templates" USING btree ("created_at");
  CREATE UNIQUE INDEX "contract_templates_locales_locale_parent_id_unique" ON "contract_templates_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payments" ADD CONSTRAINT "payments_balance_of_id_payments_id_fk" FOREIGN KEY ("balance_of_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_retry_of_id_refunds_id_fk" FOREIGN KEY ("retry_of_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contract_templates_fk" FOREIGN KEY ("contract_templates_id") REFERENCES "public"."contract_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_mailbox_key_idx" ON "bookings" USING btree ("mailbox_key");
  CREATE INDEX "bookings_client_key_idx" ON "bookings" USING btree ("client_key");
  CREATE INDEX "payments_balance_of_idx" ON "payments" USING btree ("balance_of_id");
  CREATE INDEX "refunds_retry_of_idx" ON "refunds" USING btree ("retry_of_id");
  CREATE INDEX "payload_locked_documents_rels_contract_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("contract_templates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contract_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contract_templates_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contract_templates" CASCADE;
  DROP TABLE "contract_templates_locales" CASCADE;
  ALTER TABLE "payments" DROP CONSTRAINT "payments_balance_of_id_payments_id_fk";
  
  ALTER TABLE "refunds" DROP CONSTRAINT "refunds_retry_of_id_refunds_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contract_templates_fk";
  
  ALTER TABLE "refunds" ALTER COLUMN "reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_refunds_reason";
  CREATE TYPE "public"."enum_refunds_reason" AS ENUM('studio_cancelled', 'visitor_cancelled', 'late_cancellation', 'seat_unavailable', 'other');
  ALTER TABLE "refunds" ALTER COLUMN "reason" SET DATA TYPE "public"."enum_refunds_reason" USING "reason"::"public"."enum_refunds_reason";
  DROP INDEX "bookings_mailbox_key_idx";
  DROP INDEX "bookings_client_key_idx";
  DROP INDEX "payments_balance_of_idx";
  DROP INDEX "refunds_retry_of_idx";
  DROP INDEX "payload_locked_documents_rels_contract_templates_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "mailbox_key";
  ALTER TABLE "bookings" DROP COLUMN "client_key";
  ALTER TABLE "payments" DROP COLUMN "buyer_name";
  ALTER TABLE "payments" DROP COLUMN "description_fr";
  ALTER TABLE "payments" DROP COLUMN "description_en";
  ALTER TABLE "payments" DROP COLUMN "seller";
  ALTER TABLE "payments" DROP COLUMN "amount_refund_pending";
  ALTER TABLE "payments" DROP COLUMN "full_price";
  ALTER TABLE "payments" DROP COLUMN "balance_of_id";
  ALTER TABLE "refunds" DROP COLUMN "stripe_status";
  ALTER TABLE "refunds" DROP COLUMN "failure_reason";
  ALTER TABLE "refunds" DROP COLUMN "refunded_at";
  ALTER TABLE "refunds" DROP COLUMN "retry_of_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contract_templates_id";`)
}
