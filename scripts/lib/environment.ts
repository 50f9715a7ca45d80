import path from 'node:path'

import nextEnv from '@next/env'

import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded-postgres'
import { dataDir } from '@/lib/runtime/data-dir'
import { ensureSecret } from '@/lib/runtime/secrets'

/** Loads .env files the way Next.js does, so scripts and the server agree. */
export function loadEnv(dev = false) {
  nextEnv.loadEnvConfig(process.cwd(), dev)
}

/** PAYLOAD_SECRET and friends: from the environment, else generated once into the data directory. */
export function ensureSecrets() {
  process.env.PAYLOAD_SECRET = ensureSecret('PAYLOAD_SECRET', 'payload-secret')
  process.env.NEWSLETTER_SECRET = ensureSecret('NEWSLETTER_SECRET', 'newsletter-secret')
}

/**
 * DATABASE_URL when set; otherwise an embedded PostgreSQL under DATA_DIR/postgres that lives as
 * long as this process.
 */
export async function ensureDatabase(log: (line: string) => void = () => {}): Promise<EmbeddedDatabase | undefined> {
  if (process.env.DATABASE_URL) return undefined
  const db = await startEmbeddedPostgres({
    dir: path.join(dataDir(), 'postgres'),
    database: 'studio',
    port: process.env.EMBEDDED_PG_PORT ? Number(process.env.EMBEDDED_PG_PORT) : 54329,
    log,
  })
  process.env.DATABASE_URL = db.url
  return db
}

/**
 * The end of a one-shot command: runs `work`, prints its error's message (the user's own command,
 * so no stack), stops the database ensureDatabase() started for it, and exits 0 or 1.
 */
export async function finishCommand(work: () => Promise<void>, database: EmbeddedDatabase | undefined): Promise<never> {
  let code = 0
  try {
    await work()
  } catch (error) {
    console.error((error as Error).message)
    code = 1
  } finally {
    await database?.stop()
  }
  process.exit(code)
}
