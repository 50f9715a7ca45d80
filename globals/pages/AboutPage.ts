import { callToAction, cards, image, section, text, textarea } from '@/fields/localized'
import { pageGlobal } from './pageGlobal'

/** About (seed 000 §2): My Story, three highlights, bio, philosophy, stats, values, CTA. */
export const AboutPage = pageGlobal('about-page', 'About page', [
  {
    label: 'Story',
    fields: [
      {
        name: 'hero',
        type: 'group',
        fields: [text('eyebrow'), text('title', { required: true }), textarea('subtitle'), image('image')],
      },
      section('story', [textarea('body2', { description: 'Second paragraph' })]),
      cards(
        'highlights',
        [{ name: 'icon', type: 'select', options: ['camera', 'heart', 'globe', 'award', 'users', 'sparkles'] }],
        { maxRows: 3 },
      ),
    ],
  },
  {
    label: 'Bio & philosophy',
    fields: [section('bio', [textarea('body2'), image('image')]), section('philosophy', [text('quote')])],
  },
  {
    label: 'Stats & values',
    fields: [section('statsIntro'), section('valuesIntro'), cards('values', [], { maxRows: 6 })],
  },
  { label: 'Call to action', fields: [callToAction()] },
])
