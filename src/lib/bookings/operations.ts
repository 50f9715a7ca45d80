import type { Payload, PayloadRequest } from 'payload'

import type { Class } from '@/payload-types'
import type { Locale } from '@/i18n/routing'
import { enqueueEmails } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import { bookingEmails } from '@/lib/email/templates'
import { HttpError } from '@/lib/http/errors'
import { listRecords, type ListCall } from '@/lib/records/list'
import type { BookingStatus, ClassBooking, ClassType } from '@/lib/schemas/classBooking'
import { validationTranslator } from '@/lib/schemas/errors'
import { V } from '@/lib/schemas/messages'
import { BOOKING_EXPORT_COLUMNS, BOOKING_SEARCH_FIELDS, publicBooking, type PublicBooking } from './shape'

type LocalizedClass = Omit<Class, 'title'> & { title?: Partial<Record<Locale, string>> | string | null }

async function findClass(req: PayloadRequest, classId: ClassType): Promise<LocalizedClass | undefined> {
  const found = await req.payload.find({
    collection: 'classes',
    where: { classId: { equals: classId } },
    locale: 'all',
    limit: 1,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  return found.docs[0] as LocalizedClass | undefined
}

function titles(cls: LocalizedClass | undefined, fallback: string): Record<Locale, string> {
  const title = cls?.title
  if (typeof title === 'string') return { en: title, fr: title }
  const en = title?.en || fallback
  return { en, fr: title?.fr || en }
}

/**
 * Stores a booking and queues its e-mails in the request's transaction. The price is the
 * catalogue's, whatever the client sent (seed 000 §7: 0 when the class is not found); a format the
 * class does not offer is refused like a field error.
 */
export async function createBooking(req: PayloadRequest, data: ClassBooking, locale: Locale): Promise<PublicBooking> {
  const payload = req.payload
  const cls = await findClass(req, data.classType)
  const formats = cls?.formatOptions ?? []
  if (formats.length > 0 && !formats.includes(data.format)) {
    const message = validationTranslator(locale)(V.formatUnavailable)
    throw new HttpError(400, 'VALIDATION_FAILED', message, { extra: { fieldErrors: { format: message } } })
  }
  const totalCost = cls?.price ?? 0
  if (!cls) payload.logger.warn({ msg: `Booking for class "${data.classType}", which is not in the CMS: price 0` })
  const booking = await payload.create({
    collection: 'bookings',
    data: { ...data, totalCost, status: 'pending', locale },
    req,
    depth: 0,
    overrideAccess: true,
  })
  const studio = await studioInfo(req)
  await enqueueEmails(req, bookingEmails({ ...data, totalCost }, titles(cls, data.classType), locale, studio))
  return publicBooking(booking)
}

/** The dashboard's booking list (newest first, `status` narrows), a page of JSON or the CSV export. */
export function listBookings(call: ListCall, status: BookingStatus | undefined) {
  return listRecords(call, {
    collection: 'bookings',
    search: BOOKING_SEARCH_FIELDS,
    where: status ? { status: { equals: status } } : undefined,
    toJson: publicBooking,
    csv: { name: 'class-bookings', columns: BOOKING_EXPORT_COLUMNS },
  })
}

/** The booking with its new status, or undefined when there is no booking `id`. */
export async function setBookingStatus(
  payload: Payload,
  id: number | undefined,
  status: BookingStatus,
): Promise<PublicBooking | undefined> {
  const existing = id
    ? (
        await payload.find({
          collection: 'bookings',
          where: { id: { equals: id } },
          limit: 1,
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
      ).docs[0]
    : undefined
  if (!existing) return undefined
  const updated = await payload.update({
    collection: 'bookings',
    id: existing.id,
    data: { status },
    depth: 0,
    overrideAccess: true,
  })
  return publicBooking(updated)
}
