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

import { scriptBytes } from './lib/wire-js'

const BASE = process.env.BENCH_URL || 'http://127.0.0.1:3000'
const BUDGET = 120 * 1024
const routesArg = process.argv.indexOf('--routes')
const ROUTES = routesArg > 0 ? process.argv[routesArg + 1].split(',').filter(Boolean) : publicRoutes

const executablePath = ensureChromium()
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })

let over = 0
console.log(`First-load JavaScript on the wire (KB), ${BASE}`)
console.log('  route                      en      fr')
for (const route of ROUTES) {
  const row: string[] = []
  for (const prefix of ['', '/fr']) {
    const path = `${prefix}${route === '/' && prefix ? '' : route}`
    const { bytes } = await scriptBytes(browser, `${BASE}${path}`)
    if (bytes > BUDGET) over++
    row.push(`${(bytes / 1024).toFixed(1).padStart(6)}${bytes > BUDGET ? '!' : ' '}`)
  }
  console.log(`  ${route.padEnd(24)} ${row.join('  ')}`)
}
await browser.close()
console.log(`  budget ${BUDGET / 1024} KB per page (! = over): ${over === 0 ? 'all within' : `${over} over`}`)
process.exit(over === 0 ? 0 : 1)
