import { collection } from '@root/collections/collection'
import { described } from '@root/fields/described'
import { choice } from '@root/fields/choice'
import { text, textarea } from '@root/fields/localized'
import { cmsLabel, cmsRule } from '@root/fields/messages'
import { onlinePaymentFields } from '@root/fields/onlinePayment'
import { orderField } from '@root/fields/order'
import { CONSULTATION_MODES, CONSULTATION_TYPE_MAX, CONSULTATION_TYPE_PATTERN } from '@/lib/schemas/consultation'

/**
 * What a visitor can book on /consultation. The public reads the types through
 * GET /api/consultations/slots and the page, never through REST: the video link is only sent to
 * whoever booked. A hidden type is refused by both calls; its bookings stay.
 */
const columns = ['name', 'typeId', 'durationMinutes', 'modes', 'hidden']

export const ConsultationTypes = collection('content', 'consultation-types', columns, {
  defaultSort: 'order',
  fields: [
    described('consultationTypes', 'typeId', {
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: CONSULTATION_TYPE_MAX,
      validate: cmsRule(
        'consultationTypes',
        'typeIdDescription',
        (value) => typeof value === 'string' && CONSULTATION_TYPE_PATTERN.test(value),
      ),
    }),
    text('name', { label: cmsLabel('fields', 'name'), required: true }),
    textarea('description'),
    {
      name: 'durationMinutes',
      type: 'number',
      required: true,
      defaultValue: 30,
      min: 15,
      max: 8 * 60,
      label: cmsLabel('consultationTypes', 'durationMinutes'),
      admin: { step: 15 },
    },
    choice('modes', CONSULTATION_MODES, (mode) => cmsLabel('consultationTypes', mode), {
      label: cmsLabel('consultationTypes', 'modes'),
      hasMany: true,
      required: true,
      admin: { description: cmsLabel('consultationTypes', 'modesDescription') },
    }),
    described('consultationTypes', 'price', {
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { step: 1 },
      validate: cmsRule(
        'consultationTypes',
        'priceInvalid',
        (value) => value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 0),
      ),
    }),
    ...onlinePaymentFields('consultationTypes'),
    described('consultationTypes', 'lateCancellationRefundPercent', {
      type: 'number',
      defaultValue: 0,
      min: 0,
      max: 100,
      admin: { position: 'sidebar', step: 1 },
    }),
    described('consultationTypes', 'videoLink', { type: 'text' }),
    text('address', {
      label: cmsLabel('consultationTypes', 'address'),
      description: cmsLabel('consultationTypes', 'addressDescription'),
    }),
    described('consultationTypes', 'approvalRequired', { type: 'checkbox', defaultValue: false }),
    described('consultationTypes', 'hidden', {
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    }),
    orderField(),
  ],
})
