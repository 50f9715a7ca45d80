import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { getSiteSettings } from '@/lib/cms'
import type { Media } from '@root/payload-types'

import { pageMetadata, type PageSeo, type SeoImage } from './metadata'

type CmsSeo = { title?: string | null; description?: string | null; keywords?: string | null } | null | undefined

/** Social preview image from a CMS upload: the 1600 px rendition, else the original. */
export function seoImage(media: Media | number | null | undefined): SeoImage | null {
  if (!media || typeof media === 'number') return null
  const hero = media.sizes?.hero
  if (hero?.url) return { url: hero.url, width: hero.width, height: hero.height, alt: media.alt }
  if (media.url) return { url: media.url, width: media.width, height: media.height, alt: media.alt }
  return null
}

/**
 * Metadata of a page whose global has an `seo` group: the editor's title/description/keywords win,
 * the page's UI messages (`<namespace>.meta.title/description`) fill what is empty.
 */
export async function cmsPageMetadata(
  opts: Omit<PageSeo, 'title' | 'description' | 'siteName' | 'keywords' | 'image'> & {
    seo: CmsSeo
    namespace: string
    image?: Media | number | null
  },
): Promise<Metadata> {
  const { seo, namespace, image, ...rest } = opts
  const [t, settings] = await Promise.all([
    getTranslations({ locale: opts.locale, namespace: `${namespace}.meta` }),
    getSiteSettings(opts.locale as Locale),
  ])
  const keywords = seo?.keywords
    ?.split(',')
    .map((k) => k.trim())
    .filter(Boolean)
  return pageMetadata({
    ...rest,
    title: seo?.title || t('title'),
    description: seo?.description || t('description'),
    siteName: settings.studioName,
    keywords,
    image: seoImage(image),
  })
}
