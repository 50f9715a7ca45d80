import { expect, test } from './fixtures/test'

import { signInAdmin } from './fixtures/admin-session'
import { stubExternalSites } from './fixtures/site'

test.beforeEach(async ({ page }) => stubExternalSites(page))

const frenchTabs = ['Demandes de contact', 'Réservations de cours', 'Infolettre', 'Gestion du blogue']

test('the dashboard switches to French, stays French on reload, and the server answers in French', async ({
  page,
  context,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`
  // The run's shared session: the sign-in screen itself is admin-dashboard.spec.ts's subject, and a
  // sign-in of its own here would wait for a TOTP step no other test has used (up to two minutes).
  await signInAdmin(context, request)
  await page.goto('/admin')

  await test.step('is English by default for an English browser', async () => {
    await expect(page.getByRole('tab', { name: 'Contact Submissions' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle('Studio Dashboard')
  })

  await test.step('switches to French from the header: tabs, <html lang> and title follow', async () => {
    await page.getByRole('button', { name: 'Afficher en français' }).click()
    for (const name of frenchTabs) await expect(page.getByRole('tab', { name })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Contact Submissions' })).toHaveCount(0)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page).toHaveTitle('Tableau de bord du studio')
    await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('dashboard-fr.png'), fullPage: true })
  })

  await test.step('stays French after a reload, the URL unlocalized', async () => {
    const listCall = page.waitForRequest((r) => r.url().includes('/api/admin/') && r.url().includes('locale=fr'))
    await page.reload()
    await expect(page.getByRole('tab', { name: 'Demandes de contact' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await listCall
    expect(new URL(page.url()).pathname).toBe('/admin')
  })

  const title = `Lumière d’automne ${tag}`
  await test.step('the blog page is French too, and a refused post shows the server’s French message', async () => {
    await page.getByRole('link', { name: 'Rédaction du blogue' }).click()
    await expect(page).toHaveURL(/\/admin\/blog$/)
    await expect(page.getByRole('heading', { name: 'Administration du blogue', level: 1 })).toBeVisible()
    await expect(page).toHaveTitle('Administration du blogue · Tableau de bord du studio')

    for (const expected of [201, 409]) {
      await page.getByRole('button', { name: 'Nouvel article' }).click()
      await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title)
      await page.getByRole('textbox', { name: 'Contenu', exact: true }).fill('La lumière dorée du Vieux-Montréal.')
      const created = page.waitForResponse(
        (r) => r.url().includes('/api/admin/blog') && r.request().method() === 'POST',
      )
      await page.getByRole('button', { name: 'Créer l’article' }).click()
      const res = await created
      expect(res.status()).toBe(expected)
      expect(new URL(res.url()).searchParams.get('locale')).toBe('fr')
      if (expected === 201) {
        await expect(page.getByText('Article créé').first()).toBeVisible()
        // Dates in French (day, abbreviated month, year).
        await expect(page.getByRole('article', { name: title })).toContainText(/Modifié le \d{1,2} [a-zéû]+\.? \d{4}/)
      }
    }
    await expect(page.getByText('Échec de la création').first()).toBeVisible()
    await expect(page.getByText('Un article utilise déjà ce slug.').first()).toBeVisible()
  })

  await test.step('switches back to English', async () => {
    await page.getByRole('button', { name: 'Show in English' }).click()
    await expect(page.getByRole('heading', { name: 'Blog Administration', level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Blog Administration', level: 1 })).toBeVisible()
  })
})

test.describe('with a French browser', () => {
  test.use({ locale: 'fr-CA' })

  test('the sign-in screen is French by default', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByLabel('Mot de passe')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })
})
