import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { enqueueEmails } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import { bookingEmails } from '@/lib/email/templates'
import { listRecords, type ListCall } from '@/lib/records/list'
import type { BookingStatus } from '@/lib/schemas/classBooking'
import { classTitles, parseBooking } from './catalogue'
import { BOOKING_EXPORT_COLUMNS, BOOKING_SEARCH_FIELDS, publicBooking, type PublicBooking } from './shape'

/**
 * Stores a booking and queues its e-mails in the request's transaction. The class is the
 * catalogue's (parseBooking), and so is the price, whatever the client sent.
 */
export async function createBooking(req: PayloadRequest, body: unknown, locale: Locale): Promise<PublicBooking> {
  const payload = req.payload
  const { data, cls } = await parseBooking(req, body, locale)
  const totalCost = cls.price
  const booking = await payload.create({
    collection: 'bookings',
    data: { ...data, totalCost, status: 'pending', locale },
    req,
    depth: 0,
    overrideAccess: true,
  })
  const studio = await studioInfo(req)
  await enqueueEmails(req, bookingEmails({ ...data, totalCost }, classTitles(cls, data.classType), locale, studio))
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
