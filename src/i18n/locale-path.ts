import type { Locale } from '@/i18n/routing'

/** The public path of a page in a language: English unprefixed, French under /fr. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'en' || /^(https?:|mailto:|tel:|#)/.test(path)) return path
  return path === '/' ? '/fr' : `/fr${path}`
}

/** The language of a browser path and the page's English path ('/fr/about' → fr, '/about'). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/fr' || pathname.startsWith('/fr/')) return { locale: 'fr', path: pathname.slice(3) || '/' }
  return { locale: 'en', path: pathname || '/' }
}
