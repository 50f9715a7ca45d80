import { choice } from '@root/fields/choice'
import { described } from '@root/fields/described'
import { callToAction, section, text, textarea } from '@root/fields/localized'
import { pageGlobal } from './pageGlobal'

const FEATURE_KEYS = ['team', 'coverage', 'premiere', 'deliverables'] as const

/** VIP treatment: hero, four feature cards, the price block, links. */
export const VipPage = pageGlobal('vip-page', (page) => [
  page.tab('featuresTab', [
    section('hero'),
    page.list('features', {
      maxRows: 4,
      fields: [
        choice('key', FEATURE_KEYS, page.label, { label: page.label('key'), required: true }),
        text('title', { required: true }),
        textarea('body'),
        page.textList('items'),
      ],
    }),
  ]),
  page.tab('priceTab', [
    page.group('price', [
      page.text('label', { label: page.label('priceLabel') }),
      described('vipPage', 'amount', { type: 'number', min: 0 }),
      page.text('display', { description: page.label('displayDescription') }),
      page.textarea('note'),
    ]),
  ]),
  page.tab('callToActionTab', [callToAction()]),
])
