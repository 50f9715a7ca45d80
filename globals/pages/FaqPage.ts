import { callToAction, section, text, textarea } from '@/fields/localized'
import { pageGlobal } from './pageGlobal'

/** FAQ page copy; the questions themselves are the FAQ entries collection. */
export const FaqPage = pageGlobal('faq-page', 'FAQ page', [
  {
    label: 'Page',
    fields: [
      section('hero'),
      {
        name: 'categories',
        type: 'array',
        maxRows: 5,
        admin: { initCollapsed: true, description: 'Headings of the five categories' },
        fields: [
          {
            name: 'category',
            type: 'select',
            required: true,
            options: ['booking', 'pricing', 'process', 'logistics', 'services'],
          },
          text('title', { required: true }),
          textarea('description'),
        ],
      },
      section('contact', [text('phoneLabel'), text('emailLabel'), text('areaLabel'), text('replyPromise')]),
    ],
  },
  { label: 'Call to action', fields: [callToAction(), text('askLabel'), text('pricingLabel'), text('contactLabel')] },
])
