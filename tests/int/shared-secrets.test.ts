/**
 * Secrets shared through the database (src/lib/runtime/shared-secrets.ts and the start-up step in
 * scripts/lib/environment.ts), on the run's real PostgreSQL with the real migration: the first
 * instance wins, the environment overrides (and only its fingerprint is stored), an instance with
 * another secret refuses to start, and a secret generated into DATA_DIR by an earlier version
 * moves into the database.
 */
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  matchesFingerprint,
  resolveSharedSecret,
  SecretMismatchError,
  sharedSecretsTableExists,
} from '@/lib/runtime/shared-secrets'

const saved = {
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
  NEWSLETTER_SECRET: process.env.NEWSLETTER_SECRET,
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ?? '',
}
const legacyFile = path.join(process.env.DATA_DIR!, 'payload-secret')
let pool: pg.Pool

async function row(name: string) {
  const { rows } = await pool.query(`SELECT "value", "fingerprint" FROM "shared_secrets" WHERE "name" = $1`, [name])
  return rows[0] as { value: string | null; fingerprint: string } | undefined
}

/** A process starting the site: a fresh copy of the start-up step, which reads its environment once. */
async function startInstance(env: { PAYLOAD_SECRET?: string; NEWSLETTER_SECRET?: string }) {
  process.env.PAYLOAD_SECRET = env.PAYLOAD_SECRET ?? ''
  process.env.NEWSLETTER_SECRET = env.NEWSLETTER_SECRET ?? ''
  process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = ''
  vi.resetModules()
  const { ensureSecrets } = await import('@root/scripts/lib/environment')
  const settled = await ensureSecrets()
  return {
    settled,
    payload: process.env.PAYLOAD_SECRET,
    newsletter: process.env.NEWSLETTER_SECRET,
    actionsKey: process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY,
  }
}

beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
})
beforeEach(async () => {
  await pool.query(`DELETE FROM "shared_secrets"`)
  fs.rmSync(legacyFile, { force: true })
})
afterAll(async () => {
  await pool.query(`DELETE FROM "shared_secrets"`)
  await pool.end()
  fs.rmSync(legacyFile, { force: true })
  Object.assign(process.env, saved)
})

describe('secrets shared through the database', () => {
  it('the migration made the table', async () => {
    expect(await sharedSecretsTableExists(pool)).toBe(true)
  })

  it('a refusal is a SecretMismatchError', async () => {
    await resolveSharedSecret(pool, 'NEWSLETTER_SECRET', { fromEnvironment: 'one' })
    await expect(resolveSharedSecret(pool, 'NEWSLETTER_SECRET', { fromEnvironment: 'two' })).rejects.toBeInstanceOf(
      SecretMismatchError,
    )
  })

  it('first instance wins: instances starting together all get the one secret it stored', async () => {
    const warnings: string[] = []
    const log = (m: string) => warnings.push(m)
    const values = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        // Half of them bring a secret of their own from an earlier version's data directory.
        resolveSharedSecret(pool, 'PAYLOAD_SECRET', { legacy: i % 2 ? `machine-${i}-secret` : undefined, log }),
      ),
    )
    expect(new Set(values).size).toBe(1)
    expect(values[0]).toMatch(/^[0-9a-f]{64}$|^machine-\d-secret$/)
    expect((await row('PAYLOAD_SECRET'))?.value).toBe(values[0])
    // A later instance reads it back.
    expect(await resolveSharedSecret(pool, 'PAYLOAD_SECRET', { log })).toBe(values[0])
    // Every instance whose own old secret lost was told its sessions end.
    const losers = [1, 3, 5].filter((i) => `machine-${i}-secret` !== values[0])
    expect(warnings.length).toBe(losers.length)
  })

  it('the start-up step shares generated secrets between instances with nothing set', async () => {
    const a = await startInstance({})
    const b = await startInstance({})
    expect(a.settled).toBe(true)
    expect(a.payload).toMatch(/^[0-9a-f]{64}$/)
    expect(a.newsletter).toMatch(/^[0-9a-f]{64}$/)
    expect(a.newsletter).not.toBe(a.payload)
    // Next's server-actions key: base64 of a 256-bit AES key, as Next generates its own.
    expect(Buffer.from(a.actionsKey!, 'base64')).toHaveLength(32)
    expect(b).toEqual(a)
  })

  it('moves a secret an earlier version generated into DATA_DIR into the database, so its sessions live on', async () => {
    fs.writeFileSync(legacyFile, 'an-older-machine-secret\n', { mode: 0o600 })
    const a = await startInstance({})
    expect(a.payload).toBe('an-older-machine-secret')
    expect((await row('PAYLOAD_SECRET'))?.value).toBe('an-older-machine-secret')
    fs.rmSync(legacyFile)
    // Another instance, without the file, gets it from the database.
    expect((await startInstance({})).payload).toBe('an-older-machine-secret')
  })

  it('the environment overrides, and only a fingerprint of its secret is stored', async () => {
    const given = 'the-operators-own-secret-0123456789'
    const a = await startInstance({ PAYLOAD_SECRET: given, NEWSLETTER_SECRET: 'newsletter-from-env' })
    expect(a).toMatchObject({ settled: true, payload: given, newsletter: 'newsletter-from-env' })
    const stored = await row('PAYLOAD_SECRET')
    expect(stored?.value).toBeNull()
    expect(stored?.fingerprint).not.toContain(given)
    expect(matchesFingerprint(given, stored!.fingerprint)).toBe(true)
    expect(matchesFingerprint('something else', stored!.fingerprint)).toBe(false)
    // A second instance with the same environment starts.
    expect((await startInstance({ PAYLOAD_SECRET: given, NEWSLETTER_SECRET: 'newsletter-from-env' })).payload).toBe(
      given,
    )
  })

  it('refuses an instance whose environment secret differs from the one the database was started with', async () => {
    await startInstance({ PAYLOAD_SECRET: 'first-secret-from-env', NEWSLETTER_SECRET: 'n' })
    const other = startInstance({ PAYLOAD_SECRET: 'another-secret-from-env', NEWSLETTER_SECRET: 'n' })
    // (The start-up step was loaded afresh, so its error class is another copy: compare by name.)
    await expect(other).rejects.toMatchObject({ name: 'SecretMismatchError' })
    await expect(other).rejects.toThrow(
      /PAYLOAD_SECRET from the environment is not the one this database was started with/,
    )
    // Nor may one start without it: the database only knows its fingerprint.
    await expect(startInstance({ NEWSLETTER_SECRET: 'n' })).rejects.toThrow(
      /PAYLOAD_SECRET is not set, but this database was started with one from the environment/,
    )
    // The refusal changed nothing: the right secret still starts.
    expect((await startInstance({ PAYLOAD_SECRET: 'first-secret-from-env', NEWSLETTER_SECRET: 'n' })).payload).toBe(
      'first-secret-from-env',
    )
  })

  it('refuses an environment secret that differs from the one the database generated, and accepts the same', async () => {
    const generated = (await startInstance({})).payload!
    await expect(startInstance({ PAYLOAD_SECRET: 'not-the-generated-one' })).rejects.toThrow(
      /not the one this database was started with.*Unset PAYLOAD_SECRET/,
    )
    expect((await startInstance({ PAYLOAD_SECRET: generated })).payload).toBe(generated)
  })
})
