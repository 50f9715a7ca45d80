import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ADD COLUMN "mailbox_key" varchar;
  ALTER TABLE "bookings" ADD COLUMN "client_key" varchar;
  ALTER TABLE "payments" ADD COLUMN "buyer_name" varchar;
  ALTER TABLE "payments" ADD COLUMN "description_fr" varchar;
  ALTER TABLE "payments" ADD COLUMN "description_en" varchar;
  ALTER TABLE "payments" ADD COLUMN "seller" jsonb;
  CREATE INDEX "bookings_mailbox_key_idx" ON "bookings" USING btree ("mailbox_key");
  CREATE INDEX "bookings_client_key_idx" ON "bookings" USING btree ("client_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "bookings_mailbox_key_idx";
  DROP INDEX "bookings_client_key_idx";
  ALTER TABLE "bookings" DROP COLUMN "mailbox_key";
  ALTER TABLE "bookings" DROP COLUMN "client_key";
  ALTER TABLE "payments" DROP COLUMN "buyer_name";
  ALTER TABLE "payments" DROP COLUMN "description_fr";
  ALTER TABLE "payments" DROP COLUMN "description_en";
  ALTER TABLE "payments" DROP COLUMN "seller";`)
}
