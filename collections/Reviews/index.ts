import type { CollectionConfig } from 'payload'

import { editorsOnly, publishedReviewsOrEditors } from '@/access'
import { image, text, textarea } from '@/fields/localized'
import { cacheTags } from '@/utilities/revalidate'
import { revalidateCollection } from '@/utilities/revalidateHooks'

/** Client testimonials (seed 000 §3). Visitors see only the ones with isPublished. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'service', 'rating', 'isPublished', 'featured'],
  },
  defaultSort: '-createdAt',
  access: { read: publishedReviewsOrEditors, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: revalidateCollection('reviews', cacheTags.collection('media')),
  fields: [
    { name: 'name', type: 'text', required: true },
    text('service', { description: 'As shown on the card, e.g. "Wedding Photography"' }),
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      defaultValue: 5,
      validate: (value: number | null | undefined) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5
          ? true
          : 'A whole number from 1 to 5',
    },
    textarea('content', { required: true }),
    image('image'),
    { name: 'isPublished', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Highlighted on the home and reviews pages' },
    },
  ],
}
