import { listPublishedPosts } from '@/lib/posts/operations'

import { publishedList } from './published'

/**
 * GET /api/blog: published posts, newest first, in `?locale=` (French falls back
 * to English field by field). Drafts never appear: Payload keeps them in the versions table and
 * the document itself says `_status: 'draft'` until the first publication.
 */
export const listBlogPosts = publishedList('/blog', listPublishedPosts)
