import AxeBuilder from '@axe-core/playwright'

import type { Locale } from '@/i18n/routing'

import { expect, test } from './fixtures/test'

import { localized, publicPages, stubExternalSites } from './fixtures/site'

// These specs read pages as delivered; the service worker, installed anew in every test's fresh
// context, only added its precache downloads (monitoring-offline and site-console keep it).
test.use({ serviceWorkers: 'block' })
test.beforeEach(async ({ page }) => stubExternalSites(page))

/** WCAG 2.2 AA: no serious or critical violation on any public page, in either language. */
for (const locale of ['en', 'fr'] as Locale[]) {
  for (const path of [...publicPages, '/services/boudoir', '/no-such-page']) {
    test(`axe: ${localized(path, locale)}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      // The boudoir page leaves for another site after a moment; a 204 answer cancels that
      // navigation, so axe audits the page itself.
      await page.route(
        (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
        (route) => route.fulfill({ status: 204 }),
      )
      await page.goto(localized(path, locale))
      await expect(page.locator('h1').first()).toBeVisible()
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        // The portfolio's gallery is another site's page in a frame: not ours to audit.
        .exclude('iframe')
        .analyze()
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(
        blocking.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 5)
              .join(', ')}`,
        ),
      ).toEqual([])
    })
  }
}
