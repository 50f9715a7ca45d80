import type { Payload } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { seed } from '@/seed'
import { apiJson, testPayload } from './helpers/api'

/** Next's revalidateTag stands in here as a recorder (see content-revalidation.test.ts). */
const state = vi.hoisted(() => ({ tags: [] as string[], outsideRequest: false }))
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => {
    if (state.outsideRequest) throw new Error('Invariant: static generation store missing in revalidateTag')
    state.tags.push(tag)
  },
  revalidatePath: () => {},
  unstable_cache: (fn: unknown) => fn,
}))

let payload: Payload
let editorToken: string
const live = { context: {} }

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { reset: true })
  const username = `drafts-${Date.now()}`
  await payload.create({
    collection: 'users',
    data: { username, password: 'correct horse battery staple', name: 'Editor' },
    overrideAccess: true,
  })
  editorToken = (
    await payload.login({ collection: 'users', data: { username, password: 'correct horse battery staple' } as never })
  ).token!
}, 180_000)

beforeEach(() => {
  state.tags = []
  state.outsideRequest = false
})
afterEach(() => {
  delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache
})

const heroTitle = async (locale: 'en' | 'fr', draft = false) =>
  (await payload.findGlobal({ slug: 'home-page', locale, draft, depth: 0 })).hero.title

describe('page globals have drafts, as posts do', () => {
  it('the seed publishes every page global in both languages', async () => {
    for (const global of payload.config.globals.filter((g) => g.versions)) {
      const res = await apiJson(`/api/globals/${global.slug}?locale=fr&depth=0`)
      expect(res.status, global.slug).toBe(200)
      expect(res.data._status, global.slug).toBe('published')
    }
  })

  it('a French draft is seen in preview only, expires nothing, and publishing it expires the page', async () => {
    const publishedFr = await heroTitle('fr')
    const publishedEn = await heroTitle('en')
    const draftTitle = `Brouillon ${Date.now()}`

    await payload.updateGlobal({
      slug: 'home-page',
      locale: 'fr',
      draft: true,
      data: { hero: { title: draftTitle } } as never,
      ...live,
    })
    expect(state.tags).toEqual([])
    expect(await heroTitle('fr')).toBe(publishedFr) // what getGlobal reads for visitors
    expect(await heroTitle('fr', true)).toBe(draftTitle) // what the live preview reads

    // Anonymous REST never sees the draft, whatever it asks for.
    for (const query of ['', '&draft=true']) {
      const res = await apiJson(`/api/globals/home-page?locale=fr&depth=0${query}`)
      expect(res.status).toBe(200)
      expect(res.data.hero.title).toBe(publishedFr)
    }
    const versions = await apiJson('/api/globals/home-page/versions')
    expect(versions.status).toBe(403)
    // The editor does.
    const editor = await apiJson('/api/globals/home-page?locale=fr&depth=0&draft=true', {
      headers: { authorization: `JWT ${editorToken}` },
    })
    expect(editor.data.hero.title).toBe(draftTitle)

    // "Publish in French": live in French, English untouched.
    await payload.updateGlobal({
      slug: 'home-page',
      locale: 'fr',
      publishSpecificLocale: 'fr',
      data: { hero: { title: draftTitle }, _status: 'published' } as never,
      ...live,
    })
    expect(state.tags).toContain('global:home-page')
    expect(await heroTitle('fr')).toBe(draftTitle)
    expect(await heroTitle('en')).toBe(publishedEn)

    await payload.updateGlobal({
      slug: 'home-page',
      locale: 'fr',
      data: { hero: { title: publishedFr }, _status: 'published' } as never,
      context: { disableRevalidate: true },
    })
  })

  it('a scheduled publish of a page global runs from the jobs queue and expires the page without a request', async () => {
    const scheduledTitle = `Programmé ${Date.now()}`
    await payload.updateGlobal({
      slug: 'about-page',
      locale: 'fr',
      draft: true,
      data: { hero: { title: scheduledTitle } } as never,
      ...live,
    })
    const before = (await payload.findGlobal({ slug: 'about-page', locale: 'fr', depth: 0 })) as {
      hero: { title: string }
    }
    expect(before.hero.title).not.toBe(scheduledTitle)

    const expired: string[][] = []
    ;(globalThis as { __incrementalCache?: unknown }).__incrementalCache = {
      revalidateTag: async (tags: string[]) => {
        expired.push(tags)
      },
    }
    state.outsideRequest = true
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', global: 'about-page', locale: 'fr' },
      waitUntil: new Date(Date.now() - 1000),
    } as never)
    await payload.jobs.run({ queue: 'default' })
    const after = (await payload.findGlobal({ slug: 'about-page', locale: 'fr', depth: 0 })) as {
      hero: { title: string }
      _status: string
    }
    expect(after.hero.title).toBe(scheduledTitle)
    expect(after._status).toBe('published')
    expect(expired.flat()).toContain('global:about-page')
  })
})
