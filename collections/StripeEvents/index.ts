import { nobody } from '@root/access'
import { dateTime, recordCollection } from '@root/collections/recordFields'
import { cmsLabel } from '@root/fields/messages'

/**
 * Each Stripe event the webhook acted on, recorded once (`eventId` UNIQUE) in the same transaction
 * as the change it causes (src/lib/payments/webhook.ts): a redelivered or concurrently delivered
 * event finds its row and changes nothing. Read-only in /cms.
 */
export const StripeEvents = recordCollection('stripe-events', ['eventId', 'type', 'processedAt'], {
  access: { create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'eventId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: cmsLabel('stripeEvents', 'eventId'),
    },
    { name: 'type', type: 'text', required: true, index: true, label: cmsLabel('stripeEvents', 'type') },
    dateTime('processedAt', { label: cmsLabel('stripeEvents', 'processedAt'), required: true }),
  ],
})
