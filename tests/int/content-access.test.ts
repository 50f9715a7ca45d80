import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'
import { apiJson, testPayload } from './helpers/api'

let payload: Payload
let draftPostId: number
let editorToken: string

const graphqlHandler = GRAPHQL_POST(config)

/** POST /api/graphql exactly as the Next.js route runs it. */
async function graphql(query: string, token?: string) {
  const headers = new Headers({ 'content-type': 'application/json', 'x-client-ip': '127.0.0.1' })
  if (token) headers.set('authorization', `JWT ${token}`)
  const res = await graphqlHandler(
    new Request('http://localhost:3000/api/graphql', { method: 'POST', headers, body: JSON.stringify({ query }) }),
  )
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: { message: string }[] } }
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { reset: true })
  const draft = await payload.find({
    collection: 'posts',
    where: { _status: { equals: 'draft' } },
    draft: true,
    overrideAccess: true,
  })
  draftPostId = draft.docs[0]!.id
  const username = `editor-${Date.now()}`
  await payload.create({
    collection: 'users',
    data: { username, password: 'correct horse battery staple', name: 'Editor' },
    overrideAccess: true,
  })
  const login = await payload.login({
    collection: 'users',
    data: { username, password: 'correct horse battery staple' } as never,
  })
  editorToken = login.token!
}, 180_000)

describe('anonymous REST reads', () => {
  it('lists only published posts, with isPublished derived from _status', async () => {
    const res = await apiJson('/api/posts?limit=100')
    expect(res.status).toBe(200)
    expect(res.data.totalDocs).toBe(3)
    for (const post of res.data.docs) {
      expect(post._status).toBe('published')
      expect(post.isPublished).toBe(true)
    }
  })

  it('never returns a draft, whatever the query asks', async () => {
    for (const path of [
      '/api/posts?draft=true&limit=100',
      '/api/posts?where[_status][equals]=draft',
      '/api/posts?where[slug][equals]=montreal-autumn-portrait-spots&draft=true',
    ]) {
      const res = await apiJson(path)
      expect(res.status, path).toBe(200)
      expect(
        res.data.docs.every((p: { _status: string }) => p._status === 'published'),
        path,
      ).toBe(true)
      expect(
        res.data.docs.some((p: { slug: string }) => p.slug === 'montreal-autumn-portrait-spots'),
        path,
      ).toBe(false)
    }
    expect((await apiJson(`/api/posts/${draftPostId}`)).status).toBe(404)
    expect((await apiJson(`/api/posts/${draftPostId}?draft=true`)).status).toBe(404)
    expect((await apiJson('/api/posts/versions')).status).toBe(403)
  })

  it('lists only published reviews', async () => {
    const all = await payload.count({ collection: 'reviews', overrideAccess: true })
    const published = await payload.count({
      collection: 'reviews',
      where: { isPublished: { equals: true } },
      overrideAccess: true,
    })
    expect(published.totalDocs).toBeLessThan(all.totalDocs)
    const res = await apiJson('/api/reviews?limit=100')
    expect(res.status).toBe(200)
    expect(res.data.totalDocs).toBe(published.totalDocs)
    expect(res.data.docs.every((r: { isPublished: boolean }) => r.isPublished)).toBe(true)
    const hidden = await apiJson('/api/reviews?where[isPublished][equals]=false')
    expect(hidden.data.totalDocs).toBe(0)
  })

  it('serves the public catalogue and pages, and refuses records', async () => {
    expect((await apiJson('/api/services')).data.totalDocs).toBe(6)
    expect((await apiJson('/api/classes')).data.totalDocs).toBe(5)
    expect((await apiJson('/api/faq-entries?limit=100')).data.totalDocs).toBe(20)
    const home = await apiJson('/api/globals/home-page?locale=fr')
    expect(home.status).toBe(200)
    expect(home.data.hero.title).toMatch(/moments qui comptent/)
    for (const system of [
      'users',
      'payload-jobs',
      'payload-kv',
      'payload-preferences',
      'payload-locked-documents',
      'payload-migrations',
    ]) {
      const res = await apiJson(`/api/${system}`)
      // Refused (403), no REST route at all (payload-migrations: 501), or an empty list: never a record.
      const refused = res.status >= 400 && !Array.isArray(res.data?.docs)
      expect(refused || (res.status === 200 && res.data.totalDocs === 0), `${system}: ${res.status}`).toBe(true)
    }
  })

  it('lets a CMS editor read drafts', async () => {
    const res = await apiJson('/api/posts?draft=true&limit=100', { headers: { authorization: `JWT ${editorToken}` } })
    expect(res.status).toBe(200)
    expect(res.data.docs.map((p: { id: number }) => p.id)).toContain(draftPostId)
  })
})

describe('anonymous GraphQL reads', () => {
  it('returns only published posts and reviews, even when asking for drafts', async () => {
    const { body } = await graphql(
      '{ Posts(limit: 100, draft: true) { docs { id slug _status isPublished } } Reviews(limit: 100) { docs { name isPublished } } }',
    )
    expect(body.errors).toBeUndefined()
    const posts = body.data.Posts.docs as { id: number; _status: string; isPublished: boolean }[]
    expect(posts).toHaveLength(3)
    expect(posts.every((p) => p._status === 'published' && p.isPublished)).toBe(true)
    expect((body.data.Reviews.docs as { isPublished: boolean }[]).every((r) => r.isPublished)).toBe(true)
  })

  it('does not reveal a draft by id', async () => {
    const { body } = await graphql(`{ Post(id: ${draftPostId}, draft: true) { title } }`)
    expect(body.data?.Post ?? null).toBeNull()
  })

  it('refuses records and versions', async () => {
    const users = await graphql('{ Users { docs { id username } } }')
    expect(users.body.data?.Users ?? null).toBeNull()
    expect(users.body.errors?.length).toBeGreaterThan(0)
    const versions = await graphql('{ versionsPosts { docs { id } } }')
    expect(versions.body.data?.versionsPosts ?? null).toBeNull()
  })

  it('lets a CMS editor read drafts', async () => {
    const { body } = await graphql(`{ Post(id: ${draftPostId}, draft: true) { title _status } }`, editorToken)
    expect(body.data.Post._status).toBe('draft')
  })
})

describe('localization', () => {
  it('falls back to English for a field left empty in French', async () => {
    const review = await payload.create({
      collection: 'reviews',
      locale: 'en',
      data: {
        name: 'Fallback Test',
        content: 'Written in English.',
        service: 'Wedding Photography',
        rating: 5,
        isPublished: true,
      },
      context: { disableRevalidate: true },
    })
    // The translator wrote the review but left the service label empty.
    await payload.update({
      collection: 'reviews',
      id: review.id,
      locale: 'fr',
      data: { content: 'Écrit en français.' },
      context: { disableRevalidate: true },
    })
    const fr = await apiJson(`/api/reviews/${review.id}?locale=fr`)
    expect(fr.status).toBe(200)
    expect(fr.data.content).toBe('Écrit en français.')
    expect(fr.data.service).toBe('Wedding Photography')
    const gql = await graphql(`{ Review(id: ${review.id}, locale: fr) { content service } }`)
    expect(gql.body.data.Review).toEqual({ content: 'Écrit en français.', service: 'Wedding Photography' })
    const noFallback = await apiJson(`/api/reviews/${review.id}?locale=fr&fallback-locale=none`)
    expect(noFallback.data.service ?? null).toBeNull()
  })
})
