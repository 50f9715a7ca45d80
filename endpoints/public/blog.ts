import { defineEndpoint } from '@/lib/endpoint'
import { listPublishedPosts } from '@/lib/posts/operations'

/**
 * GET /api/blog (seed 000 §7): published posts, newest first, in `?locale=` (French falls back
 * to English field by field). Drafts never appear: Payload keeps them in the versions table and
 * the document itself says `_status: 'draft'` until the first publication.
 */
export const listBlogPosts = defineEndpoint.public({
  path: '/blog',
  method: 'get',
  handler: async ({ payload, locale }) => {
    const body = await listPublishedPosts(payload, locale)
    return { status: 200, body, headers: { 'Cache-Control': 'public, max-age=60' } }
  },
})
