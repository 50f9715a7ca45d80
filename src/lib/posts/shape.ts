import type { Post } from '@root/payload-types'

import { mediaUrl } from '@/lib/media/url'

/** The cover a post shows: the uploaded image first, else the URL typed in the dashboard. */
export function coverImageOf(post: Post): string | null {
  return mediaUrl(post.coverImage) ?? (post.coverImageUrl || null)
}

/** A published post as GET /api/blog lists it. */
export function publicPost(post: Post) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? null,
    coverImage: coverImageOf(post),
    publishedAt: post.publishedAt ?? null,
    isPublished: true,
  }
}

/** A post as the dashboard sees it: Markdown content (converted by the caller), one cover URL, isPublished. */
export function adminPostShape(post: Post, markdown: string) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? null,
    content: markdown,
    coverImage: coverImageOf(post),
    isPublished: post._status === 'published',
    publishedAt: post.publishedAt ?? null,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  }
}

/** A post as GET /api/admin/blog lists it. */
export type AdminPost = ReturnType<typeof adminPostShape>
