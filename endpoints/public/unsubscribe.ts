import { fill } from '@/i18n/fill'
import { escapeHtml } from '@/lib/email/escape'
import { verifyUnsubscribeToken } from '@/lib/email/unsubscribe'
import { unsubscribe } from '@/lib/subscribers/operations'
import { invalidLinkPage, unsubscribePage } from '@/lib/subscribers/unsubscribe-page'
import { askPage, guarded, linkEndpoints } from './newsletterLinks'

export const unsubscribeEndpoints = linkEndpoints('/newsletter/unsubscribe', {
  /**
   * GET only shows a confirmation button: mail scanners and link previewers open every link in a
   * message, and must not unsubscribe anyone by doing so. The button POSTs to the same address.
   */
  show: async ({ req, locale, token }) => {
    const email = verifyUnsubscribeToken(token)
    if (!email) return invalidLinkPage(locale)
    return askPage(req, unsubscribePage, { path: '/api/newsletter/unsubscribe', token: token!, locale, email })
  },

  /**
   * POST: the confirmation button, and the one-click unsubscribe of RFC 8058 that mail apps send
   * (`List-Unsubscribe=One-Click`, form-encoded, token in the URL). Idempotent by nature.
   */
  act: async ({ req, locale, token }) => {
    const email = verifyUnsubscribeToken(token)
    if (!email) return invalidLinkPage(locale)
    return guarded(req, { locale, link: 'unsubscribe', failure: 'Unsubscribe failed' }, async () => {
      await unsubscribe(req.payload, email)
      return unsubscribePage(locale, 200, (t) => `<h1>${escapeHtml(t.doneTitle)}</h1><p>${fill(t.doneBody, { email: escapeHtml(email) })}</p>`)
    })
  },
})
