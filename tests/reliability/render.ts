/**
 * Stored hostile text, opened in Chromium where it is rendered: the public blog, the /admin
 * dashboard (every tab), the blog administration page, /monitoring and the CMS lists. The payloads
 * carry markers (lib/hostile.ts): a dialog, window.__xss, an element with data-xss, a javascript:
 * link or a srcdoc frame means something was rendered as markup. The text must be there, shown as
 * text, or the check would prove nothing.
 */
import { chromium, type Page, type Request } from 'playwright'

import { LOADER_CODE_START } from '@/server/defer-framework-scripts'
import { REACT_CONTAINER_PREFIX } from '@/platform/react-root-marker'
import { ensureChromium } from '@root/scripts/ensure-chromium'
import { machineShared } from './lib/beside'
import { PUBLIC_PAGES } from './lib/pages'
import type { Section } from './lib/report'
import type { Site } from './lib/site'

interface Visit {
  url: string
  label: string
  dialogs: string[]
  /** Console reports of scripts the page's own CSP refused (a hash missing for an inline script). */
  cspViolations: string[]
  injected: { marked: number; scriptFlag: boolean; jsLinks: number; srcdoc: number }
  shownAsText: boolean
  error?: string
}

async function inspect(page: Page): Promise<Visit['injected'] & { text: string }> {
  return page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown }
    const frames = Array.from(document.querySelectorAll('iframe')).some((f) => {
      try {
        return Boolean((f.contentWindow as unknown as { __xss?: unknown } | null)?.__xss)
      } catch {
        return false
      }
    })
    return {
      marked: document.querySelectorAll('[data-xss]').length,
      scriptFlag: w.__xss !== undefined || frames,
      jsLinks: document.querySelectorAll('a[href^="javascript:" i], [src^="javascript:" i]').length,
      srcdoc: document.querySelectorAll('iframe[srcdoc]').length,
      text: document.body?.innerText ?? '',
    }
  })
}

