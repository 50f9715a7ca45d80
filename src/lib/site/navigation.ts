/** The portfolio entries of the nav, in the order of seed 000 §2. Family is an external site. */
export const portfolioServices = ['weddings', 'maternity', 'corporate', 'family', 'sports', 'video'] as const
export type PortfolioService = (typeof portfolioServices)[number]

export const mainLinks = [
  { href: '/', key: 'home' },
  { href: '/about', key: 'about' },
  { href: '/portfolio', key: 'portfolio', dropdown: true },
  { href: '/pricing', key: 'pricing' },
  { href: '/classes', key: 'classes' },
  { href: '/reviews', key: 'reviews' },
  { href: '/faq', key: 'faq' },
  { href: '/blog', key: 'blog' },
] as const

/** Localized public routes (each also exists under /fr), used by the sitemap and placeholders. */
export const publicRoutes = [
  '/', '/about', '/portfolio', '/pricing', '/classes', '/photography-classes', '/viptreatment', '/faq',
  '/reviews', '/policies', '/blog', '/contact',
  ...portfolioServices.filter((s) => s !== 'family').map((s) => `/services/${s}`),
] as const
