/**
 * Where each collection document and page global is shown on the public site, for the CMS's live
 * preview. Paths are unprefixed; the French one gets /fr (src/i18n/routing: en unprefixed).
 */
import { localizedPath } from '@/i18n/locale-path'
import { globalPaths, isExternalService, servicePath } from './routes'
import { sameOriginPath } from './same-origin-path'

type Doc = Record<string, unknown> | undefined

const collectionPaths: Record<string, (doc: Doc) => string> = {
  posts: (doc) => (typeof doc?.slug === 'string' && doc.slug ? `/blog/${doc.slug}` : '/blog'),
  // A service that links to its own site is previewed among the others, on the portfolio page.
  services: (doc) =>
    typeof doc?.serviceId === 'string' && !isExternalService(doc.serviceId) ? servicePath(doc.serviceId) : '/portfolio',
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

/**
 * The live preview frame first visits /preview, which turns on Next's draft mode for a signed-in
 * editor and then redirects to the page, so the page reads drafts.
 */
export function previewUrl(args: { collection?: string; global?: string; doc?: Doc; locale?: string }) {
  // Any locale but French (none included) is the unprefixed English page.
  const target = localizedPath(publicPath(args), args.locale === 'fr' ? 'fr' : 'en')
  return `/preview?path=${encodeURIComponent(target)}`
}

/**
 * The page /preview may redirect to, or undefined when `raw` is not one of the site's own paths
 * (sameOriginPath: normalised first, then checked as it will be sent). previewUrl builds only
 * printable-ASCII paths (slugs are ASCII).
 */
export function previewTarget(raw: string | null): string | undefined {
  return sameOriginPath(raw ?? '/')
}
