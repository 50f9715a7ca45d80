/**
 * Lighthouse (mobile defaults: Moto G power, slow 4G, 4x CPU slowdown, simulated) on the key public
 * pages of a production build, plus the first-load JavaScript of every public route.
 *
 *   npx tsx bench/lighthouse.ts                      builds if needed and serves the site on a fresh
 *                                                    database (temporary DATA_DIR), then stops it; its
 *                                                    classes get dated sessions, as a studio's have
 *   BENCH_URL=http://localhost:3120 npx tsx bench/lighthouse.ts    measures a site already running
 *   --reports DIR                                    keeps the whole report of every run with a failing audit
 *   --pages /a,/b                                    only these Lighthouse pages (default: the six below)
 *   --runs N                                         runs per page; each figure's median is reported.
 *                                                    Default 5, Lighthouse's own advice against its
 *                                                    run-to-run variance
 *                                                    (https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md)
 *
 * Targets: Performance ≥ 95, Accessibility/Best Practices/SEO 100, CLS < 0.05, and no
 * public page over 150 KB of gzip JavaScript. Exits 1 when a target is missed.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import { spawnTsx } from '@root/scripts/lib/run'

import { audit as auditOnce, firstLoadJs, type Result, type Run } from './lib/lighthouse'
import { median } from './lib/load'

const audit = (url: string, port: number) => auditOnce(url, port, REPORTS_DIR)

const pagesArg = process.argv.indexOf('--pages')
const LIGHTHOUSE_PAGES =
  pagesArg > 0
    ? process.argv[pagesArg + 1].split(',').filter(Boolean)
    : ['/', '/fr', '/pricing', '/classes', '/blog', '/contact']
const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/portfolio',
  '/services/weddings',
  '/services/maternity',
  '/services/corporate',
  '/services/family',
  '/services/sports',
  '/services/video',
  '/classes',
  '/pricing',
  '/viptreatment',
  '/faq',
  '/reviews',
  '/policies',
  '/blog',
  '/contact',
]
const JS_BUDGET = 150 * 1024
const runsArg = process.argv.indexOf('--runs')
const reportsArg = process.argv.indexOf('--reports')
const REPORTS_DIR = reportsArg > 0 ? process.argv[reportsArg + 1] : undefined
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 5

let server: ChildProcess | undefined
let tmpDir: string | undefined

async function startSite(): Promise<string> {
  const port = Number(process.env.BENCH_PORT || 3189)
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'))
  fs.chmodSync(tmpDir, 0o711)
  const url = `http://localhost:${port}`
  server = spawnTsx('scripts/start.ts', [], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: tmpDir,
      EMBEDDED_PG_PORT: '0',
      CMS_EDITOR_PASSWORD: process.env.CMS_EDITOR_PASSWORD || 'bench-Editor-passw0rd',
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || 'bench-Admin-passw0rd',
    },
  })
  const deadline = Date.now() + 15 * 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the site stopped while starting')
    try {
      if ((await fetch(`${url}/`)).ok) return url
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 2000))
  }
  throw new Error('the site did not start within 15 minutes')
}

async function stopSite() {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((r) => server!.once('exit', r))
  }
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true })
}

/**
 * The seed has classes but no dated sessions, and /classes without them is not the page visitors
 * get: its cards list each class's next sessions, read by the browser after the page loads. Each
 * published class gets a session a week for six weeks, through the CMS's REST API as the editor.
 */
async function scheduleSessions(base: string) {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: process.env.CMS_EDITOR_USERNAME || 'studio',
      password: process.env.CMS_EDITOR_PASSWORD || 'bench-Editor-passw0rd',
    }),
  })
  if (!login.ok) throw new Error(`CMS login failed: ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const { docs } = (await (await fetch(`${base}/api/classes?limit=100&depth=0`)).json()) as {
    docs: { id: number; formatOptions?: string[] | null }[]
  }
  const day = 86_400_000
  let made = 0
  for (const [index, cls] of docs.entries()) {
    const online = !cls.formatOptions?.includes('in-person')
    for (let week = 0; week < 6; week++) {
      const res = await fetch(`${base}/api/class-sessions?locale=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({
          class: cls.id,
          // Whole days from now at 14:00 UTC (9:00 or 10:00 in Montréal), a day apart per class.
          startsAt: new Date((Math.floor(Date.now() / day) + 2 + index + 7 * week) * day + 14 * 3_600_000),
          startsAt_tz: 'America/Toronto',
          durationMinutes: 120,
          format: online ? 'online' : 'in-person',
          location: online ? 'https://meet.example.com/studio' : '5445 avenue de Gaspé, Montréal',
          capacity: 8,
        }),
      })
      if (!res.ok) throw new Error(`could not schedule a session: ${res.status} ${await res.text()}`)
      made++
    }
  }
  console.log(`scheduled ${made} class sessions`)
}

