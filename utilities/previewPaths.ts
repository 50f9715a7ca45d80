/**
 * Where each collection document and page global is shown on the public site, for the CMS's live
 * preview. Paths are unprefixed; the French one gets /fr (src/i18n/routing: en unprefixed).
 */
type Doc = Record<string, unknown> | undefined

const globalPaths: Record<string, string> = {
  'site-settings': '/',
  'home-page': '/',
  'about-page': '/about',
  'portfolio-page': '/portfolio',
  'pricing-page': '/pricing',
  'vip-page': '/viptreatment',
  'classes-page': '/classes',
  'reviews-page': '/reviews',
  'faq-page': '/faq',
  'policies-page': '/policies',
  'blog-page': '/blog',
  'contact-page': '/contact',
}

const collectionPaths: Record<string, (doc: Doc) => string> = {
  posts: (doc) => (typeof doc?.slug === 'string' && doc.slug ? `/blog/${doc.slug}` : '/blog'),
  services: (doc) => (typeof doc?.serviceId === 'string' && doc.serviceId !== 'family' ? `/services/${doc.serviceId}` : '/portfolio'),
  classes: () => '/classes',
  reviews: () => '/reviews',
  'faq-entries': () => '/faq',
}

export const previewCollections = Object.keys(collectionPaths)
export const previewGlobals = Object.keys(globalPaths)

export function publicPath({ collection, global, doc }: { collection?: string; global?: string; doc?: Doc }): string {
  if (global) return globalPaths[global] ?? '/'
  if (collection) return collectionPaths[collection]?.(doc) ?? '/'
  return '/'
}

export function localizedPath(path: string, locale: string | undefined) {
  if (locale !== 'fr') return path
  return path === '/' ? '/fr' : `/fr${path}`
}

/**
 * The live preview frame first visits /preview, which turns on Next's draft mode for a signed-in
 * editor and then redirects to the page, so the page reads drafts.
 */
export function previewUrl(args: { collection?: string; global?: string; doc?: Doc; locale?: string }) {
  const target = localizedPath(publicPath(args), args.locale)
  return `/preview?path=${encodeURIComponent(target)}`
}
