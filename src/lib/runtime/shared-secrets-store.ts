/**
 * The shared secrets' store: the statements on `shared_secrets`, a table of our own migrations
 * (migrations/20261126_000300_shared_secrets.ts), not Payload's. Plain pg text on the connection the
 * caller passes: the secrets are resolved before Payload starts, since Payload needs one of them.
 */

export interface Queryable {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
}

/** False until the migration that creates the table has run (a fresh or older database). */
export async function sharedSecretsTableExists(db: Queryable): Promise<boolean> {
  const { rows } = await db.query(`SELECT to_regclass('public.shared_secrets') IS NOT NULL AS "exists"`)
  return rows[0]?.exists === true
}

/**
 * Records the secret `name` unless a row exists (INSERT … ON CONFLICT DO NOTHING, so instances
 * starting together agree on one), then reads back the row that holds: its value (null when only
 * the fingerprint of the environment's value is kept) and its fingerprint.
 */
export async function recordSecretOnce(
  db: Queryable,
  name: string,
  value: string | null,
  fingerprint: string,
): Promise<{ value: unknown; fingerprint: unknown } | undefined> {
  await db.query(
    `INSERT INTO "shared_secrets" ("name", "value", "fingerprint") VALUES ($1, $2, $3) ON CONFLICT ("name") DO NOTHING`,
    [name, value, fingerprint],
  )
  const { rows } = await db.query(`SELECT "value", "fingerprint" FROM "shared_secrets" WHERE "name" = $1`, [name])
  return rows[0] as { value: unknown; fingerprint: unknown } | undefined
}

/** The row of `name`, when one is recorded: for a value worth generating only when missing (a signing key). */
export async function readSharedSecret(
  db: Queryable,
  name: string,
): Promise<{ value: unknown; fingerprint: unknown } | undefined> {
  const { rows } = await db.query(`SELECT "value", "fingerprint" FROM "shared_secrets" WHERE "name" = $1`, [name])
  return rows[0] as { value: unknown; fingerprint: unknown } | undefined
}
