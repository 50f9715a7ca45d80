import { publishedByCheckboxOrEditors } from '@root/access'
import { collection } from '@root/collections/collection'
import { image, text, textarea } from '@root/fields/localized'
import { described } from '@root/fields/described'
import { cmsLabel, cmsRule, sharedLabel } from '@root/fields/messages'
import { cacheTags } from '@root/utilities/revalidate'
import { revalidateCollection } from '@root/utilities/revalidateHooks'

/** Client testimonials. Visitors see only the ones with isPublished. */
export const Reviews = collection('content', 'reviews', ['name', 'service', 'rating', 'isPublished', 'featured'], {
  defaultSort: '-createdAt',
  access: { read: publishedByCheckboxOrEditors },
  hooks: revalidateCollection('reviews', cacheTags.collection('media')),
  fields: [
    { name: 'name', type: 'text', required: true, label: sharedLabel('name') },
    text('service', { description: cmsLabel('reviews', 'serviceDescription') }),
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      defaultValue: 5,
      label: cmsLabel('reviews', 'rating'),
      validate: cmsRule(
        'reviews',
        'ratingInvalid',
        (value) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5,
      ),
    },
    textarea('content', { label: cmsLabel('reviews', 'content'), required: true }),
    image('image'),
    {
      name: 'isPublished',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: cmsLabel('reviews', 'isPublished'),
      admin: { position: 'sidebar' },
    },
    described('reviews', 'featured', { type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } }),
  ],
})
