import {
  caseInsensitiveKey,
  dateTime,
  recordAdmin,
  recordCollection,
  signedUpAt,
  visitorLocale,
} from '@/collections/recordFields'
import { cmsLabel, sharedLabel } from '@/fields/messages'

/**
 * Newsletter subscribers (seed 001 newsletter_subscriptions). Unsubscribing keeps the row with
 * isActive false and the date: proof of consent and of its withdrawal, which Canada's anti-spam
 * law asks the sender to be able to show.
 */
export const Subscribers = recordCollection({
  slug: 'subscribers',
  labels: { singular: cmsLabel('subscribers', 'singular'), plural: cmsLabel('subscribers', 'plural') },
  admin: recordAdmin('email', ['email', 'isActive', 'subscribedAt', 'unsubscribedAt', 'locale']),
  fields: [
    caseInsensitiveKey('email', 'email', sharedLabel('email')),
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true, label: cmsLabel('subscribers', 'isActive') },
    signedUpAt('subscribedAt', cmsLabel('subscribers', 'subscribedAt')),
    dateTime('unsubscribedAt', { label: cmsLabel('subscribers', 'unsubscribedAt') }),
    visitorLocale(),
  ],
})
