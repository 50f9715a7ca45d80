import type { DateField, Field, FieldHook, SelectField } from 'payload'

import { collection, type CollectionOptions, type CollectionSlug } from '@root/collections/collection'
import { choice } from '@root/fields/choice'
import { type Bilingual, languageOption, sharedLabel } from '@root/fields/messages'
import { locales } from '@/i18n/routing'

/** Collections of records, under `group` in /cms, newest first unless they say otherwise. */
const newestFirst =
  (group: 'records' | 'monitoring') =>
  <S extends string>(slug: CollectionSlug<S>, columns: string[], options: CollectionOptions) =>
    collection(group, slug, columns, { defaultSort: '-createdAt', ...options })

/**
 * A record collection (bookings, inquiries, subscribers, pool entries, idempotency keys, outbox):
 * visitors' personal data and machinery. Only CMS editors can reach it through REST/GraphQL/the
 * admin (the default of `collection`); the studio's endpoints write it through the Local API.
 */
export const recordCollection = newestFirst('records')

/** The records the site keeps about its own running (security, performance), grouped apart in /cms. */
export const monitoringCollection = newestFirst('monitoring')

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
