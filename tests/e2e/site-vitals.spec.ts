import type { CDPSession, Page, Request } from '@playwright/test'

import { expect, test } from './fixtures/test'

/**
 * The page's own reports (web vitals, blog post views) reach the server and finish in DevTools'
 * eyes: left with unread answers they stayed "in flight" forever, and Lighthouse/PageSpeed
 * Insights then waited 45 s on every page (src/lib/analytics/send-report.ts).
 */
async function watchAnalytics(page: Page) {
  const session: CDPSession = await page.context().newCDPSession(page)
  await session.send('Network.enable')
  const started = new Map<string, { path: string; from: string }>()
  const finished = new Set<string>()
  session.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.includes('/api/analytics/'))
      started.set(e.requestId, { path: new URL(e.request.url).pathname, from: new URL(e.documentURL).pathname })
  })
  session.on('Network.loadingFinished', (e) => finished.add(e.requestId))
  session.on('Network.loadingFailed', (e) => finished.add(e.requestId))
  return {
    started: () => [...started.values()].map((r) => r.path),
    /**
     * Reports still in flight, of the page at `from` only when given: a page being left sends its
     * last reports with keepalive, and DevTools may never see those end once its document is gone.
     */
    unfinished: (from?: string) =>
      [...started]
        .filter(([id, r]) => !finished.has(id) && (from === undefined || r.from === from))
        .map(([, r]) => r.path),
  }
}

const isVital = (metric: string) => (r: Request) =>
  r.url().endsWith('/api/analytics/vitals') && r.postDataJSON()?.metric === metric

test.describe('analytics reports', () => {
  test('a page view reports its vitals and every report finishes', async ({ page }) => {
    const analytics = await watchAnalytics(page)
    const ttfb = page.waitForRequest(isVital('TTFB'))
    const fcp = page.waitForRequest(isVital('FCP'))
    await page.goto('/pricing')
    await Promise.all([ttfb, fcp])
    await expect
      .poll(() => analytics.started().filter((p) => p === '/api/analytics/vitals').length)
      .toBeGreaterThanOrEqual(2)
    await expect.poll(() => analytics.unfinished(), { timeout: 5_000 }).toEqual([])
  })

  test('a blog post counts its view, and that report finishes too', async ({ page }) => {
    await page.goto('/blog')
    const href = await page.locator('main a[href^="/blog/"]').first().getAttribute('href')
    const analytics = await watchAnalytics(page)
    const view = page.waitForRequest((r) => r.url().endsWith('/api/analytics/post-view'))
    await page.goto(href!)
    expect((await view).postDataJSON()).toEqual({ slug: href!.replace('/blog/', '') })
    await expect.poll(() => analytics.started()).toContain('/api/analytics/post-view')
    // The post page's own reports: those /blog sent as it was left are out of DevTools' sight.
    await expect.poll(() => analytics.unfinished(href!), { timeout: 5_000 }).toEqual([])
  })

  test('hiding the page sends what is measured at the end: blocking time and layout shift', async ({ page }) => {
    const fcp = page.waitForRequest(isVital('FCP'))
    await page.goto('/classes')
    // The reporter starts once the page is idle; its first report says it is listening.
    await fcp
    const tbt = page.waitForRequest(isVital('TBT'))
    const cls = page.waitForRequest(isVital('CLS'))
    // Headless Chromium never hides a page by itself: present the document as a phone does when
    // the visitor switches apps.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    const [tbtReport, clsReport] = await Promise.all([tbt, cls])
    expect(tbtReport.postDataJSON()).toMatchObject({ metric: 'TBT', url: expect.stringMatching(/\/classes$/) })
    expect(clsReport.postDataJSON()).toMatchObject({ metric: 'CLS', value: expect.any(Number) })
  })
})
