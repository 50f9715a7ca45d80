import type { Inquiry } from '@/payload-types'

import { columns } from '@/lib/records/columns'
import { WEDDING_FIELDS } from '@/lib/schemas/contact'

/** The answer of POST /api/contact: what was stored, without internal fields. */
export function publicInquiry(doc: Inquiry) {
  const { locale: _locale, updatedAt: _updatedAt, ...fields } = doc
  return fields
}

const ADMIN_FIELDS = [
  'id',
  'createdAt',
  'name',
  'email',
  'phone',
  'serviceType',
  'message',
  'eventDate',
  'referralSource',
  ...WEDDING_FIELDS,
  'locale',
] as const satisfies (keyof Inquiry)[]

/** A row of the dashboard's contact list: every field, absent ones as null. */
export function adminContact(doc: Inquiry) {
  return Object.fromEntries(ADMIN_FIELDS.map((key) => [key, doc[key] ?? null])) as Pick<
    Inquiry,
    (typeof ADMIN_FIELDS)[number]
  >
}

/** A contact submission as GET /api/admin/contacts lists it. */
export type AdminContact = ReturnType<typeof adminContact>

/** The dashboard's CSV export: the same fields, in the same order. */
export const INQUIRY_EXPORT_COLUMNS = columns<Inquiry>(ADMIN_FIELDS)

/** What the dashboard's search box looks in. */
export const INQUIRY_SEARCH_FIELDS = ['name', 'email', 'phone', 'message', 'venue']
