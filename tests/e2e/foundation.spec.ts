import { COMPILE_HINT } from '@root/scripts/lib/compile-hints'
import { rootMainFiles } from '@/platform/next-build-manifest'
import { expect, test } from './fixtures/test'
import { PHONE } from './fixtures/projects'

test.describe('foundation: bilingual frame', () => {
  test('English at / and French at /fr, with the right <html lang>', async ({ page }) => {
    const en = await page.goto('/')
    expect(en?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const fr = await page.goto('/fr')
    expect(fr?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  test('English stays English whatever the browser prefers', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'fr-CA',
      extraHTTPHeaders: { 'Accept-Language': 'fr-CA,fr;q=0.9' },
    })
    const page = await context.newPage()
    const res = await page.goto('/')
    expect(res?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })

  test('the language switcher round-trips between /about and /fr/about', { tag: PHONE }, async ({ page, isMobile }) => {
    await page.goto('/about')
    // The fixture's goto returns once React listens, so one click opens the menu.
    const openSwitcher = async (target: string | RegExp) => {
      if (isMobile) await page.getByRole('button', { name: /menu/i }).click()
      else
        await page
          .getByRole('banner')
          .getByRole('button', { name: /language|langue/i })
          .click()
      await expect(page.getByRole('link', { name: target }).first()).toBeVisible()
    }
    await openSwitcher('Français')
    await page.getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(/\/fr\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await openSwitcher(/English/)
    await page.getByRole('link', { name: /English/ }).click()
    // Not /\/about$/: that also matches /fr/about, and passed before the navigation happened.
    await expect(page).toHaveURL((url) => url.pathname === '/about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('the phone menu opens and closes when the path changes', { tag: PHONE }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone menu only on small screens')
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await menu.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(menu).toBeHidden()
  })

  test('the desktop nav has the Portfolio dropdown and the Book a Session button', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop nav only on wide screens')
    await page.goto('/')
    const banner = page.getByRole('banner')
    await banner.getByRole('button', { name: 'Portfolio' }).click()
    for (const label of ['Weddings', 'Maternity', 'Corporate', 'Family', 'Sports', 'Video']) {
      await expect(banner.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible()
    }
    await page.keyboard.press('Escape')
    await expect(banner.getByRole('link', { name: /^Weddings/ })).toBeHidden()
    await expect(banner.getByRole('link', { name: 'Book a Session' })).toHaveAttribute('href', '/contact')
  })

  test('the nav takes its scrolled look past 100 px', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px'
      window.scrollTo(0, 400)
    })
    await expect(header).toHaveAttribute('data-scrolled', 'true')
  })

  test('unknown paths answer 404 Page Not Found in both languages', async ({ page }) => {
    const en = await page.goto('/this-page-does-not-exist')
    expect(en?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
    const fr = await page.goto('/fr/cette-page-nexiste-pas')
    expect(fr?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  })

  test("the CMS answers at /cms with Payload's login", async ({ page }) => {
    await page.goto('/cms')
    await expect(page).toHaveURL(/\/cms\/login/)
    await expect(page.locator('input[name="username"]')).toBeVisible()
    await expect(page.locator('input[name="password"]')).toBeVisible()
  })

  test('the framework bootstrap is served with V8 compile hints, and pages still hydrate', async ({
    page,
    request,
  }) => {
    const scripts = rootMainFiles(process.env.NEXT_DIST_DIR || '.next').filter((f) => f.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    for (const file of scripts) {
      const response = await request.get(`/_next/${file}`)
      expect(response.status(), file).toBe(200)
      expect((await response.text()).startsWith(COMPILE_HINT), file).toBe(true)
    }
    // The fixture's goto waits for React's root; an interaction proves the hinted code runs.
    await page.goto('/fr/faq')
    const question = page.locator('main h3 > button[aria-expanded]').first()
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'true')
  })
})
