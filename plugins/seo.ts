import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field, Plugin } from 'payload'

import { localizedPath } from '@/i18n/locale-path'
import { cmsLabel, sharedLabel } from '@root/fields/messages'
import { absoluteUrl } from '@/lib/seo/paths'

type PostDraft = { title?: string; excerpt?: string; slug?: string; coverImage?: number | { id: number } | null }

const withLabels = (field: Field): Field => {
  if (!('name' in field)) return field
  switch (field.name) {
    case 'overview':
      return { ...field, label: cmsLabel('seo', 'overview') } as Field
    case 'title':
    case 'description':
      return { ...field, label: sharedLabel(field.name) } as Field
    case 'image':
      return {
        ...field,
        label: cmsLabel('seo', 'image'),
        admin: { ...field.admin, description: cmsLabel('seo', 'imageDescription') },
      } as Field
    case 'preview':
      return { ...field, label: cmsLabel('seo', 'preview') } as Field
    default:
      return field
  }
}

const plugin = seoPlugin({
  collections: ['posts'],
  // The plugin's fields, labelled from cms.json like the rest of the CMS (same English words).
  fields: ({ defaultFields }) => defaultFields.map(withLabels),
  uploadsCollection: 'media',
  generateTitle: ({ doc }) => (doc as PostDraft)?.title ?? '',
  generateDescription: ({ doc }) => (doc as PostDraft)?.excerpt ?? '',
  generateImage: ({ doc }) => {
    const cover = (doc as PostDraft)?.coverImage
    return (cover && typeof cover === 'object' ? cover.id : cover) ?? ''
  },
  generateURL: ({ doc, locale }) =>
    absoluteUrl(localizedPath(`/blog/${(doc as PostDraft)?.slug ?? ''}`, locale === 'fr' ? 'fr' : 'en')),
})

/**
 * Search and share fields of posts (a `meta` group: title, description, share image, each
 * localized) with the plugin's search-result preview in the editor. "Auto-generate" fills them from
 * the post itself; the post page (src/app/(site)/[locale]/blog/[slug]) falls back to the same
 * title, excerpt and cover when a field is left empty.
 *
 * The plugin names its `meta` group "SEO" in English only: the group takes cms.json's label instead.
 */
export const seo: Plugin = async (config) => {
  const withSeo = await plugin(config)
  return {
    ...withSeo,
    collections: withSeo.collections?.map((collection) =>
      collection.slug !== 'posts'
        ? collection
        : {
            ...collection,
            fields: collection.fields.map((field) =>
              field.type === 'group' && 'name' in field && field.name === 'meta'
                ? { ...field, label: cmsLabel('seo', 'meta') }
                : field,
            ),
          },
    ),
  }
}
