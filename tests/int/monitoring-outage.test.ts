/**
 * Monitoring through a PostgreSQL outage, on this file's OWN embedded server (stopping the suite's
 * shared one would break the other files): /api/health says "down" with 503 quickly, the signed-in
 * dashboard keeps getting its figures with a critical database alert, and all recovers by itself.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { prepareDatabase } from '@root/scripts/lib/prepare-database'
import { startEmbeddedPostgres } from '@/lib/db/embedded-postgres'
import { adapterPool } from '@/platform/payload-adapter'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-monitoring-outage-'))
fs.chmodSync(tmp, 0o711)
const db = await startEmbeddedPostgres({ dir: path.join(tmp, 'postgres'), database: 'monitoring_outage' })
process.env.DATABASE_URL = db.url

await prepareDatabase(['--migrate-only'], process.env)
const { testPayload } = await import('./helpers/api')
const { startMonitoredApi } = await import('./helpers/monitoring-server')
const { createSession } = await import('@/lib/auth/sessions')

let server: Awaited<ReturnType<typeof startMonitoredApi>>
let token: string

beforeAll(async () => {
  const payload = await testPayload()
  server = await startMonitoredApi(adapterPool<Pool>(payload)!)
  token = (await createSession(payload)).token
}, 180_000)

afterAll(async () => {
  await server?.close()
  await db.stop().catch(() => {})
  fs.rmSync(tmp, { recursive: true, force: true })
})

async function get(p: string, auth = true) {
  const started = performance.now()
  const res = await fetch(`${server.base}${p}`, { headers: auth ? { authorization: `Bearer ${token}` } : {} })
  return { status: res.status, data: await res.json(), ms: performance.now() - started }
}

describe('database outage', () => {
  it('health turns down (503) within 2 s, a critical alert is raised, and both recover when the database returns', async () => {
    const healthy = await get('/api/health', false)
    expect(healthy.status).toBe(200)
    expect(healthy.data.database.status).toBe('up')
    // The dashboard's session was verified while the database was up.
    const calm = await get('/api/alerts')
    expect(calm.status).toBe(200)
    expect(calm.data.alerts.map((a: { type: string }) => a.type)).not.toContain('database')

    await db.pause()
    try {
      const health = await get('/api/health', false)
      expect(health.status).toBe(503)
      expect(health.data).toMatchObject({ status: 'down', database: { status: 'down', latency_ms: null } })
      expect(health.ms).toBeLessThan(2500)

      const alerts = await get('/api/alerts')
      expect(alerts.status).toBe(200)
      expect(alerts.data.alerts).toContainEqual(expect.objectContaining({ level: 'critical', type: 'database' }))
      expect(alerts.data.summary.critical).toBeGreaterThanOrEqual(1)

      // Request figures are in memory: still there; the business figures need the database.
      const metrics = await get('/api/metrics')
      expect(metrics.status).toBe(200)
      expect(metrics.data.requests.total).toBeGreaterThan(0)
      expect(metrics.data.business).toBeNull()

      // A token never verified here is not let in on the strength of the outage.
      const stranger = await fetch(`${server.base}/api/alerts`, { headers: { authorization: 'Bearer someone-else' } })
      expect([401, 503]).toContain(stranger.status)
    } finally {
      await db.resume()
    }

    const recovered = await get('/api/health', false)
    expect(recovered.status).toBe(200)
    expect(recovered.data.database.status).toBe('up')
    const after = await get('/api/alerts')
    expect(after.data.alerts.map((a: { type: string }) => a.type)).not.toContain('database')
  })
})
