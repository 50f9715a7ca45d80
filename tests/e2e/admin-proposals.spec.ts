/**
 * The dashboard's Proposals tab: a proposal the call's schema refuses says why next to the field
 * at fault and stores nothing; the studio's French dashboard names everything in French.
 */
import AxeBuilder from '@axe-core/playwright'

import { expect, test } from './fixtures/test'

import { signInAdmin } from './fixtures/admin-session'

test('a refused proposal names its fields and is not stored; the tab reads in French', async ({
  page,
  context,
}, info) => {
  test.skip(info.project.name === 'phone', 'the dashboard behind the sign-in, a desktop tool')
  await signInAdmin(context, context.request)
  await page.goto('/admin')
  await page.getByRole('tab', { name: 'Proposals' }).click()
  const before = await page.getByTestId('proposal-card').count()
  await page.getByRole('button', { name: 'New proposal' }).click()
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Camille Roy')
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('camille.refused@example.com')
  await page.getByRole('textbox', { name: 'Date', exact: true }).first().fill('2020-06-12')
  await page.getByLabel('Description (French)').fill('Reportage')
  await page.getByLabel('Description (English)').fill('Coverage')
  await page.getByLabel('Unit price ($)').fill('12.345')
  // The last installment takes a percentage instead of the remainder.
  await page.getByTestId('proposal-installment').last().getByLabel('Amount').selectOption('percent')
  await page.getByTestId('proposal-installment').last().getByLabel('Value').fill('70')
  await page.getByRole('button', { name: 'Save as draft' }).click()
  await expect(page.locator('#proposal-event-date-error')).toHaveText("The event's date has passed")
  await expect(page.locator('#proposal-item-0-unitAmount-error')).toBeVisible()
  await expect(page.locator('#proposal-template-error')).toHaveText('Choose a contract template')
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([])
  // Nothing was stored.
  await page.reload()
  await page.getByRole('tab', { name: 'Proposals' }).click()
  await expect(page.getByTestId('proposal-card')).toHaveCount(before)

  await page.getByRole('button', { name: 'Afficher en français' }).click()
  await page.getByRole('tab', { name: 'Propositions' }).click()
  await page.getByRole('button', { name: 'Nouvelle proposition' }).click()
  await expect(page.getByLabel('Description (français)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enregistrer le brouillon' })).toBeVisible()
})
