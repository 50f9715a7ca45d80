import { z } from 'zod'

import { BOOKING_STATUSES } from '../../collections/Bookings'
import type { Booking, Inquiry, Subscriber } from '../../payload-types'
import { authMessage } from '../../src/lib/auth/messages'
import { HttpError } from '../../src/lib/http'
import { V } from '../../src/lib/schemas/messages'
import { publicBooking } from '../public/classBookings'
import type { CsvColumn } from './csv'
import { listRecords } from './list'
import { adminEndpoint, recordId } from './wrap'

const columns = <T>(keys: (keyof T & string)[]): CsvColumn<T>[] => keys.map((key) => ({ key, value: (row: T) => row[key] }))

const INQUIRY_FIELDS = [
  'id', 'createdAt', 'name', 'email', 'phone', 'serviceType', 'message', 'eventDate', 'referralSource',
  'venue', 'coverageNeeded', 'needVideographer', 'howYouMet', 'weddingVibe', 'whyChooseUs',
  'importantMoments', 'specialTraditions', 'movieGenre', 'locale',
] as const satisfies (keyof Inquiry)[]

function publicInquiry(doc: Inquiry) {
  return Object.fromEntries(INQUIRY_FIELDS.map((key) => [key, doc[key] ?? null])) as Pick<Inquiry, (typeof INQUIRY_FIELDS)[number]>
}

/** GET /api/admin/contacts: contact submissions (seed 001 §7), newest first; ?page ?limit ?q ?format=csv. */
export const listContacts = adminEndpoint({
  path: '/admin/contacts',
  method: 'get',
  handler: (ctx) =>
    listRecords(ctx, {
      collection: 'inquiries',
      search: ['name', 'email', 'phone', 'message', 'venue'],
      toJson: publicInquiry,
      csv: { name: 'contact-submissions', columns: columns<Inquiry>([...INQUIRY_FIELDS]) },
    }),
})

function publicSubscriber(doc: Subscriber) {
  const { id, email, isActive, subscribedAt, unsubscribedAt, locale, createdAt } = doc
  return { id, email, isActive: isActive !== false, subscribedAt, unsubscribedAt: unsubscribedAt ?? null, locale, createdAt }
}

/** GET /api/admin/newsletters: newsletter subscribers, newest first. */
export const listNewsletters = adminEndpoint({
  path: '/admin/newsletters',
  method: 'get',
  handler: (ctx) =>
    listRecords(ctx, {
      collection: 'subscribers',
      search: ['email'],
      toJson: publicSubscriber,
      csv: {
        name: 'newsletter-subscribers',
        columns: [
          ...columns<Subscriber>(['id', 'email']),
          { key: 'isActive', value: (s) => (s.isActive !== false ? 'active' : 'inactive') },
          ...columns<Subscriber>(['subscribedAt', 'unsubscribedAt', 'locale', 'createdAt']),
        ],
      },
    }),
})

const BOOKING_FIELDS = [
  'id', 'createdAt', 'status', 'name', 'email', 'phone', 'classType', 'format', 'preferredDate', 'preferredTime',
  'experience', 'equipment', 'goals', 'totalCost', 'notes', 'locale',
] as const satisfies (keyof Booking)[]

const statusSchema = z.object({ status: z.enum(BOOKING_STATUSES, { error: V.invalidValue }) })

/**
 * GET /api/class-bookings: the class bookings, newest first (`?status=` narrows). Its path has no
 * /admin/, so the dashboard's helper sends no bearer header: the HttpOnly cookie authorizes it.
 */
export const listClassBookings = adminEndpoint({
  path: '/class-bookings',
  method: 'get',
  handler: (ctx) => {
    const status = new URL(ctx.req.url ?? '/', 'http://localhost').searchParams.get('status')
    if (status !== null && !(BOOKING_STATUSES as readonly string[]).includes(status)) {
      throw new HttpError(400, 'INVALID_QUERY', `status must be one of ${BOOKING_STATUSES.join(', ')}.`)
    }
    return listRecords(ctx, {
      collection: 'bookings',
      search: ['name', 'email', 'phone', 'notes', 'goals'],
      where: status ? { status: { equals: status } } : undefined,
      toJson: publicBooking,
      csv: { name: 'class-bookings', columns: columns<Booking>([...BOOKING_FIELDS]) },
    })
  },
})

/** PATCH /api/admin/class-bookings/{id} {status}: pending, confirmed, cancelled or completed. */
export const updateClassBookingStatus = adminEndpoint({
  path: '/admin/class-bookings/:id',
  method: 'patch',
  maxBytes: 4 * 1024,
  handler: async (ctx) => {
    const { status } = statusSchema.parse(ctx.body)
    const id = recordId(ctx)
    const existing = id
      ? (await ctx.payload.find({ collection: 'bookings', where: { id: { equals: id } }, limit: 1, depth: 0, pagination: false, overrideAccess: true })).docs[0]
      : undefined
    if (!existing) throw new HttpError(404, 'NOT_FOUND', authMessage('notFound', ctx.locale))
    const updated = await ctx.payload.update({ collection: 'bookings', id: existing.id, data: { status }, depth: 0, overrideAccess: true })
    return { status: 200, body: publicBooking(updated) }
  },
})

export const recordEndpoints = [listContacts, listNewsletters, listClassBookings, updateClassBookingStatus]

/** The JSON shapes of the lists, for the dashboard. */
export type AdminContact = ReturnType<typeof publicInquiry>
export type AdminSubscriber = ReturnType<typeof publicSubscriber>
export type AdminBooking = ReturnType<typeof publicBooking>
export type BookingStatus = (typeof BOOKING_STATUSES)[number]
