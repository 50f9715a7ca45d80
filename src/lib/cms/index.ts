/** Typed, cached, preview-aware readers of the CMS content for server components. */
export {
  getClass,
  getClasses,
  getFaq,
  getPostBySlug,
  getPosts,
  getPublishedReviews,
  getService,
  getServices,
} from './content'
export type { PostSummary } from './content'
export { getGlobal } from './globals'
export type { GlobalSlug, PageGlobalSlug } from './globals'
export { isPreview } from './query'
export { findRedirect, notFoundUnlessRedirected } from './redirects'
export { getSiteSettings } from './site-settings'
export type { Class, FaqEntry, Media, Post, Review, Service } from '@root/payload-types'
export { faqCategories, type FaqCategory } from './faq-categories'
export { serviceIds, type ServiceId } from '@/lib/site/service-ids'
