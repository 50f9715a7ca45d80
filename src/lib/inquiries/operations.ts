import type { PayloadRequest, Where } from 'payload'

import { fill } from '@/i18n/fill'
import apiEn from '@/i18n/messages/en/api.json'
import apiFr from '@/i18n/messages/fr/api.json'
import contactEn from '@/i18n/messages/en/contact.json'
import contactFr from '@/i18n/messages/fr/contact.json'
import type { Locale } from '@/i18n/routing'
import { languageTag } from '@/i18n/language-tag'
import { inTransaction } from '@/lib/db/transaction'
import { withinConfirmationLimit } from '@/lib/email/confirmation-limit'
import { aboutRecord, enqueueEmails } from '@/lib/email/outbox'
import { enqueueEmailReturning } from '@/lib/email/store'
import { studioInfo } from '@/lib/email/studio'
import { HttpError } from '@/lib/http/errors'
import { requestUrl } from '@/lib/http/request'
import { listRecords, type ListCall } from '@/lib/records/list'
import { dropWeddingFieldsUnlessWedding, SERVICE_TYPES, type Contact } from '@/lib/schemas/contact'
import { inquiryEmails, inquiryReplyEmail } from './emails'
import type { InquiryChange, InquiryReply } from './schemas'
import { siteUrl } from '@/lib/seo/site-url'
import type { Inquiry } from '@root/payload-types'

import { linkedActivity } from './linked'
import { countByStage, inquiryHistory, lastEventId, lockInquiryRow } from './store'
import {
  fillPlaceholders,
  firstName,
  INQUIRY_STAGES,
  REPLY_PLACEHOLDERS,
  stageAfterReply,
  stageChangeProblem,
  unknownPlaceholders,
  WRITTEN_BY_SITE,
  type InquiryChangeContext,
  type InquiryStage,
  type PlaceholderValues,
} from './stages'
import {
  adminContact,
  INQUIRY_EXPORT_COLUMNS,
  INQUIRY_SEARCH_FIELDS,
  publicInquiry,
  type InquiryDetail,
  type InquiryHistoryEntry,
  type ReplyTemplateView,
} from './shape'

const apiTexts = { en: apiEn.api.inquiries, fr: apiFr.api.inquiries }
const serviceNames = { en: contactEn.contact.form.serviceTypes, fr: contactFr.contact.form.serviceTypes }

