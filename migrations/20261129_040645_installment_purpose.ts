import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payments_purpose" ADD VALUE 'installment';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_payments_purpose";
  CREATE TYPE "public"."enum_payments_purpose" AS ENUM('full', 'deposit', 'balance', 'request');
  ALTER TABLE "payments" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_payments_purpose" USING "purpose"::"public"."enum_payments_purpose";`)
}
