/**
 * The site's addresses, declared once: the public pages (what the header, the footer, the sitemap,
 * the CMS live preview, the seed and the placeholder route read), the portfolio services, and the
 * paths outside the localized site (what the proxy leaves alone and robots.txt keeps crawlers out
 * of). Paths are the English ones; every public page also exists under /fr (src/i18n/routing).
 *
 * Imported by the proxy and by client components: keep it free of server-only code.
 */
import type { ServiceId } from './service-ids'
import { serviceIds } from './service-ids'
import type { Config, SiteSetting } from '@root/payload-types'

/** Keys of the `nav` messages (src/i18n/messages/<locale>/common.json) that name a page. */
export type NavKey = 'home' | 'about' | 'portfolio' | 'pricing' | 'classes' | 'reviews' | 'faq' | 'blog' | 'contact'

/** The globals that hold one page's copy. */
export type PageGlobal = Exclude<
  keyof Config['globals'],
  'site-settings' | 'admin-credentials' | 'consultation-availability' | 'privacy-settings'
>

type PublicPage = {
  /** English path; the French page is under /fr. */
  path: string
  /** The global holding its copy: the CMS previews it on this page, the seed writes it. */
  global?: PageGlobal
  /** Its name in the menus, a key of the `nav` messages. */
  nav?: NavKey
  /** In the header's main nav; 'dropdown' opens the portfolio services instead of linking. */
  header?: 'link' | 'dropdown'
  /**
   * In the footer's quick links, named by `nav`; or, after them, as a legal link named by this key of
   * the `footer` messages.
   */
  footer?: 'quick' | { legal: 'policies' | 'privacy' }
  /** Has a canonical address of its own: false for a second address of a page or a waypoint elsewhere. */
  sitemap: boolean
}

/** In the order of the sitemap, the CMS's globals list and the seed. */
export const publicPages: readonly PublicPage[] = [
  { path: '/', global: 'home-page', nav: 'home', header: 'link', sitemap: true },
  { path: '/about', global: 'about-page', nav: 'about', header: 'link', footer: 'quick', sitemap: true },
  { path: '/portfolio', global: 'portfolio-page', nav: 'portfolio', header: 'dropdown', sitemap: true },
  { path: '/pricing', global: 'pricing-page', nav: 'pricing', header: 'link', footer: 'quick', sitemap: true },
  { path: '/viptreatment', global: 'vip-page', sitemap: true },
  { path: '/classes', global: 'classes-page', nav: 'classes', header: 'link', footer: 'quick', sitemap: true },
  // Same page as /classes, whose address is the canonical one.
  { path: '/photography-classes', sitemap: false },
  { path: '/reviews', global: 'reviews-page', nav: 'reviews', header: 'link', footer: 'quick', sitemap: true },
  { path: '/faq', global: 'faq-page', nav: 'faq', header: 'link', footer: 'quick', sitemap: true },
  { path: '/policies', global: 'policies-page', footer: { legal: 'policies' }, sitemap: true },
  { path: '/privacy', global: 'privacy-page', footer: { legal: 'privacy' }, sitemap: true },
  { path: '/blog', global: 'blog-page', nav: 'blog', header: 'link', footer: 'quick', sitemap: true },
  { path: '/contact', global: 'contact-page', nav: 'contact', footer: 'quick', sitemap: true },
  // A short message, then the boudoir site: nothing to index.
  { path: '/services/boudoir', sitemap: false },
]

/** Paths listed in the sitemap, besides the services and the posts. */
export const sitemapPaths = publicPages.filter((p) => p.sitemap).map((p) => p.path)

/** The header's main nav. */
export const mainLinks = publicPages.flatMap((p) =>
  p.header && p.nav ? [{ href: p.path, key: p.nav, dropdown: p.header === 'dropdown' }] : [],
)

/** The footer's quick links (named by `nav`), then its legal links (named by `footer`). */
export const footerLinks = {
  quick: publicPages.flatMap((p) => (p.footer === 'quick' && p.nav ? [{ href: p.path, key: p.nav }] : [])),
  legal: publicPages.flatMap((p) => (typeof p.footer === 'object' ? [{ href: p.path, key: p.footer.legal }] : [])),
}

/** Page global → the page showing it, site settings first (they show on every page: the home page). */
export const globalPaths: Record<string, string> = Object.fromEntries([
  ['site-settings', '/'],
  ...publicPages.flatMap((p) => (p.global ? [[p.global, p.path] as const] : [])),
])

/** The page globals' slugs in registry order (globals/pages holds their configs). */
export const pageGlobalSlugs = publicPages.flatMap((p) => (p.global ? [p.global] : []))

/**
 * The portfolio services, in the nav's order (src/lib/site/service-ids.ts). A service named here
 * links to another site when the site settings give its address; its page here stays reachable.
 */
export const portfolioServices = serviceIds
export type PortfolioService = ServiceId

/**
 * The services that live on a site of their own, by the site-settings field holding its address:
 * family (a portfolio service whose page here stays reachable) and boudoir (only a waypoint page
 * here, /services/boudoir). The menus, the cards and the pricing page all follow this.
 */
const externalSites = { family: 'familyUrl', boudoir: 'boudoirUrl' } as const
type ExternalService = keyof typeof externalSites
export type ExternalSiteUrls = Partial<Pick<SiteSetting, (typeof externalSites)[ExternalService]>>

export const isExternalService = (id: string): id is ExternalService => Object.hasOwn(externalSites, id)

/** The other site's address of an external service, when the settings give one. */
export const externalServiceUrl = (id: string, settings: ExternalSiteUrls): string | null =>
  (isExternalService(id) && settings[externalSites[id]]) || null

export const servicePath = (id: string) => `/services/${id}`

export type ServiceLink = { service: PortfolioService; href: string; external: boolean }

/** Where a service's menu entry or card leads: its own site when one is set, else its page here. */
export function serviceLink(service: PortfolioService, settings: ExternalSiteUrls): ServiceLink {
  const url = externalServiceUrl(service, settings)
  return url ? { service, href: url, external: true } : { service, href: servicePath(service), external: false }
}

export const serviceLinks = (settings: ExternalSiteUrls): ServiceLink[] =>
  portfolioServices.map((service) => serviceLink(service, settings))

/** Every public page that exists in both languages; a path outside it is a 404 (the catch-all route). */
export const publicRoutes: readonly string[] = [
  ...publicPages.map((p) => p.path),
  ...portfolioServices.filter((s) => !isExternalService(s)).map(servicePath),
]

/** The studio's own apps, the CMS and the API: not localized, and kept out of search results. */
export const appPaths = ['/admin', '/cms', '/monitoring', '/api', '/coupeqc2025pool'] as const

/** Served by the framework or the service worker: not localized either. */
const frameworkPaths = ['/_next', '/_vercel', '/sw.js'] as const

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Matches a path under one of the non-localized prefixes (the prefix itself, or below it). */
export const NOT_LOCALIZED = new RegExp(`^(${[...appPaths, ...frameworkPaths].map(escapeRegExp).join('|')})(/|$)`)
