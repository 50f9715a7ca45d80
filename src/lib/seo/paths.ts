import type { Locale } from '@/i18n/routing'
import { locales } from '@/i18n/routing'

import { localizedPath } from '@/i18n/locale-path'

import { siteUrl } from './site-url'

export { localizedPath }

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path}`
}

/** hreflang map for <link rel="alternate"> and the sitemap: en, fr and x-default (English). */
export function languageAlternates(path: string): Record<Locale | 'x-default', string> {
  const entries = locales.map((l) => [l, absoluteUrl(localizedPath(path, l))] as const)
  return { ...Object.fromEntries(entries), 'x-default': absoluteUrl(localizedPath(path, 'en')) } as Record<
    Locale | 'x-default',
    string
  >
}

export const ogLocale: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' }
