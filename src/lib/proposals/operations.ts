import crypto from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { fill } from '@/i18n/fill'
import { locales, type Locale } from '@/i18n/routing'
import { studioDate } from '@/lib/calendar/studio-time'
import { contractStudio, loadContractTemplate, signedContractPdf } from '@/lib/contracts/operations'
import { AUDIT_EVENTS, type AuditEvent } from '@/lib/contracts/pdf'
import { contractOutputs, formatDay, renderContract, type ContractData } from '@/lib/contracts/render'
import type { ContractBlock } from '@/lib/contracts/document'
import { inLocalTransaction, inTransaction } from '@/lib/db/transaction'
import { enqueueEmails, type OutgoingEmail } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import { HttpError } from '@/lib/http/errors'
import { flattenZodError, validationTranslator } from '@/lib/schemas/errors'
import { V } from '@/lib/schemas/messages'
import { ensureSecret } from '@/lib/runtime/secrets'
import { siteUrl } from '@/lib/seo/site-url'

import {
  chargeFailedEmail,
  contractEmails as contractCopies,
  installmentReminderEmail,
  proposalSentEmail,
} from './emails'
import { proposalTexts } from './messages'
import {
  DEFAULT_EXPIRY_DAYS,
  proposalReference,
  type Due,
  type InstallmentStatus,
  type ProposalStatus,
  SIGNED as SIGNED_STATUSES,
} from './model'
import { comparableName, proposalSchema, scheduleRule, signSchema, type ProposalBody } from './schemas'
import { checkSignaturePng } from './signature'
import { buildSchedule, itemAmount, proposalTotals } from './schedule'
import {
  auditTrail,
  claimAutopay,
  claimContractPdf,
  contractPdfOf,
  storeContractPdf,
  claimReminders,
  dueUntil,
  expireDue,
  insertProposal,
  insertSignature,
  listProposalRows,
  markSent,
  markViewed,
  markWithdrawn,
  proposalIdByTokenHash,
  readProposal,
  readSignature,
  recordEvent,
  type FrozenContract,
  type InstallmentRow,
  type ProposalRow,
} from './store'

/*
 * The proposals' operations: create, send (and resend), withdraw, duplicate, expire, and the reads
 * of the dashboard and of the client's link. Each change is one guarded statement or one
 * transaction with the proposal's row lock, with its audit-trail event.
 */

// ---------------------------------------------------------------------------------------------
// Shapes of the answers
// ---------------------------------------------------------------------------------------------

/** An installment's `due` as the calls write it: 'signing' or its day (N days before the event: that day). */
const dueText = (due: Due, dueDate: string | null) => (due.kind === 'signing' ? 'signing' : (dueDate ?? ''))

function installmentAnswer(i: InstallmentRow, today: string) {
  const status: InstallmentStatus =
    i.status === 'paid' ? 'paid' : i.dueDate !== null && i.dueDate < today ? 'overdue' : 'due'
  return {
    position: i.position,
    due: dueText(i.due, i.dueDate),
    ...(i.due.kind === 'before-event' && { daysBeforeEvent: i.due.days }),
    amount: i.amount,
    subtotal: i.subtotal,
    gst: i.gst,
    qst: i.qst,
    status,
    paidAt: i.paidAt?.toISOString() ?? null,
  }
}

const today = (now = new Date()) => studioDate(now)

// ---------------------------------------------------------------------------------------------
// Create
// ---------------------------------------------------------------------------------------------

