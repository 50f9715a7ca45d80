import { callToAction, section } from '@root/fields/localized'

import { pageGlobal } from './pageGlobal'
import { lastUpdated, policySections } from './policySections'

/** Policies and terms: every rule, grouped in titled sections. */
export const PoliciesPage = pageGlobal('policies-page', (page) => [
  page.tab('policiesTab', [section('hero'), lastUpdated(), policySections()]),
  page.tab('callToActionTab', [callToAction()]),
])
