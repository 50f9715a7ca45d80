import { createHash } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { recipientKey, takeConfirmation } from '@/lib/email/confirmation-limit'
import { studioInfo } from '@/lib/email/studio'
import type { StoringContext } from '@/lib/http/json-call'
import { HttpError } from '@/lib/http/errors'
import { consultationSchema, slotQuerySchema, type ConsultationStatus } from '@/lib/schemas/consultation'
import { validationTranslator } from '@/lib/schemas/errors'
import { V, type ValidationKey } from '@/lib/schemas/messages'
import type { ConsultationAvailability, ConsultationType } from '@root/payload-types'
import { consultationEmails, type ConsultationMessage } from './emails'
import { externalBusy } from './external'
import { consultationBooked } from './inquiry-link'
import { bookedPerDay, heldBetween, insertConsultation, lockOwnerDay, lockVisitor, nextConsultationId } from './store'
import {
  addDays,
  blockedRange,
  checkStart,
  computeSlots,
  ownerDate,
  type AvailabilityRules,
  type Interval,
  type SlotRefusal,
} from './rules'

const DAY = 24 * 60 * 60 * 1000

/** What the slot rules and the booking need of the CMS's availability global. */
export interface OwnerAvailability extends AvailabilityRules {
  classSessionsBlock: boolean
  changeCutoffHours: number
  calendars: { label?: string | null; url: string }[]
}

export function availabilityFrom(doc: Partial<ConsultationAvailability>): OwnerAvailability {
  return {
    weekly: (doc.weekly ?? []).map((w) => ({ weekday: w.weekday, from: w.from, to: w.to })),
    overrides: (doc.overrides ?? []).map((o) => ({ date: o.date, kind: o.kind, from: o.from, to: o.to })),
    bufferBeforeMinutes: doc.bufferBeforeMinutes ?? 0,
    bufferAfterMinutes: doc.bufferAfterMinutes ?? 15,
    minimumNoticeHours: doc.minimumNoticeHours ?? 12,
    horizonDays: doc.horizonDays ?? 60,
    maxPerDay: doc.maxPerDay ?? 0,
    slotStepMinutes: doc.slotStepMinutes ?? 30,
    classSessionsBlock: doc.classSessionsBlock ?? true,
    changeCutoffHours: doc.changeCutoffHours ?? 12,
    calendars: (doc.calendars ?? []).map((c) => ({ label: c.label, url: c.url })),
  }
}

export async function readAvailability(req: PayloadRequest): Promise<OwnerAvailability> {
  const doc = await req.payload.findGlobal({ slug: 'consultation-availability', depth: 0, req, overrideAccess: true })
  return availabilityFrom(doc)
}

/** A consultation type as the rules and the e-mails read it, with its texts in both languages. */
export interface BookableType {
  id: number
  typeId: string
  names: Record<Locale, string>
  descriptions: Record<Locale, string>
  durationMinutes: number
  modes: string[]
  videoLink?: string | null
  address: Record<Locale, string | null | undefined>
  approvalRequired: boolean
  hidden: boolean
  /** Whole dollars (0: free). */
  price: number
  onlinePayment: NonNullable<ConsultationType['onlinePayment']>
  depositPercent: number | null
  /** Share of an online payment refunded when the client cancels after the change cut-off. */
  lateCancellationRefundPercent: number
}

type AllLocales<T> = T | Partial<Record<Locale, T>> | null | undefined
const both = <T>(value: AllLocales<T>, fallback: T): Record<Locale, T> => {
  const v = (value && typeof value === 'object' ? value : { en: value ?? undefined }) as Partial<Record<Locale, T>>
  const en = v.en ?? fallback
  return { en, fr: v.fr ?? en }
}

export function bookableType(doc: ConsultationType): BookableType {
  return {
    id: doc.id,
    typeId: doc.typeId,
    names: both(doc.name as AllLocales<string>, doc.typeId),
    descriptions: both(doc.description as AllLocales<string>, ''),
    durationMinutes: doc.durationMinutes,
    modes: doc.modes ?? [],
    videoLink: doc.videoLink,
    address: both(doc.address as AllLocales<string | null>, null),
    approvalRequired: Boolean(doc.approvalRequired),
    hidden: Boolean(doc.hidden),
    price: doc.price ?? 0,
    onlinePayment: doc.onlinePayment ?? 'none',
    depositPercent: doc.depositPercent ?? null,
    lateCancellationRefundPercent: doc.lateCancellationRefundPercent ?? 0,
  }
}

