import type { CollectionConfig } from 'payload'

import { lowerCase, nowIso, recordAccess, recordAdmin, visitorLocale } from '../recordFields'

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
    { name: 'subscribedAt', type: 'date', required: true, defaultValue: nowIso, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'unsubscribedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    visitorLocale(),
  ],
}
