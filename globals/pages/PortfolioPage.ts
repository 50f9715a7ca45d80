import { callToAction, section, text } from '@/fields/localized'
import { cmsLabel } from '@/fields/messages'
import { pageGlobal } from './pageGlobal'

/** Portfolio: the embedded external gallery, the service cards, a call to action. */
export const PortfolioPage = pageGlobal('portfolio-page', cmsLabel('portfolioPage', 'label'), [
  {
    label: cmsLabel('pages', 'pageTab'),
    fields: [
      section('hero'),
      section('gallery', {
        label: cmsLabel('portfolioPage', 'gallery'),
        fields: [
          text('frameTitle', {
            label: cmsLabel('portfolioPage', 'frameTitle'),
            description: cmsLabel('portfolioPage', 'frameTitleDescription'),
          }),
        ],
      }),
      section('services'),
    ],
  },
  { label: cmsLabel('pages', 'callToActionTab'), fields: [callToAction()] },
])
