import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" ADD COLUMN "buyer_name" varchar;
  ALTER TABLE "payments" ADD COLUMN "description_fr" varchar;
  ALTER TABLE "payments" ADD COLUMN "description_en" varchar;
  ALTER TABLE "payments" ADD COLUMN "seller" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DROP COLUMN "buyer_name";
  ALTER TABLE "payments" DROP COLUMN "description_fr";
  ALTER TABLE "payments" DROP COLUMN "description_en";
  ALTER TABLE "payments" DROP COLUMN "seller";`)
}
