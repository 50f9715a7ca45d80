import type { PayloadRequest } from 'payload'

import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import type { Class } from '@root/payload-types'
import { HttpError } from '@/lib/http/errors'
import { CLASS_ID_PATTERN, classBookingSchema, type ClassBooking } from '@/lib/schemas/classBooking'
import { flattenZodError, validationTranslator } from '@/lib/schemas/errors'
import { V } from '@/lib/schemas/messages'

import { findClass } from './store'

/** What bookings need of a catalogue class: its titles in every language, price, formats and rules. */
export interface CatalogueClass {
  id: number
  classId: string
  title: Partial<Record<Locale, string>>
  price: number
  isPublished: boolean
  /** Empty: every format. */
  formatOptions: Class['formatOptions']
  cancellationCutoffHours: number
  /** How it is paid when the site takes payments (collections/Classes, docs/payments.md). */
  onlinePayment: 'none' | 'full' | 'deposit'
  depositPercent: number | null
  lateCancellationRefundPercent: number
}

/** A class the owner has not hidden; a deleted one is not found at all. */
export const isBookable = (cls: CatalogueClass | undefined): cls is CatalogueClass => Boolean(cls?.isPublished)

export function classTitles(cls: CatalogueClass | undefined, fallback: string): Record<Locale, string> {
  const title = cls?.title
  const en = title?.en || fallback
  return { en, fr: title?.fr || en }
}

/**
 * The shared schema (the form's), then what only the server knows: the class must be in the
 * published catalogue and offered in the chosen format. Every problem is reported together, in
 * the caller's language, as one 400 like a schema failure.
 */
export async function parseBooking(
  req: PayloadRequest,
  body: unknown,
  locale: Locale,
): Promise<{ data: ClassBooking; cls: CatalogueClass; bookingId?: number }> {
  const t = validationTranslator(locale)
  const parsed = classBookingSchema.safeParse(body)
  const flat = parsed.success ? undefined : flattenZodError(parsed.error, t)
  const fieldErrors: Record<string, string> = { ...flat?.fieldErrors }
  const raw = (body as { classType?: unknown } | null)?.classType
  const classId = typeof raw === 'string' ? raw.trim() : ''
  let cls: (CatalogueClass & { bookingId?: number }) | undefined
  let first = flat?.message
  if (!fieldErrors.classType && CLASS_ID_PATTERN.test(classId)) {
    // A dated session's booking draws its id under the session's lock (createBooking), so that
    // ids keep the order in which bookings took their turn at the seats.
    const sessionless = parsed.success && parsed.data.session === undefined
    cls = await findClass(req, classId, { reserveBookingId: sessionless })
    if (!isBookable(cls)) {
      fieldErrors.classType = fill(t(V.classUnavailable), { classId })
      first ??= fieldErrors.classType
    } else if (
      parsed.success &&
      (cls.formatOptions?.length ?? 0) > 0 &&
      !cls.formatOptions!.includes(parsed.data.format)
    ) {
      fieldErrors.format = t(V.formatUnavailable)
      first ??= fieldErrors.format
    }
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0 || !cls) {
    throw new HttpError(400, 'VALIDATION_FAILED', first ?? t(V.failed), { extra: { fieldErrors } })
  }
  const { bookingId, ...catalogueClass } = cls
  return { data: parsed.data, cls: catalogueClass, bookingId }
}
