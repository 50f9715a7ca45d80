import { callToAction, image, section, text, textarea } from '@/fields/localized'
import { cmsLabel } from '@/fields/messages'
import { pageGlobal } from './pageGlobal'

/** Reviews ("Client Love", seed 000 §2): stats strip, three featured stories, the testimonial grid. */
export const ReviewsPage = pageGlobal('reviews-page', cmsLabel('reviewsPage', 'label'), [
  {
    label: cmsLabel('reviewsPage', 'storiesTab'),
    fields: [
      section('hero'),
      section('featuredIntro', { label: cmsLabel('reviewsPage', 'featuredIntro') }),
      {
        name: 'featuredStories',
        type: 'array',
        maxRows: 3,
        label: cmsLabel('reviewsPage', 'featuredStories'),
        labels: {
          singular: cmsLabel('reviewsPage', 'featuredStoriesRow'),
          plural: cmsLabel('reviewsPage', 'featuredStories'),
        },
        admin: { initCollapsed: true },
        fields: [
          {
            name: 'names',
            type: 'text',
            required: true,
            label: cmsLabel('reviewsPage', 'names'),
            admin: { description: cmsLabel('reviewsPage', 'namesDescription') },
          },
          text('service'),
          text('title', { required: true }),
          textarea('story', { label: cmsLabel('reviewsPage', 'story'), required: true }),
          text('quote'),
          image('image'),
        ],
      },
      section('grid', { label: cmsLabel('reviewsPage', 'grid') }),
    ],
  },
  { label: cmsLabel('pages', 'callToActionTab'), fields: [callToAction()] },
])
