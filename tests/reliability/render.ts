/**
 * Stored hostile text, opened in Chromium where it is rendered: the public blog, the /admin
 * dashboard (every tab), the blog administration page, /monitoring and the CMS lists. The payloads
 * carry markers (lib/hostile.ts): a dialog, window.__xss, an element with data-xss, a javascript:
 * link or a srcdoc frame means something was rendered as markup. The text must be there, shown as
 * text, or the check would prove nothing.
 */
import { chromium, type Page } from 'playwright'

import { ensureChromium } from '@/scripts/ensure-chromium'
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

export async function checkRendering(
  site: Site,
  section: Section,
  { adminToken, cmsCookie, postSlugs }: { adminToken: string; cmsCookie?: string; postSlugs: string[] },
): Promise<void> {
  const executablePath = ensureChromium() || '/usr/bin/chromium'
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] })
  const visits: Visit[] = []
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
        await page.waitForTimeout(1200)
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
        await p.waitForTimeout(1500)
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
}
