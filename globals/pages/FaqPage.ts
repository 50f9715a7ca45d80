import { faqCategories, faqCategoryLabel } from '@/collections/FaqEntries'
import { choice } from '@/fields/choice'
import { callToAction, section, text, textarea } from '@/fields/localized'
import { cmsLabel } from '@/fields/messages'
import { pageGlobal } from './pageGlobal'

/** FAQ page copy; the questions themselves are the FAQ entries collection. */
export const FaqPage = pageGlobal('faq-page', cmsLabel('faqPage', 'label'), [
  {
    label: cmsLabel('pages', 'pageTab'),
    fields: [
      section('hero'),
      {
        name: 'categories',
        type: 'array',
        maxRows: 5,
        label: cmsLabel('faqPage', 'categories'),
        labels: { singular: cmsLabel('faqPage', 'categoriesRow'), plural: cmsLabel('faqPage', 'categories') },
        admin: { initCollapsed: true, description: cmsLabel('faqPage', 'categoriesDescription') },
        fields: [
          choice('category', faqCategories, faqCategoryLabel, {
            label: cmsLabel('faqPage', 'category'),
            required: true,
          }),
          text('title', { required: true }),
          textarea('description'),
        ],
      },
      section('contact', {
        label: cmsLabel('faqPage', 'contact'),
        fields: [
          text('phoneLabel', { label: cmsLabel('faqPage', 'phoneLabel') }),
          text('emailLabel', { label: cmsLabel('faqPage', 'emailLabel') }),
          text('areaLabel', { label: cmsLabel('faqPage', 'areaLabel') }),
          text('replyPromise', { label: cmsLabel('faqPage', 'replyPromise') }),
        ],
      }),
    ],
  },
  {
    label: cmsLabel('pages', 'callToActionTab'),
    fields: [
      callToAction(),
      text('askLabel', { label: cmsLabel('faqPage', 'askLabel') }),
      text('pricingLabel', { label: cmsLabel('faqPage', 'pricingLabel') }),
      text('contactLabel', { label: cmsLabel('faqPage', 'contactLabel') }),
    ],
  },
])