const VISIBLE = /onerror=|data-xss|<script>|alert\(/

/** How long the page must make no request before it counts as settled. */
const QUIET_MS = 300
/**
 * The longest a visit waits: the fixed waits every page and tab had before (1.2 s after the load
 * event, 1.5 s after a tab's click). A page that has not settled by then is inspected then, as
 * before; one that settles sooner is inspected sooner.
 */
const VISIT_BOUND_MS = 1200
const TAB_BOUND_MS = 1500

/**
 * Beside another layer still at work (lib/beside.ts), pages take longer to settle: the bounds are
 * four times as long. They only cap a wait that ends as soon as the page has settled; what is
 * inspected then is the same.
 */
function bound(ms: number): number {
  return machineShared() ? ms * 4 : ms
}

/** How a visit's wait ended, for the summary line and for a page that never settled. */
interface Settling {
  ms: number
  settled: boolean
  /** What still held the page when the bound ran out. */
  holding?: string
}

/**
 * Follows the page's requests, so that a visit waits for what its own scripts fetch and render
 * (the dashboard's lists, an injected image's failing request and its onerror) rather than for a
 * fixed time.
 */
function trackRequests(page: Page) {
  const inFlight = new Set<Request>()
  let lastActivity = Date.now()
  const started = (request: Request) => {
    inFlight.add(request)
    lastActivity = Date.now()
  }
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  /**
   * Resolves once React has taken over the page (pages with the framework's deferred loader) and
   * since then no request has been in flight for QUIET_MS (React starts the dashboard's fetches as
   * it hydrates), nothing is marked aria-busy, and two frames have been drawn, so that React has
   * committed what the last answer brought. Called after a `goto` (load event) or a click, whose
   * own request starts before the click returns.
   */
  return async function settled(boundMs: number): Promise<Settling> {
    const begun = Date.now()
    const deadline = begun + boundMs
    // Nothing counts as quiet before now: the navigation or the click just happened.
    lastActivity = Math.max(lastActivity, begun)
    let hydratedAt: number | undefined
    let state = 'not asked'
    const quiet = () => inFlight.size === 0 && Date.now() - Math.max(lastActivity, hydratedAt ?? 0) >= QUIET_MS
    while (Date.now() < deadline) {
      if (inFlight.size === 0) {
        state = await Promise.race([
          page
            .evaluate(
              ({ marker, container }) => {
                const deferred = [...document.scripts].some((s) => !s.src && s.text.startsWith(marker))
                if (deferred && !Object.keys(document).some((key) => key.startsWith(container))) return 'hydrating'
                if (document.querySelector('[aria-busy="true"]')) return 'busy'
                return new Promise<string>((resolve) =>
                  requestAnimationFrame(() => requestAnimationFrame(() => resolve('drawn'))),
                )
              },
              { marker: LOADER_CODE_START, container: REACT_CONTAINER_PREFIX },
            )
            .catch(() => 'gone'),
          // A page that draws no frame (or is navigating away) is asked again, within the bound.
          new Promise<string>((resolve) =>
            setTimeout(() => resolve('no frame'), Math.max(50, Math.min(1000, deadline - Date.now()))),
          ),
        ])
        if (state !== 'hydrating') hydratedAt ??= Date.now()
        // A request that started while the page was being asked makes the wait go on.
        if (state === 'drawn' && quiet()) return { ms: Date.now() - begun, settled: true }
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const requests = [...inFlight].map((request) => request.url().slice(0, 100))
    return {
      ms: Date.now() - begun,
      settled: false,
      holding: requests.length ? `requests ${requests.join(' ')}` : `page ${state}`,
    }
  }
}

export async function checkRendering(
  site: Site,
  section: Section,
  { adminToken, cmsCookie, postSlugs }: { adminToken: string; cmsCookie?: string; postSlugs: string[] },
): Promise<void> {
  const renderStarted = Date.now()
  const executablePath = ensureChromium() || '/usr/bin/chromium'
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] })
  const visits: Visit[] = []
  const waits: (Settling & { label: string })[] = []
  try {
    const context = await browser.newContext({ baseURL: site.baseUrl, serviceWorkers: 'block' })
    const host = new URL(site.baseUrl).hostname
    await context.addCookies([
      {
        name: 'admin_session',
        value: adminToken,
        domain: host,
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
      },
      ...(cmsCookie
        ? [
            {
              name: 'payload-token',
              value: cmsCookie.split('=').slice(1).join('='),
              domain: host,
              path: '/',
              httpOnly: true,
              secure: true,
              sameSite: 'Strict' as const,
            },
          ]
        : []),
    ])
    await context.addInitScript((token) => window.localStorage.setItem('adminToken', token), adminToken)
    const page = await context.newPage()
    const settled = trackRequests(page)
    let dialogs: string[] = []
    let violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()) && /script/i.test(message.text()))
        violations.push(message.text().slice(0, 300))
    })
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss().catch(() => {})
    })
    const visit = async (url: string, label = url, after?: (page: Page) => Promise<void>) => {
      dialogs = []
      violations = []
      try {
        await page.goto(url, { waitUntil: 'load', timeout: 30_000 })
        waits.push({ label, ...(await settled(bound(VISIT_BOUND_MS))) })
        if (after) await after(page)
        const found = await inspect(page)
        visits.push({
          url,
          label,
          dialogs: [...dialogs],
          cspViolations: [...violations],
          injected: found,
          shownAsText: VISIBLE.test(found.text),
        })
      } catch (error) {
        visits.push({
          url,
          label,
          dialogs: [...dialogs],
          cspViolations: [...violations],
          injected: { marked: 0, scriptFlag: false, jsLinks: 0, srcdoc: 0 },
          shownAsText: false,
          error: (error as Error).message.split('\n')[0],
        })
      }
    }

    // The administrator's dashboard: every tab.
    await visit('/admin', '/admin (contacts tab)')
    const tabs = await page.getByRole('tab').all()
    for (let i = 1; i < tabs.length; i++) {
      const name = (await tabs[i]!.textContent())?.trim() ?? `tab ${i}`
      await visit('/admin', `/admin (${name} tab)`, async (p) => {
        await p.getByRole('tab').nth(i).click()
        waits.push({ label: `${name} tab clicked`, ...(await settled(bound(TAB_BOUND_MS))) })
      })
    }
    await visit('/admin/blog')
    await visit('/monitoring')
    // The public blog in both languages, and the posts whose fields carry payloads.
    await visit('/blog')
    await visit('/fr/blog')
    await visit('/')
    for (const slug of postSlugs.slice(0, 12)) await visit(`/blog/${slug}`)
    // Every other public page and studio app: no injected markup, and none of the site's own
    // scripts refused by the page's hash-based CSP.
    for (const path of [...PUBLIC_PAGES, '/coupeqc2025pool', '/offline.html'])
      if (!['/', '/blog'].includes(path)) await visit(path)
    // The CMS's own lists of the stored records.
    if (cmsCookie) {
      for (const collection of ['inquiries', 'bookings', 'subscribers', 'pool-entries', 'posts', 'security-events'])
        await visit(`/cms/collections/${collection}`)
    }
    await context.close()
  } finally {
    await browser.close()
  }

  const describe = (v: Visit) =>
    `${v.label}: ${v.error ?? ''} dialogs ${JSON.stringify(v.dialogs)} marked ${v.injected.marked} flag ${v.injected.scriptFlag} js-links ${v.injected.jsLinks} srcdoc ${v.injected.srcdoc}`
  section.checkAll(visits, (v) => !v.error, 'every page with stored payloads opened in Chromium', describe)
  section.checkAll(
    visits.filter((v) => !v.url.startsWith('/cms')),
    (v) => v.cspViolations.length === 0,
    "no script of the site's own pages refused by their CSP (every inline script hashed)",
    (v) => `${v.label}: ${v.cspViolations[0]}`,
  )
  section.checkAll(visits, (v) => v.dialogs.length === 0, 'no dialog opened by stored text', describe)
  section.checkAll(
    visits,
    (v) => v.injected.marked === 0 && !v.injected.scriptFlag && v.injected.jsLinks === 0 && v.injected.srcdoc === 0,
    'no injected element or script from stored text',
    describe,
  )
  const admin = visits.filter((v) => v.label.startsWith('/admin ('))
  section.check(
    admin.filter((v) => v.shownAsText).length >= 3,
    'the payloads are shown as text on the admin dashboard (the check saw them)',
    admin.map((v) => `${v.label}: ${v.shownAsText}`).join(', '),
  )
  const posts = visits.filter((v) => v.url.startsWith('/blog/'))
  section.check(
    posts.length > 0 && posts.some((v) => v.shownAsText),
    'the payloads are shown as text on public blog pages',
    posts.map((v) => `${v.label}: ${v.shownAsText}`).join(', ') || 'no published post with a payload',
  )
  if (cmsCookie) {
    const cms = visits.filter((v) => v.url.startsWith('/cms/'))
    section.check(
      cms.some((v) => v.shownAsText),
      'the payloads are shown as text in the CMS lists',
      cms.map((v) => `${v.label}: ${v.shownAsText}`).join(', '),
    )
  }
  section.figure('pages rendered', visits.length)
  const ms = waits.map((w) => w.ms).sort((a, b) => a - b)
  console.log(
    `  ${visits.length} pages rendered in Chromium in ${((Date.now() - renderStarted) / 1000).toFixed(0)} s; ` +
      `each settled after ${ms[Math.floor(ms.length / 2)] ?? 0} ms (median), ${ms.at(-1) ?? 0} ms at most`,
  )
  const unsettled = waits.filter((w) => !w.settled)
  if (unsettled.length) console.log(`    ${unsettled.length} of ${waits.length} inspected at the bound, unsettled:`)
  for (const w of unsettled.slice(0, 8)) console.log(`    ${w.label} (${w.holding})`)
}
