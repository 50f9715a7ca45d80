import enNewsletter from '@/i18n/messages/en/newsletter.json'
import frNewsletter from '@/i18n/messages/fr/newsletter.json'
import { kickOutbox } from '@/lib/email/outbox'
import { defineEndpoint, type HttpRequest } from '@/lib/define-endpoint'
import { newsletterSchema, sitePath } from '@/lib/schemas/newsletter'
import { siteUrl } from '@/lib/seo/site-url'
import { subscribe } from '@/lib/subscribers/operations'
import { submissionLimit } from './limits'

const texts = { en: enNewsletter.newsletter, fr: frNewsletter.newsletter }

/**
 * The path of the page the call came from, when the Referer is one of this site's pages (the site
 * sends it to itself: strict-origin-when-cross-origin); the form's page for a browser sign-up.
 */
function refererPath(req: HttpRequest): string | undefined {
  const referer = req.headers.get('referer')
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    const own = new Set([new URL(siteUrl()).host, req.headers.get('host') ?? ''])
    return own.has(url.host) ? sitePath(url.pathname) : undefined
  } catch {
    return undefined
  }
}

/**
 * POST /api/newsletter. A new address, an address that had unsubscribed, a pending one and an
 * active one all get the same answer ("check your inbox"), so the call cannot be used to find out
 * who reads the newsletter. Only the first two (and a pending one whose last e-mail is old enough)
 * get a confirmation e-mail; nobody is subscribed before confirming (Canada's anti-spam law).
 */
export const subscribeToNewsletter = defineEndpoint.public({
  path: '/newsletter',
  method: 'post',
  rateLimit: submissionLimit('newsletter'),
  handler: async ({ req, payload, body, locale, afterCommit }) => {
    const { email, source } = newsletterSchema.parse(body)
    const answer = { status: 201, body: { success: true, message: texts[locale].confirmSent, email } }
    const outcome = await subscribe(req, { email, locale, source: source ?? refererPath(req) })
    if (outcome === 'concurrent') return { ...answer, rollback: true }
    if (outcome === 'asked') afterCommit(() => kickOutbox(payload))
    return answer
  },
})
