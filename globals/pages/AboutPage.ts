import { callToAction, cards, image, section, text, textarea } from '@/fields/localized'
import { cmsLabel, sharedLabel } from '@/fields/messages'
import { icon } from './icons'
import { pageGlobal } from './pageGlobal'

/** About (seed 000 §2): My Story, three highlights, bio, philosophy, stats, values, CTA. */
export const AboutPage = pageGlobal('about-page', cmsLabel('aboutPage', 'label'), [
  {
    label: cmsLabel('aboutPage', 'storyTab'),
    fields: [
      {
        name: 'hero',
        type: 'group',
        label: sharedLabel('hero'),
        fields: [text('eyebrow'), text('title', { required: true }), textarea('subtitle'), image('image')],
      },
      section('story', {
        label: cmsLabel('aboutPage', 'story'),
        fields: [
          textarea('body2', {
            label: cmsLabel('aboutPage', 'body2'),
            description: cmsLabel('aboutPage', 'body2Description'),
          }),
        ],
      }),
      cards('highlights', {
        label: cmsLabel('aboutPage', 'highlights'),
        row: cmsLabel('aboutPage', 'highlightsRow'),
        fields: [icon(['camera', 'heart', 'globe', 'award', 'users', 'sparkles'])],
        maxRows: 3,
      }),
    ],
  },
  {
    label: cmsLabel('aboutPage', 'bioTab'),
    fields: [
      section('bio', {
        label: cmsLabel('aboutPage', 'bio'),
        fields: [textarea('body2', { label: cmsLabel('aboutPage', 'body2') }), image('image')],
      }),
      section('philosophy', { label: cmsLabel('aboutPage', 'philosophy'), fields: [text('quote')] }),
    ],
  },
  {
    label: cmsLabel('aboutPage', 'statsTab'),
    fields: [
      section('statsIntro', { label: cmsLabel('aboutPage', 'statsIntro') }),
      section('valuesIntro', { label: cmsLabel('aboutPage', 'valuesIntro') }),
      cards('values', { label: cmsLabel('aboutPage', 'values'), row: cmsLabel('aboutPage', 'valuesRow'), maxRows: 6 }),
    ],
  },
  { label: cmsLabel('pages', 'callToActionTab'), fields: [callToAction()] },
])
