import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { Row } from '@/lib/db/statements'
import { enqueueEmails } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import type { StoringContext } from '@/lib/http/json-call'
import { HttpError } from '@/lib/http/errors'
import { cancelSchema, rescheduleSchema, type ConsultationStatus } from '@/lib/schemas/consultation'
import { validationTranslator } from '@/lib/schemas/errors'
import { V, type ValidationKey } from '@/lib/schemas/messages'

import { consultationEmails, type ConsultationMessage } from './emails'
import { signConsultationLink, verifyConsultationLink, type ConsultationClaims } from './links'
import {
  checkBookable,
  findType,
  isExclusionViolation,
  publicConsultation,
  readAvailability,
  slotTakenError,
  type BookableType,
  type OwnerAvailability,
} from './operations'
import { blockedRange } from './rules'
import { endConsultation, moveConsultation, paidOnline, readConsultation } from './store'

const HOUR = 3_600_000

function refuse(status: number, code: string, key: ValidationKey, locale: Locale): HttpError {
  return new HttpError(status, code, validationTranslator(locale)(key))
}

export interface StoredConsultation {
  row: Row
  type: BookableType
  availability: OwnerAvailability
  message: ConsultationMessage
}

/** The consultation's row as the e-mails read it. */
export function messageOf(row: Row, type: BookableType, availability: OwnerAvailability): ConsultationMessage {
  return {
    id: Number(row.id),
    sequence: Number(row.sequence),
    start: new Date(row.starts_at as string).getTime(),
    end: new Date(row.ends_at as string).getTime(),
    status: row.status as ConsultationStatus,
    name: String(row.name),
    email: String(row.email),
    phone: (row.phone as string | null) ?? undefined,
    serviceType: (row.service_type as string | null) ?? undefined,
    notes: (row.notes as string | null) ?? undefined,
    timeZone: (row.time_zone as string | null) ?? undefined,
    locale: row.locale === 'fr' ? 'fr' : 'en',
    typeNames: type.names,
    modes: type.modes,
    videoLink: type.videoLink,
    address: type.address,
    changeCutoffHours: availability.changeCutoffHours,
  }
}

/** The consultation `id` with its type and the owner's rules, or undefined. */
export async function loadConsultation(req: PayloadRequest, id: number): Promise<StoredConsultation | undefined> {
  const row = await readConsultation(req, id)
  if (!row) return undefined
  // A type hidden (or deleted) since: its consultations still move and cancel under its last rules.
  const type = (await findType(req.payload, String(row.type), { includeHidden: true, req })) ?? {
    id: 0,
    typeId: String(row.type),
    names: { en: String(row.type), fr: String(row.type) },
    descriptions: { en: '', fr: '' },
    durationMinutes: Math.round((Date.parse(String(row.ends_at)) - Date.parse(String(row.starts_at))) / 60_000),
    modes: [],
    address: { en: null, fr: null },
    approvalRequired: false,
    hidden: true,
    price: 0,
    onlinePayment: 'none',
    depositPercent: null,
    lateCancellationRefundPercent: 0,
  }
  const availability = await readAvailability(req)
  return { row, type, availability, message: messageOf(row, type, availability) }
}

/**
 * What a link may do: 400 for a forged or tampered one, 410 for one an older e-mail carried (the
 * consultation moved since), 409 once the consultation is cancelled or declined, 409 past the
 * owner's cut-off. A consultation paid online may still be cancelled after the cut-off, until it
 * starts (`late`: its type's late share is refunded), as a class paid online may.
 */
async function authorizedBy(
  req: PayloadRequest,
  token: string | null | undefined,
  locale: Locale,
  { change, cancel = false }: { change: boolean; cancel?: boolean },
): Promise<StoredConsultation & { claims: ConsultationClaims; late: boolean }> {
  const claims = verifyConsultationLink(token)
  const found = claims && (await loadConsultation(req, claims.id))
  if (!claims || !found) throw refuse(400, 'INVALID_LINK', V.consultationLinkInvalid, locale)
  const status = found.row.status
  if (status !== 'pending' && status !== 'confirmed') {
    throw refuse(409, 'CONSULTATION_CANCELLED', V.consultationCancelled, locale)
  }
  if (Number(found.row.sequence) !== claims.sequence)
    throw refuse(410, 'LINK_SUPERSEDED', V.consultationLinkOld, locale)
  const late = Date.now() > found.message.start - found.availability.changeCutoffHours * HOUR
  if (change && late && !(cancel && Date.now() < found.message.start && (await paidOnline(req, found.message.id)))) {
    throw refuse(409, 'TOO_LATE', V.consultationTooLate, locale)
  }
  return { ...found, claims, late }
}

/**
 * What else a cancellation does, in its transaction: src/lib/payments refunds what was paid
 * online (`selfService`: by the client's link; `late`: after the change cut-off).
 */
