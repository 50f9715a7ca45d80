import AxeBuilder from '@axe-core/playwright'

import type { Locale } from '@/i18n/routing'

import { expect, type Page, test } from './fixtures/test'

import { localized, stubExternalSites } from './fixtures/site'
import { PHONE } from './fixtures/projects'

// These specs read pages as delivered; the service worker, installed anew in every test's fresh
// context, only added its precache downloads (monitoring-offline and site-console keep it).
test.use({ serviceWorkers: 'block' })
test.beforeEach(async ({ page }) => stubExternalSites(page))

/** WCAG 2.2 AA on the pages and forms of the booking backend, in the states visitors reach. */
async function expectNoBlockingViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
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
}

for (const locale of ['en', 'fr'] as Locale[]) {
  test(
    `axe: ${localized('/contact', locale)} with the wedding questions, field errors and the calendar open`,
    { tag: PHONE },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(localized('/contact', locale))
      await expectNoBlockingViolations(page)
      const form = page.getByTestId('contact-form')
      await form.locator('select').first().selectOption('wedding')
      await form.locator('button[type="submit"]').click()
      await expect(form.locator('[role="alert"]').first()).toBeVisible()
      // Scrolled, axe's target-size rule counts the fixed header as covering whichever field lies
      // under it, even far above the viewport (axe-core dequelabs/axe-core#5065), and where the page
      // stops scrolling when the calendar opens and takes focus varies from day to day. A window as
      // tall as the page never scrolls, so the header covers nothing and this pass reads the form,
      // its errors and the open calendar the same way every day.
      const viewport = page.viewportSize()!
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
      await page.setViewportSize({ width: viewport.width, height: pageHeight + 400 })
      await form.locator('button[aria-haspopup="dialog"]').click()
      await expect(page.getByRole('dialog')).toBeVisible()
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      await expectNoBlockingViolations(page, '[data-testid="contact-form"]')
    },
  )

  test(`axe: ${localized('/classes', locale)} booking form`, { tag: PHONE }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(localized('/classes', locale))
    await page.getByRole('tab').last().click()
    await expect(page.getByRole('tabpanel').getByPlaceholder('(555) 123-4567')).toBeVisible()
    await page.getByRole('tabpanel').locator('button[type="submit"]').click()
    await expect(page.getByRole('tabpanel').locator('[role="alert"]').first()).toBeVisible()
    await expectNoBlockingViolations(page)
  })
}

test('axe: /coupeqc2025pool and its registration dialog', async ({ page }) => {
  await page.goto('/coupeqc2025pool')
  await expectNoBlockingViolations(page)
  await page.getByRole('button', { name: "S'inscrire au pool" }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoBlockingViolations(page)
})