/** Stores a contact submission and queues its e-mails in the request's transaction. */
export async function createInquiry(req: PayloadRequest, input: Contact, locale: Locale) {
  const data = dropWeddingFieldsUnlessWedding(input)
  const inquiry = await req.payload.create({
    collection: 'inquiries',
    data: { ...data, locale, stage: 'new' },
    req,
    depth: 0,
    overrideAccess: true,
  })
  const studio = await studioInfo(req)
  const emails = aboutRecord(await inquiryEmails(data, locale, studio), { collection: 'inquiries', id: inquiry.id })
  await enqueueEmails(req, await withinConfirmationLimit(req, emails))
  return publicInquiry(inquiry)
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The list's filters: ?stage ?service ?eventFrom ?eventTo (YYYY-MM-DD), each checked. */
export function inquiryFilters(call: ListCall): Where | undefined {
  const params = requestUrl(call.req).searchParams
  const conditions: Where[] = []
  const stage = params.get('stage')
  if (stage) {
    if (!(INQUIRY_STAGES as readonly string[]).includes(stage))
      throw new HttpError(400, 'INVALID_QUERY', `stage must be one of ${INQUIRY_STAGES.join(', ')}.`)
    conditions.push({ stage: { equals: stage } })
  }
  const service = params.get('service')
  if (service) {
    if (!(SERVICE_TYPES as readonly string[]).includes(service))
      throw new HttpError(400, 'INVALID_QUERY', `service must be one of ${SERVICE_TYPES.join(', ')}.`)
    conditions.push({ serviceType: { equals: service } })
  }
  for (const [name, operator] of [
    ['eventFrom', 'greater_than_equal'],
    ['eventTo', 'less_than_equal'],
  ] as const) {
    const day = params.get(name)
    if (!day) continue
    if (!DAY.test(day)) throw new HttpError(400, 'INVALID_QUERY', `${name} must be a date (YYYY-MM-DD).`)
    // Event dates are stored as the visitor's YYYY-MM-DD, which sorts like the day it names.
    conditions.push({ eventDate: { [operator]: day } })
  }
  return conditions.length ? { and: conditions } : undefined
}

/** The dashboard's contact list (newest first), a page of JSON or the CSV export, with its filters. */
export function listInquiries(call: ListCall) {
  return listRecords(call, {
    collection: 'inquiries',
    search: INQUIRY_SEARCH_FIELDS,
    where: inquiryFilters(call),
    toJson: adminContact,
    csv: { name: 'contact-submissions', columns: INQUIRY_EXPORT_COLUMNS },
  })
}

/** How many inquiries are in each stage (every stage listed, zero included). */
export async function stageCounts(req: PayloadRequest): Promise<Record<InquiryStage, number>> {
  const counts = Object.fromEntries(INQUIRY_STAGES.map((stage) => [stage, 0])) as Record<InquiryStage, number>
  for (const { stage, count } of await countByStage(req)) counts[stage] = count
  return counts
}

const notFound = (locale: Locale) => new HttpError(404, 'NOT_FOUND', apiTexts[locale].notFound)

/** The inquiry, locked for the rest of the transaction (two replies or changes at once go one by one). */
async function lockInquiry(req: PayloadRequest, id: number, locale: Locale): Promise<Inquiry> {
  if (!(await lockInquiryRow(req, id))) throw notFound(locale)
  return req.payload.findByID({ collection: 'inquiries', id, req, depth: 0, overrideAccess: true, joins: false })
}

/** GET /api/admin/contacts/{id}: the inquiry with its history (oldest first) and linked activity. */
export async function inquiryDetail(req: PayloadRequest, id: number, locale: Locale): Promise<InquiryDetail> {
  const inquiry = await req.payload
    .findByID({ collection: 'inquiries', id, req, depth: 0, overrideAccess: true, joins: false, disableErrors: true })
    .catch(() => null)
  if (!inquiry) throw notFound(locale)
  const history = await inquiryHistory(req, id)
  return { inquiry: adminContact(inquiry), history, linked: await linkedActivity(req, inquiry.email) }
}

/**
 * PATCH /api/admin/contacts/{id}: a change of stage and/or a private note, by the dashboard, in one
 * transaction. The collection's hooks stamp and record the change of stage; a note without one is
 * an entry of its own. Answers the inquiry and the entries this change added (not the whole history:
 * a caller sees back what it sent, never older notes).
 */
export async function changeInquiry(
  req: PayloadRequest,
  id: number,
  change: InquiryChange,
  locale: Locale,
): Promise<{ inquiry: InquiryDetail['inquiry']; added: InquiryHistoryEntry[] }> {
  const before = await inTransaction(req, async () => {
    const inquiry = await lockInquiry(req, id, locale)
    const last = await lastEventId(req, id)
    const moves = change.stage !== undefined && change.stage !== inquiry.stage
    if (moves && stageChangeProblem(change.stage!, { replied: Boolean(inquiry.firstRepliedAt) }))
      throw new HttpError(409, 'STAGE_NOT_ALLOWED', apiTexts[locale].backToNew)
    if (change.stage !== undefined && (moves || change.stage === 'lost')) {
      const lost = change.stage === 'lost'
      await req.payload.update({
        collection: 'inquiries',
        id,
        data: { stage: change.stage, ...(lost && { lostReason: change.lostReason, lostNote: change.note ?? null }) },
        req,
        depth: 0,
        overrideAccess: true,
        context: { inquiryActor: 'dashboard', inquiryNote: change.note } satisfies InquiryChangeContext,
      })
    }
    if (change.note && !moves) await addEvent(req, id, { kind: 'note', text: change.note })
    return last
  })
  const detail = await inquiryDetail(req, id, locale)
  return { inquiry: detail.inquiry, added: detail.history.filter((entry) => entry.id > before) }
}

async function addEvent(
  req: PayloadRequest,
  inquiry: number,
  data: { kind: 'note' | 'reply' | 'reminder'; text?: string; subject?: string; email?: number },
) {
  await req.payload.create({
    collection: 'inquiry-events',
    data: { inquiry, actor: data.kind === 'reminder' ? 'site' : 'dashboard', ...data },
    req,
    depth: 0,
    overrideAccess: true,
    context: WRITTEN_BY_SITE,
  })
}

/** What the placeholders of a reply to `inquiry` stand for, in its language. */
async function placeholderValues(req: PayloadRequest, inquiry: Inquiry): Promise<PlaceholderValues> {
  const locale = (inquiry.locale ?? 'en') as Locale
  const settings = (await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: true })) as {
    consultationUrl?: string | null
    schedulingMode?: string | null
  }
  const day = inquiry.eventDate && DAY.test(inquiry.eventDate) ? new Date(`${inquiry.eventDate}T12:00:00Z`) : null
  return {
    firstName: firstName(inquiry.name),
    service: serviceNames[locale][inquiry.serviceType as keyof (typeof serviceNames)['en']] ?? inquiry.serviceType,
    eventDate: day
      ? new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(day)
      : (inquiry.eventDate ?? ''),
    // Where /contact's scheduling buttons lead: the site's own booking page, or the external link.
    consultationLink:
      settings.schedulingMode === 'external' && settings.consultationUrl
        ? settings.consultationUrl
        : `${siteUrl()}${locale === 'fr' ? '/fr' : ''}/consultation`,
  }
}

