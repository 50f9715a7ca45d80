import { publishedByCheckboxOrEditors } from '@root/access'
import { collection } from '@root/collections/collection'
import { CLASS_FORMATS } from '@/lib/schemas/classBooking'
import { described } from '@root/fields/described'
import { choice } from '@root/fields/choice'
import { text, textarea, textList } from '@root/fields/localized'
import { cmsLabel, cmsRule, labelsFrom } from '@root/fields/messages'
import { onlinePaymentFields } from '@root/fields/onlinePayment'
import { orderField } from '@root/fields/order'
import bookingEn from '@/i18n/messages/en/booking.json'
import bookingFr from '@/i18n/messages/fr/booking.json'
import { cacheTags } from '@root/utilities/revalidate'
import { revalidateCollection } from '@root/utilities/revalidateHooks'

/**
 * The class catalogue, the only list of bookable classes: a published class is
 * bookable at once with its own price and formats; a hidden or deleted one is refused by
 * POST /api/class-bookings (src/lib/bookings/catalogue.ts), its old bookings stay as they were.
 */
// The booking form's own names for the formats.
const formatLabel = labelsFrom(bookingEn.classes.booking.formats, bookingFr.classes.booking.formats)

export const Classes = collection('content', 'classes', ['title', 'classId', 'price', 'isPublished', 'order'], {
  defaultSort: 'order',
  access: { read: publishedByCheckboxOrEditors },
  hooks: {
    ...revalidateCollection('classes', cacheTags.collection('class-sessions')),
    // Its sessions go with it; their bookings keep the class id (and lose only the session link).
    beforeDelete: [
      async ({ id, req }) => {
        await req.payload.delete({
          collection: 'class-sessions',
          where: { class: { equals: id } },
          req,
          overrideAccess: true,
        })
      },
    ],
  },
  fields: [
    described('classes', 'classId', {
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
      validate: cmsRule(
        'classes',
        'classIdInvalid',
        (value) => typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value),
      ),
    }),
    orderField(),
    described('classes', 'isPublished', { type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } }),
    described('classes', 'price', {
      type: 'number',
      required: true,
      min: 0,
      admin: { position: 'sidebar', step: 1 },
      validate: cmsRule('classes', 'priceInvalid', (value) => Number.isInteger(value) && (value as number) >= 0),
    }),
    described('classes', 'cancellationCutoffHours', {
      type: 'number',
      defaultValue: 48,
      min: 0,
      max: 24 * 30,
      admin: { position: 'sidebar', step: 1 },
    }),
    described('classes', 'offerHoldHours', {
      type: 'number',
      defaultValue: 24,
      min: 1,
      max: 24 * 14,
      admin: { position: 'sidebar', step: 1 },
    }),
    ...onlinePaymentFields('classes'),
    described('classes', 'lateCancellationRefundPercent', {
      type: 'number',
      defaultValue: 0,
      min: 0,
      max: 100,
      admin: { position: 'sidebar', step: 1 },
    }),
    choice('formatOptions', CLASS_FORMATS, formatLabel, {
      label: cmsLabel('classes', 'formatOptions'),
      hasMany: true,
      required: true,
      defaultValue: ['online', 'in-person'],
      admin: { position: 'sidebar', description: cmsLabel('classes', 'formatOptionsDescription') },
    }),
    text('title', { required: true }),
    text('level', { label: cmsLabel('classes', 'level'), required: true }),
    text('duration', { label: cmsLabel('classes', 'duration'), required: true }),
    textarea('description'),
    textList('topics', { label: cmsLabel('classes', 'topics'), row: cmsLabel('classes', 'topicsRow') }),
    text('formats', { label: cmsLabel('classes', 'formats'), description: cmsLabel('classes', 'formatsDescription') }),
  ],
})
