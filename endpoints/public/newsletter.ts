import enNewsletter from '../../src/i18n/messages/en/newsletter.json'
import frNewsletter from '../../src/i18n/messages/fr/newsletter.json'
import { enqueueEmails, kickOutbox } from '../../src/lib/email/outbox'
import { studioInfo } from '../../src/lib/email/studio'
import { newsletterWelcomeEmail } from '../../src/lib/email/templates'
import { unsubscribeUrl } from '../../src/lib/email/unsubscribe'
import { isUniqueViolation, publicEndpoint } from '../../src/lib/http'
import { newsletterSchema } from '../../src/lib/schemas/newsletter'
import { submissionLimit } from './limits'

const texts = { en: enNewsletter.newsletter, fr: frNewsletter.newsletter }

/**
 * POST /api/newsletter (seed 000 §7). A new address, an address that had unsubscribed and an
 * address already subscribed all get the same answer, so the call cannot be used to find out
 * who reads the newsletter; only the first two get the welcome e-mail.
 */
export const subscribeToNewsletter = publicEndpoint({
  path: '/newsletter',
  method: 'post',
  rateLimit: submissionLimit('newsletter'),
  handler: async ({ req, payload, body, locale, afterCommit }) => {
    const { email } = newsletterSchema.parse(body)
    const answer = { status: 201, body: { success: true, message: texts[locale].successTitle, email } }
    const now = new Date().toISOString()
    try {
      const existing = await payload.find({
        collection: 'subscribers',
        where: { email: { equals: email } },
        limit: 1,
        depth: 0,
        pagination: false,
        req,
        overrideAccess: true,
      })
      const subscriber = existing.docs[0]
      if (subscriber?.isActive) return answer
      if (subscriber) {
        // A new subscription after an unsubscription is a new consent: its date is today's.
        await payload.update({
          collection: 'subscribers',
          id: subscriber.id,
          data: { isActive: true, subscribedAt: now, unsubscribedAt: null, locale },
          req,
          depth: 0,
          overrideAccess: true,
        })
      } else {
        await payload.create({
          collection: 'subscribers',
          data: { email, isActive: true, subscribedAt: now, locale },
          req,
          depth: 0,
          overrideAccess: true,
        })
      }
    } catch (error) {
      // The same address subscribed by a concurrent request, which stored it and sends its welcome.
      if (isUniqueViolation(error)) return { ...answer, rollback: true }
      throw error
    }
    const studio = await studioInfo(req)
    await enqueueEmails(req, [newsletterWelcomeEmail(email, locale, studio, unsubscribeUrl(email, locale))])
    afterCommit(() => kickOutbox(payload))
    return answer
  },
})
