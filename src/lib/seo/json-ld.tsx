import type { Locale } from '@/i18n/routing'

import { studioGeo } from './metadata'
import { absoluteUrl, localizedPath } from './paths'
import { languageTag } from '@/i18n/language-tag'

type Thing = Record<string, unknown>

/** Renders structured data; `<` is escaped so content can never close the script element. */
export function JsonLd({ data }: { data: Thing | Thing[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}

export type BusinessFacts = {
  name: string
  description: string
  locale: Locale
  phone?: string | null
  email?: string | null
  image?: string | null
  sameAs?: string[]
  servingArea?: string | null
  rating?: number | null
  reviewCount?: number | null
}

const toAbsolute = (url: string) => (url.startsWith('http') ? url : absoluteUrl(url))

/** LocalBusiness with the studio's aggregate rating (4.9) for home, about and portfolio. */
export function localBusinessJsonLd(f: BusinessFacts): Thing {
  const url = absoluteUrl(localizedPath('/', f.locale))
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl('/')}#business`,
    name: f.name,
    description: f.description,
    url,
    inLanguage: languageTag(f.locale),
    ...(f.phone ? { telephone: f.phone } : {}),
    ...(f.email ? { email: f.email } : {}),
    ...(f.image ? { image: toAbsolute(f.image) } : {}),
    priceRange: '$$',
    address: { '@type': 'PostalAddress', addressLocality: 'Montréal', addressRegion: 'QC', addressCountry: 'CA' },
    geo: { '@type': 'GeoCoordinates', latitude: studioGeo.latitude, longitude: studioGeo.longitude },
    ...(f.servingArea ? { areaServed: f.servingArea } : {}),
    ...(f.sameAs?.length ? { sameAs: f.sameAs } : {}),
    ...(f.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: f.rating,
            bestRating: 5,
            worstRating: 1,
            ...(f.reviewCount ? { reviewCount: f.reviewCount } : {}),
          },
        }
      : {}),
  }
}

export type PostFacts = {
  title: string
  description?: string | null
  slug: string
  locale: Locale
  image?: string | null
  publishedAt?: string | null
  updatedAt?: string | null
  publisher: string
}

export function blogPostingJsonLd(p: PostFacts): Thing {
  const url = absoluteUrl(localizedPath(`/blog/${p.slug}`, p.locale))
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: p.title,
    ...(p.description ? { description: p.description } : {}),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: languageTag(p.locale),
    ...(p.image ? { image: [toAbsolute(p.image)] } : {}),
    ...(p.publishedAt ? { datePublished: p.publishedAt } : {}),
    ...(p.updatedAt ? { dateModified: p.updatedAt } : {}),
    author: { '@type': 'Organization', name: p.publisher },
    publisher: { '@type': 'Organization', name: p.publisher, '@id': `${absoluteUrl('/')}#business` },
  }
}
