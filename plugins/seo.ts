import { seoPlugin } from '@payloadcms/plugin-seo'

import { localizedPath } from '@/components/site/locale-path'
import { absoluteUrl } from '@/lib/seo/paths'

type PostDraft = { title?: string; excerpt?: string; slug?: string; coverImage?: number | { id: number } | null }

/**
 * Search and share fields of posts (a `meta` group: title, description, share image, each
 * localized) with the plugin's search-result preview in the editor. "Auto-generate" fills them from
 * the post itself; the post page (src/app/(site)/[locale]/blog/[slug]) falls back to the same
 * title, excerpt and cover when a field is left empty.
 */
export const seo = seoPlugin({
  collections: ['posts'],
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
