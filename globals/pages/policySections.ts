import type { Field } from 'payload'

import { text, textarea, textList } from '@root/fields/localized'
import { cmsLabel } from '@root/fields/messages'

/**
 * Titled sections of rules, each with an anchor: the body of the policies page and of the privacy
 * policy. One definition, so both pages render through one component (PolicySections).
 */
export const policySections = (): Field => ({
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
})

/** The date a policy was last changed, shown under its title. */
export const lastUpdated = (): Field => ({
  name: 'lastUpdated',
  type: 'date',
  label: cmsLabel('policiesPage', 'lastUpdated'),
  admin: { date: { pickerAppearance: 'dayOnly' } },
})
