import { questions, section } from '@root/fields/localized'
import { pageGlobal } from './pageGlobal'

/** Contact: hero, two option cards, form intro, destinations, quick booking, FAQ. */
export const ContactPage = pageGlobal('contact-page', (page) => {
  /** One of the two option cards under the hero (write a message, book a call). */
  const option = (card: 'message' | 'call') => [
    page.text(`${card}Title`),
    page.textarea(`${card}Body`),
    page.text(`${card}Label`),
  ]
  return [
    page.tab('heroTab', [
      section('hero'),
      page.group('options', [...option('message'), ...option('call')]),
      page.section('form'),
      page.section('info'),
    ]),
    page.tab('destinationsTab', [page.section('destinationsIntro'), page.cards('destinations', { maxRows: 3 })]),
    page.tab('quickBookingTab', [
      page.section('quickBooking', { fields: page.texts(['consultationLabel', 'availabilityLabel', 'stepsTitle']) }),
      page.cards('steps', { maxRows: 3 }),
    ]),
    page.tab('faqTab', [section('faqIntro'), questions('faq')]),
  ]
})
