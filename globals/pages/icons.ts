import type { SelectField } from 'payload'

import { cmsLabel, type CmsKey, sharedLabel } from '@/fields/messages'

/** The picture of a card, from icons the page knows how to draw (named in cms.json `icons`). */
export const icon = (icons: readonly CmsKey<'icons'>[]): SelectField => ({
  name: 'icon',
  type: 'select',
  label: sharedLabel('icon'),
  options: icons.map((value) => ({ label: cmsLabel('icons', value), value })),
})
