import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultation_bookings" ADD COLUMN "mailbox_key" varchar;
  ALTER TABLE "consultation_bookings" ADD COLUMN "client_key" varchar;
  CREATE INDEX "consultation_bookings_mailbox_key_idx" ON "consultation_bookings" USING btree ("mailbox_key");
  CREATE INDEX "consultation_bookings_client_key_idx" ON "consultation_bookings" USING btree ("client_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "consultation_bookings_mailbox_key_idx";
  DROP INDEX "consultation_bookings_client_key_idx";
  ALTER TABLE "consultation_bookings" DROP COLUMN "mailbox_key";
  ALTER TABLE "consultation_bookings" DROP COLUMN "client_key";`)
}
