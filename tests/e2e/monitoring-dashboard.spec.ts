import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures/test'

import { signInAdmin } from './fixtures/admin-session'

/** The figure a stat card shows, as a number ("1,234" or "1 234"). */
async function statNumber(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? ''
  return Number(text.replace(/[^\d.]/g, ''))
}

test.describe('/monitoring', () => {
  test('asks for the administrator sign-in, and reveals no figure before it', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (r) => {
      if (/\/api\/(metrics|alerts|security)/.test(r.url())) calls.push(r.url())
    })
    await page.goto('/monitoring')
    await expect(page.getByLabel('Password')).toBeVisible()
    await expect(page.getByTestId('stat-requests')).toHaveCount(0)
    expect(calls).toEqual([])
  })

  test('shows live figures that change as requests are made', async ({ page, context }) => {
    await signInAdmin(context, context.request)
    await page.goto('/monitoring')
    await expect(page.getByRole('heading', { name: 'System Monitoring' })).toBeVisible()
    await expect(page.getByTestId('health-status')).toHaveText(/Operational|Degraded/)
    await expect(page.getByTestId('stat-database')).toContainText('Up')
    await expect(page.getByTestId('stat-requests')).toHaveText(/\d/)
    const before = await statNumber(page, 'stat-requests')

    for (let i = 0; i < 12; i++) expect((await context.request.get('/api/testimonials')).ok()).toBe(true)
    // Health is polled every 5 s: the count catches up without a reload.
    await expect.poll(() => statNumber(page, 'stat-requests'), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 12)
    await expect(page.getByTestId('stat-error-rate')).toHaveAttribute('data-tone', /success|danger/)

    await page.getByRole('tab', { name: 'Performance' }).click()
    // Ten endpoints at most, busiest first. (Which ten depends on what else the test site serves.)
    const top = page.getByTestId('top-endpoints')
    await expect(top.getByRole('row').nth(1)).toBeVisible()
    const counts = (await top.locator('tbody tr td:nth-child(2)').allTextContents()).map((t) =>
      Number(t.replace(/[^\d]/g, '')),
    )
    expect(counts.length).toBeGreaterThan(0)
    expect(counts.length).toBeLessThanOrEqual(10)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    await expect(page.getByRole('img', { name: /Requests per 10 seconds, last \d+ minutes/ })).toBeVisible()

    await page.getByRole('tab', { name: 'Business' }).click()
    await expect(page.getByTestId('stat-contacts')).toHaveText(/\d/)

    await page.getByRole('tab', { name: 'Security' }).click()
    await expect(page.getByTestId('threat-level')).toHaveText(/Minimal|Low|Medium|High/)

    await page.getByRole('tab', { name: 'Alerts' }).click()
    await expect(page.getByRole('tabpanel', { name: /Alerts/ })).toContainText(/active/)
  })

  test('a security event shows among the recent threats', async ({ page, context }) => {
    await signInAdmin(context, context.request)
    // One probe, well under the blocking threshold (the test site's visitors all share 127.0.0.1).
    await context.request.get('/wp-login.php')
    await page.goto('/monitoring')
    await page.getByRole('tab', { name: 'Security' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Security' }).getByRole('table')).toContainText('/wp-login.php')
  })

  test('switches to French, and has no accessibility violations', async ({ page, context }) => {
    // axe on the full dashboard takes a while on a busy 2-core runner.
    test.setTimeout(120_000)
    await signInAdmin(context, context.request)
    await page.goto('/monitoring')
    await expect(page.getByTestId('stat-requests')).toHaveText(/\d/)
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])

    // The backup card says plainly that backups are encrypted, and whether their key is kept elsewhere
    // (the test site's key is generated and never shown: not yet).
    await expect(page.getByTestId('stat-backup').locator('..')).toContainText('Encrypted (key not saved elsewhere yet')

    await page.getByRole('button', { name: 'Afficher en français' }).click()
    await expect(page.getByRole('heading', { name: 'Surveillance du système' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('tab', { name: 'Sécurité' })).toBeVisible()
    await expect(page.getByTestId('stat-backup').locator('..')).toContainText(
      'Chiffrée (clé pas encore gardée ailleurs',
    )
    // Remembered for the next visit.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Surveillance du système' })).toBeVisible()
    await page.getByRole('button', { name: 'Show in English' }).click()
  })
})
