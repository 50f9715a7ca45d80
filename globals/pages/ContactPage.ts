import { cards, questions, section, text, textarea } from '@/fields/localized'
import { pageGlobal } from './pageGlobal'

/** Contact (seed 001 §2): hero, two option cards, form intro, destinations, quick booking, FAQ. */
export const ContactPage = pageGlobal('contact-page', 'Contact page', [
  {
    label: 'Hero & options',
    fields: [
      section('hero'),
      {
        name: 'options',
        type: 'group',
        fields: [
          text('messageTitle'),
          textarea('messageBody'),
          text('messageLabel'),
          text('callTitle'),
          textarea('callBody'),
          text('callLabel'),
        ],
      },
      section('form'),
      section('info'),
    ],
  },
  {
    label: 'Destinations',
    fields: [section('destinationsIntro'), cards('destinations', [], { maxRows: 3 })],
  },
  {
    label: 'Quick booking',
    fields: [
      section('quickBooking', [text('consultationLabel'), text('availabilityLabel'), text('stepsTitle')]),
      cards('steps', [], { maxRows: 3 }),
    ],
  },
  { label: 'FAQ', fields: [section('faqIntro'), questions('faq')] },
])
