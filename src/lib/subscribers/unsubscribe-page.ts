import enApi from '@/i18n/messages/en/api.json'
import enNewsletter from '@/i18n/messages/en/newsletter.json'
import frApi from '@/i18n/messages/fr/api.json'
import frNewsletter from '@/i18n/messages/fr/newsletter.json'
import type { Locale } from '@/i18n/routing'
import { escapeHtml } from '@/lib/email/escape'
import { DATABASE_RETRY_AFTER_S } from '@/lib/http/database'
import { siteUrl } from '@/lib/seo/site-url'

/**
 * The pages of the newsletter's e-mailed links (GET /api/newsletter/unsubscribe, /confirm and their
 * POSTs): plain HTML from the API, in both languages, since whoever got the mail may read either.
 */

export type UnsubscribeTexts = typeof enNewsletter.newsletter.unsubscribe
const texts: Record<Locale, UnsubscribeTexts> = {
  en: enNewsletter.newsletter.unsubscribe,
  fr: frNewsletter.newsletter.unsubscribe,
}
export type ConfirmTexts = typeof enNewsletter.newsletter.confirm
const confirmTexts: Record<Locale, ConfirmTexts> = {
  en: enNewsletter.newsletter.confirm,
  fr: frNewsletter.newsletter.confirm,
}
interface PageTexts {
  title: string
  backHome: string
}
type Block<T> = (t: T, lang: Locale) => string
// The API's own page text, kept out of the newsletter namespace that client components receive.
const unavailable: Record<Locale, typeof enApi.api.unavailable> = {
  en: enApi.api.unavailable,
  fr: frApi.api.unavailable,
}
const other = (locale: Locale): Locale => (locale === 'fr' ? 'en' : 'fr')

/** One block per language: the page is read by whoever got the mail, in either language. */
function bilingualPage<T extends PageTexts>(
  texts: Record<Locale, T>,
  locale: Locale,
  status: number,
  block: Block<T>,
): Response {
  const homeFor = (lang: Locale) => (lang === 'fr' ? `${siteUrl()}/fr` : `${siteUrl()}/`)
  const section = (lang: Locale, secondary: boolean) =>
    `<section lang="${lang}"${secondary ? ' class="secondary"' : ''}>${block(texts[lang], lang)}<p><a href="${escapeHtml(homeFor(lang))}">${escapeHtml(texts[lang].backHome)}</a></p></section>`
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts[locale].title)}</title>
<style>
body{margin:0;background:#faf7f2;color:#2b2520;font:16px/1.6 Georgia,serif}
main{max-width:560px;margin:8vh auto;padding:32px;background:#fff;border:1px solid #e8e0d4}
h1{font-size:26px;margin:0 0 12px}
.secondary{margin-top:32px;padding-top:24px;border-top:1px solid #e8e0d4;font-size:15px}
.secondary h1{font-size:20px}
button{font:600 15px Arial,sans-serif;background:#2b2520;color:#fff;border:0;padding:12px 22px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #b08d57;outline-offset:2px}
a{color:#7a5c2e}
</style>
</head>
<body><main>${section(locale, false)}${section(other(locale), true)}</main></body>
</html>`
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // The token is in the URL; keep it out of Referer headers sent to the home page.
    'Referrer-Policy': 'no-referrer',
  }
  if (status === 503) headers['Retry-After'] = String(DATABASE_RETRY_AFTER_S)
  return new Response(html, { status, headers })
}

export const unsubscribePage = (locale: Locale, status: number, block: Block<UnsubscribeTexts>) =>
  bilingualPage(texts, locale, status, block)

export const confirmPage = (locale: Locale, status: number, block: Block<ConfirmTexts>) =>
  bilingualPage(confirmTexts, locale, status, block)

export const invalidLinkPage = (locale: Locale) =>
  unsubscribePage(locale, 400, (t) => `<h1>${escapeHtml(t.invalidTitle)}</h1><p>${escapeHtml(t.invalidBody)}</p>`)

/** 503 with Retry-After: the database is down; the link will work once it is back. */
export const unavailablePage = (locale: Locale, page: 'unsubscribe' | 'confirm' = 'unsubscribe') =>
  bilingualPage<PageTexts>(page === 'confirm' ? confirmTexts : texts, locale, 503, (_t, lang) => {
    const u = unavailable[lang]
    return `<h1>${escapeHtml(u.title)}</h1><p>${escapeHtml(u.message)}</p>`
  })
