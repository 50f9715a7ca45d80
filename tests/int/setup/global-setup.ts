/**
 * One PostgreSQL server for the whole integration run (an embedded one in a temporary directory, or
 * TEST_DATABASE_URL's), with one database migrated once: the template. The test files run in
 * parallel processes; each file copies the template into a database of its own before anything
 * imports the config (tests/int/setup/worker-env.ts), so no file sees another's rows, whichever
 * files happen to share a process. Everything is dropped after the run.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { prepareDatabase } from '@root/scripts/lib/prepare-database'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded-postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The environment every test file starts from (its own DATABASE_URL, DATA_DIR… come on top). */
    testEnv: Record<string, string>
    /** The migrated template database, and the server's URL to copy it from. */
    intDatabase: { adminUrl: string; template: string; tmp: string }
  }
}

let embedded: EmbeddedDatabase | undefined
let tmp: string | undefined
let external: { admin: string; prefix: string } | undefined

// Named `setup` and `teardown`: with a default export, Vitest (4.1) takes it as the setup and never
// calls a named teardown. It did so here: every run left its PostgreSQL to
// the process's exit hook and its data directory in the system's temporary directory, and
// Vitest waited its 10 s close timeout on the server's open handles before exiting.
export async function setup(project: TestProject) {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-int-'))
  fs.chmodSync(tmp, 0o711)
  // Every database of the run starts with this name (the template, then one per test file).
  const template = `studio_int_${process.pid}_${crypto.randomBytes(3).toString('hex')}`
  let adminUrl: string
  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(`CREATE DATABASE "${template}"`)
    await client.end()
    external = { admin: adminUrl, prefix: template }
  } else {
    process.env.DATA_DIR = tmp
    console.log('int: starting PostgreSQL…')
    // Thrown away at the end of the run: no fsync (startEmbeddedPostgres's `durable`).
    embedded = await startEmbeddedPostgres({ dir: path.join(tmp, 'postgres'), database: template, durable: false })
    const url = new URL(embedded.url)
    url.pathname = '/postgres'
    adminUrl = url.toString()
  }
  const templateUrl = new URL(adminUrl)
  templateUrl.pathname = `/${template}`
  const env: Record<string, string> = {
    DATABASE_URL: templateUrl.toString(),
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
  Object.assign(process.env, env)
  console.log(`int: migrating ${template}…`)
  // In a child process, as npm start does. The child has exited when this returns: a template must
  // have no open connection to be copied.
  await prepareDatabase(['--migrate-only'], process.env)
  project.provide('testEnv', env)
  project.provide('intDatabase', { adminUrl, template, tmp })
}

export async function teardown() {
  await embedded?.stop().catch(() => {})
  if (external) {
    const client = new pg.Client({ connectionString: external.admin })
    await client.connect()
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [external.prefix],
    )
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    await client.end()
  }
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
}
