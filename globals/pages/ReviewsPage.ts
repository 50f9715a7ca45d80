import { callToAction, section, text, textarea } from '@/fields/localized'
import { pageGlobal } from './pageGlobal'

/** Reviews ("Client Love", seed 000 §2): stats strip, three featured stories, the testimonial grid. */
export const ReviewsPage = pageGlobal('reviews-page', 'Reviews page', [
  {
    label: 'Stories',
    fields: [
      section('hero'),
      section('featuredIntro'),
      {
        name: 'featuredStories',
        type: 'array',
        maxRows: 3,
        admin: { initCollapsed: true },
        fields: [
          { name: 'names', type: 'text', required: true, admin: { description: 'e.g. "Émilie & Marc"' } },
          text('service'),
          text('title', { required: true }),
          textarea('story', { required: true }),
          text('quote'),
          { name: 'image', type: 'upload', relationTo: 'media' },
        ],
      },
      section('grid'),
    ],
  },
  { label: 'Call to action', fields: [callToAction()] },
])
