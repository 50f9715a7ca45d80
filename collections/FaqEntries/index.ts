import { anyone } from '@root/access'
import { collection } from '@root/collections/collection'
import { choice } from '@root/fields/choice'
import { text, textarea } from '@root/fields/localized'
import { cmsLabel, labelsFrom } from '@root/fields/messages'
import { orderField } from '@root/fields/order'
import faqEn from '@/i18n/messages/en/faq.json'
import faqFr from '@/i18n/messages/fr/faq.json'
import { revalidateCollection } from '@root/utilities/revalidateHooks'

import { faqCategories } from '@/lib/cms/faq-categories'

export { faqCategories, type FaqCategory } from '@/lib/cms/faq-categories'

/** The categories as the FAQ page names them. */
export const faqCategoryLabel = labelsFrom(faqEn.faq.categories, faqFr.faq.categories)

export const FaqEntries = collection('content', 'faq-entries', ['question', 'category', 'order'], {
  defaultSort: 'order',
  access: { read: anyone },
  hooks: revalidateCollection('faq-entries'),
  fields: [
    choice('category', faqCategories, faqCategoryLabel, {
      label: cmsLabel('faqEntries', 'category'),
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    }),
    orderField(),
    text('question', { required: true }),
    textarea('answer', { required: true }),
  ],
})
