import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { seed } from '@/seed'
import { apiJson, testPayload } from './helpers/api'

const state = vi.hoisted(() => ({ tags: [] as string[] }))
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => state.tags.push(tag),
  revalidatePath: () => {},
  unstable_cache: (fn: unknown) => fn,
}))

let payload: Payload
let auth: Record<string, string>

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { reset: true })
  const username = `redirects-${Date.now()}`
  await payload.create({
    collection: 'users',
    data: { username, password: 'correct horse battery staple', name: 'Editor' },
    overrideAccess: true,
  })
  const token = (
    await payload.login({ collection: 'users', data: { username, password: 'correct horse battery staple' } as never })
  ).token!
  auth = { authorization: `JWT ${token}` }
}, 180_000)

const create = (data: unknown, language: 'en' | 'fr' = 'en') =>
  apiJson('/api/redirects', { json: data, headers: { ...auth, 'accept-language': language } })

const custom = (from: string, url: string, type = '308') => ({ from, to: { type: 'custom', url }, type })

const errorText = (body: any) => JSON.stringify(body)

describe('redirects an editor manages in /cms', () => {
  it('stores the old address as a path and expires the cached lookups', async () => {
    state.tags = []
    const res = await create(custom('https://studio.test/fr/ancienne-page/?x=1', '/fr/about'))
    expect(res.status).toBe(201)
    expect(res.data.doc.from).toBe('/fr/ancienne-page')
    expect(state.tags).toContain('collection:redirects')
  })

  it('is not readable anonymously', async () => {
    expect((await apiJson('/api/redirects')).status).toBe(403)
  })

  it('refuses a redirect to itself and a loop, in the CMS language of the editor', async () => {
    const self = await create(custom('/blog/circle', '/blog/circle/'))
    expect(self.status).toBe(400)
    expect(errorText(self.data)).toContain('sends /blog/circle to itself')

    const selfFr = await create(custom('/blog/circle', '/blog/circle'), 'fr')
    expect(selfFr.status).toBe(400)
    expect(errorText(selfFr.data)).toContain('renvoie /blog/circle vers elle-même')

    expect((await create(custom('/loop-a', '/loop-b'))).status).toBe(201)
    expect((await create(custom('/loop-b', '/loop-c'))).status).toBe(201)
    const loop = await create(custom('/loop-c', 'http://localhost:3000/loop-a'))
    expect(loop.status).toBe(400)
    expect(errorText(loop.data)).toContain('/loop-c → /loop-a → /loop-b → /loop-c')
    const loopFr = await create(custom('/loop-c', '/loop-a'), 'fr')
    expect(errorText(loopFr.data)).toContain('créerait une boucle')
  })

  it('refuses addresses it could never answer', async () => {
    const live = await create(custom('/fr/about', '/contact'))
    expect(live.status).toBe(400)
    expect(errorText(live.data)).toContain('is a live page')
    const cms = await create(custom('/cms/collections', '/contact'), 'fr')
    expect(errorText(cms.data)).toContain('n’est pas une page du site public')
  })

  it('renaming a published post’s slug redirects both old addresses to the post', async () => {
    const post = (
      await payload.find({ collection: 'posts', where: { _status: { equals: 'published' } }, limit: 1, depth: 0 })
    ).docs[0]!
    const oldSlug = post.slug
    const newSlug = `${oldSlug}-renamed`
    // The rename is drafted first, then published: the old address is the published one.
    await payload.update({ collection: 'posts', id: post.id, draft: true, data: { slug: newSlug }, context: {} })
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' }, context: {} })

    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { in: [`/blog/${oldSlug}`, `/fr/blog/${oldSlug}`] } },
      depth: 1,
    })
    expect(docs.map((d) => d.from).sort()).toEqual([`/blog/${oldSlug}`, `/fr/blog/${oldSlug}`])
    for (const doc of docs) {
      expect(doc.type).toBe('308')
      expect((doc.to?.reference?.value as { slug: string }).slug).toBe(newSlug)
    }

    // Renamed back: the old address is live again, its redirect goes; the other name redirects.
    await payload.update({ collection: 'posts', id: post.id, data: { slug: oldSlug, _status: 'published' } })
    const after = await payload.find({ collection: 'redirects', where: { from: { like: '/blog/' } }, depth: 0 })
    const froms = after.docs.map((d) => d.from)
    expect(froms).not.toContain(`/blog/${oldSlug}`)
    expect(froms).toContain(`/blog/${newSlug}`)
  })
})