/** The type `typeId` (hidden ones only when asked: a booking made before it was hidden). */
export async function findType(
  payload: Payload,
  typeId: string,
  { includeHidden = false, req }: { includeHidden?: boolean; req?: PayloadRequest } = {},
): Promise<BookableType | undefined> {
  const { docs } = await payload.find({
    collection: 'consultation-types',
    where: includeHidden
      ? { typeId: { equals: typeId } }
      : { and: [{ typeId: { equals: typeId } }, { hidden: { not_equals: true } }] },
    limit: 1,
    depth: 0,
    locale: 'all',
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0] ? bookableType(docs[0]) : undefined
}

/** The bookable types, in the owner's order (the page's choice). */
export async function listBookableTypes(payload: Payload): Promise<BookableType[]> {
  const { docs } = await payload.find({
    collection: 'consultation-types',
    where: { hidden: { not_equals: true } },
    sort: 'order',
    depth: 0,
    locale: 'all',
    pagination: false,
    overrideAccess: true,
  })
  return docs.map(bookableType)
}

/**
 * What is taken between `from` and `to`: the held consultations (their blocked ranges, buffers
 * included), the class sessions when they block, and the busy times of the owner's external
 * calendars (their last good copy). `except` leaves one consultation out (its own reschedule).
 */
export async function busyBetween(
  req: PayloadRequest,
  availability: OwnerAvailability,
  from: number,
  to: number,
  except?: number,
): Promise<Interval[]> {
  const taken = await heldBetween(req, from, to, { classSessions: availability.classSessionsBlock, except })
  return taken.concat(
    await externalBusy(
      req.payload,
      availability.calendars.map((c) => c.url),
      from,
      to,
    ),
  )
}

/** The span of instants that Montréal days `from` … `from + days − 1` can cover, with a day of margin. */
const spanOf = (from: string, days: number) => ({
  start: Date.parse(`${from}T00:00:00Z`) - DAY,
  end: Date.parse(`${addDays(from, days)}T00:00:00Z`) + DAY,
})

export interface SlotDay {
  type: BookableType
  availability: OwnerAvailability
}

/** The bookable times of `days` Montréal days from `from`, as the slots call answers them. */
export async function freeSlots(
  req: PayloadRequest,
  { type, availability }: SlotDay,
  from: string,
  days: number,
  now = Date.now(),
  except?: number,
): Promise<{ start: string; end: string }[]> {
  const span = spanOf(from, days)
  const [busy, perDay] = await Promise.all([
    busyBetween(req, availability, span.start, span.end, except),
    availability.maxPerDay > 0 ? bookedPerDay(req, span.start, span.end, except) : undefined,
  ])
  return computeSlots({
    rules: availability,
    durationMinutes: type.durationMinutes,
    from,
    days,
    now,
    busy,
    bookedPerDay: perDay,
  }).map((s) => ({ start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() }))
}

function fieldError(locale: Locale, field: string, key: ValidationKey): HttpError {
  const message = validationTranslator(locale)(key)
  return new HttpError(400, 'VALIDATION_FAILED', message, { extra: { fieldErrors: { [field]: message } } })
}

export function unknownType(locale: Locale): HttpError {
  return fieldError(locale, 'type', V.consultationTypeUnknown)
}

/** GET /api/consultations/slots. */
export async function slotsCall(req: PayloadRequest, locale: Locale) {
  const url = new URL(req.url ?? 'http://localhost/')
  const query = slotQuerySchema.parse(Object.fromEntries(url.searchParams))
  const type = await findType(req.payload, query.type, { req })
  if (!type) throw unknownType(locale)
  const availability = await readAvailability(req)
  const from = query.from ?? ownerDate(Date.now())
  return { type: type.typeId, slots: await freeSlots(req, { type, availability }, from, query.days) }
}

const REFUSALS: Record<Exclude<SlotRefusal, 'taken'>, ValidationKey> = {
  past: V.consultationPast,
  notice: V.consultationNotice,
  horizon: V.consultationHorizon,
  unavailable: V.consultationUnavailable,
  offGrid: V.consultationOffGrid,
}

/** A week of fresh times from the day asked for: what a 409 offers instead. */
export async function slotTakenError(
  req: PayloadRequest,
  day: SlotDay,
  start: number,
  locale: Locale,
  except?: number,
): Promise<HttpError> {
  const slots = await freeSlots(req, day, ownerDate(start), 7, Date.now(), except)
  return new HttpError(409, 'SLOT_TAKEN', validationTranslator(locale)(V.consultationTaken), { extra: { slots } })
}

/** PostgreSQL's exclusion_violation (23P01) anywhere in the chain: the time overlaps a held one. */
export function isExclusionViolation(error: unknown, depth = 0): boolean {
  if (depth > 6 || error === null || typeof error !== 'object') return false
  if ((error as { code?: unknown }).code === '23P01') return true
  return isExclusionViolation((error as { cause?: unknown }).cause, depth + 1)
}

/**
 * Checks `start` against the rules for this type: a 400 for a time the visitor could not have been
 * offered, a 409 SLOT_TAKEN (with fresh times) for one that is no longer free.
 */
export async function checkBookable(
  req: PayloadRequest,
  day: SlotDay,
  start: number,
  locale: Locale,
  except?: number,
): Promise<void> {
  const span = { start: start - DAY, end: start + 2 * DAY }
  const [busy, perDay] = await Promise.all([
    busyBetween(req, day.availability, span.start, span.end, except),
    day.availability.maxPerDay > 0 ? bookedPerDay(req, span.start, span.end, except) : undefined,
  ])
  const refused = checkStart(
    { rules: day.availability, durationMinutes: day.type.durationMinutes, now: Date.now(), busy, bookedPerDay: perDay },
    start,
  )
  if (refused === 'taken') throw await slotTakenError(req, day, start, locale, except)
  if (refused) throw fieldError(locale, 'start', REFUSALS[refused])
}

/**
 * Takes the Montréal day's lock and checks its cap (only when the owner set one): the exclusion
 * constraint keeps times apart, this keeps the count, both whichever instance writes.
 */
export async function holdDay(req: PayloadRequest, day: SlotDay, start: number, locale: Locale, except?: number) {
  const date = ownerDate(start)
  await lockOwnerDay(req, date)
  const perDay = await bookedPerDay(req, start - DAY, start + DAY, except)
  if ((perDay.get(date) ?? 0) >= day.availability.maxPerDay) throw await slotTakenError(req, day, start, locale)
}

export interface PublicConsultation {
  id: number
  type: string
  start: string
  end: string
  status: ConsultationStatus
}

export const publicConsultation = (c: {
  id: number
  type: string
  start: number
  end: number
  status: ConsultationStatus
}): PublicConsultation => ({
  id: c.id,
  type: c.type,
  start: new Date(c.start).toISOString(),
  end: new Date(c.end).toISOString(),
  status: c.status,
})

export interface NewConsultation extends ConsultationMessage {
  type: string
  serviceType: string
  blocked: Interval
  /** recipientKey of the visitor's e-mail: one mailbox whatever its case or `+tag`. */
  mailboxKey: string
  /** The visitor's client address, hashed (clientKey). */
  clientKey: string
}

/**
 * How many future consultations one visitor may hold at once (pending or confirmed, not yet
 * started), counted per mailbox and per client address. Set in endpoints/public/limits.ts.
 */
export interface HoldLimits {
  perMailbox: number
  perClient: number
}

/** The client address as stored with a consultation: hashed, like the mailbox. */
export function clientKey(ip: string): string {
  return createHash('sha256').update(`client:${ip}`).digest('base64url')
}

/**
 * Takes the visitor's locks (mailbox, then client address: always in that order, so two bookings
 * never wait on each other) and refuses a visitor who already holds their share of future times:
 * 409 TOO_MANY_CONSULTATIONS. Inside the booking's transaction, so two bookings of one visitor at
 * once are counted one after the other, whichever instance takes them.
 */
export async function holdVisitor(req: PayloadRequest, b: NewConsultation, limits: HoldLimits, locale: Locale) {
  const held = await lockVisitor(req, b.mailboxKey, b.clientKey)
  if (held.mailbox >= limits.perMailbox || held.client >= limits.perClient) {
    throw new HttpError(409, 'TOO_MANY_CONSULTATIONS', validationTranslator(locale)(V.consultationTooMany))
  }
}

/**
 * One of the mailbox's confirmations of the day (src/lib/email/confirmation-limit.ts: 5 a day
 * across the forms). A booking's e-mail is its invitation, so past the cap the booking is refused
 * (429) rather than stored without it.
 */
async function takeMailboxConfirmation(req: PayloadRequest, email: string, locale: Locale) {
  const retryAfter = await takeConfirmation(req, email)
  if (retryAfter === undefined) return
  throw new HttpError(429, 'MAILBOX_LIMIT', validationTranslator(locale)(V.consultationMailboxLimit), {
    extra: { retryAfter },
    headers: { 'Retry-After': String(retryAfter) },
  })
}

/**
 * How a type paid online is booked (src/lib/payments/consultation-booking.ts): `takes` says whether
 * this booking is paid online (and may refuse its body), `hold` records its pending payment in the
 * booking's transaction. The consultation then holds its time as `pending_payment`, and its
 * e-mails wait for the payment.
 */
export interface ConsultationCharge {
  takes: (type: BookableType, body: unknown, locale: Locale) => boolean
  hold: (req: PayloadRequest, booking: NewConsultation, type: BookableType) => Promise<void>
}

/** The refusals a double click's second request may get because its first one committed. */
const REPLAYABLE = new Set(['SLOT_TAKEN', 'TOO_MANY_CONSULTATIONS'])

/**
 * POST /api/consultations: validates, checks the rules, then, in one transaction, counts the
 * visitor's future consultations, takes one of the mailbox's confirmations of the day and stores
 * the consultation, its e-mails and the Idempotency-Key answer in one statement. Two visitors
 * racing for one time are told apart by the exclusion constraint: the second insert waits for the
 * first to commit, is refused (23P01), and answers 409 SLOT_TAKEN with fresh times.
 */
export async function createConsultation(
  ctx: StoringContext,
  limits: HoldLimits,
  charge?: ConsultationCharge,
): Promise<{ status: number; body: PublicConsultation } | Response> {
  const { req, locale, idempotency } = ctx
  const data = consultationSchema.parse(ctx.body)
  const type = await findType(req.payload, data.type, { req })
  if (!type) throw unknownType(locale)
  const paid = charge?.takes(type, ctx.body, locale) ?? false
  const availability = await readAvailability(req)
  const day: SlotDay = { type, availability }
  const start = Date.parse(data.start)
  // A double click whose first request committed after this one passed the endpoint's replay
  // check: the time is "taken" (or the visitor's share is) by the same submission, whose answer
  // is the one to give.
  const replayOr = async (error: unknown) => {
    const replay =
      idempotency && error instanceof HttpError && REPLAYABLE.has(error.code)
        ? await idempotency.replay().catch(() => undefined)
        : undefined
    if (replay) return replay
    throw error
  }
  try {
    await checkBookable(req, day, start, locale)
  } catch (error) {
    return replayOr(error)
  }

  const id = await nextConsultationId(req)
  const end = start + type.durationMinutes * 60_000
  const blocked = blockedRange(availability, start, type.durationMinutes)
  const booking: NewConsultation = {
    id,
    sequence: 0,
    type: type.typeId,
    start,
    end,
    status: paid ? 'pending_payment' : type.approvalRequired ? 'pending' : 'confirmed',
    name: data.name,
    email: data.email,
    phone: data.phone,
    serviceType: data.serviceType,
    notes: data.notes,
    timeZone: data.timeZone,
    locale,
    blocked,
    mailboxKey: recipientKey(data.email),
    clientKey: clientKey(ctx.ip),
    typeNames: type.names,
    modes: type.modes,
    videoLink: type.videoLink,
    address: type.address,
    changeCutoffHours: availability.changeCutoffHours,
  }
  const answer = publicConsultation(booking)
  // Nothing says "booked" before the money arrives: a paid type's e-mails go with its payment.
  const emails = paid ? [] : await consultationEmails(booking, 'booked', await studioInfo(req))
  try {
    await ctx.transaction(async () => {
      await holdVisitor(req, booking, limits, locale)
      if (availability.maxPerDay > 0) await holdDay(req, day, start, locale)
      await takeMailboxConfirmation(req, booking.email, locale)
      // A paid type's answer carries its Checkout address: stored with it, once Stripe gave it.
      await insertConsultation(req, booking, emails, paid ? undefined : idempotency, answer)
      if (paid) await charge!.hold(req, booking, type)
    })
  } catch (error) {
    if (!isExclusionViolation(error)) return replayOr(error)
    // A double click with the same key: the first request's answer, once it has committed.
    if (idempotency) {
      const replay = await idempotency.replay().catch(() => undefined)
      if (replay) return replay
    }
    throw await slotTakenError(req, day, start, locale)
  }
  if (!paid) ctx.afterCommit(() => void consultationBooked(req.payload, booking))
  return { status: 201, body: answer }
}
