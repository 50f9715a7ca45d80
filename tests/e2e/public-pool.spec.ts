import { expect, test } from './fixtures/test'

import { findRecords } from './fixtures/records'

test.describe('prediction pool (French only)', () => {
  test('shows the stats, standings, matches and rules, in French and out of search engines', async ({ page }) => {
    const res = await page.goto('/coupeqc2025pool')
    expect(res?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('h1')).toContainText('Coupe du Québec 2025')
    await expect(page.locator('section[aria-label="Le pool en chiffres"] li')).toHaveCount(4)
    await expect(page.locator('table tbody tr')).toHaveCount(10)
    await expect(page.locator('section[aria-labelledby="pool-matches"] > ul > li')).toHaveCount(4)
    await expect(page.getByText('Résultat exact : 3 points')).toBeVisible()
    await expect(page.getByText('Les prédictions ferment le vendredi à 22 h.')).toBeVisible()
    // Dates in Canadian French.
    await expect(page.locator('section[aria-labelledby="pool-matches"] time').first()).toHaveText(
      /samedi 14 juin 2025 à 19 h 00/,
    )
    expect((await page.request.get('/fr/coupeqc2025pool')).status()).toBe(404)
  })

  test('registers once; the same user ID a second time is refused', async ({ page, request }, testInfo) => {
    await page.goto('/coupeqc2025pool')
    const userId = `fan-${testInfo.project.name}-${Date.now().toString(36)}`
    const open = page.getByRole('button', { name: "S'inscrire au pool" })
    const dialog = page.getByRole('dialog', { name: 'Inscription au pool' })

    await open.click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: "S'inscrire", exact: true }).click()
    await expect(page.getByText('Veuillez remplir tous les champs').first()).toBeVisible()

    const fill = async () => {
      await dialog.getByLabel('Nom complet').fill('Gabriel Lavoie')
      await dialog.getByLabel('Identifiant').fill(userId)
      await dialog.getByLabel('Courriel').fill('gabriel@example.com')
      await dialog.getByLabel('Équipe favorite').selectOption('CF Montréal')
      await dialog.getByLabel('Match choisi').selectOption('qf-1')
    }
    await fill()
    await dialog.getByRole('button', { name: "S'inscrire", exact: true }).click()
    await expect(page.getByText('Inscription réussie!').first()).toBeVisible()
    await expect(dialog).toBeHidden()

    await open.click()
    await expect(dialog.getByLabel('Identifiant')).toHaveValue('')
    await fill()
    await dialog.getByLabel('Identifiant').fill(userId.toUpperCase())
    await dialog.getByRole('button', { name: "S'inscrire", exact: true }).click()
    await expect(page.getByText("Erreur d'inscription").first()).toBeVisible()
    await expect(page.getByText('Cet identifiant est déjà inscrit au pool.').first()).toBeVisible()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()

    expect(await findRecords(request, 'pool-entries', { userId })).toHaveLength(1)
  })
})
