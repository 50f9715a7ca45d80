import type { Access, CollectionConfig, DateField, Field, FieldHook, SelectField } from 'payload'

import { editorsOnly } from '@root/access'

/**
 * Shared by the record collections (bookings, inquiries, subscribers, pool entries, idempotency
 * keys, outbox): visitors' personal data and machinery. Only CMS editors can reach them through
 * REST/GraphQL/the admin; the studio's endpoints write them through the Local API.
 */
export const recordAccess: Record<'read' | 'create' | 'update' | 'delete', Access> = {
  read: editorsOnly,
  create: editorsOnly,
  update: editorsOnly,
  delete: editorsOnly,
}

export const recordAdmin = (
  useAsTitle: string,
  defaultColumns: string[],
  extra: NonNullable<CollectionConfig['admin']> = {},
): NonNullable<CollectionConfig['admin']> => ({ group: 'Records', useAsTitle, defaultColumns, ...extra })

/** Options from a fixed list of values, labelled by the value itself (the studio reads the codes). */
export const choice = (name: string, values: readonly string[], extra: Partial<SelectField> = {}): SelectField =>
  ({ name, type: 'select', options: values.map((value) => ({ label: value, value })), ...extra }) as SelectField

/** The language of the page the visitor used: the language of their confirmation e-mail. */
export const visitorLocale = (): Field => ({
  name: 'locale',
  type: 'select',
  required: true,
  defaultValue: 'en',
  options: [
    { label: 'English', value: 'en' },
    { label: 'Français', value: 'fr' },
  ],
  admin: { position: 'sidebar' },
})

/** Uniqueness of e-mails and user ids is case-insensitive; storing them lower-cased makes the index enforce it. */
export const lowerCase: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)

export const nowIso = () => new Date().toISOString()

/** How a visitor can be reached, first on their booking and inquiry records. */
export const contactFields = (): Field[] => [
  { name: 'name', type: 'text', required: true },
  { name: 'email', type: 'email', required: true },
  { name: 'phone', type: 'text' },
]

/** A moment (not a day): the editor picks the time too. */
export const dateTime = (name: string, extra: Partial<DateField> = {}): DateField =>
  ({ name, type: 'date', ...extra, admin: { ...extra.admin, date: { pickerAppearance: 'dayAndTime' } } }) as DateField
