import 'server-only'

import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { getGlobal } from '@/lib/cms'
import type { GlobalSlug } from '@/lib/cms/globals'
import { cmsPageMetadata } from '@/lib/seo/page-seo'
import type { Config, Media } from '@/payload-types'

/** What Next passes to a page (and its generateMetadata) under [locale]. */
export type LocaleProps = { params: Promise<{ locale: Locale }> }

/** The page globals with an `seo` group (fields/localized.ts `seo`). */
type SeoGlobal = { [S in GlobalSlug]: Config['globals'][S] extends { seo?: unknown } ? S : never }[GlobalSlug]

/**
 * A page's generateMetadata from its global: the editor's SEO fields, the page's `meta` messages
 * for what is empty (cmsPageMetadata), an image from the global where the page has one.
 */
export function cmsMetadata<S extends SeoGlobal>(
  slug: S,
  {
    image,
    ...opts
  }: {
    path: string
    namespace: string
    geo?: true
    image?: (page: Config['globals'][S]) => Media | number | null | undefined
  },
) {
  return async ({ params }: LocaleProps): Promise<Metadata> => {
    const { locale } = await params
    const page = await getGlobal(slug, locale)
    return cmsPageMetadata({ locale, seo: page.seo, ...opts, ...(image ? { image: image(page) } : {}) })
  }
}

/** The page's language, set for the server's translations (next-intl's static rendering). */
export async function pageLocale(params: LocaleProps['params']): Promise<Locale> {
  const { locale } = await params
  setRequestLocale(locale)
  return locale
}
