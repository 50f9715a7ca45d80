import type { Access, CollectionConfig, DateField, Field, FieldHook, SelectField } from 'payload'

import { editorsOnly } from '@/access'
import { choice } from '@/fields/choice'
import { type Bilingual, cmsLabel, languageOption, sharedLabel } from '@/fields/messages'
import { locales } from '@/i18n/routing'

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
): NonNullable<CollectionConfig['admin']> => ({
  group: cmsLabel('groups', 'records'),
  useAsTitle,
  defaultColumns,
  ...extra,
})

/** The records the site keeps about its own running (security, performance), grouped apart in /cms. */
export const monitoringAdmin = (useAsTitle: string, defaultColumns: string[], description: Bilingual) =>
  recordAdmin(useAsTitle, defaultColumns, { group: cmsLabel('groups', 'monitoring'), description })

type RecordCollectionOptions = Omit<CollectionConfig, 'access'> & Required<Pick<CollectionConfig, 'labels' | 'admin'>>

/** A record collection: editors only (recordAccess), newest first unless it says otherwise. */
export const recordCollection = ({
  slug,
  labels,
  admin,
  defaultSort = '-createdAt',
  ...rest
}: RecordCollectionOptions): CollectionConfig => ({ slug, labels, admin, defaultSort, access: recordAccess, ...rest })

/** The language of the page the visitor used: the language of their confirmation e-mail. */
export const visitorLocale = (): Field =>
  choice('locale', locales, languageOption, {
    label: sharedLabel('locale'),
    required: true,
    defaultValue: 'en',
    admin: { position: 'sidebar' },
  })

/** Uniqueness of e-mails and user ids is case-insensitive; storing them lower-cased makes the index enforce it. */
const lowerCase: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)

/** What identifies a visitor's record (subscriber e-mail, pool user id): required, unique whatever its case. */
export const caseInsensitiveKey = (name: string, type: 'text' | 'email', label: Bilingual): Field =>
  ({ name, type, label, required: true, unique: true, index: true, hooks: { beforeValidate: [lowerCase] } }) as Field

const nowIso = () => new Date().toISOString()

/** How a visitor can be reached, first on their booking and inquiry records. */
export const contactFields = (): Field[] => [
  { name: 'name', type: 'text', required: true, label: sharedLabel('name') },
  { name: 'email', type: 'email', required: true, label: sharedLabel('email') },
  { name: 'phone', type: 'text', label: sharedLabel('phone') },
]

/** A moment (not a day): the editor picks the time too. */
export const dateTime = (name: string, extra: Omit<Partial<DateField>, 'label'> & { label: Bilingual }): DateField =>
  ({ name, type: 'date', ...extra, admin: { ...extra.admin, date: { pickerAppearance: 'dayAndTime' } } }) as DateField

/** When the visitor signed up (subscription, pool registration): set on creation, editable later. */
export const signedUpAt = (name: string, label: Bilingual): DateField =>
  dateTime(name, { label, required: true, defaultValue: nowIso })

/** Where a record stands in the studio's handling of it (booking, outgoing e-mail); new ones are pending. */
export const workflowStatus = <V extends string>(
  values: readonly V[],
  optionLabel: (value: V) => Bilingual,
): SelectField =>
  choice('status', values, optionLabel, {
    label: sharedLabel('status'),
    required: true,
    defaultValue: 'pending',
    index: true,
    admin: { position: 'sidebar' },
  })
