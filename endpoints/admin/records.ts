import { listBookings, listSessionsForAdmin, setBookingStatus } from '@/lib/bookings/operations'
import { kickOutbox } from '@/lib/email/outbox'
import { authMessage } from '@/lib/auth/messages'
import { defineEndpoint, defineGet, HttpError, recordId, requestUrl } from '@/lib/define-endpoint'
import { listInquiries } from '@/lib/inquiries/operations'
import { sendPendingRefunds } from '@/lib/payments/refunds'
import { withdrawCheckouts } from '@/lib/payments/withdraw'
import { BOOKING_STATUSES, bookingStatusSchema, type BookingStatus } from '@/lib/schemas/classBooking'
import { listSubscribers } from '@/lib/subscribers/operations'

/** GET /api/admin/contacts: contact submissions, newest first; ?page ?limit ?q ?format=csv. */
export const listContacts = defineGet.adminList('/admin/contacts', listInquiries)

/** GET /api/admin/newsletters: newsletter subscribers, newest first. */
export const listNewsletters = defineGet.adminList('/admin/newsletters', listSubscribers)

const isBookingStatus = (value: string): value is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value)

/**
 * GET /api/class-bookings: the class bookings, newest first (`?status=` narrows). Its path has no
 * /admin/, so the dashboard's helper sends no bearer header: the HttpOnly cookie authorizes it.
 */
export const listClassBookings = defineEndpoint.admin({
  path: '/class-bookings',
  method: 'get',
  handler: async (ctx) => {
    const status = requestUrl(ctx.req).searchParams.get('status')
    if (status !== null && !isBookingStatus(status)) {
      throw new HttpError(400, 'INVALID_QUERY', `status must be one of ${BOOKING_STATUSES.join(', ')}.`)
    }
    return listBookings(ctx, status ?? undefined)
  },
})

/**
 * PATCH /api/admin/class-bookings/{id} {status}: pending, confirmed, cancelled or completed. The
 * answer's `emailed` says the client was e-mailed (in the queue, sent right after).
 */
export const updateClassBookingStatus = defineEndpoint.admin({
  path: '/admin/class-bookings/:id',
  method: 'patch',
  maxBytes: 4 * 1024,
  handler: async ({ req, payload, locale, body }) => {
    const { status } = bookingStatusSchema.parse(body)
    const booking = await setBookingStatus(payload, recordId(req), status, locale)
    if (!booking) throw new HttpError(404, 'NOT_FOUND', authMessage('notFound', locale))
    kickOutbox(payload)
    // A cancellation of a booking paid online recorded its refund: sent now (the payments sweep
    // would send it within a minute otherwise).
    if (status === 'cancelled') {
      await sendPendingRefunds(payload)
      // Its payments' open Checkout sessions (a hold, a payment request) expired at Stripe.
      await withdrawCheckouts(payload).catch(() => {})
    }
    return { status: 200, body: booking }
  },
})

/** GET /api/admin/class-sessions: upcoming and recent sessions with seats taken and the waitlist. */
export const listClassSessionsForAdmin = defineGet.admin('/admin/class-sessions', ({ req }) =>
  listSessionsForAdmin(req),
)

export const recordEndpoints = [
  listContacts,
  listNewsletters,
  listClassBookings,
  updateClassBookingStatus,
  listClassSessionsForAdmin,
]
