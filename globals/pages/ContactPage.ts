import { cards, questions, section, text, textarea } from '@/fields/localized'
import { cmsLabel } from '@/fields/messages'
import { pageGlobal } from './pageGlobal'

/** Contact (seed 001 §2): hero, two option cards, form intro, destinations, quick booking, FAQ. */
export const ContactPage = pageGlobal('contact-page', cmsLabel('contactPage', 'label'), [
  {
    label: cmsLabel('contactPage', 'heroTab'),
    fields: [
      section('hero'),
      {
        name: 'options',
        type: 'group',
        label: cmsLabel('contactPage', 'options'),
        fields: [
          text('messageTitle', { label: cmsLabel('contactPage', 'messageTitle') }),
          textarea('messageBody', { label: cmsLabel('contactPage', 'messageBody') }),
          text('messageLabel', { label: cmsLabel('contactPage', 'messageLabel') }),
          text('callTitle', { label: cmsLabel('contactPage', 'callTitle') }),
          textarea('callBody', { label: cmsLabel('contactPage', 'callBody') }),
          text('callLabel', { label: cmsLabel('contactPage', 'callLabel') }),
        ],
      },
      section('form', { label: cmsLabel('contactPage', 'form') }),
      section('info', { label: cmsLabel('contactPage', 'info') }),
    ],
  },
  {
    label: cmsLabel('contactPage', 'destinationsTab'),
    fields: [
      section('destinationsIntro', { label: cmsLabel('contactPage', 'destinationsIntro') }),
      cards('destinations', {
        label: cmsLabel('contactPage', 'destinations'),
        row: cmsLabel('contactPage', 'destinationsRow'),
        maxRows: 3,
      }),
    ],
  },
  {
    label: cmsLabel('contactPage', 'quickBookingTab'),
    fields: [
      section('quickBooking', {
        label: cmsLabel('contactPage', 'quickBooking'),
        fields: [
          text('consultationLabel', { label: cmsLabel('contactPage', 'consultationLabel') }),
          text('availabilityLabel', { label: cmsLabel('contactPage', 'availabilityLabel') }),
          text('stepsTitle', { label: cmsLabel('contactPage', 'stepsTitle') }),
        ],
      }),
      cards('steps', { label: cmsLabel('contactPage', 'steps'), row: cmsLabel('contactPage', 'stepsRow'), maxRows: 3 }),
    ],
  },
  { label: cmsLabel('contactPage', 'faqTab'), fields: [section('faqIntro'), questions('faq')] },
])
