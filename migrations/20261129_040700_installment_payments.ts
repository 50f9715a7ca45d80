import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The payments made for a proposal's installment, recorded as `request` before installments had a
 * purpose of their own, become `installment` (the rows `proposal_payments` lists), so the Payments tab,
 * the receipts and the webhook tell them apart from the studio's payment requests. Their receipts
 * already issued keep what they said.
 *
 * Hand-written and idempotent; after the migration that adds the enum's value, in a transaction of its
 * own (PostgreSQL refuses a new enum value in the transaction that added it). Down puts them back to
 * `request` before the enum loses the value.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "payments" SET "purpose" = 'installment'
     WHERE "purpose" = 'request' AND "id" IN (SELECT "payment_id" FROM "proposal_payments");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`UPDATE "payments" SET "purpose" = 'request' WHERE "purpose" = 'installment';`)
}
