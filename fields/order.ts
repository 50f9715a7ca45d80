import type { NumberField } from 'payload'

import { sharedLabel } from '@root/fields/messages'

/** Position in lists on the public site (ascending). */
export const orderField = (): NumberField => ({
  name: 'order',
  type: 'number',
  defaultValue: 0,
  index: true,
  label: sharedLabel('order'),
  admin: { position: 'sidebar', description: sharedLabel('orderDescription') },
})
