/**
 * Where each collection document and page global is shown on the public site, for the CMS's live
 * preview. Paths are unprefixed; the French one gets /fr (src/i18n/routing: en unprefixed).
 */
import { localizedPath } from '@/i18n/locale-path'
import { globalPaths, isExternalService, servicePath } from './routes'

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

const PREVIEW_BASE = 'http://preview.invalid'

/**
 * The page /preview may redirect to, or undefined when `raw` is not one of the site's own paths.
 * Browsers drop tabs and line breaks from a URL, so `/\t/host/x` is `//host/x` to them: another
 * site. Only a path of printable ASCII (what previewUrl builds: slugs are ASCII) that resolves on
 * the site's own origin and decodes cleanly (not `%c0%af`) is accepted; the rest is the caller's
 * mistake, not a redirect and not a 500 (a header cannot carry a line break or non-ASCII text).
 */
export function previewTarget(raw: string | null): string | undefined {
  const path = raw ?? '/'
  if (!/^\/[\x21-\x7e]*$/.test(path) || path.startsWith('//') || path.includes('\\')) return undefined
  try {
    decodeURIComponent(path)
  } catch {
    return undefined
  }
  const url = new URL(path, PREVIEW_BASE)
  if (url.origin !== PREVIEW_BASE) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}
