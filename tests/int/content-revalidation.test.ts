import type { Payload } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { runJobsQueue } from '@/lib/jobs/runner'
import { seed } from '@/seed'
import { adapterPool } from '@/platform/payload-adapter'
import { testPayload } from './helpers/api'

/** Next's revalidateTag only works inside a request; here it stands in for Next and records tags. */
const state = vi.hoisted(() => ({ tags: [] as string[] }))
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => {
    state.tags.push(tag)
  },
  revalidatePath: () => {},
  unstable_cache: (fn: unknown) => fn,
}))

let payload: Payload
const live = { context: {} }

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { reset: true })
}, 180_000)

beforeEach(() => {
  state.tags = []
})
afterEach(() => {
  delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache
})

const firstId = async (collection: 'services' | 'classes' | 'reviews' | 'faq-entries') =>
  (await payload.find({ collection, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id

describe('instant publishing: content changes expire the pages that show them', () => {
  it('expires a collection’s tag on edit and delete, and skips it while seeding', async () => {
    for (const collection of ['services', 'classes', 'reviews', 'faq-entries'] as const) {
      const id = await firstId(collection)
      state.tags = []
      await payload.update({ collection, id, locale: 'fr', data: {}, ...live })
      expect(state.tags, collection).toContain(`collection:${collection}`)
      state.tags = []
      await payload.update({ collection, id, data: {}, context: { disableRevalidate: true } })
      expect(state.tags, `${collection} with disableRevalidate`).toEqual([])
    }
    const faq = await payload
      .create({
        collection: 'faq-entries',
        data: { category: 'other' as never, question: 'Q', answer: 'A' },
        ...live,
      })
      .catch(() => null)
    expect(faq).toBeNull() // unknown category refused: nothing written, nothing expired
    const created = await payload.create({
      collection: 'faq-entries',
      data: { category: 'services', question: 'Q?', answer: 'A.', order: 9 },
      ...live,
    })
    expect(state.tags).toContain('collection:faq-entries')
    state.tags = []
    await payload.delete({ collection: 'faq-entries', id: created.id, ...live })
    expect(state.tags).toContain('collection:faq-entries')
  })

  it('expires a page global’s tag when an editor saves it', async () => {
    await payload.updateGlobal({ slug: 'home-page', locale: 'fr', data: {}, ...live })
    expect(state.tags).toContain('global:home-page')
  })

  it('expires the blog on publish and unpublish, not on a draft nobody sees', async () => {
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: { title: 'Brouillon', slug: `draft-${Date.now()}`, content: emptyContent(), _status: 'draft' },
      ...live,
    })
    expect(state.tags).toEqual([])
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' }, ...live })
    expect(state.tags).toContain('collection:posts')
    const published = await payload.findByID({ collection: 'posts', id: post.id })
    expect(published.publishedAt).toBeTruthy()
    state.tags = []
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' }, ...live })
    expect(state.tags).toContain('collection:posts')
    state.tags = []
    await payload.delete({ collection: 'posts', id: post.id, ...live })
    expect(state.tags).toContain('collection:posts')
  })

  it('maps isPublished from the dashboard onto _status, the one source of truth', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'From the dashboard',
        slug: `dash-${Date.now()}`,
        content: emptyContent(),
        isPublished: true,
      } as never,
      ...live,
    })
    expect(post._status).toBe('published')
    expect(post.isPublished).toBe(true)
    expect(post.publishedAt).toBeTruthy()
    const hidden = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { isPublished: false } as never,
      ...live,
    })
    expect(hidden._status).toBe('draft')
    expect(hidden.isPublished).toBe(false)
  })

  it('publishes a scheduled post from the jobs queue and expires the blog once it has committed', async () => {
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: { title: 'Scheduled', slug: `scheduled-${Date.now()}`, content: emptyContent(), _status: 'draft' },
      ...live,
    })
    // What a visitor's request would read at the moment each tag is expired.
    const pool = adapterPool<{ query: (q: string, v: unknown[]) => Promise<{ rows: { s: string }[] }> }>(payload)!
    const expired: { tags: string[]; status?: string }[] = []
    ;(globalThis as { __incrementalCache?: unknown }).__incrementalCache = {
      revalidateTag: async (tags: string[]) => {
        const { rows } = await pool.query('SELECT _status AS s FROM posts WHERE id = $1', [post.id])
        expired.push({ tags, status: rows[0]?.s })
      },
    }
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: String(post.id) } },
      waitUntil: new Date(Date.now() - 1000),
    } as never)
    // The queue's timer keeps the context of the request that started Payload, where Next's
    // revalidateTag does not throw but queues the tag on that finished request (state.tags here).
    await runJobsQueue(payload)
    const after = await payload.findByID({ collection: 'posts', id: post.id })
    expect(after._status).toBe('published')
    expect(after.publishedAt).toBeTruthy()
    expect(state.tags).not.toContain('collection:posts')
    const posts = expired.find((e) => e.tags.includes('collection:posts'))
    expect(posts).toBeDefined()
    expect(posts?.status).toBe('published')
  })
})

function emptyContent() {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', text: 'Hello', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  } as never
}
