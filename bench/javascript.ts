/**
 * bench/javascript: first-load JavaScript on the wire, per public route and language: every byte
 * Chromium receives for scripts (headers and compressed body, CDP's encodedDataLength) from the
 * navigation until the page is loaded, then a minute of the page's timers has run and the network
 * has been idle, as a phone visitor who stays a minute without scrolling or touching anything (a
 * script a page loads on a timer, "later" rather than when asked for, counts). Target: ≤ 120 KB
 * on every public page. Exits 1 when one is over.
 *
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/javascript.ts   a site you started (npm start)
 *   --routes /contact,/classes                                     only these routes (both languages)
 */
import { chromium } from '@playwright/test'

import { ensureChromium } from '@root/scripts/ensure-chromium'
import { publicRoutes } from '@/lib/site/routes'

const BASE = process.env.BENCH_URL || 'http://127.0.0.1:3000'
const BUDGET = 120 * 1024
const routesArg = process.argv.indexOf('--routes')
const ROUTES = routesArg > 0 ? process.argv[routesArg + 1].split(',').filter(Boolean) : publicRoutes

const executablePath = ensureChromium()
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })

async function scriptBytes(url: string): Promise<{ bytes: number; files: number }> {
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

let over = 0
console.log(`First-load JavaScript on the wire (KB), ${BASE}`)
console.log('  route                      en      fr')
for (const route of ROUTES) {
  const row: string[] = []
  for (const prefix of ['', '/fr']) {
    const path = `${prefix}${route === '/' && prefix ? '' : route}`
    const { bytes } = await scriptBytes(`${BASE}${path}`)
    if (bytes > BUDGET) over++
    row.push(`${(bytes / 1024).toFixed(1).padStart(6)}${bytes > BUDGET ? '!' : ' '}`)
  }
  console.log(`  ${route.padEnd(24)} ${row.join('  ')}`)
}
await browser.close()
console.log(`  budget ${BUDGET / 1024} KB per page (! = over): ${over === 0 ? 'all within' : `${over} over`}`)
process.exit(over === 0 ? 0 : 1)
