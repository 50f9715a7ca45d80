import { callToAction, questions, section, text, textarea, textList } from '@/fields/localized'
import { pageGlobal } from './pageGlobal'

/** Pricing (seed 000 §2, §9): three wedding packages, four other services, notes, FAQ, CTA. */
export const PricingPage = pageGlobal('pricing-page', 'Pricing page', [
  {
    label: 'Weddings',
    fields: [
      section('hero'),
      section('weddingsIntro'),
      {
        name: 'weddingPackages',
        type: 'array',
        maxRows: 3,
        admin: { initCollapsed: true },
        fields: [
          text('name', { required: true }),
          { name: 'price', type: 'number', required: true, min: 0, admin: { description: 'CAD, "starting at"' } },
          text('duration', { description: 'e.g. "8 hours of coverage"' }),
          textarea('description'),
          textList('features'),
          { name: 'popular', type: 'checkbox', defaultValue: false, admin: { description: 'Marked "Most popular"' } },
        ],
      },
    ],
  },
  {
    label: 'Other services',
    fields: [
      section('servicesIntro'),
      {
        name: 'otherServices',
        type: 'array',
        maxRows: 4,
        admin: { initCollapsed: true },
        fields: [
          {
            name: 'service',
            type: 'select',
            required: true,
            options: ['maternity', 'family', 'corporate', 'boudoir'],
            admin: { description: 'Where the card links (boudoir and family lead to their own sites)' },
          },
          text('name', { required: true }),
          { name: 'price', type: 'number', required: true, min: 0, admin: { description: 'CAD, "from"' } },
          textarea('description'),
          textList('features'),
        ],
      },
      {
        name: 'extras',
        type: 'array',
        admin: { initCollapsed: true, description: 'Add-ons (engagement session, album…)' },
        fields: [text('name', { required: true }), { name: 'price', type: 'number', min: 0 }, text('note')],
      },
    ],
  },
  {
    label: 'Payments & FAQ',
    fields: [section('paymentsIntro'), textList('paymentNotes'), section('faqIntro'), questions('faq')],
  },
  { label: 'Call to action', fields: [callToAction(), text('vipLabel', { description: 'Button to /viptreatment' })] },
])
