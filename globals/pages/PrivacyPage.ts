import { section } from '@root/fields/localized'

import { pageGlobal } from './pageGlobal'
import { lastUpdated, policySections } from './policySections'

/**
 * The privacy policy (/privacy; Quebec's private-sector act, s. 3.2 and 8.2): what
 * each form collects, why, for how long, who receives it, and the person's rights. The person in
 * charge of personal information is a fact of the studio, not of this page: it lives in the site
 * settings (Privacy tab) and the page shows it under the policy.
 */
export const PrivacyPage = pageGlobal('privacy-page', (page) => [
  page.tab('policyTab', [section('hero'), lastUpdated(), policySections()]),
])
