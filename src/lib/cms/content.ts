import 'server-only'

import type { CollectionSlug, DataFromCollectionSlug, FindOptions, Where } from 'payload'

import type { Class, FaqEntry, Post, Review, Service } from '@root/payload-types'
import { cacheTags } from '@root/utilities/revalidate'

import type { Locale } from '@/i18n/routing'

import { payloadClient } from './payload'
import { cmsQuery } from './query'

const media = cacheTags.collection('media')
const tag = (slug: string) => cacheTags.collection(slug)

type Read<S extends CollectionSlug> = Omit<FindOptions<S, never>, 'draft' | 'select'> & { select?: object }

/**
 * One Local API read through cmsQuery: the drafts in preview, the cached published documents
 * otherwise. `options` may depend on which (a post's `where`); `keep` is what is cached of the
 * documents (all of them, or the one a page shows).
 */
function cmsRead<S extends CollectionSlug, T = DataFromCollectionSlug<S>[]>(
  key: string[],
  tags: string[],
  options: (draft: boolean) => Read<S>,
  keep: (docs: DataFromCollectionSlug<S>[]) => T = (docs) => docs as T,
): Promise<T> {
  return cmsQuery(key, tags, async (draft) => {
    const find = (await payloadClient()).find as (o: object) => Promise<{ docs: DataFromCollectionSlug<S>[] }>
    return keep((await find({ ...options(draft), draft })).docs)
  })
}

/**
 * A collection the pages show whole (up to `limit`), cached under its slug and locale with its own
 * tag and `also` (media, when its images are populated).
 */
const cmsList = <S extends CollectionSlug>(
  collection: S,
  locale: Locale,
  also: string[],
  options: Pick<Read<S>, 'depth' | 'sort' | 'limit' | 'where'>,
) =>
  cmsRead([collection, locale], [tag(collection), ...also], () => ({
    collection,
    locale,
    pagination: false,
    ...options,
  }))

/** All six services in catalogue order (images populated). Pages filter (e.g. home hides video). */
export const getServices = (locale: Locale): Promise<Service[]> =>
  cmsList('services', locale, [media], { depth: 1, sort: 'order', limit: 50 })

export const getService = async (serviceId: string, locale: Locale): Promise<Service | null> =>
  (await getServices(locale)).find((s) => s.serviceId === serviceId) ?? null

/** The published class catalogue in order; `price` is the CAD amount a booking is charged. */
export const getClasses = (locale: Locale): Promise<Class[]> =>
  cmsList('classes', locale, [], { depth: 0, sort: 'order', limit: 50, where: { isPublished: { not_equals: false } } })

export const getClass = async (classId: string, locale: Locale): Promise<Class | null> =>
  (await getClasses(locale)).find((c) => c.classId === classId) ?? null

/** Published testimonials, newest first. `featured` ones are highlighted by the pages. */
export const getPublishedReviews = (locale: Locale): Promise<Review[]> =>
  cmsList('reviews', locale, [media], {
    depth: 1,
    where: { isPublished: { equals: true } },
    sort: '-createdAt',
    limit: 200,
  })

/** FAQ entries grouped by the page: category order is faqCategories, then `order` within. */
export const getFaq = (locale: Locale): Promise<FaqEntry[]> =>
  cmsList('faq-entries', locale, [], { depth: 0, sort: 'order', limit: 200 })

export type PostSummary = Omit<Post, 'content'>

const published = { _status: { equals: 'published' } } as const

/**
 * Published posts, newest first, without their body (the blog index, the sitemap and the RSS feed).
 * In preview, drafts are listed too so an editor sees a new post in place.
 */
export const getPosts = (locale: Locale, { limit = 100 }: { limit?: number } = {}): Promise<PostSummary[]> =>
  cmsRead(['posts', locale, String(limit)], [tag('posts'), media], (draft) => ({
    collection: 'posts',
    locale,
    depth: 1,
    where: draft ? {} : published,
    sort: '-publishedAt',
    limit,
    select: { content: false },
  }))

/** One published post by slug (or its latest draft in preview); null when there is none. */
export const getPostBySlug = (slug: string, locale: Locale): Promise<Post | null> => {
  const bySlug: Where = { slug: { equals: slug } }
  return cmsRead(
    ['post', slug, locale],
    [tag('posts'), media],
    (draft) => ({
      collection: 'posts',
      locale,
      depth: 1,
      limit: 1,
      where: draft ? bySlug : { and: [bySlug, published] },
    }),
    (docs) => docs[0] ?? null,
  )
}
