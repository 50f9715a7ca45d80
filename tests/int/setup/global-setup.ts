/**
 * One fresh PostgreSQL database for the whole integration run: an embedded server in a temporary
 * directory (or a new database on TEST_DATABASE_URL's server), migrations applied, dropped after.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { prepareDatabase } from '@/scripts/lib/prepare-database'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded-postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    testEnv: Record<string, string>
  }
}

let embedded: EmbeddedDatabase | undefined
let tmp: string | undefined
let dropUrl: { admin: string; name: string } | undefined

export default async function setup(project: TestProject) {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-int-'))
  fs.chmodSync(tmp, 0o711)
  const name = `studio_int_${process.pid}_${crypto.randomBytes(3).toString('hex')}`
  let databaseUrl: string
  if (process.env.TEST_DATABASE_URL) {
    const admin = process.env.TEST_DATABASE_URL
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    await client.query(`CREATE DATABASE "${name}"`)
    await client.end()
    const url = new URL(admin)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropUrl = { admin, name }
  } else {
    process.env.DATA_DIR = tmp
    console.log('int: starting PostgreSQL…')
    embedded = await startEmbeddedPostgres({ dir: path.join(tmp, 'postgres'), database: name })
    databaseUrl = embedded.url
  }
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: tmp,
    MEDIA_DIR: path.join(tmp, 'media'),
    PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
    NEWSLETTER_SECRET: crypto.randomBytes(24).toString('hex'),
    EMBEDDED_PG_PORT: String(embedded?.port ?? ''),
    PUBLIC_URL: 'http://localhost:3000',
    // Tests run the jobs queue themselves (runJobsQueue); the process's own timer would take their
    // jobs at a moment of its choosing.
    DISABLE_JOBS: '1',
  }
  project.provide('testEnv', env)
  Object.assign(process.env, env)
  console.log(`int: migrating ${name}…`)
  // In a child process, as npm start does: Payload's start there now and then stalls before it
  // touches the database, and the child's watchdog and retries (scripts/lib/prepare-database.ts)
  // recover from that; in this process it hung the run for good (CI, once).
  await prepareDatabase(['--migrate-only'], process.env)
}

export async function teardown() {
  await embedded?.stop().catch(() => {})
  if (dropUrl) {
    const client = new pg.Client({ connectionString: dropUrl.admin })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS "${dropUrl.name}" WITH (FORCE)`)
    await client.end()
  }
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
}
