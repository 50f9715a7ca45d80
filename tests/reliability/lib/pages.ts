/** The public pages in both languages, and the studio's own apps. */
const PUBLIC_PATHS = [
  '/',
  '/about',
  '/services/boudoir',
  '/pricing',
  '/classes',
  '/photography-classes',
  '/contact',
  '/faq',
  '/blog',
  '/reviews',
  '/portfolio',
  '/policies',
  '/privacy',
  '/viptreatment',
]

export const PUBLIC_PAGES = [...PUBLIC_PATHS, ...PUBLIC_PATHS.map((p) => (p === '/' ? '/fr' : `/fr${p}`))]

export const STUDIO_PAGES = ['/admin', '/admin/blog', '/monitoring', '/coupeqc2025pool', '/cms/login']

/** A few public pages whose copy comes from the database (served from the cache when it is down). */
export const CACHED_PAGES = ['/', '/about', '/pricing', '/fr', '/fr/classes', '/faq']
