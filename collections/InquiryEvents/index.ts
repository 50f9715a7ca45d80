import { nobody } from '@root/access'
import { choice } from '@root/fields/choice'
import { cmsLabel, labelsFrom } from '@root/fields/messages'
import adminEn from '@/i18n/messages/en/admin.json'
import adminFr from '@/i18n/messages/fr/admin.json'
import { CHANGE_ACTORS, EVENT_KINDS, INQUIRY_STAGES, LOST_REASONS } from '@/lib/inquiries/stages'
import { recordCollection } from '@root/collections/recordFields'

const pipeline = { en: adminEn.admin.pipeline, fr: adminFr.admin.pipeline }
export const stageLabel = labelsFrom(pipeline.en.stages, pipeline.fr.stages)
export const lostReasonLabel = labelsFrom(pipeline.en.lostReasons, pipeline.fr.lostReasons)

/**
 * The history of an inquiry: every change of stage, private note, reply and reminder, with when and
 * through which sign-in (the /admin dashboard or a CMS editor). Written by the site alone: an
 * editor's note goes through the inquiry's own note field, which the site records as theirs.
 * Append-only: nobody edits or deletes an entry, except with its inquiry.
 */
export const InquiryEvents = recordCollection('inquiry-events', ['inquiry', 'kind', 'toStage', 'actor', 'createdAt'], {
  admin: { useAsTitle: 'kind' },
  // No API caller writes history, editors included (a forged entry would be evidence of what never
  // happened); the site's own code writes with overrideAccess.
  access: { create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'inquiry',
      type: 'relationship',
      relationTo: 'inquiries',
      required: true,
      index: true,
      label: cmsLabel('inquiryEvents', 'inquiry'),
    },
    choice('kind', EVENT_KINDS, (kind) => cmsLabel('inquiryEvents', kind), {
      label: cmsLabel('inquiryEvents', 'kind'),
      required: true,
      defaultValue: 'note',
      admin: { readOnly: true },
    }),
    choice('fromStage', INQUIRY_STAGES, stageLabel, {
      label: cmsLabel('inquiryEvents', 'fromStage'),
      admin: { readOnly: true, condition: (data) => data?.kind === 'stage' },
    }),
    choice('toStage', INQUIRY_STAGES, stageLabel, {
      label: cmsLabel('inquiryEvents', 'toStage'),
      admin: { readOnly: true, condition: (data) => data?.kind === 'stage' },
    }),
    choice('lostReason', LOST_REASONS, lostReasonLabel, {
      label: cmsLabel('inquiries', 'lostReason'),
      admin: { readOnly: true, condition: (data) => data?.toStage === 'lost' },
    }),
    {
      name: 'subject',
      type: 'text',
      label: cmsLabel('inquiryEvents', 'subject'),
      admin: { readOnly: true, condition: (data) => data?.kind === 'reply' },
    },
    { name: 'text', type: 'textarea', label: cmsLabel('inquiryEvents', 'text') },
    {
      name: 'email',
      type: 'relationship',
      relationTo: 'outbox',
      label: cmsLabel('inquiryEvents', 'email'),
      admin: { readOnly: true, condition: (data) => Boolean(data?.email) },
    },
    choice('actor', CHANGE_ACTORS, (actor) => cmsLabel('inquiryEvents', actor), {
      label: cmsLabel('inquiryEvents', 'actor'),
      required: true,
      defaultValue: 'cms',
      admin: { readOnly: true, position: 'sidebar' },
    }),
    {
      name: 'actorName',
      type: 'text',
      label: cmsLabel('inquiryEvents', 'actorName'),
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
})
