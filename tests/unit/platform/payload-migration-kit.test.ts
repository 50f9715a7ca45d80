/**
 * How Payload's `migrate:create` compares the config's schema with the newest snapshot, which the
 * generated-files check repeats through src/platform/payload-migration-kit.ts: the adapter's
 * `migrationDir`, `schema` and `requireDrizzleKit()` with its three functions. When this fails,
 * the check may be comparing something `migrate:create` no longer compares.
 */
import { describe, expect, it } from 'vitest'

import { packageFile } from './installed'

describe("Payload's migrate:create", () => {
  const source = packageFile('@payloadcms/drizzle', 'dist/utilities/buildCreateMigration.js')

  it('reads the migration folder from the adapter', () => {
    expect(source).toContain('payload.db.migrationDir')
  })

  it("takes drizzle-kit's functions from requireDrizzleKit and snapshots the adapter's schema", () => {
    expect(source).toMatch(
      /\{\s*generateDrizzleJson,\s*generateMigration,\s*upSnapshot\s*\}\s*=\s*this\.requireDrizzleKit\(\)/,
    )
    expect(source).toContain('await generateDrizzleJson(this.schema)')
  })

  it('brings an older snapshot up before comparing, then generates the statements between them', () => {
    const up = source.indexOf('upSnapshot(drizzleJsonBefore)')
    const generate = source.indexOf('await generateMigration(drizzleJsonBefore, drizzleJsonAfter)')
    expect(up).toBeGreaterThan(0)
    expect(generate).toBeGreaterThan(up)
  })
})
