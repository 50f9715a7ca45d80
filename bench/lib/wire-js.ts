/**
 * First-load JavaScript on the wire, as a phone visitor's Chromium gets it: every byte received for
 * scripts (headers and compressed body, CDP's encodedDataLength) from the navigation until the page
 * is loaded, then a minute of the page's timers has run and the network has been idle, without a
 * scroll or a touch (a script a page loads on a timer, "later" rather than when asked for, counts;
 * one loaded when a part of the page nears the viewport does not). bench/javascript.ts and
 * bench/proposals.ts measure with it.
 */
import type { Browser } from '@playwright/test'

export async function scriptBytes(browser: Browser, url: string): Promise<{ bytes: number; files: number }> {
  // A fresh context per page: nothing comes from the HTTP cache or a service worker.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const scripts = new Set<string>()
  const open = new Set<string>()
  let bytes = 0
  let lastActivity = Date.now()
  cdp.on('Network.requestWillBeSent', (event) => {
    lastActivity = Date.now()
    if (event.type === 'Script') open.add(event.requestId)
  })
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId)
  })
  cdp.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now()
    open.delete(event.requestId)
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength
  })
  cdp.on('Network.loadingFailed', (event) => open.delete(event.requestId))
  /**
   * Until no script is loading and nothing was asked for `ms` (what a timer starts comes a few
   * ticks later); a script that never finishes stops the wait after a minute rather than hanging.
   */
  const quiet = async (ms: number) => {
    const deadline = Date.now() + 60_000
    while ((open.size > 0 || Date.now() - lastActivity < ms) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100))
  }
  // The page's timers run on a clock the bench moves on itself: a minute passes in a moment.
  await page.clock.install()
  await page.goto(url, { waitUntil: 'load' })
  // The framework's chunks load one frame after the first paint; a lazy island may follow them.
  await quiet(1500)
  await page.clock.fastForward('01:00')
  lastActivity = Date.now()
  await quiet(1500)
  await context.close()
  return { bytes, files: scripts.size }
}
