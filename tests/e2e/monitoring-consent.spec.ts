import { expect, test, type Page, type Request } from './fixtures/test'

import { cmsToken } from './fixtures/records'

/**
 * Analytics behind consent. The analytics host is the outside world: it is mocked with page.route,
 * and every request to it is recorded. The test sets a measurement id in the site settings (none
 * is configured by default, and then no banner shows) and removes it afterwards; it runs in one
 * project only, since two projects would race on that one setting.
 */
const MEASUREMENT_ID = 'G-E2ETEST01'
const ANALYTICS_HOSTS = /googletagmanager\.com|google-analytics\.com/

async function setAnalyticsId(page: Page, value: string) {
  const token = await cmsToken(page.request)
  const res = await page.request.post('/api/globals/site-settings?locale=en', {
    headers: { Authorization: `JWT ${token}` },
    data: { analyticsId: value },
  })
  expect(res.ok(), await res.text()).toBe(true)
}

function recordAnalytics(page: Page): Request[] {
  const seen: Request[] = []
  void page.route(ANALYTICS_HOSTS, (route) => {
    seen.push(route.request())
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* analytics stub */' })
  })
  return seen
}

/**
 * The page's own lazy client code has run: web vitals are reported once the page is idle (TTFB and
 * FCP at once), after the consent check that would have loaded analytics.
 */
async function settled(page: Page, load: () => Promise<unknown>) {
  const vitals = page.waitForRequest((r) => r.url().endsWith('/api/analytics/vitals'))
  await load()
  await vitals
}

async function dataLayerPageViews(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as { page_path: string }).page_path),
  )
}

test.describe('analytics consent', () => {
  test.describe.configure({ mode: 'serial' })
  test.skip(({ isMobile }) => isMobile, 'one project only: the setting is shared')

  test.beforeAll(async ({ browser }, info) => {
    if (info.project.name !== 'desktop') return
    const page = await browser.newPage()
    await setAnalyticsId(page, MEASUREMENT_ID)
    await page.close()
  })

  test.afterAll(async ({ browser }, info) => {
    if (info.project.name !== 'desktop') return
    const page = await browser.newPage()
    await setAnalyticsId(page, '')
    await page.close()
  })

  test('no analytics request before consent; refusing keeps it off and is remembered', async ({ page }) => {
    const analytics = recordAnalytics(page)
    await settled(page, () => page.goto('/'))
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    await expect(banner).toContainText('Google Analytics')
    expect(analytics).toEqual([])

    await banner.getByRole('button', { name: 'Decline' }).click()
    await expect(banner).toBeHidden()
    await settled(page, () => page.reload())
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
    await page.getByRole('link', { name: 'About' }).first().click()
    await page.waitForURL('**/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(analytics).toEqual([])
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined')
  })

  test('accepting loads the script with the measurement id and reports a page_view per location change', async ({
    page,
  }) => {
    const analytics = recordAnalytics(page)
    await page.goto('/')
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept analytics' }).click()
    await expect
      .poll(() => analytics.map((r) => r.url()))
      .toContainEqual(expect.stringContaining(`/gtag/js?id=${MEASUREMENT_ID}`))
    await expect.poll(() => dataLayerPageViews(page)).toEqual(['/'])

    await page.getByRole('link', { name: 'About' }).first().click()
    await page.waitForURL('**/about')
    await expect.poll(() => dataLayerPageViews(page)).toEqual(['/', '/about'])

    // Remembered: the next visit loads analytics at once, with no banner.
    await page.reload()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
    await expect.poll(() => dataLayerPageViews(page)).toEqual(['/about'])
  })

  test('the footer link reopens the choice, which can be withdrawn', async ({ page }) => {
    const analytics = recordAnalytics(page)
    await page.goto('/')
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept analytics' }).click()
    await page.getByRole('button', { name: 'Cookie preferences' }).click()
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner.getByRole('heading', { name: 'Your privacy' })).toBeFocused()
    await banner.getByRole('button', { name: 'Decline' }).click()
    const before = analytics.length
    await settled(page, () => page.reload())
    expect(analytics.length).toBe(before)
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined')
  })

  test('the banner speaks French on French pages', async ({ page }) => {
    recordAnalytics(page)
    await page.goto('/fr')
    const banner = page.getByRole('region', { name: 'Consentement aux témoins' })
    await expect(banner.getByRole('heading', { name: 'Votre vie privée' })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Refuser' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Préférences de témoins' })).toBeVisible()
  })

  test('the banner links to the privacy policy in the page’s language', async ({ page }) => {
    recordAnalytics(page)
    for (const [home, name, policy] of [
      ['/', 'Cookie consent', '/privacy'],
      ['/fr', 'Consentement aux témoins', '/fr/privacy'],
    ] as const) {
      await page.goto(home)
      await page.getByRole('region', { name }).getByRole('link').click()
      await page.waitForURL((url) => url.pathname === policy)
      await expect(page.getByTestId('privacy-officer')).toBeVisible()
    }
  })
})
