import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import { verifyConfirmToken } from '@/lib/email/confirm-link'
import { kickOutbox } from '@/lib/email/outbox'
import { escapeHtml } from '@/lib/email/escape'
import { inTransaction } from '@/lib/db/transaction'
import { confirmSubscription, signUpState } from '@/lib/subscribers/operations'
import { confirmPage } from '@/lib/subscribers/unsubscribe-page'
import { askPage, guarded, linkEndpoints } from './newsletterLinks'

/**
 * The newsletter's confirmation link (the second step of the double opt-in). GET only shows a
 * button, since mail scanners and link previewers open every link of a message and must not
 * subscribe anyone; the button POSTs to the same address. Every outcome is a bilingual page; none
 * but a first confirmation changes anything.
 */

const page = {
  invalid: (locale: Locale) =>
    confirmPage(locale, 400, (t) => `<h1>${escapeHtml(t.invalidTitle)}</h1><p>${escapeHtml(t.invalidBody)}</p>`),
  // 410 Gone: the sign-up the link names no longer exists to be confirmed; only a new one can.
  expired: (locale: Locale) =>
    confirmPage(locale, 410, (t) => `<h1>${escapeHtml(t.expiredTitle)}</h1><p>${escapeHtml(t.expiredBody)}</p>`),
  replaced: (locale: Locale) =>
    confirmPage(locale, 410, (t) => `<h1>${escapeHtml(t.replacedTitle)}</h1><p>${escapeHtml(t.replacedBody)}</p>`),
  already: (locale: Locale, email: string) =>
    confirmPage(
      locale,
      200,
      (t) => `<h1>${escapeHtml(t.alreadyTitle)}</h1><p>${fill(t.alreadyBody, { email: escapeHtml(email) })}</p>`,
    ),
  done: (locale: Locale, email: string) =>
    confirmPage(
      locale,
      200,
      (t) => `<h1>${escapeHtml(t.doneTitle)}</h1><p>${fill(t.doneBody, { email: escapeHtml(email) })}</p>`,
    ),
}

const failing = (locale: Locale) => ({ locale, link: 'confirm' as const, failure: 'Newsletter confirmation failed' })

export const confirmEndpoints = linkEndpoints('/newsletter/confirm', {
  show: async ({ req, locale, token }) => {
    const check = verifyConfirmToken(token)
    if (!check.ok && check.reason === 'invalid') return page.invalid(locale)
    return guarded(req, failing(locale), async () => {
      const state = await signUpState(req.payload, check.email, check.subscribedAt)
      if (state === 'confirmed') return page.already(locale, check.email)
      if (!check.ok) return page.expired(locale)
      if (state === 'replaced') return page.replaced(locale)
      return askPage(req, confirmPage, { path: '/api/newsletter/confirm', token: token!, locale, email: check.email })
    })
  },

  act: async ({ req, locale, token }) => {
    const check = verifyConfirmToken(token)
    if (!check.ok && check.reason === 'invalid') return page.invalid(locale)
    return guarded(req, failing(locale), async () => {
      if (!check.ok) {
        // Past its 7 days: an address that did confirm in time still reads "already confirmed".
        const state = await signUpState(req.payload, check.email, check.subscribedAt)
        return state === 'confirmed' ? page.already(locale, check.email) : page.expired(locale)
      }
      const outcome = await inTransaction(req, () => confirmSubscription(req, check.email, check.subscribedAt))
      if (outcome.state === 'confirmed') {
        kickOutbox(req.payload)
        return page.done(locale, check.email)
      }
      return outcome.state === 'already' ? page.already(locale, check.email) : page.replaced(locale)
    })
  },
})
