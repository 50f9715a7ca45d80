import type { CollectionConfig } from 'payload'

import { anyone, editorsOnly } from '@/access'
import { choice } from '@/fields/choice'
import { image, text, textarea, textList } from '@/fields/localized'
import { orderField } from '@/fields/order'
import { cacheTags } from '@/utilities/revalidate'
import { revalidateCollection } from '@/utilities/revalidateHooks'
import { serviceIds } from './ids'

/** The service catalogue (seed 000 §3): cards on home/portfolio and the /services/{id} pages. */
export const Services: CollectionConfig = {
  slug: 'services',
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'serviceId', 'linkType', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: revalidateCollection('services', cacheTags.collection('media')),
  fields: [
    choice('serviceId', serviceIds, {
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Fixed identifier; the page lives at /services/{id}' },
    }),
    orderField(),
    {
      name: 'linkType',
      type: 'select',
      required: true,
      defaultValue: 'internal',
      options: [
        { label: 'Page on this site', value: 'internal' },
        { label: 'External site (new tab)', value: 'external' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'externalUrl',
      type: 'text',
      admin: {
        position: 'sidebar',
        condition: (_, sibling) => sibling?.linkType === 'external',
        description: 'Where the card and the nav entry lead (family: the family photography site)',
      },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { linkType?: string } }) =>
        siblingData?.linkType !== 'external' || (value && /^https?:\/\//.test(value))
          ? true
          : 'An http(s) address is required for an external link',
    },
    {
      name: 'priceFrom',
      type: 'number',
      min: 0,
      admin: { position: 'sidebar', description: 'Catalogue "from" price in CAD (cards, structured data)' },
    },
    text('title', { required: true }),
    text('subtitle'),
    textarea('description', { description: 'Card text' }),
    textarea('longDescription'),
    textarea('approach'),
    text('pricing', { description: 'Pricing sentence on the service page' }),
    textList('includes', { maxRows: 7, description: 'What is included (seven items)' }),
    image('image'),
    {
      name: 'gallery',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: 3,
      admin: { description: 'Three images shown on the service page' },
    },
  ],
}
