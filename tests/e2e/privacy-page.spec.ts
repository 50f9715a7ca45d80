import type { Locale } from '@/i18n/routing'
import { privacyOfficer, privacyPage } from '@/seed/content/pages-privacy'
import { resolve } from '@/seed/localize'

import { asEditor } from './fixtures/records'
import { localized, stubExternalSites } from './fixtures/site'
import { expect, type Page, test } from './fixtures/test'

/**
 * The privacy policy (Quebec's private-sector act, s. 3.2): /privacy and /fr/privacy show the
 * seeded policy in their own language with the person in charge, and the footer and every form lead
 * to it in the page's language. (The consent banner's link is checked in
 * monitoring-consent.spec.ts, the one spec that turns the banner on: the setting is shared by every
 * test.)
 */
const T = {
  en: { h1: 'Privacy policy', link: 'Privacy policy', officer: 'Person in charge of personal information' },
  fr: {
    h1: 'Politique de confidentialité',
    link: 'Politique de confidentialité',
    officer: 'Responsable de la protection des renseignements personnels',
  },
} as const

const other = (locale: Locale): Locale => (locale === 'en' ? 'fr' : 'en')
const sectionTitles = (locale: Locale) => resolve(privacyPage(), locale).sections.map((s) => s.title)
/** Every title, intro and list item of the seeded policy in one language. */
const policyTexts = (locale: Locale) =>
  resolve(privacyPage(), locale)
    .sections.flatMap((s) => [s.title, s.intro ?? '', ...s.rules.map((r) => r.text)])
    .filter(Boolean)
    .map((text) => text.replace(/\s+/g, ' '))

test.beforeEach(async ({ page }) => {
  await stubExternalSites(page)
  // No consent banner over the links (it shows only when analytics are configured, which another
  // spec may do meanwhile).
  await page.addInitScript(() =>
    window.localStorage.setItem('cookieConsent', JSON.stringify({ choice: 'denied', version: 1, at: '' })),
  )
})

/** The privacy policy in `locale` is the page shown. */
async function expectPolicy(page: Page, locale: Locale) {
  await expect(page).toHaveURL((url) => url.pathname === localized('/privacy', locale))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(T[locale].h1)
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'fr' ? /^fr/ : /^en/)
}

/** Follows a form's privacy link (it opens a new tab, so what was typed stays) to the policy. */
async function followFormLink(page: Page, scope: ReturnType<Page['locator']>, locale: Locale) {
  const link = scope.locator('[data-privacy-note]').getByRole('link', { name: T[locale].link })
  await expect(link).toBeVisible()
  const [policy] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await policy.waitForLoadState()
  await expectPolicy(policy, locale)
  await policy.close()
}

for (const locale of ['en', 'fr'] as const) {
  test.describe(`privacy policy (${locale})`, () => {
    test('shows the seeded policy in its language, with the person in charge', async ({ page }) => {
      await page.goto(localized('/privacy', locale))
      await expectPolicy(page, locale)
      const main = page.locator('main')
      for (const title of sectionTitles(locale))
        await expect(main.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible()
      // The whole policy in this language, not a sentence of the other one (a list left empty in
      // one language once showed another section's list in the other).
      const text = (await main.innerText()).replace(/\s+/g, ' ')
      for (const passage of policyTexts(locale)) expect(text).toContain(passage)
      for (const passage of policyTexts(other(locale))) expect(text).not.toContain(passage)
      for (const words of locale === 'fr' ? ['24 mois', '90 jours', '13 mois', '7 jours'] : ['24 months', '90 days'])
        expect(text).toContain(words)

      const officer = page.getByTestId('privacy-officer')
      await expect(officer.getByRole('heading', { name: T[locale].officer })).toBeVisible()
      await expect(officer).toContainText(resolve(privacyOfficer, locale).title)
      await expect(officer.getByRole('link', { name: privacyOfficer.email })).toHaveAttribute(
        'href',
        `mailto:${privacyOfficer.email}`,
      )
      // The table of contents leads to each section.
      await page
        .getByRole('navigation', { name: locale === 'fr' ? 'Sur cette page' : 'On this page' })
        .getByRole('link')
        .last()
        .click()
      await expect(page).toHaveURL(/#changes$/)
    })

    test('the footer links to it', async ({ page }) => {
      await page.goto(localized('/', locale))
      await page.getByRole('contentinfo').getByRole('link', { name: T[locale].link, exact: true }).click()
      await expectPolicy(page, locale)
    })

    test('the contact form links to it', async ({ page }) => {
      await page.goto(localized('/contact', locale))
      await followFormLink(page, page.getByTestId('contact-form'), locale)
    })

    test('the class booking form links to it', async ({ page }) => {
      await page.goto(localized('/classes', locale))
      await page.getByRole('tab', { name: locale === 'fr' ? 'Réserver un cours' : 'Book a Class' }).click()
      await followFormLink(page, page.getByRole('tabpanel'), locale)
    })

    test('the consultation booking links to it', async ({ page }) => {
      await page.goto(localized('/consultation', locale))
      await followFormLink(page, page.locator('main'), locale)
    })

    test('the newsletter sign-up links to it', async ({ page }) => {
      await page.goto(localized('/blog', locale))
      const email = page.getByRole('textbox', { name: locale === 'fr' ? 'Adresse courriel' : 'Email address' })
      // The form loads when it comes near.
      await page.keyboard.press('End')
      await expect(email).toBeVisible()
      await followFormLink(page, page.locator('form').filter({ has: email }), locale)
    })
  })
}

test('the prediction pool (in French) links to the French policy', async ({ page }) => {
  await page.goto('/coupeqc2025pool')
  await page.getByRole('button', { name: "S'inscrire au pool" }).click()
  await followFormLink(page, page.getByRole('dialog', { name: 'Inscription au pool' }), 'fr')
})

test('an editor’s published change shows on the French page, the English one untouched', async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one run changes the shared database')
  const url = '/api/globals/privacy-page?locale=fr&depth=0'
  const before = (await (await request.get(url)).json()) as { hero: Record<string, unknown> }
  // The intro under the title: the other tests of this file read the title meanwhile.
  const changed = `Vos renseignements restent chez nous, version ${Date.now() % 100000}.`
  const save = (body: unknown) =>
    asEditor(request, 'post', url, { hero: { ...before.hero, body }, _status: 'published' })
  expect((await save(changed)).ok()).toBe(true)
  try {
    await expect(async () => {
      await page.goto('/fr/privacy')
      await expect(page.locator('main')).toContainText(changed, { timeout: 500 })
    }).toPass({ timeout: 10_000 })
    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.en.h1)
    await expect(page.locator('main')).not.toContainText(changed)
  } finally {
    expect((await save(before.hero.body)).ok()).toBe(true)
  }
})
