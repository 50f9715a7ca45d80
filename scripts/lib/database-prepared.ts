import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { SEED_MARKER } from '@/seed/marker'

/** The migrations this checkout ships, by the names Payload records them under. */
export function shippedMigrations(root = process.cwd()): string[] {
  return fs
    .readdirSync(path.join(root, 'migrations'))
    .filter((file) => /^\d{8}_\d{6}_\w+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
}

/**
 * Whether the database already has every shipped migration and the whole seed: then the site can
 * serve at once while scripts/prepare.ts re-checks the rest beside it. Any doubt (no tables yet, a
 * migration missing, the database unreachable) answers false, and the start prepares first.
 */
export async function databaseIsPrepared(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    const applied = new Set(
      (await client.query<{ name: string }>('SELECT "name" FROM "payload_migrations"')).rows.map((r) => r.name),
    )
    if (!shippedMigrations().every((name) => applied.has(name))) return false
    const seeded = await client.query('SELECT 1 FROM "payload_kv" WHERE "key" = $1', [SEED_MARKER])
    return seeded.rowCount === 1
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}
