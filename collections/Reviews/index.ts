import type { CollectionConfig, PayloadRequest } from 'payload'

import { editorsOnly, publishedReviewsOrEditors } from '@/access'
import { image, text, textarea } from '@/fields/localized'
import { cmsLabel, cmsMessage, sharedLabel } from '@/fields/messages'
import { cacheTags } from '@/utilities/revalidate'
import { revalidateCollection } from '@/utilities/revalidateHooks'

/** Client testimonials (seed 000 §3). Visitors see only the ones with isPublished. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: cmsLabel('reviews', 'singular'), plural: cmsLabel('reviews', 'plural') },
  admin: {
    group: cmsLabel('groups', 'content'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'service', 'rating', 'isPublished', 'featured'],
  },
  defaultSort: '-createdAt',
  access: { read: publishedReviewsOrEditors, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
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
      validate: (value: number | null | undefined, { req }: { req: PayloadRequest }) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5
          ? true
          : cmsMessage(req, 'reviews', 'ratingInvalid'),
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
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      label: cmsLabel('reviews', 'featured'),
      admin: { position: 'sidebar', description: cmsLabel('reviews', 'featuredDescription') },
    },
  ],
}
