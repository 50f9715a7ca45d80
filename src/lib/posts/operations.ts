import {
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  editorConfigFactory,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import type { Post } from '@root/payload-types'
import type { Locale } from '@/i18n/routing'
import { authMessage } from '@/lib/auth/messages'
import { HttpError } from '@/lib/http/errors'
import { mediaUrl } from '@/lib/media/url'
import { paginationHeaders, readListQuery, searchWhere, type ListCall } from '@/lib/records/list'
import type { BlogPost } from '@/lib/schemas/blogPost'
import { adminPostShape, publicPost, type AdminPost } from './shape'
import { incrementViews } from './store'

/**
 * The blog's posts, as the public blog call and the dashboard's blog calls read and
 * write them in the `posts` collection the CMS edits. The dashboard writes Markdown; the collection
 * stores Lexical, so content is converted both ways with the site's own editor config (what the
 * CMS and the blog pages render). The dashboard is English-only, so it reads and writes the English
 * locale; French falls back to it until a translator fills it in /cms. Writes go through the Local
 * API, so the collection's hooks revalidate the blog pages in both languages.
 */

const editorConfigs = new WeakMap<Payload, Promise<SanitizedServerEditorConfig>>()

function editorConfig(payload: Payload): Promise<SanitizedServerEditorConfig> {
  let config = editorConfigs.get(payload)
  if (!config) {
    config = editorConfigFactory.default({ config: payload.config })
    editorConfigs.set(payload, config)
  }
  return config
}

export async function markdownToLexical(payload: Payload, markdown: string): Promise<Post['content']> {
  return convertMarkdownToLexical({ editorConfig: await editorConfig(payload), markdown }) as unknown as Post['content']
}

export async function lexicalToMarkdown(
  payload: Payload,
  content: Post['content'] | null | undefined,
): Promise<string> {
  if (!content?.root) return ''
  try {
    return convertLexicalToMarkdown({ data: content as never, editorConfig: await editorConfig(payload) })
  } catch (error) {
    // A node the Markdown transformers do not know (e.g. an upload added in /cms): the post still
    // lists, with its text left for /cms to edit.
    payload.logger.warn({ msg: `Post content not convertible to Markdown: ${(error as Error).message}` })
    return ''
  }
}

export async function adminPost(payload: Payload, post: Post): Promise<AdminPost> {
  return adminPostShape(post, await lexicalToMarkdown(payload, post.content))
}

/** Published posts, newest first, in `locale` (French falls back to English field by field). */
export async function listPublishedPosts(payload: Payload, locale: Locale) {
  const found = await payload.find({
    collection: 'posts',
    where: { _status: { equals: 'published' } },
    sort: '-publishedAt',
    locale,
    draft: false,
    depth: 1,
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.map(publicPost)
}

/** Every post, drafts included, newest first; the page as JSON with the list headers. */
export async function listAdminPosts(call: ListCall) {
  const query = readListQuery(call.req, 100)
  const found = await call.payload.find({
    collection: 'posts',
    where: searchWhere(query.q, ['title', 'slug', 'excerpt']),
    sort: '-createdAt',
    locale: 'en',
    depth: 1,
    page: query.page,
    limit: query.limit,
    overrideAccess: true,
  })
  const body = await Promise.all(found.docs.map((post) => adminPost(call.payload, post)))
  return { status: 200, body, headers: paginationHeaders(found) }
}

async function findPost(payload: Payload, id: number | undefined): Promise<Post | undefined> {
  if (!id) return undefined
  const found = await payload.find({
    collection: 'posts',
    where: { id: { equals: id } },
    locale: 'en',
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs[0]
}

/** 409 when another post has the slug (also enforced by the unique index, for races). */
async function assertSlugFree(payload: Payload, locale: Locale, slug: string, exceptId?: number) {
  const found = await payload.find({
    collection: 'posts',
    where: exceptId
      ? { and: [{ slug: { equals: slug } }, { id: { not_equals: exceptId } }] }
      : { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (found.docs.length) {
    const message = authMessage('slugTaken', locale)
    throw new HttpError(409, 'SLUG_TAKEN', message, { extra: { fieldErrors: { slug: message } } })
  }
}

/**
 * The stored cover: an unchanged URL of the uploaded image keeps the upload; any other URL
 * replaces it (the site shows the upload first, so it must go); none clears both.
 */
function coverFields(input: BlogPost, existing?: Post) {
  if (existing && input.coverImage && input.coverImage === mediaUrl(existing.coverImage)) return {}
  return { coverImage: null, coverImageUrl: input.coverImage ?? null }
}

async function postData(payload: Payload, input: BlogPost, existing?: Post) {
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt ?? null,
    content: await markdownToLexical(payload, input.content),
    ...coverFields(input, existing),
    _status: input.isPublished ? ('published' as const) : ('draft' as const),
  }
}

const notFound = (locale: Locale) => new HttpError(404, 'NOT_FOUND', authMessage('notFound', locale))

/** Stores `input` as a new post, or over `existing`; 409 when another post has the slug. */
async function writePost(payload: Payload, locale: Locale, input: BlogPost, existing?: Post): Promise<AdminPost> {
  await assertSlugFree(payload, locale, input.slug, existing?.id)
  // draft: false with an explicit _status: a draft is a saved document that the site does not
  // show, and publishing writes the live version, as the CMS's buttons do.
  const write = {
    locale: 'en' as const,
    data: await postData(payload, input, existing),
    draft: false,
    depth: 1,
    overrideAccess: true,
  }
  const saved = existing
    ? await payload.update({ collection: 'posts', id: existing.id, ...write })
    : await payload.create({ collection: 'posts', ...write })
  return adminPost(payload, saved)
}

export function createPost(payload: Payload, locale: Locale, input: BlogPost): Promise<AdminPost> {
  return writePost(payload, locale, input)
}

/** Replaces the fields of post `id` (404 when there is none); isPublished false takes it off the site. */
export async function updatePost(
  payload: Payload,
  locale: Locale,
  id: number | undefined,
  input: BlogPost,
): Promise<AdminPost> {
  const existing = await findPost(payload, id)
  if (!existing) throw notFound(locale)
  return writePost(payload, locale, input, existing)
}

/** Deletes post `id`; 404 when there is none. */
export async function deletePost(payload: Payload, locale: Locale, id: number | undefined): Promise<number> {
  const existing = await findPost(payload, id)
  if (!existing) throw notFound(locale)
  await payload.delete({ collection: 'posts', id: existing.id, overrideAccess: true })
  return existing.id
}

/** Counts a view of a published post; false when no published post has the slug (store.ts). */
export function countPostView(payload: Payload, slug: string): Promise<boolean> {
  return incrementViews(payload, slug)
}
