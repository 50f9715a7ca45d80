import {
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  editorConfigFactory,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import type { Post } from '../../payload-types'
import { authMessage } from '../../src/lib/auth/messages'
import { HttpError } from '../../src/lib/http'
import { blogPostSchema, type BlogPost } from '../../src/lib/schemas/blogPost'
import { mediaUrl } from '../public/testimonials'
import { paginationHeaders, readListQuery, searchWhere } from './list'
import { adminEndpoint, recordId, type AdminContext } from './wrap'

/**
 * The dashboard's blog calls (seed 001 §7) on the same `posts` collection the CMS edits. The
 * dashboard writes Markdown; the collection stores Lexical, so content is converted both ways with
 * the site's own editor config (what the CMS and the blog pages render). The dashboard is
 * English-only, so it reads and writes the English locale; French falls back to it until a
 * translator fills it in /cms. Writes go through the Local API, so the collection's hooks
 * revalidate the blog pages in both languages.
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

export async function lexicalToMarkdown(payload: Payload, content: Post['content'] | null | undefined): Promise<string> {
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

/** A post as the dashboard sees it: Markdown content, one cover image URL, isPublished. */
export async function adminPost(payload: Payload, post: Post) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? null,
    content: await lexicalToMarkdown(payload, post.content),
    coverImage: mediaUrl(post.coverImage) ?? (post.coverImageUrl || null),
    isPublished: post._status === 'published',
    publishedAt: post.publishedAt ?? null,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  }
}

async function findPost(ctx: AdminContext, id: number | undefined): Promise<Post | undefined> {
  if (!id) return undefined
  const found = await ctx.payload.find({
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
async function assertSlugFree(ctx: AdminContext, slug: string, exceptId?: number) {
  const found = await ctx.payload.find({
    collection: 'posts',
    where: exceptId ? { and: [{ slug: { equals: slug } }, { id: { not_equals: exceptId } }] } : { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (found.docs.length) {
    const message = authMessage('slugTaken', ctx.locale)
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

async function postData(ctx: AdminContext, input: BlogPost, existing?: Post) {
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt ?? null,
    content: await markdownToLexical(ctx.payload, input.content),
    ...coverFields(input, existing),
    _status: input.isPublished ? ('published' as const) : ('draft' as const),
  }
}

/** GET /api/admin/blog: every post, drafts included, newest first. */
export const listAdminPosts = adminEndpoint({
  path: '/admin/blog',
  method: 'get',
  handler: async (ctx) => {
    const query = readListQuery(ctx, 100)
    const found = await ctx.payload.find({
      collection: 'posts',
      where: searchWhere(query.q, ['title', 'slug', 'excerpt']),
      sort: '-createdAt',
      locale: 'en',
      depth: 1,
      page: query.page,
      limit: query.limit,
      overrideAccess: true,
    })
    const body = await Promise.all(found.docs.map((post) => adminPost(ctx.payload, post)))
    return { status: 200, body, headers: paginationHeaders(found) }
  },
})

/** POST /api/admin/blog: creates a post (201); 409 when the slug is taken. */
export const createAdminPost = adminEndpoint({
  path: '/admin/blog',
  method: 'post',
  maxBytes: 512 * 1024,
  handler: async (ctx) => {
    const input = blogPostSchema.parse(ctx.body)
    await assertSlugFree(ctx, input.slug)
    // draft: false with an explicit _status: a draft is a saved document that the site does not
    // show, and publishing writes the live version, as the CMS's buttons do.
    const created = await ctx.payload.create({
      collection: 'posts',
      locale: 'en',
      data: await postData(ctx, input),
      draft: false,
      depth: 1,
      overrideAccess: true,
    })
    return { status: 201, body: await adminPost(ctx.payload, created) }
  },
})

/** PUT /api/admin/blog/{id}: replaces the post's fields; isPublished false takes it off the site. */
export const updateAdminPost = adminEndpoint({
  path: '/admin/blog/:id',
  method: 'put',
  maxBytes: 512 * 1024,
  handler: async (ctx) => {
    const input = blogPostSchema.parse(ctx.body)
    const existing = await findPost(ctx, recordId(ctx))
    if (!existing) throw new HttpError(404, 'NOT_FOUND', authMessage('notFound', ctx.locale))
    await assertSlugFree(ctx, input.slug, existing.id)
    const updated = await ctx.payload.update({
      collection: 'posts',
      id: existing.id,
      locale: 'en',
      data: await postData(ctx, input, existing),
      draft: false,
      depth: 1,
      overrideAccess: true,
    })
    return { status: 200, body: await adminPost(ctx.payload, updated) }
  },
})

/** DELETE /api/admin/blog/{id}. */
export const deleteAdminPost = adminEndpoint({
  path: '/admin/blog/:id',
  method: 'delete',
  handler: async (ctx) => {
    const existing = await findPost(ctx, recordId(ctx))
    if (!existing) throw new HttpError(404, 'NOT_FOUND', authMessage('notFound', ctx.locale))
    await ctx.payload.delete({ collection: 'posts', id: existing.id, overrideAccess: true })
    return { status: 200, body: { success: true, id: existing.id } }
  },
})

export const blogEndpoints = [listAdminPosts, createAdminPost, updateAdminPost, deleteAdminPost]

/** A post as GET /api/admin/blog lists it. */
export type AdminPost = Awaited<ReturnType<typeof adminPost>>
