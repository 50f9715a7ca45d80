import { rssFeed } from '@/lib/seo/rss'

// Rendered per request from the cached loaders (tags expire with each post), so the build never
// needs the database.
export const dynamic = 'force-dynamic'

/** /fr/feed.xml. English lives at /feed.xml only (as every English page is unprefixed). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (locale !== 'fr') return new Response('Not Found', { status: 404 })
  return rssFeed('fr')
}
