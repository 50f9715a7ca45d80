import { callToAction, section } from '@root/fields/localized'
import { pageGlobal } from './pageGlobal'

/** Portfolio: the embedded external gallery, the service cards, a call to action. */
export const PortfolioPage = pageGlobal('portfolio-page', (page) => [
  page.tab('pageTab', [
    section('hero'),
    page.section('gallery', {
      fields: [page.text('frameTitle', { description: page.label('frameTitleDescription') })],
    }),
    section('services'),
  ]),
  page.tab('callToActionTab', [callToAction()]),
])
