import { z } from 'zod'
import { requiredText } from './common'
import { V } from './messages'
import { SLUG_PATTERN } from './slug'

const httpUrl = z.url({ protocol: /^https?$/ })

/**
 * A cover image is an absolute http(s) URL or a path on this site ("/api/media/file/x.jpg", where
 * Payload serves uploads). Other schemes are refused: the value ends up in an <img src>, and
 * "javascript:" or "data:" there is at best broken and at worst an injection.
 */
export function isCoverImageUrl(value: string): boolean {
  // "//host/x" is protocol-relative, i.e. another site, so a site path must not start with it.
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value)
  return httpUrl.safeParse(value).success
}

/**
 * POST /api/admin/blog and PUT /api/admin/blog/{id}, used by both the dashboard form and the blog
 * administration page.
 */
export const blogPostSchema = z.object({
  title: requiredText(V.titleRequired, 200, V.titleTooLong),
  slug: z
    .string({ error: V.slugRequired })
    .trim()
    .min(1, V.slugRequired)
    .max(200, V.slugTooLong)
    .regex(SLUG_PATTERN, V.slugInvalid),
  // Not trimmed: leading indentation is meaningful in Markdown (code blocks). Only a body of
  // nothing but whitespace counts as empty.
  content: z.string({ error: V.contentRequired }).refine((value) => value.trim() !== '', { error: V.contentRequired }),
  excerpt: z
    .string({ error: V.invalidValue })
    .trim()
    .max(500, V.excerptTooLong)
    .nullish()
    .transform((value) => (value ? value : undefined)),
  // '' is how the form says "no cover image".
  coverImage: z
    .string({ error: V.urlInvalid })
    .trim()
    .nullish()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isCoverImageUrl(value), { error: V.urlInvalid }),
  isPublished: z.boolean({ error: V.invalidValue }).default(false),
})

export type BlogPostInput = z.input<typeof blogPostSchema>
export type BlogPost = z.output<typeof blogPostSchema>
