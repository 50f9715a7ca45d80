import type { Post } from '../../payload-types'
import { publicEndpoint } from '../../src/lib/http'
import { mediaUrl } from './testimonials'

/**
 * GET /api/blog (seed 000 §7): published posts, newest first, in `?locale=` (French falls back
 * to English field by field). Drafts never appear: Payload keeps them in the versions table and
 * the document itself says `_status: 'draft'` until the first publication.
 */
export const listBlogPosts = publicEndpoint({
  path: '/blog',
  method: 'get',
  handler: async ({ payload, locale }) => {
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
    const body = found.docs.map((post: Post) => ({
      id: post.id,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt ?? null,
      coverImage: mediaUrl(post.coverImage) ?? (post.coverImageUrl || null),
      publishedAt: post.publishedAt ?? null,
      isPublished: true,
    }))
    return { status: 200, body, headers: { 'Cache-Control': 'public, max-age=60' } }
  },
})
