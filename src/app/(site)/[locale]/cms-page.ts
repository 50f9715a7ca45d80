import 'server-only'

import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { getGlobal, getSiteSettings } from '@/lib/cms'
import { cmsPageMetadata } from '@/lib/seo/page-seo'
import { globalPaths, type PageGlobal } from '@/lib/site/routes'
import type { Config, Media, SiteSetting } from '@root/payload-types'

/** What Next passes to a page (and its generateMetadata) under [locale]. */
export type LocaleProps = { params: Promise<{ locale: Locale }> }

/**
 * The namespace of each page's UI messages (src/i18n/messages): its fallbacks for empty CMS fields,
 * `meta.title` and `meta.description` included.
 */
const namespaces = {
  'home-page': 'home',
  'about-page': 'about',
  'portfolio-page': 'portfolio',
  'pricing-page': 'pricing',
  'vip-page': 'vip',
  'classes-page': 'classes',
  'reviews-page': 'reviews',
  'faq-page': 'faq',
  'policies-page': 'policies',
  'privacy-page': 'privacyPolicy',
  'blog-page': 'blog',
  'contact-page': 'contact',
} as const satisfies Partial<Record<PageGlobal, string>>

/** The page globals a page reads with pageData and cmsMetadata. */
type CmsPage = keyof typeof namespaces

/**
 * A page's generateMetadata from its global: the editor's SEO fields, the page's `meta` messages
 * for what is empty (cmsPageMetadata), at the page's address (src/lib/site/routes.ts), with an
 * image from the global where the page has one.
 */
export function cmsMetadata<S extends CmsPage>(
  slug: S,
  { image, geo }: { geo?: true; image?: (page: Config['globals'][S]) => Media | number | null | undefined } = {},
) {
  return async ({ params }: LocaleProps): Promise<Metadata> => {
    const { locale } = await params
    const page = await getGlobal(slug, locale)
    return cmsPageMetadata({
      locale,
      path: globalPaths[slug]!,
      seo: page.seo,
      namespace: namespaces[slug],
      ...(image ? { image: image(page) } : {}),
      ...(geo ? { geo } : {}),
    })
  }
}

/** The page's language, set for the server's translations (next-intl's static rendering). */
export async function pageLocale(params: LocaleProps['params']): Promise<Locale> {
  const { locale } = await params
  setRequestLocale(locale)
  return locale
}

/** Something else a page reads in its language (getServices, getPosts…). */
type Loader = (locale: Locale) => Promise<unknown>
type Loaded<L extends readonly Loader[]> = { -readonly [K in keyof L]: Awaited<ReturnType<L[K]>> }

/**
 * What a page of CMS copy reads, in one round trip: its global, its UI messages, the site settings
 * (which the layout reads for every page anyway, so they come from the same cache), then whatever
 * else it shows (getServices, getPosts…), in the order of `loaders`.
 */
export async function pageData<S extends CmsPage, const L extends readonly Loader[]>(
  locale: Locale,
  slug: S,
  ...loaders: L
) {
  const [page, t, settings, ...data] = await Promise.all([
    getGlobal(slug, locale),
    getTranslations({ locale, namespace: namespaces[slug] }),
    getSiteSettings(locale),
    ...loaders.map((load) => load(locale)),
  ])
  return [page as Config['globals'][S], t, settings as SiteSetting, ...(data as Loaded<L>)] as const
}

/** The `ui` messages (shared labels such as "opens in a new tab"), as a loader of pageData. */
export const uiLabels = (locale: Locale) => getTranslations({ locale, namespace: 'ui' })
