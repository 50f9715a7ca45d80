import type { PayloadRequest } from 'payload'

import { anyone } from '@root/access'
import { collection } from '@root/collections/collection'
import { described } from '@root/fields/described'
import { choice } from '@root/fields/choice'
import { image, text, textarea, textList } from '@root/fields/localized'
import { cmsLabel, cmsMessage, labelsFrom } from '@root/fields/messages'
import commonEn from '@/i18n/messages/en/common.json'
import commonFr from '@/i18n/messages/fr/common.json'
import { orderField } from '@root/fields/order'
import { cacheTags } from '@root/utilities/revalidate'
import { revalidateCollection } from '@root/utilities/revalidateHooks'
import { serviceIds } from '@/lib/site/service-ids'

/** The service catalogue: cards on home/portfolio and the /services/{id} pages. */
export const Services = collection('content', 'services', ['title', 'serviceId', 'linkType', 'order'], {
  defaultSort: 'order',
  access: { read: anyone },
  hooks: revalidateCollection('services', cacheTags.collection('media')),
  fields: [
    // As the site's menu names them.
    choice('serviceId', serviceIds, labelsFrom(commonEn.nav.services, commonFr.nav.services), {
      label: cmsLabel('services', 'serviceId'),
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: cmsLabel('services', 'serviceIdDescription') },
    }),
    orderField(),
    {
      name: 'linkType',
      type: 'select',
      required: true,
      defaultValue: 'internal',
      label: cmsLabel('services', 'linkType'),
      options: [
        { label: cmsLabel('services', 'internal'), value: 'internal' },
        { label: cmsLabel('services', 'external'), value: 'external' },
      ],
      admin: { position: 'sidebar' },
    },
    described('services', 'externalUrl', {
      type: 'text',
      admin: {
        position: 'sidebar',
        condition: (_: unknown, sibling: { linkType?: string }) => sibling?.linkType === 'external',
      },
      validate: (
        value: string | null | undefined,
        { req, siblingData }: { req: PayloadRequest; siblingData: { linkType?: string } },
      ) =>
        siblingData?.linkType !== 'external' || (value && /^https?:\/\//.test(value))
          ? true
          : cmsMessage(req, 'services', 'externalUrlRequired'),
    }),
    described('services', 'priceFrom', { type: 'number', min: 0, admin: { position: 'sidebar' } }),
    text('title', { required: true }),
    text('subtitle'),
    textarea('description', { description: cmsLabel('services', 'descriptionDescription') }),
    textarea('longDescription', { label: cmsLabel('services', 'longDescription') }),
    textarea('approach', { label: cmsLabel('services', 'approach') }),
    text('pricing', {
      label: cmsLabel('services', 'pricing'),
      description: cmsLabel('services', 'pricingDescription'),
    }),
    textList('includes', {
      label: cmsLabel('services', 'includes'),
      row: cmsLabel('services', 'includesRow'),
      maxRows: 7,
      description: cmsLabel('services', 'includesDescription'),
    }),
    image('image'),
    described('services', 'gallery', { type: 'upload', relationTo: 'media', hasMany: true, maxRows: 3 }),
  ],
})
