import { callToAction, section, text } from '@/fields/localized'
import { pageGlobal } from './pageGlobal'

/** Portfolio: the embedded external gallery, the service cards, a call to action. */
export const PortfolioPage = pageGlobal('portfolio-page', 'Portfolio page', [
  {
    label: 'Page',
    fields: [
      section('hero'),
      section('gallery', [text('frameTitle', { description: 'Accessible name of the gallery frame' })]),
      section('services'),
    ],
  },
  { label: 'Call to action', fields: [callToAction()] },
])
