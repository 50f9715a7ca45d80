/** pg-pool still keeps its connections in _clients (src/platform/pg-pool-clients.ts). */
import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { openClients } from '@/platform/pg-pool-clients'
import { packageFile } from './installed'

describe("pg-pool's _clients", () => {
  it('is an array on a new pool, read by openClients', async () => {
    const pool = new pg.Pool({ max: 1 })
    try {
      expect(Array.isArray((pool as unknown as { _clients?: unknown })._clients)).toBe(true)
      expect(openClients(pool)).toBe((pool as unknown as { _clients: unknown })._clients)
    } finally {
      await pool.end()
    }
  })

  it('receives every client the pool opens (before its connect event), and loses it when removed', () => {
    const source = packageFile('pg-pool', 'index.js')
    expect(source).toContain('this._clients.push(client)')
    expect(source).toMatch(/this\._clients = this\._clients\.filter\(\(c\) => c !== client\)/)
    // The 'connect' event src/lib/db/watched-pool.ts listens to for later clients.
    expect(source).toMatch(/this\.emit\('connect', client\)/)
  })
})
