import type { Metadata } from 'next'

import type { Locale } from '@/i18n/routing'

import { absoluteUrl, languageAlternates, localizedPath, ogLocale } from './paths'

export type SeoImage = { url: string; width?: number | null; height?: number | null; alt?: string | null }

/** Shown when a page has no image of its own; generated into public/ (see scripts in this folder). */
export const defaultSeoImage: SeoImage = { url: '/images/og-default.jpg', width: 1200, height: 630 }

export type PageSeo = {
  locale: Locale
  /** The English path of the page ('/', '/about', '/blog/my-post'). */
  path: string
  title: string
  description: string
  siteName: string
  image?: SeoImage | null
  keywords?: string[]
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
  /** Title used as is, without the layout's " · Studio" template. */
  absoluteTitle?: boolean
  /** Adds the location tags (geo.region, geo.placename, ICBM) of the studio, for local search. */
  geo?: boolean
  /** Canonical path when this URL duplicates another page (e.g. /photography-classes → /classes). */
  canonicalPath?: string
}

/** Montreal: where the studio is, for local search. */
export const studioGeo = { region: 'CA-QC', placename: 'Montréal', latitude: 45.5017, longitude: -73.5673 }

const geoTags = {
  'geo.region': studioGeo.region,
  'geo.placename': studioGeo.placename,
  'geo.position': `${studioGeo.latitude};${studioGeo.longitude}`,
  ICBM: `${studioGeo.latitude}, ${studioGeo.longitude}`,
}

/**
 * Title, description, canonical, hreflang alternates (en, fr, x-default), Open Graph and Twitter
 * card for one page. Every public page goes through here so none of them forgets a tag.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const canonicalPath = seo.canonicalPath ?? seo.path
  const url = absoluteUrl(localizedPath(canonicalPath, seo.locale))
  const image = seo.image ?? defaultSeoImage
  const images = [
    {
      url: image.url.startsWith('http') ? image.url : absoluteUrl(image.url),
      ...(image.width ? { width: image.width } : {}),
      ...(image.height ? { height: image.height } : {}),
      alt: image.alt || seo.title,
    },
  ]
  const other = seo.locale === 'en' ? 'fr' : 'en'

  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    ...(seo.keywords?.length ? { keywords: seo.keywords } : {}),
    alternates: { canonical: url, languages: languageAlternates(canonicalPath) },
    openGraph: {
      type: seo.type ?? 'website',
      url,
      title: seo.title,
      description: seo.description,
      siteName: seo.siteName,
      locale: ogLocale[seo.locale],
      alternateLocale: [ogLocale[other]],
      images,
      ...(seo.type === 'article'
        ? { publishedTime: seo.publishedTime ?? undefined, modifiedTime: seo.modifiedTime ?? undefined }
        : {}),
    },
    ...(seo.geo ? { other: geoTags } : {}),
    twitter: {
      card: 'summary_large_image',
      title: seo.title,
      description: seo.description,
      images: images.map((i) => i.url),
    },
  }
}
