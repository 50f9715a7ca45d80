import { callToAction, section } from '@/fields/localized'
import { cmsLabel } from '@/fields/messages'

import { pageGlobal } from './pageGlobal'
import { lastUpdated, policySections } from './policySections'

/** Policies and terms (seed 000 §9): every rule, grouped in titled sections. */
export const PoliciesPage = pageGlobal('policies-page', cmsLabel('policiesPage', 'label'), [
  {
    label: cmsLabel('policiesPage', 'policiesTab'),
    fields: [section('hero'), lastUpdated(), policySections()],
  },
  { label: cmsLabel('pages', 'callToActionTab'), fields: [callToAction()] },
])
