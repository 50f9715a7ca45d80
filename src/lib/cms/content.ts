import 'server-only'

import type { Class, FaqEntry, Post, Review, Service } from '@/payload-types'
import { cacheTags } from '@/utilities/revalidate'

import type { Locale } from '@/i18n/routing'

import { payloadClient } from './payload'
import { cmsQuery } from './query'

const media = cacheTags.collection('media')
const tag = (slug: string) => cacheTags.collection(slug)

/** All six services in catalogue order (images populated). Pages filter (e.g. home hides video). */
export const getServices = (locale: Locale): Promise<Service[]> =>
  cmsQuery(['services', locale], [tag('services'), media], async (draft) => {
    const { docs } = await (
      await payloadClient()
    ).find({ collection: 'services', locale, draft, depth: 1, sort: 'order', limit: 50, pagination: false })
    return docs
  })

export const getService = async (serviceId: string, locale: Locale): Promise<Service | null> =>
  (await getServices(locale)).find((s) => s.serviceId === serviceId) ?? null

/** The published class catalogue in order; `price` is the CAD amount a booking is charged. */
export const getClasses = (locale: Locale): Promise<Class[]> =>
  cmsQuery(['classes', locale], [tag('classes')], async (draft) => {
    const { docs } = await (
      await payloadClient()
    ).find({
      collection: 'classes',
      locale,
      draft,
      depth: 0,
      sort: 'order',
      limit: 50,
      pagination: false,
      where: { isPublished: { not_equals: false } },
    })
    return docs
  })

export const getClass = async (classId: string, locale: Locale): Promise<Class | null> =>
  (await getClasses(locale)).find((c) => c.classId === classId) ?? null

/** Published testimonials, newest first. `featured` ones are highlighted by the pages. */
export const getPublishedReviews = (locale: Locale): Promise<Review[]> =>
  cmsQuery(['reviews', locale], [tag('reviews'), media], async (draft) => {
    const { docs } = await (
      await payloadClient()
    ).find({
      collection: 'reviews',
      locale,
      draft,
      depth: 1,
      where: { isPublished: { equals: true } },
      sort: '-createdAt',
      limit: 200,
      pagination: false,
    })
    return docs
  })

/** FAQ entries grouped by the page: category order is faqCategories, then `order` within. */
export const getFaq = (locale: Locale): Promise<FaqEntry[]> =>
  cmsQuery(['faq-entries', locale], [tag('faq-entries')], async (draft) => {
    const { docs } = await (
      await payloadClient()
    ).find({ collection: 'faq-entries', locale, draft, depth: 0, sort: 'order', limit: 200, pagination: false })
    return docs
  })

export type PostSummary = Omit<Post, 'content'>

const published = { _status: { equals: 'published' } } as const

/**
 * Published posts, newest first, without their body (the blog index, the sitemap and the RSS feed).
 * In preview, drafts are listed too so an editor sees a new post in place.
 */
export const getPosts = (locale: Locale, { limit = 100 }: { limit?: number } = {}): Promise<PostSummary[]> =>
  cmsQuery(['posts', locale, String(limit)], [tag('posts'), media], async (draft) => {
    const { docs } = await (
      await payloadClient()
    ).find({
      collection: 'posts',
      locale,
      draft,
      depth: 1,
      where: draft ? {} : published,
      sort: '-publishedAt',
      limit,
      select: { content: false },
    })
    return docs as PostSummary[]
  })

/** One published post by slug (or its latest draft in preview); null when there is none. */
export const getPostBySlug = (slug: string, locale: Locale): Promise<Post | null> =>
  cmsQuery(['post', slug, locale], [tag('posts'), media], async (draft) => {
    const { docs } = await (
      await payloadClient()
    ).find({
      collection: 'posts',
      locale,
      draft,
      depth: 1,
      limit: 1,
      where: draft ? { slug: { equals: slug } } : { and: [{ slug: { equals: slug } }, published] },
    })
    return docs[0] ?? null
  })