/**
 * Visits a page and the images it references once: cache fills and image encodes are not measured.
 * After a fresh build every srcset width is an AVIF encode (seconds each on 2 cores), so this can
 * take minutes; each request is bounded so a stuck one cannot stall the bench.
 */
async function warm(base: string, route: string) {
  const html = await (await fetch(base + route, { signal: AbortSignal.timeout(60_000) })).text()
  const images = new Set([...html.matchAll(/\/_next\/image\?url=[^"'\s,]+/g)].map((m) => m[0].replace(/&amp;/g, '&')))
  const fetchImage = (src: string) =>
    fetch(base + src, { headers: { Accept: 'image/avif,image/webp,*/*' }, signal: AbortSignal.timeout(120_000) }).then(
      (r) => r.arrayBuffer(),
    )
  await Promise.all([...images].map((src) => fetchImage(src).catch(() => null)))
}

async function main() {
  let base = process.env.BENCH_URL?.replace(/\/$/, '')
  if (!base) {
    base = await startSite()
    await scheduleSessions(base)
  }
  console.log(`\nMeasuring ${base} (Lighthouse ${RUNS} run(s) per page, mobile)\n`)
  const warmStarted = Date.now()
  for (const route of [...new Set([...PUBLIC_ROUTES, ...LIGHTHOUSE_PAGES])]) await warm(base, route).catch(() => {})
  console.log(`warmed the pages and their images in ${((Date.now() - warmStarted) / 1000).toFixed(0)} s`)

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  const results: Result[] = []
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const runs: Run[] = []
      // A run Lighthouse could not measure is run again, at most RUNS more times in all.
      let unmeasured = 0
      while (runs.length < RUNS && unmeasured <= RUNS) {
        const run = await audit(base + page, chrome.port)
        if (run) runs.push(run)
        else unmeasured++
      }
      if (runs.length < RUNS) throw new Error(`Lighthouse could not measure ${page} in ${unmeasured} runs`)
      // Each figure's own median: the run whose score is the median was, when all five scored the
      // same, simply the first, whatever its LCP.
      const pick = Object.fromEntries(
        (Object.keys(runs[0]!) as (keyof Run)[]).map((key) => [key, median(runs.map((r) => r[key]))]),
      ) as Run
      console.log(
        `${page}: performance ${runs.map((r) => r.performance).join(' ')}, best practices ${runs.map((r) => r.bestPractices).join(' ')}, LCP ${runs.map((r) => Math.round(r.lcp)).join(' ')} ms${unmeasured ? ` (${unmeasured} run(s) Lighthouse could not measure, run again)` : ''}`,
      )
      results.push({ page, ...pick, bestPracticesMin: Math.min(...runs.map((r) => r.bestPractices)) })
    }
  } finally {
    await chrome.kill()
  }

  console.log(
    '\npage            perf  a11y  best  seo   LCP (ms)  CLS     TBT (ms)   (medians of the runs; best = lowest of all runs)',
  )
  for (const r of results) {
    console.log(
      `${r.page.padEnd(15)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPracticesMin).padStart(4)}  ${String(r.seo).padStart(4)}  ${r.lcp.toFixed(0).padStart(8)}  ${r.cls.toFixed(3).padStart(6)}  ${r.tbt.toFixed(0).padStart(8)}`,
    )
  }

  console.log('\nfirst-load JavaScript (gzip)')
  const js: { route: string; bytes: number }[] = []
  for (const route of PUBLIC_ROUTES) {
    for (const r of [route, route === '/' ? '/fr' : `/fr${route}`])
      js.push({ route: r, bytes: await firstLoadJs(base, r) })
  }
  for (const { route, bytes } of js)
    console.log(
      `${route.padEnd(24)} ${(bytes / 1024).toFixed(1).padStart(7)} KB${bytes > JS_BUDGET ? '  OVER BUDGET' : ''}`,
    )

  const misses = [
    ...results.flatMap((r) => [
      r.performance < 95 && `${r.page}: performance ${r.performance} < 95`,
      r.accessibility < 100 && `${r.page}: accessibility ${r.accessibility} < 100`,
      r.bestPracticesMin < 100 && `${r.page}: best practices ${r.bestPracticesMin} < 100 in at least one run`,
      r.seo < 100 && `${r.page}: SEO ${r.seo} < 100`,
      !(r.cls < 0.05) && `${r.page}: CLS ${r.cls.toFixed(3)} ≥ 0.05`,
    ]),
    ...js.map((j) => j.bytes > JS_BUDGET && `${j.route}: ${(j.bytes / 1024).toFixed(1)} KB of JavaScript > 150 KB`),
  ].filter(Boolean)
  console.log(misses.length ? `\nTargets missed:\n  ${misses.join('\n  ')}` : '\nAll targets met.')
  return misses.length ? 1 : 0
}

main()
  .then(async (code) => {
    await stopSite()
    process.exit(code)
  })
  .catch(async (error) => {
    console.error(error)
    await stopSite()
    process.exit(2)
  })
