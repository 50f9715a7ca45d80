import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { apiJson, testPayload } from './helpers/api'
import { bearer, signInAdmin } from './helpers/admin'
import { markdownToLexical } from '@/lib/posts/operations'
import { createImage, uid } from './helpers/public'

/** Next's revalidateTag stands in here: it records the tags the collection's hooks expire. */
const state = vi.hoisted(() => ({ tags: [] as string[] }))
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => void state.tags.push(tag),
  revalidatePath: () => {},
  unstable_cache: (fn: unknown) => fn,
}))

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = await signInAdmin()
})
beforeEach(() => {
  state.tags = []
})

const admin = (path: string, options: { method?: string; json?: unknown } = {}) =>
  apiJson(path, { ...options, headers: bearer(token) })
const publicBlog = async (locale = 'en') =>
  (await apiJson(`/api/blog?locale=${locale}`)).data as { slug: string; title: string }[]

const MARKDOWN =
  '## Golden hour\n\nShoot **just before sunset** for *soft* light.\n\n- Bring a reflector\n- Arrive early\n\nMore on [our blog](https://studio.test/blog).'

describe('blog CRUD from the dashboard', () => {
  it('creates a published post from Markdown, stored as Lexical, public in both languages', async () => {
    const slug = `golden-hour-${uid()}`
    const res = await admin('/api/admin/blog', {
      method: 'POST',
      json: {
        title: 'Golden Hour Portraits',
        slug,
        excerpt: 'Light at its kindest.',
        content: MARKDOWN,
        coverImage: 'https://images.example/golden.jpg',
        isPublished: true,
      },
    })
    expect(res.status).toBe(201)
    expect(res.data).toMatchObject({
      title: 'Golden Hour Portraits',
      slug,
      excerpt: 'Light at its kindest.',
      coverImage: 'https://images.example/golden.jpg',
      isPublished: true,
    })
    expect(res.data.publishedAt).toBeTruthy()

    const stored = await payload.findByID({ collection: 'posts', id: res.data.id, locale: 'en', overrideAccess: true })
    expect(stored._status).toBe('published')
    expect(stored.coverImageUrl).toBe('https://images.example/golden.jpg')
    const types = (stored.content.root.children as { type: string }[]).map((n) => n.type)
    expect(types).toEqual(expect.arrayContaining(['heading', 'paragraph', 'list']))
    expect(JSON.stringify(stored.content)).toContain('just before sunset')

    // Read back as Markdown for editing.
    expect(res.data.content).toContain('## Golden hour')
    expect(res.data.content).toContain('**just before sunset**')
    expect(res.data.content).toContain('- Bring a reflector')
    expect(res.data.content).toContain('[our blog](https://studio.test/blog)')

    expect(state.tags).toContain('collection:posts')
    expect((await publicBlog('en')).map((p) => p.slug)).toContain(slug)
    // French falls back to the English text until a translation is added in /cms.
    expect((await publicBlog('fr')).find((p) => p.slug === slug)?.title).toBe('Golden Hour Portraits')
  })

  it('saves a draft that the public blog does not show, then publishes and unpublishes it', async () => {
    const slug = `draft-${uid()}`
    const created = await admin('/api/admin/blog', {
      method: 'POST',
      json: { title: 'Draft post', slug, content: 'Work in progress.' },
    })
    expect(created.status).toBe(201)
    expect(created.data.isPublished).toBe(false)
    expect((await publicBlog()).map((p) => p.slug)).not.toContain(slug)

    const list = await admin('/api/admin/blog')
    expect(list.status).toBe(200)
    expect(list.data[0]).toMatchObject({ id: created.data.id, isPublished: false, content: 'Work in progress.' })

    state.tags = []
    const published = await admin(`/api/admin/blog/${created.data.id}`, {
      method: 'PUT',
      json: { title: 'Ready post', slug, content: 'Finished.', isPublished: true },
    })
    expect(published.status).toBe(200)
    expect(published.data).toMatchObject({ title: 'Ready post', isPublished: true, content: 'Finished.' })
    expect(state.tags).toContain('collection:posts')
    expect((await publicBlog()).map((p) => p.slug)).toContain(slug)

    const unpublished = await admin(`/api/admin/blog/${created.data.id}`, {
      method: 'PUT',
      json: { title: 'Ready post', slug, content: 'Finished.', isPublished: false },
    })
    expect(unpublished.data.isPublished).toBe(false)
    expect((await publicBlog()).map((p) => p.slug)).not.toContain(slug)
  })

  it('answers 409 for a slug another post has, on create and on update', async () => {
    const slug = `taken-${uid()}`
    const first = await admin('/api/admin/blog', { method: 'POST', json: { title: 'One', slug, content: 'One.' } })
    expect(first.status).toBe(201)
    const dup = await admin('/api/admin/blog', { method: 'POST', json: { title: 'Two', slug, content: 'Two.' } })
    expect(dup.status).toBe(409)
    expect(dup.data).toMatchObject({
      error: 'SLUG_TAKEN',
      fieldErrors: { slug: 'A post with this slug already exists.' },
    })

    const other = await admin('/api/admin/blog', {
      method: 'POST',
      json: { title: 'Three', slug: `${slug}-3`, content: 'Three.' },
    })
    const clash = await admin(`/api/admin/blog/${other.data.id}`, {
      method: 'PUT',
      json: { title: 'Three', slug, content: 'Three.' },
    })
    expect(clash.status).toBe(409)
    // Keeping its own slug is not a clash.
    const same = await admin(`/api/admin/blog/${first.data.id}`, {
      method: 'PUT',
      json: { title: 'One again', slug, content: 'One.' },
    })
    expect(same.status).toBe(200)
  })

  it('validates like the form: required title, slug and content, a valid cover URL', async () => {
    const res = await admin('/api/admin/blog', {
      method: 'POST',
      json: { title: ' ', slug: '', content: '  ', coverImage: 'javascript:alert(1)' },
    })
    expect(res.status).toBe(400)
    expect(res.data.fieldErrors).toMatchObject({
      title: 'Title is required',
      slug: 'Slug is required',
      content: 'Content is required',
      coverImage: 'Must be a valid URL',
    })
    const badSlug = await admin('/api/admin/blog', {
      method: 'POST',
      json: { title: 'x', slug: 'Not A Slug', content: 'x' },
    })
    expect(badSlug.data.fieldErrors.slug).toMatch(/lowercase/)
  })

  it('deletes a post (then 404) and takes it off the public blog', async () => {
    const slug = `gone-${uid()}`
    const created = await admin('/api/admin/blog', {
      method: 'POST',
      json: { title: 'Gone soon', slug, content: 'Bye.', isPublished: true },
    })
    expect((await publicBlog()).map((p) => p.slug)).toContain(slug)
    state.tags = []
    const del = await admin(`/api/admin/blog/${created.data.id}`, { method: 'DELETE' })
    expect(del.status).toBe(200)
    expect(state.tags).toContain('collection:posts')
    expect((await publicBlog()).map((p) => p.slug)).not.toContain(slug)
    expect((await admin(`/api/admin/blog/${created.data.id}`, { method: 'DELETE' })).status).toBe(404)
    expect(
      (
        await admin(`/api/admin/blog/${created.data.id}`, {
          method: 'PUT',
          json: { title: 'x', slug: 'x', content: 'x' },
        })
      ).status,
    ).toBe(404)
  })

  it('keeps an image uploaded in /cms when its URL comes back unchanged, and replaces it with another URL', async () => {
    const image = await createImage(payload, 'Cover')
    const post = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: {
        title: 'With upload',
        slug: `upload-${uid()}`,
        content: await markdownToLexical(payload, 'Text.'),
        coverImage: image.id,
        _status: 'published',
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const listed = (await admin('/api/admin/blog')).data.find((p: { id: number }) => p.id === post.id)
    expect(listed.coverImage).toBe(image.url)
    const same = await admin(`/api/admin/blog/${post.id}`, {
      method: 'PUT',
      json: { ...listed, title: 'With upload (edited)' },
    })
    expect(same.status).toBe(200)
    const kept = await payload.findByID({ collection: 'posts', id: post.id, depth: 0, overrideAccess: true })
    expect(kept.coverImage).toBe(image.id)

    const replaced = await admin(`/api/admin/blog/${post.id}`, {
      method: 'PUT',
      json: { ...listed, coverImage: 'https://images.example/other.jpg' },
    })
    expect(replaced.data.coverImage).toBe('https://images.example/other.jpg')
    const after = await payload.findByID({ collection: 'posts', id: post.id, depth: 0, overrideAccess: true })
    expect(after.coverImage ?? null).toBeNull()
  })
})
