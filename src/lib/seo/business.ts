import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { getSiteSettings } from '@/lib/cms'

import { localBusinessJsonLd } from './json-ld'

/** The studio as structured data, with its 4.9 rating, from the site settings (home, about, portfolio). */
export async function studioJsonLd(locale: Locale, image?: string | null) {
  const [settings, t] = await Promise.all([getSiteSettings(locale), getTranslations({ locale, namespace: 'meta' })])
  return localBusinessJsonLd({
    name: settings.studioName,
    description: settings.tagline || t('defaultDescription'),
    locale,
    phone: settings.phone,
    email: settings.email,
    image: image ?? '/images/og-default.jpg',
    sameAs: settings.socials?.map((s) => s.url),
    servingArea: settings.servingArea,
    rating: settings.stats?.rating ?? 4.9,
    reviewCount: settings.stats?.reviewCount,
  })
}
