import type { CollectionConfig } from 'payload'

import { anyone, editorsOnly } from '@/access'
import { text, textarea } from '@/fields/localized'
import { orderField } from '@/fields/order'
import { revalidateCollection } from '@/utilities/revalidateHooks'

export { faqCategories, type FaqCategory } from './categories'

export const FaqEntries: CollectionConfig = {
  slug: 'faq-entries',
  labels: { singular: 'FAQ entry', plural: 'FAQ entries' },
  admin: { group: 'Content', useAsTitle: 'question', defaultColumns: ['question', 'category', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: revalidateCollection('faq-entries'),
  fields: [
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Booking & scheduling', value: 'booking' },
        { label: 'Pricing & payments', value: 'pricing' },
        { label: 'Photography process', value: 'process' },
        { label: 'Logistics & policies', value: 'logistics' },
        { label: 'Other services', value: 'services' },
      ],
      admin: { position: 'sidebar' },
    },
    orderField(),
    text('question', { required: true }),
    textarea('answer', { required: true }),
  ],
}
