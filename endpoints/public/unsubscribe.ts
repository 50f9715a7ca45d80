import type { Endpoint, PayloadRequest } from 'payload'

import enNewsletter from '../../src/i18n/messages/en/newsletter.json'
import frNewsletter from '../../src/i18n/messages/fr/newsletter.json'
import { studioInfo } from '../../src/lib/email/studio'
import { escapeHtml } from '../../src/lib/email/templates'
import { verifyUnsubscribeToken } from '../../src/lib/email/unsubscribe'
import {
  DATABASE_RETRY_AFTER_S,
  isDatabaseUnavailable,
  readBodyText,
  requestLocale,
  requestUrl,
} from '../../src/lib/http'
import { siteUrl } from '../../src/lib/seo/site-url'

type Locale = 'en' | 'fr'
type Texts = typeof enNewsletter.newsletter.unsubscribe
const texts: Record<Locale, Texts> = { en: enNewsletter.newsletter.unsubscribe, fr: frNewsletter.newsletter.unsubscribe }
const other = (locale: Locale): Locale => (locale === 'fr' ? 'en' : 'fr')

const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? escapeHtml(vars[key]!) : whole))

/** One block per language: the page is read by whoever got the mail, in either language. */
function page(locale: Locale, status: number, block: (t: Texts, lang: Locale) => string): Response {
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

const invalid = (locale: Locale) =>
  page(locale, 400, (t) => `<h1>${escapeHtml(t.invalidTitle)}</h1><p>${escapeHtml(t.invalidBody)}</p>`)

const unavailable = (locale: Locale) =>
  page(locale, 503, (_t, lang) =>
    lang === 'fr'
      ? '<h1>Service momentanément indisponible</h1><p>Veuillez réessayer dans quelques instants.</p>'
      : '<h1>Temporarily unavailable</h1><p>Please try again in a few moments.</p>',
  )

async function studioName(req: PayloadRequest): Promise<string> {
  return (await studioInfo(req).catch(() => undefined))?.name ?? 'Studio'
}

/**
 * GET only shows a confirmation button: mail scanners and link previewers open every link in a
 * message, and must not unsubscribe anyone by doing so. The button POSTs to the same address.
 */
const confirmUnsubscribe: Endpoint = {
  path: '/newsletter/unsubscribe',
  method: 'get',
  handler: async (req) => {
    const locale = requestLocale(req)
    const token = requestUrl(req).searchParams.get('token')
    const email = verifyUnsubscribeToken(token)
    if (!email) return invalid(locale)
    const studio = await studioName(req)
    const action = `/api/newsletter/unsubscribe?${new URLSearchParams({ token: token!, locale }).toString()}`
    return page(locale, 200, (t) => `<h1>${escapeHtml(t.title)}</h1>
<p>${fill(t.question, { studio, email })}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t.button)}</button></form>`)
  },
}

/**
 * POST: the confirmation button, and the one-click unsubscribe of RFC 8058 that mail apps send
 * (`List-Unsubscribe=One-Click`, form-encoded, token in the URL). Idempotent by nature.
 */
const unsubscribe: Endpoint = {
  path: '/newsletter/unsubscribe',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req)
    const url = requestUrl(req)
    let token = url.searchParams.get('token')
    if (!token) {
      const form = new URLSearchParams(await readBodyText(req, { maxBytes: 4096 }).catch(() => ''))
      token = form.get('token')
    }
    const email = verifyUnsubscribeToken(token)
    if (!email) return invalid(locale)
    const payload = req.payload
    try {
      const now = new Date().toISOString()
      await payload.update({
        collection: 'subscribers',
        where: { and: [{ email: { equals: email } }, { isActive: { equals: true } }] },
        data: { isActive: false, unsubscribedAt: now },
        depth: 0,
        overrideAccess: true,
      })
    } catch (error) {
      if (isDatabaseUnavailable(error)) return unavailable(locale)
      payload.logger.error({ err: error, msg: 'Unsubscribe failed' })
      throw error
    }
    return page(locale, 200, (t) => `<h1>${escapeHtml(t.doneTitle)}</h1><p>${fill(t.doneBody, { email })}</p>`)
  },
}

export const unsubscribeEndpoints: Endpoint[] = [confirmUnsubscribe, unsubscribe]
