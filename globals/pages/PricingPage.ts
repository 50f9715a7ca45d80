import { choice } from '@/fields/choice'
import { callToAction, questions, section, text, textarea, textList } from '@/fields/localized'
import { cmsLabel, labelsFrom, sharedLabel } from '@/fields/messages'
import commonEn from '@/i18n/messages/en/common.json'
import commonFr from '@/i18n/messages/fr/common.json'
import { pageGlobal } from './pageGlobal'

const OTHER_SERVICES = ['maternity', 'family', 'corporate', 'boudoir'] as const
// As the site's menu names the services; boudoir is not one of them (it has its own site).
const navService = labelsFrom(commonEn.nav.services, commonFr.nav.services)
const otherServiceLabel = (value: (typeof OTHER_SERVICES)[number]) =>
  value === 'boudoir' ? cmsLabel('pricingPage', 'boudoir') : navService(value)

/** Pricing (seed 000 §2, §9): three wedding packages, four other services, notes, FAQ, CTA. */
export const PricingPage = pageGlobal('pricing-page', cmsLabel('pricingPage', 'label'), [
  {
    label: cmsLabel('pricingPage', 'weddingsTab'),
    fields: [
      section('hero'),
      section('weddingsIntro', { label: cmsLabel('pricingPage', 'weddingsIntro') }),
      {
        name: 'weddingPackages',
        type: 'array',
        maxRows: 3,
        label: cmsLabel('pricingPage', 'weddingPackages'),
        labels: {
          singular: cmsLabel('pricingPage', 'weddingPackagesRow'),
          plural: cmsLabel('pricingPage', 'weddingPackages'),
        },
        admin: { initCollapsed: true },
        fields: [
          text('name', { required: true }),
          {
            name: 'price',
            type: 'number',
            required: true,
            min: 0,
            label: cmsLabel('pricingPage', 'price'),
            admin: { description: cmsLabel('pricingPage', 'startingAtDescription') },
          },
          text('duration', {
            label: cmsLabel('pricingPage', 'duration'),
            description: cmsLabel('pricingPage', 'durationDescription'),
          }),
          textarea('description'),
          textList('features'),
          {
            name: 'popular',
            type: 'checkbox',
            defaultValue: false,
            label: cmsLabel('pricingPage', 'popular'),
            admin: { description: cmsLabel('pricingPage', 'popularDescription') },
          },
        ],
      },
    ],
  },
  {
    label: cmsLabel('pricingPage', 'otherServicesTab'),
    fields: [
      section('servicesIntro', { label: cmsLabel('pricingPage', 'servicesIntro') }),
      {
        name: 'otherServices',
        type: 'array',
        maxRows: 4,
        label: cmsLabel('pricingPage', 'otherServices'),
        labels: {
          singular: cmsLabel('pricingPage', 'otherServicesRow'),
          plural: cmsLabel('pricingPage', 'otherServices'),
        },
        admin: { initCollapsed: true },
        fields: [
          choice('service', OTHER_SERVICES, otherServiceLabel, {
            label: sharedLabel('service'),
            required: true,
            admin: { description: cmsLabel('pricingPage', 'serviceDescription') },
          }),
          text('name', { required: true }),
          {
            name: 'price',
            type: 'number',
            required: true,
            min: 0,
            label: cmsLabel('pricingPage', 'price'),
            admin: { description: cmsLabel('pricingPage', 'fromDescription') },
          },
          textarea('description'),
          textList('features'),
        ],
      },
      {
        name: 'extras',
        type: 'array',
        label: cmsLabel('pricingPage', 'extras'),
        labels: { singular: cmsLabel('pricingPage', 'extrasRow'), plural: cmsLabel('pricingPage', 'extras') },
        admin: { initCollapsed: true, description: cmsLabel('pricingPage', 'extrasDescription') },
        fields: [
          text('name', { required: true }),
          { name: 'price', type: 'number', min: 0, label: cmsLabel('pricingPage', 'price') },
          text('note', { label: cmsLabel('pricingPage', 'note') }),
        ],
      },
    ],
  },
  {
    label: cmsLabel('pricingPage', 'paymentsTab'),
    fields: [
      section('paymentsIntro', { label: cmsLabel('pricingPage', 'paymentsIntro') }),
      textList('paymentNotes', {
        label: cmsLabel('pricingPage', 'paymentNotes'),
        row: cmsLabel('pricingPage', 'paymentNotesRow'),
      }),
      section('faqIntro'),
      questions('faq'),
    ],
  },
  {
    label: cmsLabel('pages', 'callToActionTab'),
    fields: [
      callToAction(),
      text('vipLabel', {
        label: cmsLabel('pricingPage', 'vipLabel'),
        description: cmsLabel('pricingPage', 'vipLabelDescription'),
      }),
    ],
  },
])
