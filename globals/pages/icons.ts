import type { SelectField } from 'payload'

import { choice } from '@root/fields/choice'
import { cmsLabel, type CmsKey, sharedLabel } from '@root/fields/messages'

/** The picture of a card, from icons the page knows how to draw (named in cms.json `icons`). */
export const icon = (icons: readonly CmsKey<'icons'>[]): SelectField =>
  choice('icon', icons, (value) => cmsLabel('icons', value), { label: sharedLabel('icon') })
