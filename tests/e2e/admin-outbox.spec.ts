import fs from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures/test'

import { waitForMail } from './fixtures/mail'
import { signInAdmin } from './fixtures/admin-session'
import { asEditor, uniqueEmail } from './fixtures/records'
import { stubExternalSites } from './fixtures/site'

test.beforeEach(async ({ page }) => stubExternalSites(page))

/** Screenshots to look at (not kept by the repository). */
const SHOTS = '/tmp/mail-shots'

test('the administrator sees an e-mail that failed for good in the E-mail tab and sends it again', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const to = uniqueEmail(`outbox-${testInfo.project.name}`)
  const subject = `Booking confirmed ${to.split('@')[0]}`
  // As the outbox leaves a message after 48 hours of refused connections.
  const created = await asEditor(request, 'post', '/api/outbox', {
    to,
    subject,
    text: 'Your place is confirmed.',
    kind: 'booking-confirmation',
    locale: 'en',
    status: 'failed',
    attempts: 55,
    lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  })
  expect(created.status()).toBe(201)

  // The run's shared session: the TOTP sign-in itself is admin-dashboard.spec.ts's to test.
  await signInAdmin(page.context(), page.context().request)
  await page.goto('/admin')
  await page.getByRole('tab', { name: 'E-mail' }).click()
  const card = page.getByTestId('outbox-message').filter({ hasText: subject })
  await expect(card).toBeVisible()
  await expect(card.getByText('Failed for good')).toBeVisible()
  await expect(card.getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeVisible()
  await expect(card.getByText('Booking confirmation')).toBeVisible()
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([])
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/outbox-${testInfo.project.name}.png`, fullPage: true })

  await card.getByRole('button', { name: `Send “${subject}” to ${to} again` }).click()
  await expect(page.getByText('Sent again', { exact: true })).toBeVisible()
  await waitForMail(to, (m) => m.subject === subject)
  // Once sent it leaves the list.
  await expect(card).toHaveCount(0, { timeout: 15_000 })
})
