import { expect, test } from './fixtures/test'

import { signInAdmin } from './fixtures/admin-session'
import { uniqueEmail } from './fixtures/records'
import { stubExternalSites } from './fixtures/site'

test.beforeEach(async ({ page }) => stubExternalSites(page))

test('the Privacy tab finds a person, erases them once confirmed, and registers each request', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const email = uniqueEmail(`privacy-${testInfo.project.name}`)
  const name = `Zoé Privacy ${testInfo.project.name}`
  const sent = await request.post('/api/contact', {
    data: {
      name,
      email,
      serviceType: 'family',
      referralSource: 'google',
      message: 'A family session in the fall, at Mount Royal, please.',
    },
  })
  expect(sent.status()).toBe(201)

  // The run's shared session: the TOTP sign-in itself is admin-dashboard.spec.ts's to test.
  await signInAdmin(page.context(), page.context().request)
  await page.goto('/admin')
  await page.getByRole('tab', { name: 'Privacy' }).click()
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { name: 'Privacy requests' })).toBeVisible()

  // A fragment is not a person: the form's schema (the server's) refuses it before any request.
  await panel.getByLabel('E-mail address').fill('the')
  await panel.getByRole('button', { name: 'Find' }).click()
  await expect(panel.getByRole('alert')).toHaveText('Please enter a valid email address.')
  await expect(panel.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true')

  await panel.getByLabel('E-mail address').fill(email)
  await panel.getByRole('button', { name: 'Find' }).click()
  await expect(panel.getByText('Contact form inquiries')).toBeVisible()
  await expect(panel.getByText(/Records holding this address: \d+\./).first()).toBeVisible()
  await page.screenshot({
    path: `/tmp/privacy-shots/dashboard-privacy-${testInfo.project.name}-en.png`,
    fullPage: true,
  })

  // The export is a ZIP download.
  const download = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Export (ZIP)' }).click()
  expect((await download).suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/)

  // Dismissing the confirmation erases nothing; accepting it erases.
  page.once('dialog', (dialog) => void dialog.dismiss())
  await panel.getByRole('button', { name: 'Erase' }).click()
  await expect(panel.getByText('Contact form inquiries')).toBeVisible()
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain(email)
    void dialog.accept()
  })
  await panel.getByRole('button', { name: 'Erase' }).click()
  await expect(page.getByText(/Records erased: \d+\./).first()).toBeVisible()

  // Found again: nothing left.
  await panel.getByRole('button', { name: 'Find' }).click()
  await expect(panel.getByText('No record holds this address. Nothing was changed.')).toBeVisible()

  // The register lists the requests, never the address.
  const register = panel.getByRole('table').last()
  await expect(register.getByText('Erasure').first()).toBeVisible()
  await expect(register.getByText('Export').first()).toBeVisible()
  await expect(register).not.toContainText(email)
  // With what matched and by which rule.
  await expect(register.getByText(/1 · Inquiries by e-mail address/).first()).toBeVisible()
  await page.screenshot({
    path: `/tmp/privacy-shots/dashboard-privacy-register-${testInfo.project.name}-en.png`,
    fullPage: true,
  })
})
