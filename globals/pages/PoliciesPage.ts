import { callToAction, section, text, textarea, textList } from '@/fields/localized'
import { cmsLabel } from '@/fields/messages'
import { pageGlobal } from './pageGlobal'

/** Policies and terms (seed 000 §9): every rule, grouped in titled sections. */
export const PoliciesPage = pageGlobal('policies-page', cmsLabel('policiesPage', 'label'), [
  {
    label: cmsLabel('policiesPage', 'policiesTab'),
    fields: [
      section('hero'),
      {
        name: 'lastUpdated',
        type: 'date',
        label: cmsLabel('policiesPage', 'lastUpdated'),
        admin: { date: { pickerAppearance: 'dayOnly' } },
      },
      {
        name: 'sections',
        type: 'array',
        label: cmsLabel('policiesPage', 'sections'),
        labels: { singular: cmsLabel('policiesPage', 'sectionsRow'), plural: cmsLabel('policiesPage', 'sections') },
        admin: { initCollapsed: true },
        fields: [
          {
            name: 'key',
            type: 'text',
            label: cmsLabel('policiesPage', 'key'),
            admin: { description: cmsLabel('policiesPage', 'keyDescription') },
          },
          text('title', { required: true }),
          textarea('intro', { label: cmsLabel('policiesPage', 'intro') }),
          textList('rules', { label: cmsLabel('policiesPage', 'rules'), row: cmsLabel('policiesPage', 'rulesRow') }),
        ],
      },
    ],
  },
  { label: cmsLabel('pages', 'callToActionTab'), fields: [callToAction()] },
])
