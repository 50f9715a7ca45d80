import type { Payload } from 'payload'

/**
 * Reliance: the inside of Payload's drizzle adapter as its own `migrate:create` uses it
 * (@payloadcms/drizzle, its buildCreateMigration): `payload.db.migrationDir`, the
 * adapter's drizzle `schema` built from the config, and `requireDrizzleKit()`, whose
 * `generateDrizzleJson`, `generateMigration` and (when present) `upSnapshot` turn the schema into a
 * snapshot and two snapshots into the statements between them. Properties of the adapter object,
 * not an API.
 *
 * Why: the generated-files check (scripts/lib/generated-files.ts) asks, without a database, whether
 * `npm run migrate:create` would find a schema change, by making the same comparison.
 *
 * Checked on: payload 3.90.1, @payloadcms/drizzle 3.90.1.
 * Guard: tests/unit/platform/payload-migration-kit.test.ts (reads the installed buildCreateMigration).
 */
export interface MigrationKit {
  /** The folder of the generated migrations and their `.json` snapshots. */
  migrationDir: string
  /** The config's schema as drizzle-kit's snapshot. */
  snapshot: () => Promise<{ version: string }>
  /** A snapshot of an older drizzle-kit brought up to the current format, when the kit can. */
  upSnapshot?: (snapshot: unknown) => { version: string }
  /** The SQL statements that turn `before` into `after`. */
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
}

interface AdapterInside {
  migrationDir: string
  schema: unknown
  requireDrizzleKit: () => {
    generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
    generateMigration: (before: unknown, after: unknown) => Promise<string[]>
    upSnapshot?: (snapshot: unknown) => { version: string }
  }
}

/** The adapter's migration tools, as `migrate:create` uses them. */
export function migrationKit(payload: Payload): MigrationKit {
  const db = payload.db as unknown as AdapterInside
  const kit = db.requireDrizzleKit()
  return {
    migrationDir: db.migrationDir,
    snapshot: () => kit.generateDrizzleJson(db.schema),
    upSnapshot: kit.upSnapshot,
    generateMigration: kit.generateMigration,
  }
}
