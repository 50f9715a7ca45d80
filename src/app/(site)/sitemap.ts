import type { MetadataRoute } from 'next'

import { getPosts, serviceIds } from '@/lib/cms'
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/seo/paths'
import { locales } from '@/i18n/routing'

// Built per request from the cached loaders: always current, and the build needs no database.
export const dynamic = 'force-dynamic'

/** Pages with a canonical address of their own (not /photography-classes, not the boudoir waypoint). */
const staticPaths = ['/', '/about', '/portfolio', '/pricing', '/viptreatment', '/classes', '/reviews', '/faq', '/policies', '/blog', '/contact']

/**
 * Every public page in both languages, each entry with its hreflang alternates. Read through the
 * cached loaders, so a published post expires the sitemap too.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const posts = await getPosts('en', { limit: 1000 }).catch(() => [])
  const entries: { path: string; lastModified?: string }[] = [
    ...staticPaths.map((path) => ({ path })),
    ...serviceIds.map((id) => ({ path: `/services/${id}` })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastModified: p.updatedAt })),
  ]
  return entries.flatMap(({ path, lastModified }) =>
    locales.map((locale) => ({
      url: absoluteUrl(localizedPath(path, locale)),
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages: languageAlternates(path) },
    })),
  )
}
