import { callToAction, image, section, text, textarea, textList } from '@/fields/localized'
import { pageGlobal } from './pageGlobal'

/** Home (seed 000 §2): hero, about teaser with stats, services, video, classes promo, featured work, CTA. */
export const HomePage = pageGlobal('home-page', 'Home page', [
  {
    label: 'Hero',
    fields: [
      {
        name: 'hero',
        type: 'group',
        fields: [
          textList('badges', { maxRows: 4 }),
          text('title', { required: true }),
          textarea('subtitle'),
          text('primaryLabel', { description: 'Button to the portfolio, e.g. "View My Work"' }),
          text('secondaryLabel', { description: 'Button to the contact page, e.g. "Book Free Consultation"' }),
          image('image'),
        ],
      },
    ],
  },
  {
    label: 'About teaser',
    fields: [section('about', [image('image'), text('linkLabel')])],
  },
  {
    label: 'Services',
    fields: [section('services'), section('video', [text('linkLabel')])],
  },
  {
    label: 'Classes & work',
    fields: [
      section('classesPromo', [textList('points', { maxRows: 4 }), text('linkLabel')]),
      section('featuredWork', [text('galleryLabel'), text('portfolioLabel'), image('image')]),
    ],
  },
  { label: 'Call to action', fields: [callToAction()] },
])
