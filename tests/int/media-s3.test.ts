/**
 * Media in an S3-compatible bucket (S3_BUCKET…), against s3rver on loopback: uploads and the
 * seed's images go to the bucket and nothing to the disk; files are still served at
 * /api/media/file/… (not from the bucket), so the cover of an unpublished post stays hidden; an
 * object missing from the bucket answers 404 with the API's JSON error, never 500.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import sharp from 'sharp'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findFreePort } from '@/lib/db/embedded-postgres'
import { markdownToLexical } from '@/lib/posts/operations'

const bucket = 'studio-media'
let server: S3rver
let s3: S3Client
let payload: Payload
let helpers: typeof import('./helpers/api')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
let diskBefore: string[] = []
const listDisk = () => (fs.existsSync(process.env.MEDIA_DIR!) ? fs.readdirSync(process.env.MEDIA_DIR!).sort() : [])

async function upload(name: string) {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
    .jpeg()
    .toBuffer()
  return payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { altEn: name, altFr: name },
    file: { data, mimetype: 'image/jpeg', name: `${name}-${Date.now()}.jpg`, size: data.length },
  })
}

async function keys(): Promise<string[]> {
  const out = await s3.send(new ListObjectsV2Command({ Bucket: bucket }))
  return (out.Contents ?? []).map((o) => o.Key!)
}

beforeAll(async () => {
  const port = await findFreePort()
  server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  Object.assign(process.env, {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
  s3 = new S3Client({
    endpoint: process.env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  // The config reads S3_* when it is first imported: only now.
  helpers = await import('./helpers/api')
  payload = await helpers.testPayload()
  // The run's database was seeded onto the disk before this file; start its media again.
  diskBefore = listDisk()
  await payload.delete({ collection: 'media', where: { id: { exists: true } }, overrideAccess: true })
  const { seed } = await import('@/seed')
  await seed(payload, { reset: true })
}, 240_000)

afterAll(async () => {
  await server?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('media in an S3 bucket', () => {
  it('puts the seed’s images (and their sizes) in the bucket, and none on the disk', async () => {
    const media = await payload.find({ collection: 'media', limit: 0, depth: 0, pagination: false })
    expect(media.docs.length).toBeGreaterThan(0)
    const stored = await keys()
    for (const doc of media.docs) {
      expect(stored).toContain(doc.filename)
      for (const size of Object.values(doc.sizes ?? {})) if (size?.filename) expect(stored).toContain(size.filename)
    }
    const doc = await upload('uploaded')
    expect(await keys()).toContain(doc.filename)
    // Nothing new on the disk (what is there was written before, without a bucket).
    expect(listDisk().filter((f) => !diskBefore.includes(f))).toEqual([])
  })

  it('serves files through /api/media/file, not bucket URLs', async () => {
    const doc = await upload('served')
    expect(new URL(doc.url!, 'http://x').pathname).toBe(`/api/media/file/${doc.filename}`)
    const res = await helpers.api(`/api/media/file/${doc.filename}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/image\/jpeg/)
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100)
  })

  it('keeps the cover of an unpublished post hidden from visitors', async () => {
    const used = new Set(
      (await payload.find({ collection: 'posts', limit: 0, pagination: false, depth: 0 })).docs.map(
        (p) => (p as { coverImage?: number }).coverImage,
      ),
    )
    const free = (await payload.find({ collection: 'media', limit: 0, pagination: false, depth: 0 })).docs.find(
      (m) => !used.has(m.id as number),
    )
    expect(free).toBeDefined()
    // Read by a visitor first: what this process knows about hidden images is then fresh.
    expect((await helpers.api(`/api/media/file/${free!.filename}`)).status).toBe(200)
    await payload.create({
      collection: 'posts',
      draft: true,
      overrideAccess: true,
      data: { title: 'Secret', slug: `secret-${Date.now()}`, coverImage: free!.id, _status: 'draft' } as never,
    })
    // At once: not after some cache has run out.
    const res = await helpers.api(`/api/media/file/${free!.filename}`)
    expect([403, 404]).toContain(res.status)
  })

  it('hides a new cover saved only in a draft of a published post, at once', async () => {
    const post = await payload.create({
      collection: 'posts',
      overrideAccess: true,
      data: {
        title: 'Out',
        slug: `out-${Date.now()}`,
        content: await markdownToLexical(payload, 'Out now.'),
        _status: 'published',
      } as never,
    })
    const cover = await upload('next-cover')
    expect((await helpers.api(`/api/media/file/${cover.filename}`)).status).toBe(200)
    // A draft of a published post lives in the versions table only; the post stays as it was.
    await payload.update({
      collection: 'posts',
      id: post.id,
      draft: true,
      overrideAccess: true,
      data: { coverImage: cover.id, _status: 'draft' } as never,
    })
    expect([403, 404]).toContain((await helpers.api(`/api/media/file/${cover.filename}`)).status)
  })

  it('answers 404 (JSON) for an object missing from the bucket', async () => {
    const doc = await upload('lost')
    expect((await helpers.api(`/api/media/file/${doc.filename}`)).status).toBe(200)
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: doc.filename! }))
    const res = await helpers.apiJson(`/api/media/file/${doc.filename}`)
    expect(res.status).toBe(404)
    expect(res.data).toMatchObject({ error: 'NOT_FOUND' })
  })
})
