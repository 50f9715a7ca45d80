import { callToAction, group, image, text, textarea } from '@root/fields/localized'
import { icon } from './icons'
import { pageGlobal } from './pageGlobal'

/** About: My Story, three highlights, bio, philosophy, stats, values, CTA. */
export const AboutPage = pageGlobal('about-page', (page) => [
  page.tab('storyTab', [
    group('hero', [text('eyebrow'), text('title', { required: true }), textarea('subtitle'), image('image')]),
    page.section('story', { fields: [page.textarea('body2', { description: page.label('body2Description') })] }),
    page.cards('highlights', {
      fields: [icon(['camera', 'heart', 'globe', 'award', 'users', 'sparkles'])],
      maxRows: 3,
    }),
  ]),
  page.tab('bioTab', [
    page.section('bio', { fields: [page.textarea('body2'), image('image')] }),
    page.section('philosophy', { fields: [text('quote')] }),
  ]),
  page.tab('statsTab', [page.section('statsIntro'), page.section('valuesIntro'), page.cards('values', { maxRows: 6 })]),
  page.tab('callToActionTab', [callToAction()]),
])
