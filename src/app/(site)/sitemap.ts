import type { MetadataRoute } from 'next'

import { getPosts } from '@/lib/cms'
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/seo/paths'
import { locales } from '@/i18n/routing'
import { portfolioServices, servicePath, sitemapPaths } from '@/lib/site/routes'

// Built per request from the cached loaders: always current, and the build needs no database.
export const dynamic = 'force-dynamic'

/**
 * Every public page in both languages, each entry with its hreflang alternates. Read through the
 * cached loaders, so a published post expires the sitemap too.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const posts = await getPosts('en', { limit: 1000 }).catch(() => [])
  const entries: { path: string; lastModified?: string }[] = [
    ...sitemapPaths.map((path) => ({ path })),
    // Every service page, those whose menu entry leads to another site included: the page exists.
    ...portfolioServices.map((id) => ({ path: servicePath(id) })),
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
