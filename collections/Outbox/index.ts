import { choice } from '@/fields/choice'
import { dateTime, recordAdmin, recordCollection, visitorLocale, workflowStatus } from '@/collections/recordFields'

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const
export const OUTBOX_KINDS = [
  'inquiry-studio',
  'inquiry-confirmation',
  'booking-studio',
  'booking-confirmation',
  'booking-status',
  'booking-offer',
  'booking-reminder',
  'newsletter-welcome',
  'test-email',
  'other',
] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

/**
 * Every e-mail the site sends, written in the same transaction as the record it is about, then
 * delivered by src/lib/email/outbox.ts. With SMTP down or not configured the messages wait here
 * (readable in /cms) and are sent when it comes back.
 */
export const Outbox = recordCollection({
  slug: 'outbox',
  labels: { singular: 'Outgoing e-mail', plural: 'Outbox' },
  admin: recordAdmin('subject', ['subject', 'to', 'kind', 'status', 'attempts', 'createdAt']),
  fields: [
    { name: 'to', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'code', admin: { language: 'html' } },
    {
      name: 'headers',
      type: 'json',
      admin: { description: 'Extra headers, e.g. List-Unsubscribe on newsletter mail' },
    },
    {
      name: 'icalEvent',
      type: 'json',
      admin: {
        description: 'Calendar invitation sent with the message: { method: REQUEST or CANCEL, content: the .ics text }',
      },
    },
    choice('kind', OUTBOX_KINDS, { required: true, defaultValue: 'other', index: true }),
    visitorLocale(),
    workflowStatus(OUTBOX_STATUSES),
    {
      name: 'attempts',
      type: 'number',
      required: true,
      defaultValue: 0,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'lastError', type: 'textarea', admin: { readOnly: true } },
    dateTime('nextAttemptAt', { index: true, admin: { position: 'sidebar' } }),
    {
      name: 'lockedUntil',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Claimed by a sender until then (several site instances never send one message twice)',
      },
    },
    dateTime('sentAt', { admin: { position: 'sidebar', readOnly: true } }),
  ],
})
