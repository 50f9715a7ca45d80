import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/seo/site-url'
import { appPaths } from '@/lib/site/routes'

/**
 * Crawlers may index the public site only: the studio's apps, the CMS and the API are private or
 * useless in search results. (Lives at the app root: Next only serves robots.txt from there.)
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...appPaths] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