export type OnCancelled = (
  req: PayloadRequest,
  found: StoredConsultation,
  how: { selfService: boolean; late: boolean },
) => Promise<void>

/** GET /api/consultations/manage?token=: what the reschedule and cancel pages show. */
export async function manageView(req: PayloadRequest, locale: Locale) {
  const token = new URL(req.url ?? 'http://localhost/').searchParams.get('token')
  const found = await authorizedBy(req, token, locale, { change: false })
  const m = found.message
  return {
    ...publicConsultation({ ...m, type: found.type.typeId }),
    typeName: found.type.names[locale],
    durationMinutes: found.type.durationMinutes,
    name: m.name,
    timeZone: m.timeZone ?? null,
    changeableUntil: new Date(m.start - found.availability.changeCutoffHours * HOUR).toISOString(),
  }
}

/** A replay of this key's first answer, when a concurrent twin committed it first. */
async function replayed(ctx: StoringContext): Promise<Response | undefined> {
  if (!ctx.idempotency) return undefined
  return ctx.idempotency.replay().catch(() => undefined)
}

/**
 * POST /api/consultations/reschedule: the same consultation at a new time, checked like a new
 * booking (its own old time left out), its SEQUENCE one higher, the updated invitation sent with
 * the same UID. The exclusion constraint guards the UPDATE as it guards an INSERT.
 */
export async function reschedule(ctx: StoringContext) {
  const { req, locale } = ctx
  const data = rescheduleSchema.parse(ctx.body)
  const found = await authorizedBy(req, data.token, locale, { change: true })
  const { type, availability } = found
  const start = Date.parse(data.start)
  const day = { type, availability }
  await checkBookable(req, day, start, locale, found.message.id)
  const end = start + type.durationMinutes * 60_000
  const blocked = blockedRange(availability, start, type.durationMinutes)
  const next: ConsultationMessage = { ...found.message, start, end, sequence: found.claims.sequence + 1 }
  const studio = await studioInfo(req)
  const answer = {
    ...publicConsultation({ ...next, type: type.typeId }),
    token: signConsultationLink({ id: next.id, sequence: next.sequence }),
  }
  try {
    await ctx.transaction(async () => {
      const moved = await moveConsultation(req, next.id, found.claims.sequence, { start, end, blocked })
      // A concurrent change through the same link won: this link is now an old one.
      if (!moved) throw refuse(410, 'LINK_SUPERSEDED', V.consultationLinkOld, locale)
      await enqueueEmails(req, await consultationEmails(next, 'rescheduled', studio))
      if (ctx.idempotency) await ctx.idempotency.store(200, answer)
    })
  } catch (error) {
    if (!isExclusionViolation(error)) throw error
    const replay = await replayed(ctx)
    if (replay) return replay
    throw await slotTakenError(req, day, start, locale, next.id)
  }
  return { status: 200, body: answer }
}

/** POST /api/consultations/cancel: frees the time at once and sends METHOD:CANCEL. */
export async function cancel(ctx: StoringContext, onCancelled?: OnCancelled) {
  const { req, locale } = ctx
  const data = cancelSchema.parse(ctx.body)
  const found = await authorizedBy(req, data.token, locale, { change: true, cancel: true })
  const answer = publicConsultation({ ...found.message, type: found.type.typeId, status: 'cancelled' })
  await cancelConsultation(
    req,
    found,
    found.claims.sequence,
    locale,
    async () => {
      await onCancelled?.(req, found, { selfService: true, late: found.late })
      if (ctx.idempotency) await ctx.idempotency.store(200, answer)
    },
    ctx.transaction,
  )
  return { status: 200, body: answer }
}

/**
 * Cancels a held consultation whose sequence is still `sequence` (the owner's dashboard passes the
 * current one) and queues the CANCEL; 409 when it is no longer held.
 */
export async function cancelConsultation(
  req: PayloadRequest,
  found: StoredConsultation,
  sequence: number,
  locale: Locale,
  also: () => Promise<void>,
  transaction: <T>(work: () => Promise<T>) => Promise<T>,
  status: 'cancelled' | 'declined' = 'cancelled',
): Promise<void> {
  const studio = await studioInfo(req)
  const next: ConsultationMessage = { ...found.message, status, sequence: sequence + 1 }
  await transaction(async () => {
    const done = await endConsultation(req, next.id, sequence, status)
    if (!done) throw refuse(409, 'CONSULTATION_CANCELLED', V.consultationCancelled, locale)
    // A time held for a payment was never announced: nothing to withdraw.
    if (found.row.status !== 'pending_payment') {
      await enqueueEmails(req, await consultationEmails(next, 'cancelled', studio))
    }
    await also()
  })
}
