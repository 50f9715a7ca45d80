import { faqCategories, faqCategoryLabel } from '@root/collections/FaqEntries'
import { choice } from '@root/fields/choice'
import { callToAction, section, text, textarea } from '@root/fields/localized'
import { pageGlobal } from './pageGlobal'

/** FAQ page copy; the questions themselves are the FAQ entries collection. */
export const FaqPage = pageGlobal('faq-page', (page) => [
  page.tab('pageTab', [
    section('hero'),
    page.list('categories', {
      maxRows: 5,
      description: page.label('categoriesDescription'),
      fields: [
        choice('category', faqCategories, faqCategoryLabel, { label: page.label('category'), required: true }),
        text('title', { required: true }),
        textarea('description'),
      ],
    }),
    page.section('contact', { fields: page.texts(['phoneLabel', 'emailLabel', 'areaLabel', 'replyPromise']) }),
  ]),
  page.tab('callToActionTab', [callToAction(), ...page.texts(['askLabel', 'pricingLabel', 'contactLabel'])]),
])
