import { choice } from '@root/fields/choice'
import { cmsLabel, labelsFrom } from '@root/fields/messages'
import contactEn from '@/i18n/messages/en/contact.json'
import contactFr from '@/i18n/messages/fr/contact.json'
import { refundConsultationOnCancel } from '@/lib/payments/consultation-booking'
import { CONSULTATION_STATUSES } from '@/lib/schemas/consultation'
import { SERVICE_TYPES } from '@/lib/schemas/contact'
import {
  contactFields,
  dateTime,
  recordCollection,
  visitorLocale,
  workflowStatus,
} from '@root/collections/recordFields'
import { siteComputed } from '@root/fields/site-computed'

const serviceLabel = labelsFrom(contactEn.contact.form.serviceTypes, contactFr.contact.form.serviceTypes)

/**
 * Booked consultations, written by POST /api/consultations (src/lib/consultations/operations.ts).
 * Not named `consultations`: Payload matches collection slugs before root endpoints and would
 * shadow the documented call.
 *
 * `blockedFrom`/`blockedUntil` is the time with its buffers. A PostgreSQL exclusion constraint
 * over that range (migrations/*_consultation_overlap.ts) refuses any row that overlaps another
 * pending or confirmed one, whichever instance writes it: the guarantee against double booking is
 * the database's, not a check before the insert.
 */
export const ConsultationBookings = recordCollection(
  'consultation-bookings',
  ['name', 'type', 'startsAt', 'status', 'email'],
  {
    defaultSort: '-startsAt',
    // Cancelled or declined in /cms: what was paid online is refunded in full.
    hooks: { afterChange: [refundConsultationOnCancel] },
    fields: [
      ...contactFields(),
      {
        name: 'type',
        type: 'text',
        required: true,
        index: true,
        label: cmsLabel('consultationBookings', 'type'),
      },
      dateTime('startsAt', { label: cmsLabel('consultationBookings', 'startsAt'), required: true, index: true }),
      dateTime('endsAt', { label: cmsLabel('consultationBookings', 'endsAt'), required: true }),
      siteComputed(
        dateTime('blockedFrom', {
          label: cmsLabel('consultationBookings', 'blockedFrom'),
          required: true,
          admin: { readOnly: true, description: cmsLabel('consultationBookings', 'blockedDescription') },
        }),
      ),
      siteComputed(
        dateTime('blockedUntil', {
          label: cmsLabel('consultationBookings', 'blockedUntil'),
          required: true,
          admin: { readOnly: true, description: cmsLabel('consultationBookings', 'blockedDescription') },
        }),
      ),
      choice('serviceType', SERVICE_TYPES, serviceLabel, { label: cmsLabel('consultationBookings', 'serviceType') }),
      { name: 'notes', type: 'textarea', label: cmsLabel('consultationBookings', 'notes') },
      { name: 'timeZone', type: 'text', label: cmsLabel('consultationBookings', 'timeZone') },
      { name: 'ownerNote', type: 'textarea', label: cmsLabel('consultationBookings', 'ownerNote') },
      workflowStatus(CONSULTATION_STATUSES, (status) => cmsLabel('consultationBookings', status)),
      siteComputed({
        name: 'sequence',
        type: 'number',
        required: true,
        defaultValue: 0,
        label: cmsLabel('consultationBookings', 'sequence'),
        admin: { position: 'sidebar', readOnly: true },
      }),
      siteComputed(
        dateTime('remindedAt', {
          label: cmsLabel('consultationBookings', 'remindedAt'),
          admin: { position: 'sidebar', readOnly: true },
        }),
      ),
      visitorLocale(),
      // Who holds the time, for the limit on future consultations per visitor
      // (src/lib/consultations/operations.ts): the mailbox and the client address, each hashed, so
      // the row names neither beyond the e-mail it already stores.
      {
        name: 'mailboxKey',
        type: 'text',
        index: true,
        label: cmsLabel('consultationBookings', 'mailboxKey'),
        admin: { hidden: true },
      },
      {
        name: 'clientKey',
        type: 'text',
        index: true,
        label: cmsLabel('consultationBookings', 'clientKey'),
        admin: { hidden: true },
      },
    ],
  },
)
