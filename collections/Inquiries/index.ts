import { COVERAGE_OPTIONS, REFERRAL_SOURCES, SERVICE_TYPES, VIDEOGRAPHER_OPTIONS } from '@/lib/schemas/contact'
import { choice } from '@/fields/choice'
import { contactFields, recordAdmin, recordCollection, visitorLocale } from '@/collections/recordFields'

/** Contact form submissions (seed 001 contact_submissions), written by POST /api/contact. */
export const Inquiries = recordCollection({
  slug: 'inquiries',
  labels: { singular: 'Inquiry', plural: 'Inquiries' },
  admin: recordAdmin('name', ['name', 'email', 'serviceType', 'eventDate', 'createdAt']),
  fields: [
    ...contactFields(),
    choice('serviceType', SERVICE_TYPES, { index: true }),
    { name: 'message', type: 'textarea', required: true },
    { name: 'eventDate', type: 'text', admin: { description: 'YYYY-MM-DD' } },
    choice('referralSource', REFERRAL_SOURCES),
    {
      type: 'collapsible',
      label: 'Wedding details',
      admin: { condition: (data) => data?.serviceType === 'wedding' },
      fields: [
        { name: 'venue', type: 'text' },
        choice('coverageNeeded', COVERAGE_OPTIONS),
        choice('needVideographer', VIDEOGRAPHER_OPTIONS),
        { name: 'howYouMet', type: 'textarea' },
        { name: 'weddingVibe', type: 'textarea' },
        { name: 'whyChooseUs', type: 'textarea' },
        { name: 'importantMoments', type: 'textarea' },
        { name: 'specialTraditions', type: 'textarea' },
        { name: 'movieGenre', type: 'text' },
      ],
    },
    visitorLocale(),
  ],
})
