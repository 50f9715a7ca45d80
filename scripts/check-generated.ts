/**
 * Unit-layer gate: the committed generated files still match the Payload config.
 *   payload-types.ts – equal to a fresh `npm run generate:types` (written to a temporary file)
 *   migrations/      – `npm run migrate:create` would find no schema change: the config's drizzle
 *                      schema against the latest migration snapshot, the comparison migrate:create
 *                      makes before it writes anything. Neither needs a database.
 * Exits 1 with the command that brings the files back in line.
 */
export {}

// Keeps the event loop busy while tsx loads the config (see prepare.ts: Node 20 could otherwise end
// the process with exit 13 mid-import), and bounds the run: it takes about 12 s, but now and then a
// run here stalled for minutes, as prepare.ts's do; exit 13 tells scripts/test.ts to run it again.
const watchdog = setTimeout(() => {
  console.error('check-generated: stalled for more than 60 s')
  process.exit(13)
}, 60_000)

const fs = await import('node:fs')
const os = await import('node:os')
const path = await import('node:path')

process.env.PAYLOAD_SECRET ||= 'checking-generated-files-needs-no-secret'
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-generated-'))
const problems: string[] = []
try {
  const { getPayload } = await import('payload')
  const { generateTypes } = await import('payload/node')
  const { default: config } = await import('@payload-config')
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
    const db = payload.db as unknown as {
      migrationDir: string
      schema: unknown
      requireDrizzleKit: () => {
        generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
        generateMigration: (before: unknown, after: unknown) => Promise<string[]>
        upSnapshot?: (snapshot: unknown) => { version: string }
      }
    }
    const kit = db.requireDrizzleKit()
    const after = await kit.generateDrizzleJson(db.schema)
    // The same choice as migrate:create: the snapshot of the newest generated migration.
    const latest = fs
      .readdirSync(db.migrationDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse()[0]
    if (!latest) problems.push('migrations/ holds no schema snapshot: run `npm run migrate:reset-initial`.')
    else {
      let before = JSON.parse(fs.readFileSync(path.join(db.migrationDir, latest), 'utf8'))
      if (kit.upSnapshot && before.version < after.version) before = kit.upSnapshot(before)
      const statements = await kit.generateMigration(before, after)
      if (statements.length) {
        problems.push(
          `The config's schema differs from migrations/${latest} (${statements.length} statement(s), first: ` +
            `${statements[0]!.split('\n')[0]}): run \`npm run migrate:create\` (or, before the first release, ` +
            '`npm run migrate:reset-initial`).',
        )
      }
    }
  } finally {
    await payload.destroy()
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
  clearTimeout(watchdog)
}

for (const problem of problems) console.error(problem)
if (!problems.length) console.log('Generated files match the config (payload-types.ts, migrations).')
process.exit(problems.length ? 1 : 0)
