import type { FieldHook, TextField } from 'payload'

import { cmsRule, sharedLabel } from '@root/fields/messages'
import { isValidSlug, slugifyBlogAdmin } from '@/lib/schemas/slug'

/**
 * Fills an empty slug from the (English) title, with the blog administration page's rule so both
 * ways of creating a post agree. Not localized: a post has one URL, /blog/{slug} and /fr/blog/{slug}.
 */
const fillFromTitle =
  (source: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim()) return value.trim()
    const title = data?.[source] ?? originalDoc?.[source]
    return typeof title === 'string' ? slugifyBlogAdmin(title) : value
  }

export const slugField = (source = 'title'): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: sharedLabel('slug'),
  admin: { position: 'sidebar', description: sharedLabel('slugDescription') },
  hooks: { beforeValidate: [fillFromTitle(source)] },
  validate: cmsRule('fields', 'slugInvalid', (value) => !value || (typeof value === 'string' && isValidSlug(value))),
})
