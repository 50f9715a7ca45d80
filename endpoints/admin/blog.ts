import { defineEndpoint, defineGet, recordId } from '@/lib/define-endpoint'
import { createPost, deletePost, listAdminPosts, updatePost } from '@/lib/posts/operations'
import { blogPostSchema } from '@/lib/schemas/blogPost'

/** The dashboard's blog calls; what they do to the posts is in src/lib/posts. */

/** GET /api/admin/blog: every post, drafts included, newest first. */
export const listPosts = defineGet.adminList('/admin/blog', listAdminPosts)

/** POST /api/admin/blog: creates a post (201); 409 when the slug is taken. */
export const createAdminPost = defineEndpoint.admin({
  path: '/admin/blog',
  method: 'post',
  maxBytes: 512 * 1024,
  handler: async ({ payload, locale, body }) => {
    return { status: 201, body: await createPost(payload, locale, blogPostSchema.parse(body)) }
  },
})

/** PUT /api/admin/blog/{id}: replaces the post's fields; isPublished false takes it off the site. */
export const updateAdminPost = defineEndpoint.admin({
  path: '/admin/blog/:id',
  method: 'put',
  maxBytes: 512 * 1024,
  handler: async ({ req, payload, locale, body }) => {
    const input = blogPostSchema.parse(body)
    return { status: 200, body: await updatePost(payload, locale, recordId(req), input) }
  },
})

/** DELETE /api/admin/blog/{id}. */
export const deleteAdminPost = defineEndpoint.admin({
  path: '/admin/blog/:id',
  method: 'delete',
  handler: async ({ req, payload, locale }) => {
    const id = await deletePost(payload, locale, recordId(req))
    return { status: 200, body: { success: true, id } }
  },
})

export const blogEndpoints = [listPosts, createAdminPost, updateAdminPost, deleteAdminPost]
