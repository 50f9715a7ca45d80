import type { CollectionConfig } from 'payload'

import { dateTime, lowerCase, nowIso, recordAccess, recordAdmin, visitorLocale } from '../recordFields'

/**
 * Newsletter subscribers (seed 001 newsletter_subscriptions). Unsubscribing keeps the row with
 * isActive false and the date: proof of consent and of its withdrawal, which Canada's anti-spam
 * law asks the sender to be able to show.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: recordAdmin('email', ['email', 'isActive', 'subscribedAt', 'unsubscribedAt', 'locale']),
  defaultSort: '-createdAt',
  access: recordAccess,
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true, hooks: { beforeValidate: [lowerCase] } },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
    dateTime('subscribedAt', { required: true, defaultValue: nowIso }),
    dateTime('unsubscribedAt'),
    visitorLocale(),
  ],
}
