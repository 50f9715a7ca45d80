import { kickOutbox } from '@/lib/email/outbox'
import { defineEndpoint } from '@/lib/define-endpoint'
import { createInquiry } from '@/lib/inquiries/operations'
import { contactSchema } from '@/lib/schemas/contact'
import { submissionLimit } from './limits'

/** POST /api/contact: the contact form. */
export const createContactInquiry = defineEndpoint.public({
  path: '/contact',
  method: 'post',
  rateLimit: submissionLimit('contact'),
  handler: async ({ req, payload, body, locale, afterCommit }) => {
    const inquiry = await createInquiry(req, contactSchema.parse(body), locale)
    afterCommit(() => kickOutbox(payload))
    return { status: 201, body: inquiry }
  },
})
