import type { Field } from 'payload'

import { choice } from '@root/fields/choice'
import { described } from '@root/fields/described'
import { callToAction, questions, section, text, textarea, textList } from '@root/fields/localized'
import { cmsLabel, labelsFrom, sharedLabel } from '@root/fields/messages'
import commonEn from '@/i18n/messages/en/common.json'
import commonFr from '@/i18n/messages/fr/common.json'
import { pageGlobal } from './pageGlobal'

const OTHER_SERVICES = ['maternity', 'family', 'corporate', 'boudoir'] as const
// As the site's menu names the services; boudoir is not one of them (it has its own site).
const navService = labelsFrom(commonEn.nav.services, commonFr.nav.services)
const otherServiceLabel = (value: (typeof OTHER_SERVICES)[number]) =>
  value === 'boudoir' ? cmsLabel('pricingPage', 'boudoir') : navService(value)

/** The price of a package or a service, in dollars; the help says how the page shows it ("Starting at", "From"). */
const price = (shownAs: 'startingAtDescription' | 'fromDescription'): Field => ({
  name: 'price',
  type: 'number',
  required: true,
  min: 0,
  label: cmsLabel('pricingPage', 'price'),
  admin: { description: cmsLabel('pricingPage', shownAs) },
})

/** Pricing: three wedding packages, four other services, notes, FAQ, CTA. */
export const PricingPage = pageGlobal('pricing-page', (page) => [
  page.tab('weddingsTab', [
    section('hero'),
    page.section('weddingsIntro'),
    page.list('weddingPackages', {
      maxRows: 3,
      fields: [
        text('name', { required: true }),
        price('startingAtDescription'),
        page.text('duration', { description: page.label('durationDescription') }),
        textarea('description'),
        textList('features'),
        described('pricingPage', 'popular', { type: 'checkbox', defaultValue: false }),
      ],
    }),
  ]),
  page.tab('otherServicesTab', [
    page.section('servicesIntro'),
    page.list('otherServices', {
      maxRows: 4,
      fields: [
        choice('service', OTHER_SERVICES, otherServiceLabel, {
          label: sharedLabel('service'),
          required: true,
          admin: { description: page.label('serviceDescription') },
        }),
        text('name', { required: true }),
        price('fromDescription'),
        textarea('description'),
        textList('features'),
      ],
    }),
    page.list('extras', {
      description: page.label('extrasDescription'),
      fields: [
        text('name', { required: true }),
        { name: 'price', type: 'number', min: 0, label: page.label('price') },
        page.text('note'),
      ],
    }),
  ]),
  page.tab('paymentsTab', [
    page.section('paymentsIntro'),
    page.textList('paymentNotes'),
    section('faqIntro'),
    questions('faq'),
  ]),
  page.tab('callToActionTab', [
    callToAction(),
    page.text('vipLabel', { description: page.label('vipLabelDescription') }),
  ]),
])
