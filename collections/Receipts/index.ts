import { choice } from '@root/fields/choice'
import { described } from '@root/fields/described'
import { cmsLabel } from '@root/fields/messages'
import { dateTime, recordCollection, visitorLocale } from '@root/collections/recordFields'
import { RECEIPT_KINDS } from '@/lib/receipts/document'

const never = () => false

/**
 * The receipts and credit notes the studio has issued: the tax records it keeps six years. Each is
 * a frozen copy of what it said (`document`), numbered without gaps per kind and calendar year in
 * the transaction that issues it (src/lib/receipts/store.ts). Nobody edits or deletes one through
 * any API: a mistake is corrected by a credit note, as the tax authorities expect.
 */
export const Receipts = recordCollection('receipts', ['number', 'kind', 'email', 'totalCents', 'issuedAt'], {
  defaultSort: '-issuedAt',
  access: { create: never, update: never, delete: never },
  indexes: [{ fields: ['kind', 'year', 'sequence'], unique: true }],
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, label: cmsLabel('receipts', 'number') },
    choice('kind', RECEIPT_KINDS, (kind) => cmsLabel('receipts', kind), {
      label: cmsLabel('receipts', 'kind'),
      required: true,
    }),
    { name: 'year', type: 'number', required: true, label: cmsLabel('receipts', 'year') },
    { name: 'sequence', type: 'number', required: true, label: cmsLabel('receipts', 'sequence') },
    dateTime('issuedAt', { label: cmsLabel('receipts', 'issuedAt'), required: true }),
    { name: 'email', type: 'email', required: true, index: true, label: cmsLabel('receipts', 'email') },
    visitorLocale(),
    { name: 'totalCents', type: 'number', required: true, label: cmsLabel('receipts', 'totalCents') },
    { name: 'refersTo', type: 'text', label: cmsLabel('receipts', 'refersTo') },
    { name: 'source', type: 'text', required: true, unique: true, label: cmsLabel('receipts', 'source') },
    described('receipts', 'document', { type: 'json', required: true }),
  ],
})
