/** What each outbox message is (the column the dashboard and /cms filter on), one per template. */
export const OUTBOX_KINDS = [
  'inquiry-studio',
  'inquiry-confirmation',
  'inquiry-reply',
  'inquiry-reminder',
  'booking-studio',
  'booking-confirmation',
  'booking-status',
  'booking-offer',
  'booking-reminder',
  'consultation-studio',
  'consultation-confirmation',
  'consultation-reminder',
  'payment-receipt',
  'newsletter-welcome',
  'newsletter-confirm',
  'test-email',
  'other',
] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

/**
 * The records a message can be about: the studio's notice of a submission names the person who
 * made it, so a privacy request finds it by this link (collection and id), never by its text.
 */
export const OUTBOX_RECORD_COLLECTIONS = ['inquiries', 'bookings', 'consultation-bookings'] as const
export type OutboxRecordCollection = (typeof OUTBOX_RECORD_COLLECTIONS)[number]
export interface OutboxRecordLink {
  collection: OutboxRecordCollection
  id: number
}
