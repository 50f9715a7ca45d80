import { callToAction, section, text, textarea, textList } from '@/fields/localized'
import { pageGlobal } from './pageGlobal'

/** VIP treatment (seed 000 §2): hero, four feature cards, the price block, links. */
export const VipPage = pageGlobal('vip-page', 'VIP page', [
  {
    label: 'Hero & features',
    fields: [
      section('hero'),
      {
        name: 'features',
        type: 'array',
        maxRows: 4,
        admin: { initCollapsed: true },
        fields: [
          { name: 'key', type: 'select', required: true, options: ['team', 'coverage', 'premiere', 'deliverables'] },
          text('title', { required: true }),
          textarea('body'),
          textList('items'),
        ],
      },
    ],
  },
  {
    label: 'Price',
    fields: [
      {
        name: 'price',
        type: 'group',
        fields: [
          text('label'),
          { name: 'amount', type: 'number', min: 0, admin: { description: 'CAD' } },
          text('display', { description: 'The price as shown, e.g. "$25,000"' }),
          textarea('note'),
        ],
      },
    ],
  },
  { label: 'Call to action', fields: [callToAction()] },
])
