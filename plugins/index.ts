import type { Plugin } from 'payload'

export { apiGuards } from './apiGuards'
import { redirects } from './redirects'
import { seo } from './seo'

/** Payload plugins of the site's content (SEO of posts, redirects). */
export const contentPlugins: Plugin[] = [seo, redirects]
