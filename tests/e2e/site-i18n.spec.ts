import { expect, test } from './fixtures/test'

import { containsPhrase, englishLabels, localized, publicPages, stubExternalSites } from './fixtures/site'

// These specs read pages as delivered; the service worker, installed anew in every test's fresh
// context, only added its precache downloads (monitoring-offline and site-console keep it).
test.use({ serviceWorkers: 'block' })
test.beforeEach(async ({ page }) => stubExternalSites(page))

const labels = englishLabels()

test('the list of English labels is real (guards the test below against an empty list)', () => {
  expect(labels.length).toBeGreaterThan(100)
  expect(labels).toContain('Book a Session')
  expect(labels).toContain('No blog posts yet')
})

/** A French page shows no English UI string, menus and tabs included. */
for (const path of [...publicPages, '/services/boudoir', '/services/unknown', '/no-such-page']) {
  test(`no English UI string on ${localized(path, 'fr')}`, async ({ page, isMobile }) => {
    await page.goto(localized(path, 'fr'))
    // Open what is closed so hidden panels are checked too (the phone menu last: it covers the page).
    const closed = page.locator('main button[aria-expanded="false"]').first()
    for (let i = 0; i < 40 && (await closed.count()) > 0; i++) await closed.click()
    const texts: string[] = []
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click()
      texts.push(await page.locator('main').innerText())
    }
    if (isMobile) await page.locator('button[aria-controls="mobile-menu"]').click()
    texts.push(await page.locator('body').innerText())
    const attributes = await page
      .locator('[aria-label], [title], [alt], [placeholder]')
      .evaluateAll((els) =>
        els.flatMap((el) => ['aria-label', 'title', 'alt', 'placeholder'].map((a) => el.getAttribute(a) ?? '')),
      )
    const text = [...texts, ...attributes].join('\n')
    const found = labels.filter((label) => containsPhrase(text, label))
    expect(found).toEqual([])
  })
}
