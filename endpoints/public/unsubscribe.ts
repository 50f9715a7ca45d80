import type { Endpoint } from 'payload'

import { fill } from '@/i18n/fill'
import { escapeHtml } from '@/lib/email/templates'
import { verifyUnsubscribeToken } from '@/lib/email/unsubscribe'
import { isDatabaseUnavailable, requestLocale, requestUrl } from '@/lib/endpoint'
import { unsubscribe } from '@/lib/subscribers/operations'
import { invalidLinkPage, unavailablePage, unsubscribePage } from '@/lib/subscribers/unsubscribe-page'
import { askWithButton, postedToken, studioName } from './newsletterLinks'

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
    if (!email) return invalidLinkPage(locale)
    const studio = await studioName(req)
    return unsubscribePage(locale, 200, (t) =>
      askWithButton(t, { path: '/api/newsletter/unsubscribe', token: token!, locale, studio, email }),
    )
  },
}

/**
 * POST: the confirmation button, and the one-click unsubscribe of RFC 8058 that mail apps send
 * (`List-Unsubscribe=One-Click`, form-encoded, token in the URL). Idempotent by nature.
 */
const unsubscribeNow: Endpoint = {
  path: '/newsletter/unsubscribe',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req)
    const email = verifyUnsubscribeToken(await postedToken(req))
    if (!email) return invalidLinkPage(locale)
    const payload = req.payload
    try {
      await unsubscribe(payload, email)
    } catch (error) {
      if (isDatabaseUnavailable(error)) return unavailablePage(locale)
      payload.logger.error({ err: error, msg: 'Unsubscribe failed' })
      throw error
    }
    return unsubscribePage(locale, 200, (t) => `<h1>${escapeHtml(t.doneTitle)}</h1><p>${fill(t.doneBody, { email: escapeHtml(email) })}</p>`)
  },
}

export const unsubscribeEndpoints: Endpoint[] = [confirmUnsubscribe, unsubscribeNow]
