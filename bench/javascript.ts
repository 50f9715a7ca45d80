/**
 * bench/javascript: first-load JavaScript on the wire, per public route and language: every byte
 * Chromium receives for scripts (headers and compressed body, CDP's encodedDataLength) from the
 * navigation until the page is loaded and the network has been idle, as a phone visitor who does
 * not scroll or touch anything. Target: ≤ 120 KB on every public page. Exits 1 when one is over.
 *
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/javascript.ts   a site you started (npm start)
 */
import { chromium } from '@playwright/test'

import { ensureChromium } from '@root/scripts/ensure-chromium'
import { publicRoutes } from '@/lib/site/routes'

const BASE = process.env.BENCH_URL || 'http://127.0.0.1:3000'
const BUDGET = 120 * 1024

const executablePath = ensureChromium()
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })

async function scriptBytes(url: string): Promise<{ bytes: number; files: number }> {
  // A fresh context per page: nothing comes from the HTTP cache or a service worker.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const scripts = new Set<string>()
  let bytes = 0
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId)
  })
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  // The framework's chunks load one frame after the first paint; a lazy island may follow them.
  await page.waitForTimeout(1500)
  await page.waitForLoadState('networkidle')
  await context.close()
  return { bytes, files: scripts.size }
}

let over = 0
console.log(`First-load JavaScript on the wire (KB), ${BASE}`)
console.log('  route                      en      fr')
for (const route of publicRoutes) {
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