/** 400 naming the first placeholder of the reply that the site does not know, in the caller's language. */
export function checkPlaceholders(reply: InquiryReply, locale: Locale) {
  const [unknown] = unknownPlaceholders(`${reply.subject}\n${reply.body}`)
  if (unknown)
    throw new HttpError(
      400,
      'UNKNOWN_PLACEHOLDER',
      fill(apiTexts[locale].unknownPlaceholder, {
        placeholder: `{${unknown}}`,
        allowed: REPLY_PLACEHOLDERS.map((name) => `{${name}}`).join(', '),
      }),
      { extra: { placeholder: unknown } },
    )
}

export interface QueuedReply {
  id: number
  to: string
  replyTo: string
  subject: string
  locale: Locale
  status: 'pending'
  createdAt: string
}

/**
 * POST /api/admin/contacts/{id}/reply: the reply, placeholders filled, queued in the outbox in the
 * inquiry's language with the studio as Reply-To, recorded in the history; the first reply stamps
 * the time to first reply and moves a new inquiry to "replied". One transaction.
 */
export async function replyToInquiry(
  req: PayloadRequest,
  id: number,
  reply: InquiryReply,
  locale: Locale,
): Promise<{ message: QueuedReply; stage: InquiryStage }> {
  checkPlaceholders(reply, locale)
  return inTransaction(req, async () => {
    const inquiry = await lockInquiry(req, id, locale)
    const language = (inquiry.locale ?? 'en') as Locale
    const values = await placeholderValues(req, inquiry)
    const studio = await studioInfo(req)
    const email = await inquiryReplyEmail(inquiry.email, language, studio, {
      subject: fillPlaceholders(reply.subject, values),
      body: fillPlaceholders(reply.body, values),
    })
    // The outbox's own INSERT, asked for the new row's id: the history links the reply to its delivery.
    const queued = await enqueueEmailReturning(req, email)
    await addEvent(req, id, {
      kind: 'reply',
      subject: email.subject,
      text: fillPlaceholders(reply.body, values),
      email: queued.id,
    })
    const stage = stageAfterReply(inquiry.stage)
    if (!inquiry.firstRepliedAt || stage !== inquiry.stage) {
      await req.payload.update({
        collection: 'inquiries',
        id,
        data: { stage, firstRepliedAt: inquiry.firstRepliedAt ?? new Date().toISOString() },
        req,
        depth: 0,
        overrideAccess: true,
        context: { inquiryActor: 'dashboard' } satisfies InquiryChangeContext,
      })
    }
    return {
      message: {
        id: queued.id,
        to: email.to,
        replyTo: email.replyTo!,
        subject: email.subject,
        locale: language,
        status: 'pending' as const,
        createdAt: queued.createdAt.toISOString(),
      },
      stage,
    }
  })
}

/** GET /api/admin/reply-templates: the owner's templates, each in both languages. */
export async function replyTemplates(req: PayloadRequest): Promise<ReplyTemplateView[]> {
  const found = await req.payload.find({
    collection: 'reply-templates',
    locale: 'all',
    depth: 0,
    limit: 100,
    sort: 'createdAt',
    overrideAccess: true,
    req,
  })
  const both = (value: unknown) => {
    const v = (value ?? {}) as Partial<Record<Locale, string>>
    return { en: v.en ?? '', fr: v.fr || v.en || '' }
  }
  return found.docs.map((doc) => ({
    id: doc.id,
    key: doc.key ?? null,
    name: both(doc.name),
    subject: both(doc.subject),
    body: both(doc.body),
  }))
}
