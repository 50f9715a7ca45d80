/**
 * The shared cache (src/lib/cache/shared-cache.ts) through the library's own CacheHandler, as Next
 * calls it: with nothing listening it answers "not cached" at once and logs the outage once; on a
 * real redis-server (started here, stopped by PID) an entry written by one instance is read by
 * another, a tag expired by one is expired for the other, and after a lost connection the site's
 * entries are dropped (a publish made meanwhile expired nothing).
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { connectSharedCache, redactUrl, type SharedCache } from '@/lib/cache/shared-cache'
import { findFreePort } from '@/lib/db/embedded-postgres'
import { RedisServer } from '@root/scripts/lib/services/redis'

type Handler = SharedCache['handler']
type Entry = Parameters<Handler['set']>[1]

function entry(data: string, tags: string[]): Entry {
  const now = Date.now()
  return {
    lastModified: now,
    lifespan: null,
    tags,
    value: { kind: 'FETCH', data: { headers: {}, body: data, status: 200, url: '' }, revalidate: false },
  } as unknown as Entry
}
const body = (e: Awaited<ReturnType<Handler['get']>>) =>
  (e?.value as { data?: { body?: string } } | undefined)?.data?.body

async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  const port = (server.address() as net.AddressInfo).port
  await new Promise((r) => server.close(r))
  return port
}

const until = async (check: () => boolean | Promise<boolean>, ms = 8000) => {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('shared cache with nothing listening', () => {
  it('answers "not cached" at once, drops writes and expiries, and logs the outage once', async () => {
    const logs: string[] = []
    const cache = connectSharedCache({
      url: `redis://:hunter2@127.0.0.1:${await closedPort()}`,
      keyPrefix: 'test:',
      log: (m) => logs.push(m),
      maxRetryDelayMs: 100,
    })
    try {
      // Next's view: the library's CacheHandler over our handler, as next.config.ts sets it up.
      const { CacheHandler } = await import('@fortedigital/nextjs-cache-handler')
      CacheHandler.onCreation(() => ({ handlers: [cache.handler] }))
      const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-test-'))
      const next = new CacheHandler({ serverDistDir: path.join(dist, 'server'), dev: false } as never)

      await until(() => logs.length > 0)
      const started = Date.now()
      expect(await next.get('/en/blog', { softTags: [] } as never)).toBeNull()
      await next.set('/en/blog', entry('x', ['collection:posts']).value as never, { tags: [] } as never)
      await next.revalidateTag('collection:posts')
      expect(Date.now() - started).toBeLessThan(500)

      // Several reconnection attempts later, still one line, without the password.
      await new Promise((r) => setTimeout(r, 700))
      expect(logs).toHaveLength(1)
      expect(logs[0]).toMatch(/Shared cache unreachable/)
      expect(logs[0]).not.toContain('hunter2')
      fs.rmSync(dist, { recursive: true, force: true })
    } finally {
      await cache.close()
    }
  })

  it('keeps passwords out of logged addresses', () => {
    expect(redactUrl('redis://user:secret@cache:6379/0')).toBe('redis://user:***@cache:6379/0')
    expect(redactUrl('not a url')).not.toContain('not a url')
  })
})

describe('shared cache on a real redis-server', () => {
  let server: RedisServer
  let a: SharedCache
  let b: SharedCache
  const logsA: string[] = []

  beforeAll(async () => {
    server = await new RedisServer(
      await findFreePort(),
      fs.mkdtempSync(path.join(os.tmpdir(), 'shared-cache-redis-')),
    ).start()
    a = connectSharedCache({ url: server.url, keyPrefix: 'site:v1:', log: (m) => logsA.push(m), maxRetryDelayMs: 100 })
    b = connectSharedCache({ url: server.url, keyPrefix: 'site:v1:', log: () => {}, maxRetryDelayMs: 100 })
    await until(() => a.isReady() && b.isReady())
  }, 30_000)
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await server?.stop()
    if (server) fs.rmSync(server.dir, { recursive: true, force: true })
  })

  it('shares entries and tag expiry between two instances', async () => {
    await a.handler.set('posts-list', entry('first', ['collection:posts']))
    await a.handler.set('settings', entry('s', ['global:site-settings']))
    expect(body(await b.handler.get('posts-list', { implicitTags: [] }))).toBe('first')

    await a.handler.revalidateTag('collection:posts')
    expect(await b.handler.get('posts-list', { implicitTags: [] })).toBeNull()
    // Only the entries carrying the tag go.
    expect(body(await b.handler.get('settings', { implicitTags: [] }))).toBe('s')
  })

  it('drops the site’s entries when a lost connection comes back, and logs it once each way', async () => {
    await a.handler.set('page', entry('before', ['collection:posts']))
    const admin = createClient({ url: server.url })
    admin.on('error', () => {})
    await admin.connect()
    await admin.set('another-site:key', 'kept')
    // Cut instance A's connection only, as a network failure would.
    const aId = await a.client.clientId()
    expect(await admin.sendCommand(['CLIENT', 'KILL', 'ID', String(aId)])).toBe(1)

    await until(() => logsA.some((l) => / is back/.test(l)))
    await until(async () => (await admin.exists('site:v1:page')) === 0)
    expect(await admin.get('another-site:key')).toBe('kept')
    expect(logsA.filter((l) => /unreachable/.test(l))).toHaveLength(1)
    expect(logsA.filter((l) => / is back/.test(l))).toHaveLength(1)
    await admin.quit()
  })
})

describe('next.config.ts', () => {
  it('names the shared cache handler for the running server with REDIS_URL only (never for the build)', async () => {
    const { default: config } = await import('@root/next.config')
    const saved = process.env.REDIS_URL
    try {
      delete process.env.REDIS_URL
      expect(config('phase-production-server').cacheHandler).toBeUndefined()
      process.env.REDIS_URL = 'redis://127.0.0.1:6379'
      expect(config('phase-production-build').cacheHandler).toBeUndefined()
      expect(config('phase-development-server').cacheHandler).toBeUndefined()
      const server = config('phase-production-server')
      expect(fs.existsSync(server.cacheHandler!)).toBe(true)
      expect(server.cacheMaxMemorySize).toBe(0)
    } finally {
      if (saved === undefined) delete process.env.REDIS_URL
      else process.env.REDIS_URL = saved
    }
  })
})
