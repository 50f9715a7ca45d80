import { defineRouting } from 'next-intl/routing'

export const locales = ['en', 'fr'] as const
export type Locale = (typeof locales)[number]

/**
 * English at /…, French at /fr/…. The URL alone decides the language: no redirect by
 * Accept-Language or cookie, so a shared English link stays English.
 */
export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
})
