import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contract_templates_id" integer;
  ALTER TABLE "contract_templates_locales" ADD CONSTRAINT "contract_templates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contract_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "contract_templates_key_idx" ON "contract_templates" USING btree ("key");
  CREATE INDEX "contract_templates_updated_at_idx" ON "contract_templates" USING btree ("updated_at");
  CREATE INDEX "contract_templates_created_at_idx" ON "contract_templates" USING btree ("created_at");
  CREATE UNIQUE INDEX "contract_templates_locales_locale_parent_id_unique" ON "contract_templates_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contract_templates_fk" FOREIGN KEY ("contract_templates_id") REFERENCES "public"."contract_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contract_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("contract_templates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contract_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contract_templates_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contract_templates" CASCADE;
  DROP TABLE "contract_templates_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contract_templates_fk";
  
  DROP INDEX "payload_locked_documents_rels_contract_templates_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contract_templates_id";`)
}
