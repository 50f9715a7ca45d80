import { kickOutbox } from '@/lib/email/outbox'
import { defineEndpoint, defineGet, HttpError, recordId } from '@/lib/define-endpoint'
import { changeInquiry, inquiryDetail, replyTemplates, replyToInquiry, stageCounts } from '@/lib/inquiries/operations'
import { authMessage } from '@/lib/auth/messages'
import type { Locale } from '@/i18n/routing'
import { inquiryChangeSchema, inquiryReplySchema } from '@/lib/inquiries/schemas'

const idOf = (req: Parameters<typeof recordId>[0], locale: Locale) => {
  const id = recordId(req)
  if (id === undefined) throw new HttpError(404, 'NOT_FOUND', authMessage('notFound', locale))
  return id
}

/** GET /api/admin/contact-stages: how many inquiries are in each stage. */
export const contactStages = defineGet.admin('/admin/contact-stages', ({ req }) => stageCounts(req))

/** GET /api/admin/contacts/{id}: one inquiry with its history (stages, notes, replies and their delivery) and linked activity. */
export const contactDetail = defineGet.admin('/admin/contacts/:id', ({ req, locale }) =>
  inquiryDetail(req, idOf(req, locale), locale),
)

/** PATCH /api/admin/contacts/{id} { stage?, lostReason?, note? }: moves the inquiry and/or adds a private note. */
export const updateContact = defineEndpoint.admin({
  path: '/admin/contacts/:id',
  method: 'patch',
  maxBytes: 16 * 1024,
  handler: async ({ req, locale, body }) => {
    const id = idOf(req, locale)
    const change = inquiryChangeSchema.parse(body)
    return { status: 200, body: await changeInquiry(req, id, change, locale) }
  },
})

/** POST /api/admin/contacts/{id}/reply { subject, body }: 202 with the queued message. */
export const replyToContact = defineEndpoint.admin({
  path: '/admin/contacts/:id/reply',
  method: 'post',
  maxBytes: 32 * 1024,
  handler: async ({ req, payload, locale, body, afterCommit }) => {
    const id = idOf(req, locale)
    const reply = inquiryReplySchema.parse(body)
    const queued = await replyToInquiry(req, id, reply, locale)
    afterCommit(() => kickOutbox(payload))
    return { status: 202, body: queued }
  },
})

/** GET /api/admin/reply-templates: the owner's reply templates, each in English and French. */
export const listReplyTemplates = defineGet.admin('/admin/reply-templates', ({ req }) => replyTemplates(req))

export const inquiryEndpoints = [contactStages, contactDetail, updateContact, replyToContact, listReplyTemplates]
