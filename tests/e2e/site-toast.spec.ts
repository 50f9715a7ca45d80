import type { Locale } from '@/i18n/routing'

import { expect, test } from './fixtures/test'

import { localized } from './fixtures/site'

/**
 * Toasts, driven by the newsletter form's client-side check: one at a time,
 * at most 420 px wide, F8 moves focus to them, close label in the page's language, gone after 5 s.
 */
for (const locale of ['en', 'fr'] as Locale[]) {
  test(`toasts: one at a time, F8, 420 px, translated close button, 5 s (${locale})`, async ({ page }) => {
    let posted = 0
    await page.route('**/api/newsletter', (route) => {
      posted++
      return route.continue()
    })
    await page.goto(localized('/blog', locale))
    const email = page.locator('main input[type="email"]')
    await email.scrollIntoViewIfNeeded()
    await email.fill('not-an-address')
    await email.press('Enter')

    const toasts = page.locator('[data-variant]').filter({ has: page.locator('button') })
    await expect(toasts).toHaveCount(1)
    await expect(toasts.first()).toHaveAttribute('data-variant', 'destructive')
    if (locale === 'en') await expect(toasts.first()).toContainText('Invalid email')

    // A second toast replaces the first.
    await email.press('Enter')
    await expect(toasts).toHaveCount(1)
    expect(posted).toBe(0)

    const viewport = page.locator('ol[tabindex="-1"]').filter({ has: toasts })
    const box = await viewport.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(420)

    await page.keyboard.press('F8')
    await expect(viewport).toBeFocused()
    await expect(toasts.first().getByRole('button', { name: locale === 'en' ? 'Close' : 'Fermer' })).toBeVisible()

    // Default duration: 5 s (the pointer stays away so Radix does not pause the timer).
    await page.locator('h1').first().click()
    await expect(toasts).toHaveCount(0, { timeout: 8000 })
  })
}
