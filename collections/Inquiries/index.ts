import { COVERAGE_OPTIONS, REFERRAL_SOURCES, SERVICE_TYPES, VIDEOGRAPHER_OPTIONS } from '@/lib/schemas/contact'
import { described } from '@root/fields/described'
import { choice } from '@root/fields/choice'
import { cmsLabel, labelsFrom } from '@root/fields/messages'
import contactEn from '@/i18n/messages/en/contact.json'
import contactFr from '@/i18n/messages/fr/contact.json'
import { contactFields, recordCollection, visitorLocale } from '@root/collections/recordFields'

import {
  activityField,
  deleteHistory,
  noteField,
  pipelineFields,
  recordStageChange,
  stampStageChange,
} from './stage-fields'

// The contact form's own names for its choices: the editor reads what the visitor picked.
const form = { en: contactEn.contact.form, fr: contactFr.contact.form }

/** Contact form submissions, written by POST /api/contact. */
export const Inquiries = recordCollection(
  'inquiries',
  ['name', 'email', 'serviceType', 'stage', 'eventDate', 'createdAt'],
  {
    hooks: { beforeChange: [stampStageChange], afterChange: [recordStageChange], beforeDelete: [deleteHistory] },
    fields: [
      ...contactFields(),
      choice('serviceType', SERVICE_TYPES, labelsFrom(form.en.serviceTypes, form.fr.serviceTypes), {
        label: cmsLabel('inquiries', 'serviceType'),
        index: true,
      }),
      { name: 'message', type: 'textarea', required: true, label: cmsLabel('inquiries', 'message') },
      described('inquiries', 'eventDate', { type: 'text' }),
      choice('referralSource', REFERRAL_SOURCES, labelsFrom(form.en.referralSources, form.fr.referralSources), {
        label: cmsLabel('inquiries', 'referralSource'),
      }),
      {
        type: 'collapsible',
        label: { en: form.en.weddingDetails, fr: form.fr.weddingDetails },
        admin: { condition: (data) => data?.serviceType === 'wedding' },
        fields: [
          { name: 'venue', type: 'text', label: cmsLabel('inquiries', 'venue') },
          choice('coverageNeeded', COVERAGE_OPTIONS, labelsFrom(form.en.coverage, form.fr.coverage), {
            label: cmsLabel('inquiries', 'coverageNeeded'),
          }),
          choice('needVideographer', VIDEOGRAPHER_OPTIONS, labelsFrom(form.en.videographer, form.fr.videographer), {
            label: cmsLabel('inquiries', 'needVideographer'),
          }),
          { name: 'howYouMet', type: 'textarea', label: cmsLabel('inquiries', 'howYouMet') },
          { name: 'weddingVibe', type: 'textarea', label: cmsLabel('inquiries', 'weddingVibe') },
          { name: 'whyChooseUs', type: 'textarea', label: cmsLabel('inquiries', 'whyChooseUs') },
          { name: 'importantMoments', type: 'textarea', label: cmsLabel('inquiries', 'importantMoments') },
          { name: 'specialTraditions', type: 'textarea', label: cmsLabel('inquiries', 'specialTraditions') },
          { name: 'movieGenre', type: 'text', label: cmsLabel('inquiries', 'movieGenre') },
        ],
      },
      visitorLocale(),
      ...pipelineFields(),
      noteField(),
      activityField(),
    ],
  },
)
