import enNewsletter from '@/i18n/messages/en/newsletter.json'
import frNewsletter from '@/i18n/messages/fr/newsletter.json'
import { kickOutbox } from '@/lib/email/outbox'
import { defineEndpoint } from '@/lib/endpoint'
import { newsletterSchema } from '@/lib/schemas/newsletter'
import { subscribe } from '@/lib/subscribers/operations'
import { submissionLimit } from './limits'

const texts = { en: enNewsletter.newsletter, fr: frNewsletter.newsletter }

/**
 * POST /api/newsletter (seed 000 §7). A new address, an address that had unsubscribed and an
 * address already subscribed all get the same answer, so the call cannot be used to find out
 * who reads the newsletter; only the first two get the welcome e-mail.
 */
export const subscribeToNewsletter = defineEndpoint.public({
  path: '/newsletter',
  method: 'post',
  rateLimit: submissionLimit('newsletter'),
  handler: async ({ req, payload, body, locale, afterCommit }) => {
    const { email } = newsletterSchema.parse(body)
    const answer = { status: 201, body: { success: true, message: texts[locale].successTitle, email } }
    const outcome = await subscribe(req, email, locale)
    if (outcome === 'concurrent') return { ...answer, rollback: true }
    if (outcome === 'welcomed') afterCommit(() => kickOutbox(payload))
    return answer
  },
})
