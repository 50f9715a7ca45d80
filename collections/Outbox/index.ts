import { described } from '@root/fields/described'
import { choice } from '@root/fields/choice'
import { cmsLabel } from '@root/fields/messages'
import { dateTime, recordCollection, visitorLocale, workflowStatus } from '@root/collections/recordFields'
import { OUTBOX_KINDS, OUTBOX_RECORD_COLLECTIONS } from '@/lib/email/kinds'
import { siteComputed } from '@root/fields/site-computed'

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const

/**
 * Every e-mail the site sends, written in the same transaction as the record it is about, then
 * delivered by src/lib/email/outbox.ts. With SMTP down or not configured the messages wait here
 * (readable in /cms) and are sent when it comes back.
 */
export const Outbox = recordCollection('outbox', ['subject', 'to', 'kind', 'status', 'attempts', 'createdAt'], {
  fields: [
    { name: 'to', type: 'text', required: true, label: cmsLabel('outbox', 'to') },
    { name: 'replyTo', type: 'text', label: cmsLabel('outbox', 'replyTo') },
    { name: 'subject', type: 'text', required: true, label: cmsLabel('outbox', 'subject') },
    { name: 'text', type: 'textarea', required: true, label: cmsLabel('outbox', 'text') },
    { name: 'html', type: 'code', label: cmsLabel('outbox', 'html'), admin: { language: 'html' } },
    described('outbox', 'headers', { type: 'json' }),
    described('outbox', 'icalEvent', { type: 'json' }),
    described('outbox', 'attachments', { type: 'json', admin: { readOnly: true } }),
    choice('kind', OUTBOX_KINDS, (kind) => cmsLabel('outbox', kind), {
      label: cmsLabel('outbox', 'kind'),
      required: true,
      defaultValue: 'other',
      index: true,
    }),
    // The record the message is about, written with it by the site (src/lib/email/outbox.ts).
    siteComputed(
      choice('aboutCollection', OUTBOX_RECORD_COLLECTIONS, (collection) => cmsLabel('outbox', collection), {
        label: cmsLabel('outbox', 'aboutCollection'),
        admin: { position: 'sidebar', readOnly: true, description: cmsLabel('outbox', 'aboutCollectionDescription') },
      }),
    ),
    siteComputed({
      name: 'aboutId',
      type: 'number',
      index: true,
      label: cmsLabel('outbox', 'aboutId'),
      admin: { position: 'sidebar', readOnly: true },
    }),
    visitorLocale(),
    workflowStatus(OUTBOX_STATUSES, (status) => cmsLabel('outbox', status)),
    {
      name: 'attempts',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: cmsLabel('outbox', 'attempts'),
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'lastError', type: 'textarea', label: cmsLabel('outbox', 'lastError'), admin: { readOnly: true } },
    dateTime('nextAttemptAt', {
      label: cmsLabel('outbox', 'nextAttemptAt'),
      index: true,
      admin: { position: 'sidebar' },
    }),
    described('outbox', 'lockedUntil', {
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
      },
    }),
    dateTime('sentAt', { label: cmsLabel('outbox', 'sentAt'), admin: { position: 'sidebar', readOnly: true } }),
  ],
})
