import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload } from 'payload'
import { generateTypes } from 'payload/node'

import { migrationKit } from '@/platform/payload-migration-kit'

/**
 * What no longer matches the Payload config among the committed generated files (empty when all do):
 *   payload-types.ts – equal to a fresh `npm run generate:types` (written to a temporary file)
 *   migrations/      – `npm run migrate:create` would find no schema change: the config's drizzle
 *                      schema against the latest migration snapshot, the comparison migrate:create
 *                      makes before it writes anything. Neither needs a database.
 */
export async function generatedFileProblems(): Promise<string[]> {
  process.env.PAYLOAD_SECRET ||= 'checking-generated-files-needs-no-secret'
  const { default: config } = await import('@payload-config')
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-generated-'))
  const problems: string[] = []
  try {
    const resolved = await config
    // generateTypes writes PAYLOAD_TS_OUTPUT_PATH instead of the configured file when it is set.
    const fresh = path.join(tmp, 'payload-types.ts')
    process.env.PAYLOAD_TS_OUTPUT_PATH = fresh
    await generateTypes(resolved, { log: false })
    delete process.env.PAYLOAD_TS_OUTPUT_PATH
    if (fs.readFileSync(fresh, 'utf8') !== fs.readFileSync(resolved.typescript.outputFile!, 'utf8')) {
      problems.push('payload-types.ts differs from the config: run `npm run generate:types`.')
    }

    const payload = await getPayload({ config: resolved, disableDBConnect: true, disableOnInit: true })
    try {
      const kit = migrationKit(payload)
      const after = await kit.snapshot()
      // The same choice as migrate:create: the snapshot of the newest generated migration.
      const latest = fs
        .readdirSync(kit.migrationDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse()[0]
      if (!latest) problems.push('migrations/ holds no schema snapshot: run `npm run migrate:create <name>`.')
      else {
        let before = JSON.parse(fs.readFileSync(path.join(kit.migrationDir, latest), 'utf8'))
        if (kit.upSnapshot && before.version < after.version) before = kit.upSnapshot(before)
        const statements = await kit.generateMigration(before, after)
        if (statements.length) {
          problems.push(
            `The config's schema differs from migrations/${latest} (${statements.length} statement(s), first: ` +
              `${statements[0]!.split('\n')[0]}): run \`npm run migrate:create <name>\`, then ` +
              '`npm run generate:types`.',
          )
        }
      }
    } finally {
      await payload.destroy()
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
  return problems
}
