/**
 * The answer to a blocked address: 403, JSON for the API (the error contract), a plain bilingual
 * page otherwise. No detail about why or for how long: that would only help the scanner.
 */
const texts = {
  en: { title: 'Access denied', message: 'Access from your address is temporarily blocked. Please try again later.' },
  fr: { title: 'Accès refusé', message: 'L’accès depuis votre adresse est temporairement bloqué. Veuillez réessayer plus tard.' },
} as const

export const BLOCKED_CODE = 'FORBIDDEN'

export function blockedLocale(acceptLanguage: string | null | undefined): 'en' | 'fr' {
  return /^\s*fr\b/i.test(acceptLanguage ?? '') ? 'fr' : 'en'
}

export function blockedJson(locale: 'en' | 'fr'): { error: string; message: string } {
  return { error: BLOCKED_CODE, message: texts[locale].message }
}

export function blockedPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>403 · ${texts.en.title} / ${texts.fr.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c1917"><h1>${texts.en.title}</h1><p>${texts.en.message}</p><div lang="fr"><h2>${texts.fr.title}</h2><p>${texts.fr.message}</p></div></body></html>`
}
