import type { MetadataRoute } from 'next'

import en from '@/i18n/messages/en/common.json'
import fr from '@/i18n/messages/fr/common.json'
import type { Locale } from '@/i18n/routing'

import { localizedPath } from '@/i18n/locale-path'
import { languageTag } from '@/i18n/language-tag'

const meta = { en: en.meta, fr: fr.meta } as const

/** Where each language's manifest is served; every page of that language links its own. */
export const manifestPath = (locale: Locale) => localizedPath('/manifest.webmanifest', locale)

/**
 * The web app manifest of one language. A visitor who installs the site from a French page gets
 * the French manifest (linked from /fr pages), so the installed app opens on /fr in French; both
 * share one `id`, so it is one app whichever language installed it.
 */
export function webManifest(locale: Locale): MetadataRoute.Manifest {
  return {
    id: '/',
    name: meta[locale].defaultTitle,
    short_name: meta[locale].siteName,
    description: meta[locale].defaultDescription,
    lang: languageTag(locale),
    dir: 'ltr',
    start_url: localizedPath('/', locale),
    scope: '/',
    display: 'standalone',
    background_color: '#faf7f2',
    theme_color: '#14110f',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}

export const manifestResponse = (locale: Locale) =>
  new Response(JSON.stringify(webManifest(locale)), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8' },
  })
