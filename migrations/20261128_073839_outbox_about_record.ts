import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_outbox_about_collection" AS ENUM('inquiries', 'bookings', 'consultation-bookings');
  ALTER TABLE "outbox" ADD COLUMN "about_collection" "enum_outbox_about_collection";
  ALTER TABLE "outbox" ADD COLUMN "about_id" numeric;
  CREATE INDEX "outbox_about_id_idx" ON "outbox" USING btree ("about_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "outbox_about_id_idx";
  ALTER TABLE "outbox" DROP COLUMN "about_collection";
  ALTER TABLE "outbox" DROP COLUMN "about_id";
  DROP TYPE "public"."enum_outbox_about_collection";`)
}
