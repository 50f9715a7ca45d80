import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { withinConfirmationLimit } from '@/lib/email/confirmation-limit'
import { enqueueEmails } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import { inquiryEmails } from '@/lib/email/templates'
import { listRecords, type ListCall } from '@/lib/records/list'
import { dropWeddingFieldsUnlessWedding, type Contact } from '@/lib/schemas/contact'
import { adminContact, INQUIRY_EXPORT_COLUMNS, INQUIRY_SEARCH_FIELDS, publicInquiry } from './shape'

/** Stores a contact submission and queues its e-mails in the request's transaction. */
export async function createInquiry(req: PayloadRequest, input: Contact, locale: Locale) {
  const data = dropWeddingFieldsUnlessWedding(input)
  const inquiry = await req.payload.create({
    collection: 'inquiries',
    data: { ...data, locale },
    req,
    depth: 0,
    overrideAccess: true,
  })
  const studio = await studioInfo(req)
  await enqueueEmails(req, await withinConfirmationLimit(req, inquiryEmails(data, locale, studio)))
  return publicInquiry(inquiry)
}

/** The dashboard's contact list (newest first), a page of JSON or the CSV export. */
export function listInquiries(call: ListCall) {
  return listRecords(call, {
    collection: 'inquiries',
    search: INQUIRY_SEARCH_FIELDS,
    toJson: adminContact,
    csv: { name: 'contact-submissions', columns: INQUIRY_EXPORT_COLUMNS },
  })
}
