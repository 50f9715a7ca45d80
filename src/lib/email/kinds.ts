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
