import type { Inquiry } from '@root/payload-types'

import { columns, type CsvColumn } from '@/lib/records/columns'
import { WEDDING_FIELDS } from '@/lib/schemas/contact'

import { hoursBetween, type ChangeActor, type EventKind, type InquiryStage, type LostReason } from './stages'

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
  'stage',
  'lostReason',
  'lostNote',
  'stageChangedAt',
  'stageChangedBy',
  'firstRepliedAt',
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

/**
 * The dashboard's CSV export: the same fields, in the same order, then the pipeline's figures: the
 * last change (when, through which sign-in) and the hours from the inquiry to the first reply.
 */
export const INQUIRY_EXPORT_COLUMNS: CsvColumn<Inquiry>[] = [
  ...columns<Inquiry>(ADMIN_FIELDS.filter((key) => key !== 'stageChangedAt' && key !== 'stageChangedBy')),
  { key: 'lastChangeAt', value: (row) => row.stageChangedAt ?? row.createdAt },
  { key: 'lastChangeBy', value: (row) => row.stageChangedBy ?? '' },
  { key: 'hoursToFirstReply', value: (row) => hoursBetween(row.createdAt, row.firstRepliedAt) ?? '' },
]

/** An entry of an inquiry's history as the dashboard shows it. */
export interface InquiryHistoryEntry {
  id: number
  kind: EventKind
  at: string
  fromStage: InquiryStage | null
  toStage: InquiryStage | null
  lostReason: LostReason | null
  subject: string | null
  text: string | null
  actor: ChangeActor
  actorName: string | null
  /** A reply's e-mail: where the outbox has it (pending, sent, failed). */
  delivery: { id: number; status: 'pending' | 'sent' | 'failed'; to: string; sentAt: string | null } | null
}

/** A class booking or consultation made with the inquiry's e-mail address. */
export interface LinkedActivity {
  kind: 'class-booking' | 'consultation'
  id: number
  at: string
  title: string
  status: string
}

/** GET /api/admin/contacts/{id}: the inquiry, its history (oldest first) and linked activity. */
export interface InquiryDetail {
  inquiry: AdminContact
  history: InquiryHistoryEntry[]
  linked: LinkedActivity[]
}

/** GET /api/admin/reply-templates: each template in both languages. */
export interface ReplyTemplateView {
  id: number
  key: string | null
  name: Record<'en' | 'fr', string>
  subject: Record<'en' | 'fr', string>
  body: Record<'en' | 'fr', string>
}

/** What the dashboard's search box looks in. */
export const INQUIRY_SEARCH_FIELDS = ['name', 'email', 'phone', 'message', 'venue']
