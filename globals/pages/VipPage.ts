import { choice } from '@/fields/choice'
import { callToAction, section, text, textarea, textList } from '@/fields/localized'
import { cmsLabel } from '@/fields/messages'
import { pageGlobal } from './pageGlobal'

const FEATURE_KEYS = ['team', 'coverage', 'premiere', 'deliverables'] as const

/** VIP treatment (seed 000 §2): hero, four feature cards, the price block, links. */
export const VipPage = pageGlobal('vip-page', cmsLabel('vipPage', 'label'), [
  {
    label: cmsLabel('vipPage', 'featuresTab'),
    fields: [
      section('hero'),
      {
        name: 'features',
        type: 'array',
        maxRows: 4,
        label: cmsLabel('vipPage', 'features'),
        labels: { singular: cmsLabel('vipPage', 'featuresRow'), plural: cmsLabel('vipPage', 'features') },
        admin: { initCollapsed: true },
        fields: [
          choice('key', FEATURE_KEYS, (value) => cmsLabel('vipPage', value), {
            label: cmsLabel('vipPage', 'key'),
            required: true,
          }),
          text('title', { required: true }),
          textarea('body'),
          textList('items', { label: cmsLabel('vipPage', 'items'), row: cmsLabel('vipPage', 'itemsRow') }),
        ],
      },
    ],
  },
  {
    label: cmsLabel('vipPage', 'priceTab'),
    fields: [
      {
        name: 'price',
        type: 'group',
        label: cmsLabel('vipPage', 'price'),
        fields: [
          text('label', { label: cmsLabel('vipPage', 'priceLabel') }),
          {
            name: 'amount',
            type: 'number',
            min: 0,
            label: cmsLabel('vipPage', 'amount'),
            admin: { description: cmsLabel('vipPage', 'amountDescription') },
          },
          text('display', {
            label: cmsLabel('vipPage', 'display'),
            description: cmsLabel('vipPage', 'displayDescription'),
          }),
          textarea('note', { label: cmsLabel('vipPage', 'note') }),
        ],
      },
    ],
  },
  { label: cmsLabel('pages', 'callToActionTab'), fields: [callToAction()] },
])
