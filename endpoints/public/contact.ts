import type { Inquiry } from '../../payload-types'
import { enqueueEmails, kickOutbox } from '../../src/lib/email/outbox'
import { studioInfo } from '../../src/lib/email/studio'
import { inquiryEmails } from '../../src/lib/email/templates'
import { publicEndpoint } from '../../src/lib/http'
import { dropWeddingFieldsUnlessWedding, makeContactSchema } from '../../src/lib/schemas/contact'
import { submissionLimit } from './limits'

// Built once; the schema reads today's date at every parse.
const contactSchema = makeContactSchema()

export function publicInquiry(doc: Inquiry) {
  const { locale: _locale, updatedAt: _updatedAt, ...fields } = doc
  return fields
}

/** POST /api/contact (seed 001 §7). */
export const createInquiry = publicEndpoint({
  path: '/contact',
  method: 'post',
  rateLimit: submissionLimit('contact'),
  handler: async ({ req, payload, body, locale, afterCommit }) => {
    const data = dropWeddingFieldsUnlessWedding(contactSchema.parse(body))
    const inquiry = await payload.create({
      collection: 'inquiries',
      data: { ...data, locale },
      req,
      depth: 0,
      overrideAccess: true,
    })
    const studio = await studioInfo(req)
    await enqueueEmails(req, inquiryEmails(data, locale, studio))
    afterCommit(() => kickOutbox(payload))
    return { status: 201, body: publicInquiry(inquiry) }
  },
})