/** Whether the studio charges GST and QST: both numbers in the site settings, as the receipts decide. */
export async function studioTaxed(payload: Payload): Promise<boolean> {
  const studio = await contractStudio(payload)
  return Boolean(studio.gstNumber && studio.qstNumber)
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/**
 * The body with what an inquiry or a consultation gives when its id is named and the body leaves
 * it out: the client's name, e-mail and language, and (an inquiry's) event day and venue.
 */
async function prefilled(req: PayloadRequest, raw: unknown, locale: Locale): Promise<unknown> {
  const body = record(raw)
  const t = proposalTexts(locale).api
  const id = (value: unknown) => (Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : undefined)
  const inquiryId = id(body.inquiry)
  const consultationId = id(body.consultation)
  let client: Record<string, unknown> = {}
  let event: Record<string, unknown> = {}
  if (inquiryId !== undefined) {
    const inquiry = await req.payload.findByID({
      collection: 'inquiries',
      id: inquiryId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!inquiry) throw new HttpError(404, 'INQUIRY_NOT_FOUND', t.inquiryNotFound)
    client = { name: inquiry.name, email: inquiry.email, locale: inquiry.locale }
    event = {
      ...(inquiry.eventDate && { date: inquiry.eventDate }),
      ...(inquiry.venue && { location: inquiry.venue }),
    }
  } else if (consultationId !== undefined) {
    const consultation = await req.payload.findByID({
      collection: 'consultation-bookings',
      id: consultationId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!consultation) throw new HttpError(404, 'CONSULTATION_NOT_FOUND', t.consultationNotFound)
    client = { name: consultation.name, email: consultation.email, locale: consultation.locale }
  }
  return {
    ...body,
    client: { ...client, ...record(body.client) },
    event: { ...event, ...record(body.event) },
  }
}

export interface CreateOptions {
  now?: Date
  /** Refuses an installment Stripe could not charge (the payments' minimum), with the caller's 400. */
  checkInstallment?: (totalCents: number, locale: Locale) => void
}

export interface CreatedProposal {
  id: number
  status: 'draft'
  subtotal: number
  gst: number
  qst: number
  total: number
  installments: ReturnType<typeof installmentAnswer>[]
}

/**
 * POST /api/admin/proposals: a draft with its totals (the studio's taxes, as receipts charge them)
 * and its installments. A body the schema refuses, a template that does not exist or an
 * installment under Stripe's minimum stores nothing.
 */
export async function createProposal(
  req: PayloadRequest,
  raw: unknown,
  locale: Locale,
  { now = new Date(), checkInstallment }: CreateOptions = {},
): Promise<CreatedProposal> {
  const taxed = await studioTaxed(req.payload)
  const body: ProposalBody = proposalSchema({ today: today(now), taxed, now }).parse(await prefilled(req, raw, locale))
  const templateId = body.contractTemplate!
  const template = await loadContractTemplate(req.payload, templateId)
  if (!template) {
    throw new z.ZodError([
      { code: 'custom', path: ['contractTemplate'], message: V.templateRequired, input: templateId },
    ])
  }
  const items = body.items.map((item) => ({ ...item, amount: itemAmount(item.quantity, item.unitAmount) }))
  const totals = proposalTotals(items, taxed)
  const schedule = body.schedule.map(scheduleRule)
  const { installments } = buildSchedule(schedule, totals, body.event.date, today(now))
  for (const installment of installments) checkInstallment?.(installment.amount, locale)
  const expiresAt = body.expiresAt
    ? new Date(body.expiresAt)
    : new Date(now.getTime() + DEFAULT_EXPIRY_DAYS * 86_400_000)
  const id = await insertProposal(req, {
    status: 'draft',
    client: body.client,
    event: body.event,
    items,
    contractTemplate: templateId,
    schedule,
    autopay: body.autopay,
    expiresAt,
    taxed,
    totals,
    inquiry: body.inquiry,
    consultation: body.consultation,
    installments,
  })
  const day = today(now)
  return {
    id,
    status: 'draft',
    ...totals,
    installments: installments.map((i) =>
      installmentAnswer(
        {
          ...i,
          dueDate: i.due.kind === 'signing' ? null : i.due.kind === 'date' ? i.due.date : dayOf(i.due, body.event.date),
          status: 'due',
          paidAt: null,
          paymentId: null,
        },
        day,
      ),
    ),
  }
}

const dayOf = (due: Extract<Due, { kind: 'before-event' }>, eventDate: string) => {
  const d = new Date(`${eventDate}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - due.days)
  return d.toISOString().slice(0, 10)
}

/**
 * A proposal's event and dated installments judged again on Montréal's day `today`, as its creation
 * judged them: days pass between a draft and its sending, and a duplicate copies an older schedule.
 * An installment now in the past or after the event, or an event already past, is the 400 that
 * names the field (`schedule.N.due`, `event.date`), with a message saying which installment and
 * that nothing changed. The dates are never moved: the client signs the schedule the studio wrote.
 */
function checkDatesStillHold(
  p: Pick<ProposalRow, 'schedule' | 'totals' | 'event'>,
  today: string,
  locale: Locale,
): void {
  const t = proposalTexts(locale).api
  const issues: z.core.$ZodIssue[] = []
  if (p.event.date < today) {
    issues.push({ code: 'custom', path: ['event', 'date'], message: V.eventDatePast, input: p.event.date })
  } else {
    const { problems } = buildSchedule(p.schedule, p.totals, p.event.date, today)
    for (const x of problems) {
      if (x.key === 'duePast' || x.key === 'dueAfterEvent')
        issues.push({ code: 'custom', path: x.path, message: V[x.key], input: undefined })
    }
  }
  if (issues.length === 0) return
  const { fieldErrors } = flattenZodError(new z.ZodError(issues), validationTranslator(locale))
  const numbers = issues.filter((i) => i.path[0] === 'schedule').map((i) => Number(i.path[1]) + 1)
  const message = numbers.length > 0 ? fill(t.scheduleOutdated, { numbers: numbers.join(', ') }) : t.eventPassed
  throw new HttpError(400, 'VALIDATION_FAILED', message, { extra: { fieldErrors } })
}

// ---------------------------------------------------------------------------------------------
// The contract of a proposal
// ---------------------------------------------------------------------------------------------

function contractData(p: ProposalRow, studio: ContractData['studio']): ContractData {
  return {
    client: { name: p.client.name, email: p.client.email },
    event: { date: p.event.date, place: p.event.location },
    items: p.items.map((i) => ({ label: i.label, quantity: i.quantity, unitAmount: i.unitAmount, amount: i.amount })),
    totals: p.totals,
    schedule: p.installments.map((i) => ({ due: i.due, amount: i.amount })),
    studio,
  }
}

/**
 * The contract of a proposal in both languages as it would be sent now, for the studio's preview:
 * the unknown merge fields and problems of each language, which block the sending.
 */
export async function previewContract(payload: Payload, p: ProposalRow) {
  if (p.contractTemplate === null) return { missing: [...locales], unknownFields: [], problems: [], languages: {} }
  const template = await loadContractTemplate(payload, p.contractTemplate)
  if (!template) return { missing: [...locales], unknownFields: [], problems: [], languages: {} }
  const studio = await contractStudio(payload)
  const languages: Partial<Record<Locale, { title: string; html: string; sha256: string }>> = {}
  const unknownFields = new Set<string>()
  const problems: unknown[] = []
  for (const locale of locales) {
    const text = template.languages[locale]
    if (!text) continue
    const rendered = renderContract(text, contractData(p, studio), locale)
    languages[locale] = { title: rendered.title, html: rendered.html, sha256: rendered.sha256 }
    rendered.unknownFields.forEach((field) => unknownFields.add(field))
    problems.push(...rendered.problems.map((problem) => ({ locale, ...problem })))
  }
  return { missing: template.missing, unknownFields: [...unknownFields], problems, languages }
}

/** Both languages rendered and frozen, or the 409 that says why the template cannot be sent. */
async function freezeContract(
  payload: Payload,
  p: ProposalRow,
  locale: Locale,
): Promise<Record<Locale, FrozenContract>> {
  const t = proposalTexts(locale).api
  const template = p.contractTemplate === null ? undefined : await loadContractTemplate(payload, p.contractTemplate)
  if (!template) throw new HttpError(409, 'TEMPLATE_NOT_FOUND', t.templateNotFound)
  if (template.missing.length > 0) {
    throw new HttpError(
      409,
      'TEMPLATE_INCOMPLETE',
      fill(t.templateIncomplete, { languages: template.missing.join(', ') }),
      {
        extra: { missing: template.missing },
      },
    )
  }
  const studio = await contractStudio(payload)
  const frozen = {} as Record<Locale, FrozenContract>
  const unknownFields = new Set<string>()
  let problems = 0
  for (const language of locales) {
    const rendered = renderContract(template.languages[language]!, contractData(p, studio), language)
    rendered.unknownFields.forEach((field) => unknownFields.add(field))
    problems += rendered.problems.length
    frozen[language] = { title: rendered.title, blocks: rendered.blocks, sha256: rendered.sha256 }
  }
  if (unknownFields.size > 0) {
    throw new HttpError(
      409,
      'TEMPLATE_UNKNOWN_FIELDS',
      fill(t.templateUnknownFields, { fields: [...unknownFields].join(', ') }),
      { extra: { unknownFields: [...unknownFields] } },
    )
  }
  if (problems > 0) throw new HttpError(409, 'TEMPLATE_PROBLEMS', t.templateProblems)
  return frozen
}

// ---------------------------------------------------------------------------------------------
// The client's link
// ---------------------------------------------------------------------------------------------

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

const hashToken = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest()

/**
 * The client's link of proposal `id`, generation `generation`: an HMAC-SHA256 of both under the
 * site's secret, 256 bits. Only its SHA-256 is stored, so the database alone yields no link; the
 * server rebuilds the current one for the reminders and the pay-link e-mails.
 */
export const linkToken = (id: number, generation: number) =>
  crypto
    .createHmac('sha256', ensureSecret('NEWSLETTER_SECRET', 'newsletter-secret'))
    .update(`proposal-link:${id}:${generation}`)
    .digest('base64url')

/** The current link of a sent proposal, or undefined for a draft. */
export const currentLink = (p: Pick<ProposalRow, 'id' | 'linkGeneration' | 'client' | 'sentAt'>) =>
  p.sentAt === null ? undefined : proposalUrl(linkToken(p.id, p.linkGeneration), p.client.locale)

/** The page the link opens, in the client's language (French under /fr, English at the root). */
export const proposalUrl = (token: string, locale: Locale) =>
  `${siteUrl()}${locale === 'fr' ? '/fr' : ''}/proposals/${token}`

/**
 * The proposal a link's token names, or undefined: a token of any other shape is never looked up,
 * and the stored hash is compared in constant time (only the SHA-256 of a token is stored).
 */
export async function proposalIdOfToken(from: PayloadRequest | Payload, token: unknown): Promise<number | undefined> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return undefined
  const hash = hashToken(token)
  const found = await proposalIdByTokenHash(from, hash)
  if (!found || found.hash.length !== hash.length || !crypto.timingSafeEqual(found.hash, hash)) return undefined
  return found.id
}

/** The e-mail that gives the client their link, in their language. */
async function sentEmail(req: PayloadRequest, p: ProposalRow, url: string): Promise<OutgoingEmail> {
  const locale = p.client.locale
  return proposalSentEmail(p, await studioInfo(req), {
    event: formatDay(p.event.date, locale),
    total: p.totals.total,
    expiry: formatDay(studioDate(p.expiresAt), locale),
    url,
  })
}

/**
 * POST /api/admin/proposals/{id}/send: freezes the contract in both languages (the first time),
 * makes the client's link (a new one on each send: only its hash is kept, so a resend replaces the
 * link), records the studio's signature by sending (its legal name and the time), and queues the
 * e-mail, in one transaction. An event or a dated installment now past (or after the event) is a
 * 400 naming the field, and nothing changes.
 */
export async function sendProposal(
  req: PayloadRequest,
  id: number,
  locale: Locale,
  now = new Date(),
): Promise<{ status: ProposalStatus; url: string }> {
  const t = proposalTexts(locale).api
  return inTransaction(req, async () => {
    const p = await readProposal(req, id, true)
    if (!p) throw new HttpError(404, 'NOT_FOUND', t.notFound)
    if (p.status !== 'draft' && p.status !== 'sent' && p.status !== 'viewed')
      throw new HttpError(409, 'NOT_SENDABLE', t.notDraft, { extra: { status: p.status } })
    // Unsigned, so nothing is paid: the client would sign a schedule whose dates no longer hold.
    checkDatesStillHold(p, today(now), locale)
    const contract = p.contract ?? (await freezeContract(req.payload, p, locale))
    const studio = await contractStudio(req.payload)
    const linkGeneration = p.linkGeneration + 1
    const token = linkToken(id, linkGeneration)
    const sent = await markSent(req, id, {
      tokenHash: hashToken(token),
      linkGeneration,
      contract,
      studioLegalName: studio.legalName,
    })
    if (!sent) throw new HttpError(409, 'NOT_SENDABLE', t.notDraft)
    await recordEvent(req, id, p.status === 'draft' ? 'sent' : 'resent', studio.legalName)
    const url = proposalUrl(token, p.client.locale)
    await enqueueEmails(req, [await sentEmail(req, { ...p, status: sent.status }, url)])
    return { status: sent.status, url }
  })
}

/** POST /api/admin/proposals/{id}/withdraw: a proposal not yet signed; its link then answers 410. */
export async function withdrawProposal(req: PayloadRequest, id: number, locale: Locale) {
  const t = proposalTexts(locale).api
  if (await markWithdrawn(req, id)) return { status: 'withdrawn' as const }
  const p = await readProposal(req, id)
  if (!p) throw new HttpError(404, 'NOT_FOUND', t.notFound)
  if (p.status === 'withdrawn') return { status: 'withdrawn' as const }
  throw new HttpError(409, 'CANNOT_WITHDRAW', t.cannotWithdraw, { extra: { status: p.status } })
}

/**
 * POST /api/admin/proposals/{id}/duplicate: a new draft with the same client, event, items,
 * template and schedule, priced again with the studio's taxes as they are now. Its dates are judged
 * on today as a new proposal's are: an event or a dated installment now past (or after the event)
 * refuses the copy with the 400 naming the field, and nothing is stored.
 */
export async function duplicateProposal(req: PayloadRequest, id: number, locale: Locale, now = new Date()) {
  const t = proposalTexts(locale).api
  const p = await readProposal(req, id)
  if (!p) throw new HttpError(404, 'NOT_FOUND', t.notFound)
  if (p.contractTemplate === null) throw new HttpError(409, 'TEMPLATE_NOT_FOUND', t.templateNotFound)
  const taxed = await studioTaxed(req.payload)
  const totals = proposalTotals(p.items, taxed)
  checkDatesStillHold({ ...p, totals }, today(now), locale)
  const { installments, problems } = buildSchedule(p.schedule, totals, p.event.date, today(now))
  if (problems.length > 0)
    throw new z.ZodError(problems.map((x) => ({ code: 'custom', path: x.path, message: V[x.key], input: undefined })))
  const copy = await insertProposal(
    req,
    {
      status: 'draft',
      client: p.client,
      event: p.event,
      items: p.items,
      contractTemplate: p.contractTemplate,
      schedule: p.schedule,
      autopay: p.autopay,
      expiresAt: new Date(now.getTime() + DEFAULT_EXPIRY_DAYS * 86_400_000),
      taxed,
      totals,
      inquiry: p.inquiry ?? undefined,
      consultation: p.consultation ?? undefined,
      installments,
    },
    `duplicate of ${proposalReference(p.id)}`,
  )
  await recordEvent(req, p.id, 'duplicated', proposalReference(copy))
  return adminProposal(req.payload, copy)
}

/** The expiry loop's pass: every sent proposal past its expiry is expired (its link then answers 410). */
export const expireProposals = (payload: Payload, now = new Date()) => expireDue(payload, now)

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/proposals: the Proposals tab's list. */
export async function listProposals(payload: Payload, now = new Date()) {
  const rows = await listProposalRows(payload)
  const day = today(now)
  return {
    docs: rows.map((r) => ({
      id: r.id,
      reference: proposalReference(r.id),
      status: r.status,
      client: r.client,
      eventDate: r.eventDate,
      total: r.total,
      paid: r.paid,
      nextDue: r.nextDue && {
        due: r.nextDue.date ?? 'signing',
        amount: r.nextDue.amount,
        overdue: r.nextDue.date !== null && r.nextDue.date < day,
      },
      // The dashboard's alert: the saved card was declined (or needs its holder) and nothing was paid since.
      alert: r.chargeFailed ? ('charge_failed' as const) : null,
      createdAt: r.createdAt.toISOString(),
    })),
  }
}

/** GET /api/admin/proposals/{id}: the proposal, its schedule, its contract's preview, the signature's evidence and the audit trail. */
export async function adminProposal(payload: Payload, id: number, now = new Date()) {
  const p = await readProposal(payload, id)
  if (!p) return undefined
  const day = today(now)
  const signature = await readSignature(payload, id)
  return {
    id: p.id,
    reference: proposalReference(p.id),
    status: p.status,
    client: p.client,
    event: p.event,
    items: p.items,
    contractTemplate: p.contractTemplate,
    autopay: p.autopay,
    expiresAt: p.expiresAt.toISOString(),
    taxed: p.taxed,
    subtotal: p.totals.subtotal,
    gst: p.totals.gst,
    qst: p.totals.qst,
    total: p.totals.total,
    paid: p.installments.filter((i) => i.status === 'paid').reduce((sum, i) => sum + i.amount, 0),
    installments: p.installments.map((i) => installmentAnswer(i, day)),
    inquiry: p.inquiry,
    consultation: p.consultation,
    studio: p.studioLegalName ? { legalName: p.studioLegalName, sentAt: p.sentAt?.toISOString() ?? null } : null,
    contract: p.contract
      ? {
          frozen: true,
          languages: Object.fromEntries(
            locales.map((l) => [l, { title: p.contract![l].title, sha256: p.contract![l].sha256 }]),
          ),
        }
      : { frozen: false, preview: await previewContract(payload, p) },
    // The evidence, without the drawn image: that is shown only on the client's own link and in the PDF.
    signature: signature && {
      name: signature.typedName,
      language: signature.language,
      contractSha256: signature.contractSha256,
      ip: signature.ip,
      userAgent: signature.userAgent,
      signedAt: signature.signedAt.toISOString(),
      autopay: signature.autopay,
    },
    audit: (await auditTrail(payload, id)).map((e) => ({ event: e.event, at: e.at.toISOString(), details: e.details })),
    createdAt: p.createdAt.toISOString(),
  }
}

/** A link's proposal in a state the client can no longer act on: 410 with why, in their language. */
export function closedError(p: Pick<ProposalRow, 'status'>, locale: Locale): HttpError | undefined {
  const t = proposalTexts(locale).api
  if (p.status === 'withdrawn') return new HttpError(410, 'PROPOSAL_WITHDRAWN', t.withdrawn)
  if (p.status === 'expired') return new HttpError(410, 'PROPOSAL_EXPIRED', t.expired)
  return undefined
}

/** Whether an unsigned proposal's expiry has passed (the loop may not have run yet). */
export const pastExpiry = (p: Pick<ProposalRow, 'status' | 'expiresAt'>, now = new Date()) =>
  (p.status === 'sent' || p.status === 'viewed') && p.expiresAt.getTime() <= now.getTime()

/** The proposal a client's token names, or the 404 that says nothing about whether one exists. */
export async function proposalOfToken(from: PayloadRequest | Payload, token: unknown, locale: Locale) {
  const id = await proposalIdOfToken(from, token)
  const p = id === undefined ? undefined : await readProposal(from, id)
  if (!p) throw new HttpError(404, 'NOT_FOUND', proposalTexts(locale).api.linkNotFound)
  return p
}

/**
 * GET /api/proposals/{token}: what the client's page shows (src/app/…/proposals/[token]): the
 * items, the totals, the schedule, the contract frozen at sending in both languages (French first
 * on the page), and, once signed, the signature with its drawn image (only here, on the client's
 * own link). The first read marks the proposal viewed. 410 once withdrawn or expired.
 */
export async function clientView(payload: Payload, token: unknown, locale: Locale, now = new Date()) {
  let p = await proposalOfToken(payload, token, locale)
  if (pastExpiry(p, now)) {
    await expireDue(payload, now)
    p = (await readProposal(payload, p.id))!
  }
  const closed = closedError(p, locale)
  if (closed) throw closed
  if (p.status === 'sent' && (await markViewed(payload, p.id))) p = { ...p, status: 'viewed' }
  const day = today(now)
  const signature = await readSignature(payload, p.id)
  const contract = p.contract!
  const language = (l: Locale) => ({
    title: contract[l].title,
    html: contractOutputs(contract[l].blocks as ContractBlock[], l).html,
    sha256: contract[l].sha256,
  })
  return {
    status: p.status,
    reference: proposalReference(p.id),
    locale: p.client.locale,
    client: { name: p.client.name },
    event: p.event,
    items: p.items,
    subtotal: p.totals.subtotal,
    gst: p.totals.gst,
    qst: p.totals.qst,
    total: p.totals.total,
    taxed: p.taxed,
    installments: p.installments.map((i) => installmentAnswer(i, day)),
    autopay: p.autopay,
    expiresAt: p.expiresAt.toISOString(),
    studio: { legalName: p.studioLegalName, sentAt: p.sentAt?.toISOString() ?? null },
    contract: { fr: language('fr'), en: language('en'), sha256: { fr: contract.fr.sha256, en: contract.en.sha256 } },
    signature: signature
      ? {
          name: signature.typedName,
          language: signature.language,
          signedAt: signature.signedAt.toISOString(),
          image: `data:image/png;base64,${signature.signaturePng.toString('base64')}`,
        }
      : null,
  }
}
export type ClientView = Awaited<ReturnType<typeof clientView>>

// ---------------------------------------------------------------------------------------------
// Signing
// ---------------------------------------------------------------------------------------------

/** Who signed, as the request shows it: the evidence kept with the signature. */
export interface SignerEvidence {
  ip: string
  userAgent: string
}

const fieldError = (path: string, key: keyof typeof V) =>
  new z.ZodError([{ code: 'custom', path: [path], message: V[key], input: undefined }])

/**
 * POST /api/proposals/{token}/sign, the proposal's part: checks the body (strict: no amount), the
 * typed name against the client's (case, accents, spacing and punctuation between words aside),
 * the drawn PNG, then records the signature with its evidence (IP address, browser, time, the
 * SHA-256 of the version shown, its language) and moves the proposal to `signed`, in one
 * statement. Thirty concurrent signatures sign once: the others get 409. Answers the signed
 * proposal, for the flow to open the first installment's Checkout.
 */
export async function recordSignature(
  req: PayloadRequest,
  token: unknown,
  raw: unknown,
  evidence: SignerEvidence,
  locale: Locale,
  now = new Date(),
): Promise<ProposalRow> {
  const t = proposalTexts(locale).api
  // The link first: a body is judged only for a proposal that exists (else 404, saying nothing).
  const p = await proposalOfToken(req, token, locale)
  const closed =
    closedError(p, locale) ?? (pastExpiry(p, now) ? new HttpError(410, 'PROPOSAL_EXPIRED', t.expired) : undefined)
  if (closed) throw closed
  if (SIGNED_STATUSES.includes(p.status)) throw new HttpError(409, 'ALREADY_SIGNED', t.alreadySigned)
  const body = signSchema.parse(raw)
  if (comparableName(body.name) !== comparableName(p.client.name)) throw fieldError('name', 'signatureNameMismatch')
  const png = checkSignaturePng(body.signature)
  if (png === 'too-large') throw fieldError('signature', 'signatureTooLarge')
  if (png === 'not-png') throw fieldError('signature', 'signatureInvalid')
  const signed = await insertSignature(req, p.id, {
    typedName: body.name,
    signaturePng: png.png,
    language: body.language,
    contractSha256: p.contract![body.language].sha256,
    autopay: p.autopay && body.autopay === true,
    ip: evidence.ip,
    userAgent: evidence.userAgent.slice(0, 1000),
  })
  if (!signed) {
    const now2 = await readProposal(req, p.id)
    const after = now2 && closedError(now2, locale)
    if (after) throw after
    if (now2 && (now2.status === 'sent' || now2.status === 'viewed'))
      throw new HttpError(410, 'PROPOSAL_EXPIRED', t.expired)
    throw new HttpError(409, 'ALREADY_SIGNED', t.alreadySigned)
  }
  return (await readProposal(req, p.id))!
}

/** The first installment not yet paid, or undefined when every one is. */
export const nextUnpaid = (p: Pick<ProposalRow, 'installments'>) => p.installments.find((i) => i.status === 'due')

// ---------------------------------------------------------------------------------------------
// The saved card's charges
// ---------------------------------------------------------------------------------------------

/** Whether the client chose, when signing, to have the later installments charged to their card (and it was offered). */
export async function autopayChosen(from: PayloadRequest | Payload, p: ProposalRow): Promise<boolean> {
  if (!p.autopay) return false
  return (await readSignature(from, p.id))?.autopay === true
}

/**
 * A saved card's charge failed (declined, or it needs its holder): the audit trail says so (the
 * dashboard's alert) and the client is e-mailed their proposal's link to pay, in their language,
 * in the caller's transaction.
 */
export async function chargeFailed(req: PayloadRequest, p: ProposalRow, position: number, code: string): Promise<void> {
  await recordEvent(req, p.id, 'charge-failed', `installment ${position + 1}: ${code}`.slice(0, 500))
  const link = currentLink(p)
  const installment = p.installments.find((i) => i.position === position)
  if (!link || !installment) return
  const mention = { position: installment.position, count: p.installments.length, amount: installment.amount }
  await enqueueEmails(req, [await chargeFailedEmail(p, await studioInfo(req), mention, link)])
}

/** The days the dashboard's "falls due" list looks ahead. */
export const DUE_HORIZON_DAYS = 90

/**
 * GET /api/admin/proposals/due: the installments of signed proposals still unpaid that fall due in
 * the next 90 days (Montréal's calendar), the overdue ones first.
 */
export async function dueInstallments(payload: Payload, now = new Date()) {
  const day = today(now)
  const until = new Date(`${day}T00:00:00Z`)
  until.setUTCDate(until.getUTCDate() + DUE_HORIZON_DAYS)
  const rows = await dueUntil(payload, until.toISOString().slice(0, 10))
  return rows.map((r) => ({
    proposal: r.proposalId,
    reference: proposalReference(r.proposalId),
    client: { name: r.clientName, email: r.clientEmail },
    eventDate: r.eventDate,
    installment: r.position + 1,
    installments: r.count,
    due: r.dueDate,
    overdue: r.dueDate < day,
    amount: r.amount,
    subtotal: r.subtotal,
    gst: r.gst,
    qst: r.qst,
  }))
}
export type DueInstallment = Awaited<ReturnType<typeof dueInstallments>>[number]

// ---------------------------------------------------------------------------------------------
// Reminders
// ---------------------------------------------------------------------------------------------

/**
 * The reminders of Montréal's day (7 days and 1 day before an installment's day, and 3 days after
 * it, then flagged overdue), each claimed once and queued in the client's language with their link
 * to pay, in one transaction of `req`. The installments a saved card will pay get no reminder
 * before their day (only if it is still unpaid 3 days after).
 */
export async function sendReminders(req: PayloadRequest, now = new Date()): Promise<number> {
  const day = today(now)
  const claimed = await claimReminders(req, day)
  const studio = claimed.length ? await studioInfo(req) : undefined
  const proposals = new Map<number, ProposalRow | undefined>()
  const emails: OutgoingEmail[] = []
  for (const { proposalId, position, kind } of claimed) {
    if (!proposals.has(proposalId)) proposals.set(proposalId, await readProposal(req, proposalId))
    const p = proposals.get(proposalId)
    const installment = p?.installments.find((i) => i.position === position)
    const link = p && currentLink(p)
    if (!p || !installment || !link || !studio) continue
    const mention = {
      position,
      count: p.installments.length,
      amount: installment.amount,
      due: formatDay(installment.dueDate ?? day, p.client.locale),
    }
    emails.push(await installmentReminderEmail(p, studio, kind, mention, link))
  }
  if (emails.length) await enqueueEmails(req, emails)
  return emails.length
}

/** The installments whose day has come and that the client's saved card pays: claimed once each. */
export const claimAutopayDue = (req: PayloadRequest, now = new Date()) => claimAutopay(req, today(now))

// ---------------------------------------------------------------------------------------------
// The signed contract's PDF
// ---------------------------------------------------------------------------------------------

const PDF_EVENTS = new Set<string>(AUDIT_EVENTS)

/**
 * The signed contract of a signed proposal as a PAdES-signed PDF (src/lib/contracts): the version
 * the client signed, both signatures (the studio's by sending), the evidence and the audit trail.
 */
export async function buildContractPdf(payload: Payload, p: ProposalRow): Promise<Buffer> {
  const signature = await readSignature(payload, p.id)
  if (!signature || !p.contract || !p.sentAt) throw new Error(`Proposal ${p.id} is not signed`)
  const version = p.contract[signature.language]
  const audit = (await auditTrail(payload, p.id))
    .filter((e) => PDF_EVENTS.has(e.event))
    .map((e) => ({ event: e.event as AuditEvent, at: e.at.toISOString(), ...(e.details && { details: e.details }) }))
  return signedContractPdf(payload, {
    locale: signature.language,
    title: version.title,
    blocks: version.blocks as ContractBlock[],
    evidence: {
      reference: proposalReference(p.id),
      studio: { legalName: p.studioLegalName ?? '', sentAt: p.sentAt.toISOString() },
      client: {
        typedName: signature.typedName,
        email: p.client.email,
        signaturePng: signature.signaturePng,
        signedAt: signature.signedAt.toISOString(),
        ip: signature.ip,
        userAgent: signature.userAgent,
      },
      language: signature.language,
      contractSha256: signature.contractSha256,
      audit,
    },
  })
}

/** The copies of the signed contract, once booked: to the client in their language, and to the studio. */
export async function contractEmails(req: PayloadRequest, p: ProposalRow, pdf: Buffer): Promise<OutgoingEmail[]> {
  return contractCopies(p, await studioInfo(req), pdf)
}

/**
 * The loop's step: makes the signed PDF of one proposal that needs it (signed, or booked since its
 * PDF was made), stores it, and once booked sends both parties their copy. Building and signing a
 * PDF takes seconds: here, never in a visitor's request or the webhook's answer. False when none
 * was waiting.
 */
export async function makeNextContractPdf(payload: Payload): Promise<boolean> {
  const claimed = await claimContractPdf(payload)
  if (!claimed) return false
  const p = await readProposal(payload, claimed.id)
  if (!p) return true
  const pdf = await buildContractPdf(payload, p)
  await inLocalTransaction(payload, async (req) => {
    const first = await storeContractPdf(req, p.id, claimed.stage, pdf)
    if (first && claimed.stage === 'booked') await enqueueEmails(req, await contractEmails(req, p, pdf))
  })
  return true
}

/** The stored signed PDF of a proposal, for the client's link or the studio; 409 while it is being made. */
export async function storedContractPdf(
  from: PayloadRequest | Payload,
  p: ProposalRow,
  locale: Locale,
): Promise<Buffer> {
  const t = proposalTexts(locale).api
  if (!SIGNED_STATUSES.includes(p.status)) throw new HttpError(409, 'NOT_SIGNED', t.notSigned)
  const pdf = await contractPdfOf(from, p.id)
  if (!pdf) throw new HttpError(409, 'CONTRACT_NOT_READY', t.contractNotReady, { headers: { 'Retry-After': '60' } })
  return pdf
}
