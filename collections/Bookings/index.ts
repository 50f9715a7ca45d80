import { BOOKING_STATUSES, CLASS_FORMATS, EXPERIENCE_LEVELS, PREFERRED_TIMES } from '@/lib/schemas/classBooking'
import { described } from '@root/fields/described'
import { choice } from '@root/fields/choice'
import { cmsLabel, labelsFrom } from '@root/fields/messages'
import { siteComputed } from '@root/fields/site-computed'
import adminEn from '@/i18n/messages/en/admin.json'
import adminFr from '@/i18n/messages/fr/admin.json'
import bookingEn from '@/i18n/messages/en/booking.json'
import bookingFr from '@/i18n/messages/fr/booking.json'
import { checkSeatBeforeChange, notifyStatusChange } from '@/lib/bookings/status'
import { refundOnCancellation } from '@/lib/payments/cancellation'
import {
  contactFields,
  dateTime,
  recordCollection,
  visitorLocale,
  workflowStatus,
} from '@root/collections/recordFields'

// The booking form's own names for its choices, and the dashboard's for the statuses.
const form = { en: bookingEn.classes.booking, fr: bookingFr.classes.booking }
const formatLabel = labelsFrom(form.en.formats, form.fr.formats)
const timeLabel = labelsFrom(form.en.times, form.fr.times)
const experienceLabel = labelsFrom(form.en.experienceLevels, form.fr.experienceLevels)
const statusLabel = labelsFrom(adminEn.admin.bookings.statuses, adminFr.admin.bookings.statuses)

/** Class bookings, written by POST /api/class-bookings. */
export const Bookings = recordCollection(
  'bookings',
  ['name', 'classType', 'session', 'format', 'status', 'totalCost', 'createdAt'],
  {
    // A status change e-mails the client and frees or checks the seat, wherever it is made; a
    // cancellation refunds what the refund policy gives back of an online payment.
    hooks: { beforeChange: [checkSeatBeforeChange], afterChange: [notifyStatusChange, refundOnCancellation] },
    fields: [
      ...contactFields(),
      {
        // Text, not a fixed list: the catalogue in /cms decides what is bookable, and a booking of a
        // class removed since keeps its id.
        name: 'classType',
        type: 'text',
        required: true,
        index: true,
        label: cmsLabel('bookings', 'classType'),
        admin: { description: cmsLabel('bookings', 'classTypeDescription') },
      },
      choice('format', CLASS_FORMATS, formatLabel, { label: cmsLabel('bookings', 'format'), required: true }),
      described('bookings', 'session', { type: 'relationship', relationTo: 'class-sessions', index: true }),
      described('bookings', 'preferredDate', { type: 'text' }),
      choice('preferredTime', PREFERRED_TIMES, timeLabel, { label: cmsLabel('bookings', 'preferredTime') }),
      choice('experience', EXPERIENCE_LEVELS, experienceLabel, {
        label: cmsLabel('bookings', 'experience'),
        required: true,
      }),
      { name: 'goals', type: 'textarea', label: cmsLabel('bookings', 'goals') },
      { name: 'equipment', type: 'textarea', label: cmsLabel('bookings', 'equipment') },
      described('bookings', 'totalCost', { type: 'number', required: true, min: 0, admin: { step: 1 } }),
      { name: 'notes', type: 'textarea', label: cmsLabel('bookings', 'notes') },
      workflowStatus(BOOKING_STATUSES, statusLabel),
      siteComputed(
        dateTime('offerExpiresAt', {
          label: cmsLabel('bookings', 'offerExpiresAt'),
          index: true,
          admin: {
            position: 'sidebar',
            readOnly: true,
            description: cmsLabel('bookings', 'offerExpiresAtDescription'),
          },
        }),
      ),
      siteComputed(
        dateTime('remindedAt', {
          label: cmsLabel('bookings', 'remindedAt'),
          admin: { position: 'sidebar', readOnly: true, description: cmsLabel('bookings', 'remindedAtDescription') },
        }),
      ),
      visitorLocale(),
      // Who holds the seat, for the caps on seats held unpaid per visitor (src/lib/bookings/holds.ts):
      // the mailbox and the client address, each hashed, so the row names neither beyond the e-mail
      // it already stores.
      siteComputed({
        name: 'mailboxKey',
        type: 'text',
        index: true,
        label: cmsLabel('bookings', 'mailboxKey'),
        admin: { hidden: true },
      }),
      siteComputed({
        name: 'clientKey',
        type: 'text',
        index: true,
        label: cmsLabel('bookings', 'clientKey'),
        admin: { hidden: true },
      }),
    ],
  },
)
