/**
 * A migration that fails half-way leaves the database as it was before it: Payload's postgres
 * adapter runs each migration in one transaction, and a failure rolls it back whole. The database
 * step (scripts/prepare.ts, which scripts/start.ts awaits before it serves) then exits non-zero with
 * a message that names the migration. The failing migration lives in a temporary directory, after
 * the shipped ones, and is never a real migration of this tree.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { shippedMigrations } from '@root/scripts/lib/database-prepared'
import { tsxArgs } from '@root/scripts/lib/run'

const BROKEN = '20991231_000000_half_done'
const AFTER = '20991231_000001_never_reached'

const name = `studio_migfail_${crypto.randomBytes(3).toString('hex')}`
let url: string
let dir: string
const admin = () => new pg.Client({ connectionString: process.env.DATABASE_URL })

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** scripts/prepare.ts as npm start runs it, with the temporary migrations; its exit code and output. */
function prepare(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, tsxArgs('scripts/prepare.ts', ['--migrate-only', '--migrations', dir]), {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}

beforeAll(async () => {
  const client = admin()
  await client.connect()
  await client.query(`CREATE DATABASE "${name}"`)
  await client.end()
  const target = new URL(process.env.DATABASE_URL!)
  target.pathname = `/${name}`
  url = target.toString()

  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-migrations-'))
  const shipped = path.resolve('migrations/index.ts')
  // An ES module like the project's own files (outside the project, a .ts would load as CommonJS).
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n')
  fs.writeFileSync(
    path.join(dir, 'index.ts'),
    `import { migrations as shipped } from ${JSON.stringify(shipped)}

type Db = { execute: (statement: string) => Promise<unknown> }

export const migrations = [
  ...shipped,
  {
    name: ${JSON.stringify(BROKEN)},
    // Three changes that succeed, then a statement that fails.
    up: async ({ db }: { db: Db }) => {
      await db.execute('CREATE TABLE "half_done" ("id" integer PRIMARY KEY)')
      await db.execute('INSERT INTO "half_done" VALUES (1)')
      await db.execute('ALTER TABLE "bookings" ADD COLUMN "half_done" text')
      await db.execute('UPDATE "rate_limits" SET "points" = 1 / 0')
    },
    down: async () => {},
  },
  {
    name: ${JSON.stringify(AFTER)},
    up: async ({ db }: { db: Db }) => {
      await db.execute('CREATE TABLE "never_reached" ("id" integer)')
    },
    down: async () => {},
  },
]
`,
  )
})

afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true })
  const client = admin()
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await client.end()
})

describe('a migration that fails half-way', () => {
  // The database step is a process of its own that loads the whole config and applies every shipped
  // migration to an empty database: 45 s on a busy 2-core machine, and more with each migration. The
  // timeout only catches a hang.
  it(
    'is rolled back whole, named in the output, and the database step exits non-zero',
    { timeout: 240_000 },
    async () => {
      const { code, output } = await prepare()

      expect(code).not.toBe(0)
      expect(output).toContain(`Migration ${BROKEN} failed`)
      expect(output).toContain('It was rolled back')
      expect(output).toMatch(/division by zero/)
      expect(output).not.toContain(`Migrating: ${AFTER}`)

      // The shipped migrations before it are in; neither it nor the one after it.
      const applied = (await query<{ name: string }>('SELECT "name" FROM "payload_migrations"')).map((r) => r.name)
      expect(applied.sort()).toEqual(shippedMigrations().sort())

      // Nothing of its three successful statements is left.
      const [tables] = await query<{ half: string | null; never: string | null }>(
        `SELECT to_regclass('public.half_done')::text AS half, to_regclass('public.never_reached')::text AS never`,
      )
      expect(tables).toEqual({ half: null, never: null })
      const column = await query(
        `SELECT 1 FROM information_schema.columns WHERE table_name = 'bookings' AND column_name = 'half_done'`,
      )
      expect(column).toEqual([])
    },
  )
})
