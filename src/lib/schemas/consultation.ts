import { z } from 'zod'

import { emailField, isoDate, isoInstant, optionalPhone, optionalText, personName, queryInteger } from './common'
import { SERVICE_TYPES } from './contact'
import { V } from './messages'

/** How a consultation happens (collections/ConsultationTypes); a type may offer several. */
export const CONSULTATION_MODES = ['phone', 'video', 'studio'] as const
export type ConsultationMode = (typeof CONSULTATION_MODES)[number]

/**
 * Where a booked consultation stands. `pending` waits for the owner's approval; `pending_payment`
 * holds its time while the visitor pays a type paid online; `cancelled`, `declined` and
 * `payment_expired` (the visitor left Checkout unpaid) free the time (the exclusion constraint
 * ignores them).
 */
export const CONSULTATION_STATUSES = [
  'pending',
  'confirmed',
  'cancelled',
  'declined',
  'pending_payment',
  'payment_expired',
] as const
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number]
/** The statuses that hold their time: the exclusion constraint's own list. */
export const HOLDING_STATUSES = [
  'pending',
  'confirmed',
  'pending_payment',
] as const satisfies readonly ConsultationStatus[]

export const CONSULTATION_TYPE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const CONSULTATION_TYPE_MAX = 64

/** At most this many days in one GET /api/consultations/slots (two months of the picker). */
export const MAX_SLOT_DAYS = 62

/** An IANA zone the runtime knows ("Europe/Paris"); what the visitor's browser reports. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(value)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

const typeId = z
  .string({ error: V.consultationTypeUnknown })
  .trim()
  .min(1, V.consultationTypeUnknown)
  .max(CONSULTATION_TYPE_MAX, V.consultationTypeUnknown)
  .regex(CONSULTATION_TYPE_PATTERN, V.consultationTypeUnknown)

/** The query of GET /api/consultations/slots. */
export const slotQuerySchema = z.object({
  type: typeId,
  from: isoDate(V.fromDateInvalid).optional(),
  days: queryInteger({ min: 1, max: MAX_SLOT_DAYS, error: V.daysInvalid }).default(14),
})

/**
 * POST /api/consultations and the form of /consultation. `start` is one of the times the slots
 * call offered (UTC, ISO 8601); whether it is still free is the server's business.
 */
export const consultationSchema = z.object({
  type: typeId,
  start: isoInstant(V.consultationStartInvalid),
  name: personName(),
  email: emailField(),
  phone: optionalPhone(),
  serviceType: z.enum(SERVICE_TYPES, { error: V.serviceTypeRequired }),
  notes: optionalText(2000),
  timeZone: z.string({ error: V.timeZoneInvalid }).trim().refine(isTimeZone, { error: V.timeZoneInvalid }).optional(),
})

export type ConsultationInput = z.input<typeof consultationSchema>
export type Consultation = z.output<typeof consultationSchema>

/** The token of a reschedule or cancel link (src/lib/consultations/links.ts); checked on the server. */
const linkToken = z
  .string({ error: V.consultationLinkInvalid })
  .min(1, V.consultationLinkInvalid)
  .max(200, V.consultationLinkInvalid)

/** POST /api/consultations/reschedule. */
export const rescheduleSchema = z.object({
  token: linkToken,
  start: isoInstant(V.consultationStartInvalid),
})

/** POST /api/consultations/cancel. */
export const cancelSchema = z.object({ token: linkToken })
