import { callToAction, group, image, section, text, textarea, textList } from '@root/fields/localized'
import { pageGlobal } from './pageGlobal'

/** Home: hero, about teaser with stats, services, video, classes promo, featured work, CTA. */
export const HomePage = pageGlobal('home-page', (page) => [
  page.tab('heroTab', [
    group('hero', [
      textList('badges', { maxRows: 4 }),
      text('title', { required: true }),
      textarea('subtitle'),
      text('primaryLabel', { description: page.label('primaryLabelDescription') }),
      text('secondaryLabel', { description: page.label('secondaryLabelDescription') }),
      image('image'),
    ]),
  ]),
  page.tab('aboutTab', [page.section('about', { fields: [image('image'), text('linkLabel')] })]),
  page.tab('servicesTab', [section('services'), page.section('video', { fields: [text('linkLabel')] })]),
  page.tab('classesWorkTab', [
    page.section('classesPromo', { fields: [page.textList('points', { maxRows: 4 }), text('linkLabel')] }),
    page.section('featuredWork', { fields: [...page.texts(['galleryLabel', 'portfolioLabel']), image('image')] }),
  ]),
  page.tab('callToActionTab', [callToAction()]),
])
