import type { Endpoint, PayloadRequest } from 'payload'

import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import { studioInfo } from '@/lib/email/studio'
import { escapeHtml } from '@/lib/email/escape'
import { isDatabaseUnavailable, readBodyText, requestLocale, requestUrl } from '@/lib/define-endpoint'
import { unavailablePage } from '@/lib/subscribers/unsubscribe-page'

/**
 * What the newsletter's two e-mailed links (unsubscribe, confirm) share: both show a question and
 * a button on GET, since mail scanners open every link, and act on the button's POST.
 */

/** What a link's handler gets: the request, the language of its page, and the token (or null). */
export interface LinkCall {
  req: PayloadRequest
  locale: Locale
  token: string | null
}

/**
 * The GET and the POST of one e-mailed link at `path` (under /api). GET reads the token from the
 * address the e-mail gave; POST from the address or the form (postedToken).
 */
export function linkEndpoints(
  path: string,
  { show, act }: { show: (call: LinkCall) => Promise<Response>; act: (call: LinkCall) => Promise<Response> },
): Endpoint[] {
  return [
    {
      path,
      method: 'get',
      handler: (req) => show({ req, locale: requestLocale(req), token: requestUrl(req).searchParams.get('token') }),
    },
    { path, method: 'post', handler: async (req) => act({ req, locale: requestLocale(req), token: await postedToken(req) }) },
  ]
}

/**
 * Runs `work`, answering the database's absence with the link's 503 page (Retry-After) rather than
 * a 500; any other failure is logged as `failure`, then thrown.
 */
export async function guarded(
  req: PayloadRequest,
  { locale, link, failure }: { locale: Locale; link: 'confirm' | 'unsubscribe'; failure: string },
  work: () => Promise<Response>,
): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (isDatabaseUnavailable(error)) return unavailablePage(locale, link)
    req.payload.logger.error({ err: error, msg: failure })
    throw error
  }
}

/** The studio's name for a link's page; the page still answers when the settings cannot be read. */
async function studioName(req: PayloadRequest): Promise<string> {
  return (await studioInfo(req).catch(() => undefined))?.name ?? 'Studio'
}

/** The question and the button that POSTs the token back to `path` (the GET itself changes nothing). */
function askWithButton(
  t: { title: string; question: string; button: string },
  { path, token, locale, studio, email }: { path: string; token: string; locale: Locale; studio: string; email: string },
): string {
  const action = `${path}?${new URLSearchParams({ token, locale }).toString()}`
  return `<h1>${escapeHtml(t.title)}</h1>
<p>${fill(t.question, { studio: escapeHtml(studio), email: escapeHtml(email) })}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t.button)}</button></form>`
}

type AskTexts = { title: string; question: string; button: string }

/** The GET's page (200): the question naming the studio and the address, and the button. */
export async function askPage<T extends AskTexts>(
  req: PayloadRequest,
  page: (locale: Locale, status: number, block: (t: T) => string) => Response,
  ask: { path: string; token: string; locale: Locale; email: string },
): Promise<Response> {
  const studio = await studioName(req)
  return page(ask.locale, 200, (t) => askWithButton(t, { ...ask, studio }))
}

/**
 * The POST's token: in the URL (the page's button, and RFC 8058's one-click POST that mail apps
 * send to the List-Unsubscribe address), else in a small form-encoded body.
 */
export async function postedToken(req: PayloadRequest): Promise<string | null> {
  const inUrl = requestUrl(req).searchParams.get('token')
  if (inUrl) return inUrl
  const form = new URLSearchParams(await readBodyText(req, { maxBytes: 4096 }).catch(() => ''))
  return form.get('token')
}
