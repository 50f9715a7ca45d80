import { described } from '@root/fields/described'
import { callToAction, image, section, text } from '@root/fields/localized'
import { pageGlobal } from './pageGlobal'

/** Reviews ("Client Love"): stats strip, three featured stories, the testimonial grid. */
export const ReviewsPage = pageGlobal('reviews-page', (page) => [
  page.tab('storiesTab', [
    section('hero'),
    page.section('featuredIntro'),
    page.list('featuredStories', {
      maxRows: 3,
      fields: [
        described('reviewsPage', 'names', { type: 'text', required: true }),
        text('service'),
        text('title', { required: true }),
        page.textarea('story', { required: true }),
        text('quote'),
        image('image'),
      ],
    }),
    page.section('grid'),
  ]),
  page.tab('callToActionTab', [callToAction()]),
])
