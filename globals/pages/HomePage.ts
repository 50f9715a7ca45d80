import { callToAction, image, section, text, textarea, textList } from '@/fields/localized'
import { cmsLabel, sharedLabel } from '@/fields/messages'
import { pageGlobal } from './pageGlobal'

/** Home (seed 000 §2): hero, about teaser with stats, services, video, classes promo, featured work, CTA. */
export const HomePage = pageGlobal('home-page', cmsLabel('homePage', 'label'), [
  {
    label: cmsLabel('pages', 'heroTab'),
    fields: [
      {
        name: 'hero',
        type: 'group',
        label: sharedLabel('hero'),
        fields: [
          textList('badges', { maxRows: 4 }),
          text('title', { required: true }),
          textarea('subtitle'),
          text('primaryLabel', { description: cmsLabel('homePage', 'primaryLabelDescription') }),
          text('secondaryLabel', { description: cmsLabel('homePage', 'secondaryLabelDescription') }),
          image('image'),
        ],
      },
    ],
  },
  {
    label: cmsLabel('homePage', 'aboutTab'),
    fields: [section('about', { label: cmsLabel('homePage', 'about'), fields: [image('image'), text('linkLabel')] })],
  },
  {
    label: cmsLabel('homePage', 'servicesTab'),
    fields: [
      section('services'),
      section('video', { label: cmsLabel('homePage', 'video'), fields: [text('linkLabel')] }),
    ],
  },
  {
    label: cmsLabel('homePage', 'classesWorkTab'),
    fields: [
      section('classesPromo', {
        label: cmsLabel('homePage', 'classesPromo'),
        fields: [
          textList('points', {
            label: cmsLabel('homePage', 'points'),
            row: cmsLabel('homePage', 'pointsRow'),
            maxRows: 4,
          }),
          text('linkLabel'),
        ],
      }),
      section('featuredWork', {
        label: cmsLabel('homePage', 'featuredWork'),
        fields: [
          text('galleryLabel', { label: cmsLabel('homePage', 'galleryLabel') }),
          text('portfolioLabel', { label: cmsLabel('homePage', 'portfolioLabel') }),
          image('image'),
        ],
      }),
    ],
  },
  { label: cmsLabel('pages', 'callToActionTab'), fields: [callToAction()] },
])
