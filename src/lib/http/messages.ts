import en from '@/i18n/messages/en/api.json'
import fr from '@/i18n/messages/fr/api.json'
import { resolveLocale } from '@/i18n/resolve-locale'
import type { Locale } from '@/i18n/routing'

import { requestUrl, type HttpRequest } from './request'

type Texts = (typeof en)['api']['http']

/**
 * Texts of the API's own errors (not field validation, which lives in the validation messages).
 * Visitors may see them verbatim: the newsletter form shows the server's message in its toast.
 */
// Typed by the English file, so a French file that lacks a key does not compile.
const texts: Record<Locale, Texts> = { en: en.api.http, fr: fr.api.http }

export type HttpMessageKey = keyof Texts

export function httpMessage(key: HttpMessageKey, locale: Locale = 'en'): string {
  return texts[locale][key]
}

/**
 * The language of the page that made the call: `?locale=fr` when the client says so (our forms
 * do), else the first Accept-Language preference, else English.
 */
export function requestLocale(req: HttpRequest): Locale {
  const fromQuery = requestUrl(req).searchParams.get('locale')
  if (fromQuery) return resolveLocale(fromQuery)
  return resolveLocale(req.headers.get('accept-language'))
}
