/**
 * PostgreSQL going away and coming back. This file runs in its own process on its OWN embedded
 * PostgreSQL (the rest of the suite keeps the harness's server): DATABASE_URL is switched before
 * anything imports the config.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { prepareDatabase } from '@root/scripts/lib/prepare-database'
import { startEmbeddedPostgres } from '@/lib/db/embedded-postgres'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-outage-'))
fs.chmodSync(tmp, 0o711)
const db = await startEmbeddedPostgres({ dir: path.join(tmp, 'postgres'), database: 'outage' })
process.env.DATABASE_URL = db.url

// Migrated as the suite's own database is (a child process with its watchdog and retries).
await prepareDatabase(['--migrate-only'], process.env)
const { api, apiJson, testPayload } = await import('./helpers/api')
const { ensureCatalogue, ensureStudioSettings, nextIp, uid, validBooking } = await import('./helpers/public')

let payload: Awaited<ReturnType<typeof testPayload>>

beforeAll(async () => {
  // Its pool is watched from connect (src/lib/db/watched-pool.ts): this file stops PostgreSQL
  // under open connections on purpose, and an unwatched connection would crash the process.
  payload = await testPayload()
  await ensureCatalogue(payload)
  await ensureStudioSettings(payload)
})

afterAll(async () => {
  await db.stop().catch(() => {})
  fs.rmSync(tmp, { recursive: true, force: true })
})

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now()
  const value = await fn()
  return { ms: performance.now() - start, value }
}

const bookingBy = (email: string, headers?: Record<string, string>) =>
  apiJson('/api/class-bookings', { method: 'POST', json: validBooking({ email }), ip: nextIp(), headers })

describe('PostgreSQL outage', () => {
  it('answers 503 with Retry-After within 2 seconds while the database is down, then recovers by itself', async () => {
    const before = `before-${uid()}@example.ca`
    expect((await bookingBy(before)).status).toBe(201)

    await db.pause()
    const key = { 'Idempotency-Key': `outage-${uid()}` }
    const during = `during-${uid()}@example.ca`
    try {
      const calls: [string, () => Promise<{ status: number; headers: Headers; data: unknown }>][] = [
        ['booking', () => bookingBy(during, key)],
        [
          'contact',
          () =>
            apiJson('/api/contact', {
              method: 'POST',
              json: { name: 'A', email: 'a@b.ca', serviceType: 'other', message: 'Hello there, anyone?' },
              ip: nextIp(),
            }),
        ],
        ['newsletter', () => apiJson('/api/newsletter', { method: 'POST', json: { email: 'n@b.ca' }, ip: nextIp() })],
        [
          'pool',
          () =>
            apiJson('/api/pool-registration', {
              method: 'POST',
              json: { name: 'A', userId: 'a', email: 'a@b.ca', supportingTeam: 'Laval', selectedGame: 'qf-1' },
              ip: nextIp(),
            }),
        ],
        ['testimonials', () => apiJson('/api/testimonials')],
        ['blog', () => apiJson('/api/blog')],
      ]
      for (const [name, call] of calls) {
        const { ms, value } = await timed(call)
        expect(value.status, name).toBe(503)
        expect(value.headers.get('retry-after'), name).toMatch(/^\d+$/)
        expect(value.data, name).toMatchObject({ error: 'SERVICE_UNAVAILABLE' })
        expect(ms, name).toBeLessThan(2000)
      }
      // Visitors never see SQL or stack traces.
      const { value } = await timed(() => bookingBy(during))
      expect(JSON.stringify(value.data)).not.toMatch(/ECONNREFUSED|select|insert|at .*\.js/i)
    } finally {
      await db.resume()
    }

    // Recovery without a restart: the very next calls succeed (pg-pool opens new connections).
    const retried = await bookingBy(during, key)
    expect(retried.status).toBe(201)
    expect((await apiJson('/api/testimonials')).status).toBe(200)
    const again = await bookingBy(during, key)
    expect(again.headers.get('idempotent-replayed')).toBe('true')

    // Everything accepted is there, once.
    const count = async (email: string) =>
      (await payload.count({ collection: 'bookings', where: { email: { equals: email } }, overrideAccess: true }))
        .totalDocs
    expect(await count(before)).toBe(1)
    expect(await count(during)).toBe(1)
    const mails = await payload.count({ collection: 'outbox', where: { to: { equals: during } }, overrideAccess: true })
    expect(mails.totalDocs).toBe(1)
  })

  it('answers the newsletter confirmation link with the 503 page during an outage, and confirms after', async () => {
    const email = `outage-${uid()}@example.ca`
    await apiJson('/api/newsletter', { method: 'POST', json: { email }, ip: nextIp() })
    const [request] = (
      await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true })
    ).docs
    const path = /https?:\/\/[^/\s]+(\/api\/newsletter\/confirm\?token=\S+)/.exec(request!.text)![1]!
    await db.pause()
    try {
      for (const method of ['GET', 'POST']) {
        const res = await api(path, { method, body: method === 'POST' ? '' : undefined })
        expect(res.status, method).toBe(503)
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
      }
    } finally {
      await db.resume()
    }
    const subscriber = async () =>
      (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true }))
        .docs[0]!
    expect((await subscriber()).isActive).toBe(false)
    expect((await api(path, { method: 'POST', body: '' })).status).toBe(200)
    expect((await subscriber()).isActive).toBe(true)
  })

  it('keeps the unsubscribe page answering (503 page) during an outage', async () => {
    const { unsubscribeUrl } = await import('@/lib/email/unsubscribe')
    const path = unsubscribeUrl('someone@example.ca').replace(/^https?:\/\/[^/]+/, '')
    await db.pause()
    try {
      const res = await api(path, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
    } finally {
      await db.resume()
    }
    const res = await api(path, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(200)
  })
})
