import type { CollectionConfig } from 'payload'

import { anyone, editorsOnly } from '@/access'
import { text, textarea, textList } from '@/fields/localized'
import { orderField } from '@/fields/order'
import { cacheTags } from '@/utilities/revalidate'
import { revalidateCollection } from '@/utilities/revalidateHooks'

/**
 * The class catalogue (seed 000 §3), the only list of bookable classes: a published class is
 * bookable at once with its own price and formats; a hidden or deleted one is refused by
 * POST /api/class-bookings (src/lib/bookings/catalogue.ts), its old bookings stay as they were.
 */
export const Classes: CollectionConfig = {
  slug: 'classes',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'classId', 'price', 'isPublished', 'order'],
  },
  defaultSort: 'order',
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
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
    {
      name: 'classId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Fixed identifier used by bookings, e.g. portrait-mastery' },
      validate: (value: string | null | undefined) =>
        value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'Lowercase letters, digits and hyphens',
    },
    orderField(),
    {
      name: 'isPublished',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: 'Shown on /classes and open to bookings. Untick to hide it: old bookings stay readable.',
      },
    },
    {
      name: 'price',
      type: 'number',
      required: true,
      min: 0,
      admin: { position: 'sidebar', description: 'CAD, whole dollars; charged for a booking of this class', step: 1 },
      validate: (value: number | null | undefined) =>
        Number.isInteger(value) && (value as number) >= 0 ? true : 'A whole number of dollars',
    },
    {
      name: 'cancellationCutoffHours',
      type: 'number',
      defaultValue: 48,
      min: 0,
      max: 24 * 30,
      admin: {
        position: 'sidebar',
        step: 1,
        description: 'Students can cancel a dated session themselves until this many hours before it starts',
      },
    },
    {
      name: 'offerHoldHours',
      type: 'number',
      defaultValue: 24,
      min: 1,
      max: 24 * 14,
      admin: {
        position: 'sidebar',
        step: 1,
        description: 'A freed seat offered to the waitlist is kept this many hours, then passes to the next person',
      },
    },
    {
      name: 'formatOptions',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['online', 'in-person'],
      options: [
        { label: 'Online (video call)', value: 'online' },
        { label: 'In person (Montreal studio)', value: 'in-person' },
      ],
      admin: { position: 'sidebar', description: 'Formats a student can book' },
    },
    text('title', { required: true }),
    text('level', { required: true }),
    text('duration', { required: true }),
    textarea('description'),
    textList('topics'),
    text('formats', { description: 'Formats as shown on the card, e.g. "Online or In-Person"' }),
  ],
}
