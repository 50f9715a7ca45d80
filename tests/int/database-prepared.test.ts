import crypto from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SEED_MARKER } from '@/seed/marker'
import { databaseIsPrepared, shippedMigrations } from '@root/scripts/lib/database-prepared'

// A scratch database on the run's server: the shared one is migrated but deliberately not seeded.
const name = `studio_ready_${crypto.randomBytes(3).toString('hex')}`
let url: string
const admin = () => new pg.Client({ connectionString: process.env.DATABASE_URL })

async function sql(query: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(query, values)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  const client = admin()
  await client.connect()
  await client.query(`CREATE DATABASE "${name}"`)
  await client.end()
  const target = new URL(process.env.DATABASE_URL!)
  target.pathname = `/${name}`
  url = target.toString()
})

afterAll(async () => {
  const client = admin()
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await client.end()
})

describe('databaseIsPrepared (npm start serves at once only on a ready database)', () => {
  it('is false on an empty database, and on an unreachable one', async () => {
    expect(await databaseIsPrepared(url)).toBe(false)
    expect(await databaseIsPrepared('postgres://nobody:nothing@127.0.0.1:1/none')).toBe(false)
  })

  it('is true only with every shipped migration and the seed marker', async () => {
    const migrations = shippedMigrations()
    expect(migrations.length).toBeGreaterThan(0)
    await sql('CREATE TABLE "payload_migrations" ("name" varchar)')
    await sql('CREATE TABLE "payload_kv" ("key" varchar, "data" jsonb)')
    for (const migration of migrations.slice(0, -1))
      await sql('INSERT INTO "payload_migrations" ("name") VALUES ($1)', [migration])
    await sql('INSERT INTO "payload_kv" ("key", "data") VALUES ($1, $2)', [SEED_MARKER, '{}'])
    // A newer migration than the database has: prepare first.
    expect(await databaseIsPrepared(url)).toBe(false)
    await sql('INSERT INTO "payload_migrations" ("name") VALUES ($1)', [migrations.at(-1)])
    expect(await databaseIsPrepared(url)).toBe(true)
    // A seed that did not finish: prepare first.
    await sql('DELETE FROM "payload_kv"')
    expect(await databaseIsPrepared(url)).toBe(false)
  })
})
