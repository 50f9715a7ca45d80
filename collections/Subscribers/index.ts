import {
  caseInsensitiveKey,
  dateTime,
  recordAdmin,
  recordCollection,
  signedUpAt,
  visitorLocale,
} from '@/collections/recordFields'

/**
 * Newsletter subscribers (seed 001 newsletter_subscriptions). Unsubscribing keeps the row with
 * isActive false and the date: proof of consent and of its withdrawal, which Canada's anti-spam
 * law asks the sender to be able to show.
 */
export const Subscribers = recordCollection({
  slug: 'subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: recordAdmin('email', ['email', 'isActive', 'subscribedAt', 'unsubscribedAt', 'locale']),
  fields: [
    caseInsensitiveKey('email', 'email'),
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
    signedUpAt('subscribedAt'),
    dateTime('unsubscribedAt'),
    visitorLocale(),
  ],
})
