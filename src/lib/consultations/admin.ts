import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import type { Locale } from '@/i18n/routing'
import { inTransaction } from '@/lib/db/transaction'
import { enqueueEmails } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import { HttpError } from '@/lib/http/errors'
import { validationTranslator } from '@/lib/schemas/errors'
import { V } from '@/lib/schemas/messages'

import { consultationEmails } from './emails'
import { cancelConsultation, loadConsultation, type OnCancelled } from './self-service'
import { approvePending, dashboardConsultations, paymentStates, setOwnerNote } from './store'

/**
 * The dashboard's consultations: upcoming (soonest first) or past (latest first), each with the
 * inquiry from the same e-mail address when there is one (its id and stage).
 */
export async function listConsultations(req: PayloadRequest, when: 'upcoming' | 'past') {
  const rows = await dashboardConsultations(req, when)
  const payments = await paymentStates(
    req,
    rows.map((r) => Number(r.id)),
  )
  return rows.map((r) => ({
    id: Number(r.id),
    type: String(r.type),
    name: String(r.name),
    email: String(r.email),
    phone: r.phone ?? null,
    serviceType: r.service_type ?? null,
    notes: r.notes ?? null,
    timeZone: r.time_zone ?? null,
    status: String(r.status),
    ownerNote: r.owner_note ?? null,
    locale: String(r.locale),
    start: new Date(r.starts_at as string).toISOString(),
    end: new Date(r.ends_at as string).toISOString(),
    inquiryId: r.inquiry_id === null ? null : Number(r.inquiry_id),
    // The stage shows on the row itself: no call per row to know where the inquirer stands.
    inquiryStage: r.inquiry_stage === null || r.inquiry_stage === undefined ? null : String(r.inquiry_stage),
    // Its latest online payment, when its type is paid online: status, what it was for, amounts.
    payment: payments.get(Number(r.id)) ?? null,
  }))
}

export const consultationChangeSchema = z.union([
  z.object({ action: z.enum(['approve', 'decline', 'cancel']) }),
  z.object({ ownerNote: z.string().max(5000) }),
])

/**
 * PATCH /api/admin/consultations/{id}: approve a pending one (the client gets the confirmation and
 * the invitation), decline a pending one or cancel a held one (the client gets the cancellation),
 * or keep a private note. 404 for no such consultation, 409 when it is not in a state for it.
 */
export async function changeConsultation(
  req: PayloadRequest,
  id: number | undefined,
  body: unknown,
  locale: Locale,
  onCancelled?: OnCancelled,
) {
  const change = consultationChangeSchema.parse(body)
  const found = id ? await loadConsultation(req, id) : undefined
  if (!found) throw new HttpError(404, 'NOT_FOUND', validationTranslator(locale)(V.consultationLinkInvalid))
  const sequence = Number(found.row.sequence)
  if ('ownerNote' in change) {
    await setOwnerNote(req, found.message.id, change.ownerNote)
    return { id: found.message.id, ownerNote: change.ownerNote }
  }
  const conflict = () =>
    new HttpError(409, 'CONSULTATION_CANCELLED', validationTranslator(locale)(V.consultationCancelled))
  if (change.action === 'approve') {
    if (found.row.status !== 'pending') throw conflict()
    const studio = await studioInfo(req)
    const next = { ...found.message, status: 'confirmed' as const, sequence: sequence + 1 }
    await inTransaction(req, async () => {
      if (!(await approvePending(req, next.id, sequence))) throw conflict()
      // The client's confirmation with its invitation; the studio already knows.
      await enqueueEmails(
        req,
        (await consultationEmails(next, 'booked', studio)).filter((e) => e.to === next.email),
      )
    })
    return { id: next.id, status: 'confirmed' }
  }
  if (change.action === 'decline' && found.row.status !== 'pending') throw conflict()
  const status = change.action === 'decline' ? 'declined' : 'cancelled'
  await cancelConsultation(
    req,
    found,
    sequence,
    locale,
    async () => onCancelled?.(req, found, { selfService: false, late: false }),
    (work) => inTransaction(req, work),
    status,
  )
  return { id: found.message.id, status }
}
