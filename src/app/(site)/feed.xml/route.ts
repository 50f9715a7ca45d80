import { rssFeed } from '@/lib/seo/rss'

/**
 * /feed.xml, the English feed. The proxy passes paths with an extension straight through, so
 * English (unprefixed) needs its own route; /fr/feed.xml is served by [locale]/feed.xml.
 */
// Rendered per request from the cached loaders (tags expire with each post), so the build never
// needs the database.
export const dynamic = 'force-dynamic'

export function GET() {
  return rssFeed('en')
}
