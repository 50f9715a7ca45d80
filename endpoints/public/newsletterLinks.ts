import type { PayloadRequest } from 'payload'

import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import { studioInfo } from '@/lib/email/studio'
import { escapeHtml } from '@/lib/email/templates'
import { readBodyText, requestUrl } from '@/lib/endpoint'

/**
 * What the newsletter's two e-mailed links (unsubscribe, confirm) share: both show a question and
 * a button on GET, since mail scanners open every link, and act on the button's POST.
 */

/** The studio's name for a link's page; the page still answers when the settings cannot be read. */
export async function studioName(req: PayloadRequest): Promise<string> {
  return (await studioInfo(req).catch(() => undefined))?.name ?? 'Studio'
}

/** The question and the button that POSTs the token back to `path` (the GET itself changes nothing). */
export function askWithButton(
  t: { title: string; question: string; button: string },
  { path, token, locale, studio, email }: { path: string; token: string; locale: Locale; studio: string; email: string },
): string {
  const action = `${path}?${new URLSearchParams({ token, locale }).toString()}`
  return `<h1>${escapeHtml(t.title)}</h1>
<p>${fill(t.question, { studio: escapeHtml(studio), email: escapeHtml(email) })}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t.button)}</button></form>`
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
