import type { NumberField } from 'payload'

/** Position in lists on the public site (ascending). */
export const orderField = (): NumberField => ({
  name: 'order',
  type: 'number',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: 'Lower numbers come first' },
})
