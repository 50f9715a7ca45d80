import en from '@/i18n/messages/en/api.json'
import fr from '@/i18n/messages/fr/api.json'
import type { Locale } from '@/i18n/routing'

/**
 * The answer to a blocked address: 403, JSON for the API (the error contract), a plain bilingual
 * page otherwise. No detail about why or for how long: that would only help the scanner.
 */
const texts: Record<Locale, (typeof en)['api']['blocked']> = { en: en.api.blocked, fr: fr.api.blocked }

export const BLOCKED_CODE = 'FORBIDDEN'

// Not resolveLocale: the two rules disagree on odd headers ("fr.x", "fr ;q=1"), and the 403 answers stay as they were.
export function blockedLocale(acceptLanguage: string | null | undefined): Locale {
  return /^\s*fr\b/i.test(acceptLanguage ?? '') ? 'fr' : 'en'
}

export function blockedJson(locale: Locale): { error: string; message: string } {
  return { error: BLOCKED_CODE, message: texts[locale].message }
}

export function blockedPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>403 · ${texts.en.title} / ${texts.fr.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c1917"><h1>${texts.en.title}</h1><p>${texts.en.message}</p><div lang="fr"><h2>${texts.fr.title}</h2><p>${texts.fr.message}</p></div></body></html>`
}
