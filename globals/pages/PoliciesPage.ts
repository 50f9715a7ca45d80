import { callToAction, section, text, textarea, textList } from '@/fields/localized'
import { pageGlobal } from './pageGlobal'

/** Policies and terms (seed 000 §9): every rule, grouped in titled sections. */
export const PoliciesPage = pageGlobal('policies-page', 'Policies page', [
  {
    label: 'Policies',
    fields: [
      section('hero'),
      { name: 'lastUpdated', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
      {
        name: 'sections',
        type: 'array',
        admin: { initCollapsed: true },
        fields: [
          { name: 'key', type: 'text', admin: { description: 'Anchor on the page, e.g. "payments"' } },
          text('title', { required: true }),
          textarea('intro'),
          textList('rules'),
        ],
      },
    ],
  },
  { label: 'Call to action', fields: [callToAction()] },
])
