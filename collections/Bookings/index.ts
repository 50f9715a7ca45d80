import { BOOKING_STATUSES, CLASS_FORMATS, EXPERIENCE_LEVELS, PREFERRED_TIMES } from '@/lib/schemas/classBooking'
import { choice } from '@/fields/choice'
import { checkSeatBeforeChange, notifyStatusChange } from '@/lib/bookings/status'
import {
  contactFields,
  dateTime,
  recordAdmin,
  recordCollection,
  visitorLocale,
  workflowStatus,
} from '@/collections/recordFields'

/** Class bookings (seed 001 class_bookings), written by POST /api/class-bookings. */
export const Bookings = recordCollection({
  slug: 'bookings',
  labels: { singular: 'Class booking', plural: 'Class bookings' },
  // A status change e-mails the client and frees or checks the seat, wherever it is made.
  hooks: { beforeChange: [checkSeatBeforeChange], afterChange: [notifyStatusChange] },
  admin: recordAdmin('name', ['name', 'classType', 'session', 'format', 'status', 'totalCost', 'createdAt']),
  fields: [
    ...contactFields(),
    {
      // Text, not a fixed list: the catalogue in /cms decides what is bookable, and a booking of a
      // class removed since keeps its id.
      name: 'classType',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The classId of the class in the catalogue' },
    },
    choice('format', CLASS_FORMATS, { required: true }),
    {
      name: 'session',
      type: 'relationship',
      relationTo: 'class-sessions',
      index: true,
      admin: { description: 'The dated session booked; empty for a request with a preferred date' },
    },
    { name: 'preferredDate', type: 'text', admin: { description: 'YYYY-MM-DD, as the visitor chose it' } },
    choice('preferredTime', PREFERRED_TIMES),
    choice('experience', EXPERIENCE_LEVELS, { required: true }),
    { name: 'goals', type: 'textarea' },
    { name: 'equipment', type: 'textarea' },
    {
      name: 'totalCost',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'CAD; the class price from the catalogue when the booking was made', step: 1 },
    },
    { name: 'notes', type: 'textarea' },
    workflowStatus(BOOKING_STATUSES),
    dateTime('offerExpiresAt', {
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Waitlist: a freed seat is held for this booking until then',
      },
    }),
    dateTime('remindedAt', { admin: { position: 'sidebar', readOnly: true, description: 'Reminder e-mail queued' } }),
    visitorLocale(),
  ],
})
